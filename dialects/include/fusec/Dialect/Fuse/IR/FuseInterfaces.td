//===- FuseInterfaces.td - fuse attribute interfaces -------*- tablegen -*-===//
//
// The monoid interface: every aggregation in fusec is a reduction in a monoid
// (set, associative combine, identity). A new monoid is one new attribute
// implementing this interface.
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

#endif // FUSEC_DIALECT_FUSE_IR_FUSEINTERFACES_TD
