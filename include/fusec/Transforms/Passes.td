//===- Passes.td - fusec rewrites on the fuse dialect ------*- tablegen -*-===//

#ifndef FUSEC_TRANSFORMS_PASSES_TD
#define FUSEC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SoftmaxToMonoidPass : Pass<"fuse-softmax-to-monoid"> {
  let summary = "Rewrite fuse.softmax into aggregates in the softmax monoid";
  let description = [{
    `fuse.softmax` becomes one `#fuse.softmax` aggregate over the axis
    (computing the pair (m, s) in one pass) and a `fuse.map` that normalizes
    `e^(x - m) / s`, guarded so that a fully masked slice yields 0.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

#endif // FUSEC_TRANSFORMS_PASSES_TD
