//===- FuseBase.td - fuse dialect definition ---------------*- tablegen -*-===//
//
// The `fuse` dialect: matmul chains and softmax as monoid aggregates.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEBASE_TD
#define FUSEC_DIALECT_FUSE_IR_FUSEBASE_TD

include "mlir/IR/OpBase.td"

def Fuse_Dialect : Dialect {
  let name = "fuse";
  let cppNamespace = "::mlir::fuse";
  let summary = "Matmul chains and softmax as monoid aggregates";
  let description = [{
    The `fuse` dialect is the input and working language of fusec. It has two
    layers on value-semantic tensors:

    * surface ops a person writes: `fuse.matmul` (batched, broadcasting,
      optional transposes and scale), `fuse.softmax` over an axis and
      `fuse.map`, an elementwise map with a region;
    * the generic form the compiler reasons in: `fuse.aggregate`, a
      reduction over named dimensions whose per-element body yields an
      element of a **monoid** (`#fuse.add`, `#fuse.max`, the safe-softmax
      pair `#fuse.softmax` and its weighted form `#fuse.weighted_softmax`).
      `fuse.reduce` is the scalar aggregate nested in a body (e.g. the dot
      product `q . k_j` inside attention's online-softmax aggregate).

    Associativity of the monoid is what licenses tiling, splitting and
    reordering the aggregate; factoring several aggregates over one axis into
    a single one in a product monoid is how FlashAttention emerges.
  }];
  let useDefaultAttributePrinterParser = 1;
  // `fuse.target` on a module must be a #fuse.target.
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Registers the attributes (defined in FuseAttrs.cpp).
    void registerAttributes();
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::tensor::TensorDialect"];
}

class Fuse_Op<string mnemonic, list<Trait> traits = []>
    : Op<Fuse_Dialect, mnemonic, traits>;

#endif // FUSEC_DIALECT_FUSE_IR_FUSEBASE_TD
