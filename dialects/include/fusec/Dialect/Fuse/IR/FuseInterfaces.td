//===- FuseInterfaces.td - fuse attribute interfaces -------*- tablegen -*-===//
//
// The monoid interface: every aggregation in fusec is a reduction in a monoid
// (set, associative combine, identity). A new monoid is one new attribute
// implementing this interface. The rewrite-record interface: what every
// record of the module's `fusec.rewrites` says.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEINTERFACES_TD
#define FUSEC_DIALECT_FUSE_IR_FUSEINTERFACES_TD

include "mlir/IR/OpBase.td"

def Fuse_MonoidAttrInterface : AttrInterface<"MonoidAttrInterface"> {
  let cppNamespace = "::mlir::fuse";
  let description = [{
    A monoid (S, combine, identity) used by `fuse.aggregate` / `fuse.reduce`.
    An aggregate's body yields `getNumInputs()` values per element; `embed`
    maps them into the monoid's state (a tuple of `getNumState()` scalars,
    which is also the tuple of results). `combine` must be associative with
    `identity` as its unit: that is what licenses tiling and reordering.
  }];
  let methods = [
    InterfaceMethod<"Short name used in diagnostics and reports.",
      "::llvm::StringRef", "getMonoidName">,
    InterfaceMethod<"Number of values the per-element body yields.",
      "unsigned", "getNumInputs">,
    InterfaceMethod<"Number of scalars in the state (= number of results).",
      "unsigned", "getNumState">,
    InterfaceMethod<[{Builds the identity element; `types` are the state's
      element types.}],
      "::llvm::SmallVector<::mlir::Value>", "buildIdentity",
      (ins "::mlir::OpBuilder &":$b, "::mlir::Location":$loc,
           "::mlir::TypeRange":$types)>,
    InterfaceMethod<[{Embeds one element (the body's yielded values) into the
      state whose element types are `types`.}],
      "::llvm::SmallVector<::mlir::Value>", "buildEmbed",
      (ins "::mlir::OpBuilder &":$b, "::mlir::Location":$loc,
           "::mlir::ValueRange":$element, "::mlir::TypeRange":$types)>,
    InterfaceMethod<"Builds `lhs (+) rhs` on two states.",
      "::llvm::SmallVector<::mlir::Value>", "buildCombine",
      (ins "::mlir::OpBuilder &":$b, "::mlir::Location":$loc,
           "::mlir::ValueRange":$lhs, "::mlir::ValueRange":$rhs)>,
  ];
}

def Fuse_RewriteRecordAttrInterface : AttrInterface<"RewriteRecordAttrInterface"> {
  let cppNamespace = "::mlir::fuse";
  let description = [{
    A record of the module's `fusec.rewrites`: one decision of a rewrite
    other than chain planning (`#fuse.reassociate_record`,
    `#fuse.split_k_record`, `#fuse.split_kv_record`, FuseSideData.td), with
    the fields every rewrite records; the report reads each kind's own
    fields from the attribute itself.
  }];
  let methods = [
    InterfaceMethod<"The rewrite, as the report names it: `reassociate`, "
      "`split_k` or `split_kv`.", "::llvm::StringRef", "getRewrite">,
    InterfaceMethod<"Where the rewritten op is (file:line:col).",
      "::llvm::StringRef", "getLocation">,
    InterfaceMethod<"The enclosing function; empty if none.",
      "::llvm::StringRef", "getFunction">,
    InterfaceMethod<"Whether the rewrite was made.", "bool", "getApplied">,
    InterfaceMethod<"The decision in words, with the numbers.",
      "::llvm::StringRef", "getReason">,
  ];
}

#endif // FUSEC_DIALECT_FUSE_IR_FUSEINTERFACES_TD
