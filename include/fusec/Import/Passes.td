//===- Passes.td - importing what frontends emit -----------*- tablegen -*-===//
//
// Raising upstream dialects (linalg on tensors, and TOSA through upstream
// tosa-to-linalg) to the fuse dialect.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_IMPORT_PASSES_TD
#define FUSEC_IMPORT_PASSES_TD

include "mlir/Pass/PassBase.td"

def RaiseLinalgPass : Pass<"fuse-raise-linalg", "::mlir::func::FuncOp"> {
  let summary = "Raise linalg on tensors to the fuse dialect, by structure";
  let description = [{
    Raises what frontends emit (torch-mlir, IREE input, TOSA after
    `tosa-to-linalg`) to `fuse`. Ops are recognized by their structure --
    iterator types, indexing maps and the shape of their body -- never by
    fixed op sequences:

    * a reduction whose body combines an element into the output with
      `arith.addf` or `arith.maximumf` / `arith.maxnumf` becomes a
      `fuse.aggregate` in `#fuse.add` / `#fuse.max` whose body yields the
      element; an init that is not the monoid's identity is combined
      afterwards by an elementwise aggregate;
    * a contraction (the element is a product of two inputs, possibly
      extended) whose maps are a batched matmul, with transposes or
      broadcast batch dimensions, becomes `fuse.matmul`; any other
      contraction (e.g. grouped-query attention's `h floordiv g`) stays a
      `#fuse.add` aggregate over (b0.., i, j, k) with its maps;
    * an elementwise op (all loops parallel) becomes `fuse.map` when every
      map is the identity, else an aggregate with no reduced dimension;
      `linalg.index` becomes `fuse.index`;
    * copies (`linalg.transpose`, `linalg.broadcast`, `linalg.copy`) and
      static `tensor.expand_shape` / `tensor.collapse_shape` are folded into
      the maps of the aggregates that read them (a copy nobody else reads
      stays an elementwise aggregate with that map); a collapse around an op
      whose results are expanded back (batch and heads collapsed around
      `linalg.batch_matmul`) is pushed through that op first;
    * `linalg.softmax` becomes `fuse.softmax`;
    * an elementwise producer is carried into the body of its consumer when
      that consumer is its only user, and into a (non-contraction)
      reduction when it mixes in a value broadcast along the reduced
      dimensions (so `sum_j exp(x - m)` is one aggregate). Contractions are
      never merged here, and neither are the max and sum aggregates of a
      softmax (that is `fuse-factor-aggregates`' job).

    Before anything is raised, frontend spellings are normalized at the
    linalg level (lib/Import/Normalize.cpp). Among them one accumulation
    rule: a sum into a bf16 / f16 output -- a bf16 `linalg.batch_matmul` as
    torch-mlir writes it -- accumulates in f32 and is rounded once, as
    every frontend means it (linalg's semantics would round after each
    addition); `wide-accumulation=false` keeps the as-written type.

    Splat constants and `linalg.fill` inputs become scalar constants in the
    bodies; elementwise ops computing non-float values (masks) are fused
    into their readers at the linalg level; fills and `tensor.empty` left
    dead are erased. Anything else (convolutions, dynamic shapes, an unknown
    body, a reduction other than add / max) is a located error that names
    the op and the reason.
  }];
  let options = [
    Option<"wideAccumulation", "wide-accumulation", "bool", "true",
           "Accumulate a sum into a 16-bit float output (a bf16 / f16 "
           "matmul) in f32 and round once, as frontends mean it; off keeps "
           "linalg's as-written accumulation in the output type">
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // FUSEC_IMPORT_PASSES_TD
