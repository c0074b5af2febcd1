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

def F32PrecisionPass : Pass<"fuse-f32-precision", "::mlir::ModuleOp"> {
  let summary = "Choose how f32 contractions use the tensor cores";
  let description = [{
    `precision=ieee` (the default, PyTorch's default for matmuls: TF32 off)
    leaves f32 contractions as written: they run on the CUDA cores.
    `precision=bf16` (what JAX's default precision does on TPUs and GPUs)
    rounds each f32 operand of a `fuse.matmul` that is read from memory to
    bf16 by a `fuse.map` (once per value, however many matmuls read it),
    so that the contraction runs on the tensor cores and accumulates in
    f32. Normalized softmax values (P of attention, computed in the fused
    kernel) are left alone: the kernel rounds them itself.
    `precision=tf32` (PyTorch's `allow_tf32`, JAX's default on GPUs)
    rewrites nothing: the tensor-core GEMM generator takes contractions of
    two f32 operands on TF32 MMAs (f32 accumulation), an operand stored
    MN-major copied k-major first where the GEMM is large enough (wgmma's
    tf32 form reads k-major operands only). `precision=3xtf32` does the
    same and splits each f32 product A B into (A_lo B_hi + A_hi B_lo) +
    A_hi B_hi, x_hi = x rounded to tf32, x_lo = x - x_hi rounded to tf32:
    three tf32 GEMMs, near f32's accuracy. The choice is
    recorded on the module as `fuse.f32_precision` (the default, ieee,
    leaves the module as it is).
  }];
  let options = [
    Option<"precision", "precision", "std::string", /*default=*/"\"ieee\"",
           "ieee (f32 contractions as written), tf32 (read as tf32 by the "
           "tensor cores), 3xtf32 (three tf32 products of high and low "
           "parts) or bf16 (their operands rounded to bf16: tensor cores, "
           "f32 accumulation)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def GeneralizePass : Pass<"fuse-generalize"> {
  let summary = "Rewrite fuse.matmul and fuse.map into fuse.aggregate";
  let description = [{
    The generic form everything reduces to: `fuse.matmul` becomes an
    aggregate in `#fuse.add` over (batch..., i, j, k) reducing k, whose body
    multiplies the two (extended) elements and the scale; its maps encode
    the transposes and the batch broadcast. `fuse.map` becomes an aggregate
    with no reduced dimension. `fuse.index` keeps its meaning.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def UnflattenOperandsPass : Pass<"fuse-unflatten-operands"> {
  let summary = "Read flattened 1-D arguments through row-major N-D views";
  let description = [{
    An aggregate that reads a static 1-D function argument at one linear
    index `c0 d0 + c1 d1 + ...` (MIGraphX passes every buffer flattened, and
    importing its `expand_shape` folds the view into the map) reads instead a
    `tensor.expand_shape` of it whose row-major strides are those
    coefficients, through a projection of its dims. The view is free (same
    buffer); tiled kernels then see the rows and columns they tile. A read
    is left as written unless every dim has its own axis at offset 0 and no
    two elements of the view overlap.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def FoldIndexTablesPass : Pass<"fuse-fold-index-tables"> {
  let summary = "Read constant index tables as the indices they hold";
  let description = [{
    A dense constant input whose every element is `a * x + b` of one of its
    coordinates `x` (an arange, broadcast or not, as MIGraphX and TOSA
    programs write causal masks: `tosa.const dense<[0, 1, ..., 63]>`) or the
    same value everywhere is dropped from the aggregate that reads it; its
    body computes the element from `fuse.index` of the dim the map reads
    that coordinate at. The mask analysis then sees index comparisons (a
    causal band, not a table read per element), and no kernel materializes
    the constant.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def DeriveBackwardPass : Pass<"fuse-derive-backward", "::mlir::ModuleOp"> {
  let summary = "Derive each public function's reverse-mode gradient";
  let description = [{
    For each public function `@f`, adds `@f_grad`: f's arguments followed by
    one cotangent per result (of the result's type), returning the
    cotangent of each floating-point tensor argument (of its type; an
    argument nothing reads gets zeros). `@f_grad` recomputes f in the
    generic form and sweeps it in reverse: each aggregate gives each input
    an aggregate in `#fuse.add` over the same dimensions, keeping those the
    input is read by, whose body is the primal body, its derivative with
    respect to that input (rules per arith / math op) and the monoid's
    weight (`#fuse.add`: the result's cotangent; `#fuse.max`: it where the
    element is the maximum; `#fuse.softmax`: the derivative of (m, s)).
    Masks, biases, scales and softcaps get their derivatives from the body.
    A cotangent has its value's type (bf16 values get bf16 cotangents, as
    in PyTorch's autograd); each is summed in f32 (f64 for f64 values) and
    rounded once. Takes surface or
    generic fuse ops; static shapes; inputs read by distinct dimensions or
    a 0 index into a size-1 dimension. Anything else is a located error.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def FactorAggregatesPass : Pass<"fuse-factor-aggregates"> {
  let summary = "Merge aggregates over one axis into one in a product monoid";
  let description = [{
    Reduction factorization. Aggregates over the same axis of the same data
    are merged: a max followed by a sum of `e^(x - max)` becomes one
    `#fuse.softmax` aggregate (online softmax), and a normalized exponential
    (`e^(x - m) / s`) contracted with V over that axis becomes one
    `#fuse.weighted_softmax` aggregate with a single division at the end.
    Elementwise producers of the logits (scale, bias, masks from indices,
    casts) are carried into the aggregate's per-element body. The rule is
    generic: it applies to any exponentially weighted sum, not only attention.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def FormChainsPass : Pass<"fuse-form-chains"> {
  let summary = "Pull planned producer contractions into their consumer's body";
  let description = [{
    Chain formation. For an aggregate carrying a `fusec.plan` that says
    fuse, every input produced by a contraction aggregate (a single-state
    monoid such as `#fuse.add`) is replaced by a `fuse.reduce` in the
    consumer's per-element body: attention's aggregate over the keys then
    computes `q . k_j` itself and no N x N tensor remains. Elementwise
    producers are carried in first. Chains the planner rejected are left
    alone, so they compile to separate kernels.
  }];
}

def AnalyzeMasksPass : Pass<"fuse-analyze-masks"> {
  let summary = "Record the band of keys each softmax's mask leaves";
  let description = [{
    For each `#fuse.weighted_softmax` aggregate whose body masks logits to
    -inf with conditions on the iteration indices, derives the band of keys
    j a point can leave unmasked, `j >= max(lower)` and `j <= min(upper)`
    as affine maps over the aggregate's dims, and records it as
    `fuse.key_band = {lower = ..., upper = ..., unexplained = N}` (N: the
    -inf selects the band does not account for, evaluated everywhere). The
    tensor-core kernel visits only the key blocks the band reaches and
    evaluates no mask in a block wholly inside it; the report and planner
    count the blocks it computes. Causal masks, sliding windows, chunked
    and prefix bounds in any spelling (index casts, either compare
    direction or signedness, additive -inf, and / or / not) become the same
    band. First, a float addend of the logit read from a function argument
    that moves with the key (Hugging Face's additive attention mask,
    finfo.min where masked) is made a -inf select on `t >u -65504`, so that
    the block table bounds it (`maskLowestAddends`).
  }];
}

def SetTargetPass : Pass<"fuse-set-target", "::mlir::ModuleOp"> {
  let summary = "Set the module's #fuse.target: the GPU every later pass reads";
  let description = [{
    The first step of fusec's pipeline: sets the module's `fuse.target` to
    the `#fuse.target` of GPU `gpu` (the cost model's table: h100, a100,
    h200) running code for `arch`. Without `arch`, the newest architecture
    the GPU runs (sm_90a on Hopper, sm_80 on an A100). An unknown GPU or
    architecture, or an architecture the GPU cannot run (sm_90a on an
    A100), is an error at the module.

    A module that already has a `fuse.target` keeps it; a `gpu` or `arch`
    option that contradicts it is an error. Every later pass (planning,
    reassociation, split-k, split-KV, kernel generation), the report and
    the launch manifest read the GPU from the attribute; their own `gpu` /
    `arch` options only serve a module without one.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU the cost model plans for: h100 (default), a100 or h200">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Instruction set: sm_90a, sm_90 or sm_80 (default: the newest "
           "the GPU runs)">,
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def PlanChainsPass : Pass<"fuse-plan-chains", "::mlir::ModuleOp"> {
  let summary = "Decide, with the seeds' cost model, whether to fuse each chain";
  let description = [{
    Finds chains on the generic form (a contraction aggregate whose result
    feeds, possibly through elementwise aggregates, an aggregate reducing
    over that result's columns: a second contraction or, after
    factorization, attention's online-softmax aggregate) and attaches a
    `#fuse.plan` attribute (`fusec.plan`) to the chain's consumer:
    fuse or not, tile sizes, each criterion's outcome (b = k, k < n/3, fits
    on chip), predicted times fused and unfused, which criterion decided and
    the reason in words. Emits an optimization remark per chain.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU the cost model plans for when the module has no "
           "fuse.target: h100 (default), a100 or h200">,
    Option<"policy", "policy", "std::string", /*default=*/"\"auto\"",
           "auto (cost model decides), always or never">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Architecture of the kernels priced when the module has no "
           "fuse.target: sm_90a (wgmma tiles), sm_90 or sm_80 (mma.sync "
           "tiles); default: the newest the GPU runs">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit an optimization remark with the decision for each chain">,
    Option<"assumeDynamicExtent", "assume-dynamic-extent", "int64_t",
           /*default=*/"4096",
           "Extent the cost model assumes for a dynamic (`?`) batch or "
           "sequence length; the kernel itself handles any extent">,
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def ReassociateMatmulsPass : Pass<"fuse-reassociate-matmuls",
                                  "::mlir::ModuleOp"> {
  let summary = "Choose the cheaper association of a matmul chain";
  let description = [{
    Matrix-chain ordering. `(A . B) . C` and `A . (B . C)` are the same
    product, so when the intermediate `A . B` feeds only the second matmul
    directly (no elementwise map between: a non-linear map such as an
    activation makes the two differ) the pass asks the roofline model
    (seed 003: max(FLOPs / peak, bytes / bandwidth) per GEMM) which order is
    faster and rewrites to it. For `(m, k) . (k, n) . (n, k)` with k << n,
    `A . (B . C)` does 2k^2 n + 2mk^2 FLOPs instead of 4mkn. The new
    intermediate `B . C` takes the old intermediate's element type, so the
    program rounds one intermediate, as before. Operands must share one
    element type and have static shapes; transposes and scales carry over.
    Each decision is recorded in the module's `fusec.rewrites` (the report
    prints it) and, with emit-remarks, as a remark.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU whose roofline decides when the module has no fuse.target: "
           "h100 (default), a100 or h200">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark with each decision">,
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def SplitKPass : Pass<"fuse-split-k", "::mlir::ModuleOp"> {
  let summary = "Split a long contraction over too few output tiles";
  let description = [{
    A contraction (a `#fuse.add` aggregate reducing one dimension k,
    outside any fused chain) whose output has too few 128 x 128 tiles to
    occupy the GPU and whose k is long is split: k = s * c + r becomes a
    partial contraction over (s, ..., r) reducing r -- S independent
    GEMMs of depth c, one per CTA column of the grid -- and an aggregate
    summing the S partials (f32) into the original result. This is how
    `B . C` of a reassociated chain (a k x k result from an n-long
    contraction) uses the whole GPU. S is the largest power of two with
    c >= min-depth, c a multiple of 64, and tiles * S <= the GPU's SMs;
    contractions shorter than min-k are left alone.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU whose SM count bounds the split when the module has no "
           "fuse.target: h100 (default), a100 or h200">,
    Option<"minDepth", "min-depth", "int64_t", /*default=*/"128",
           "Smallest contraction depth c of one split">,
    Option<"minK", "min-k", "int64_t", /*default=*/"1024",
           "Shortest contraction worth splitting (below it the sum's extra "
           "launch costs more than the idle SMs)">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark with each split">,
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def SplitKVPass : Pass<"fuse-split-kv", "::mlir::ModuleOp"> {
  let summary = "Split an online softmax's keys when its CTAs leave SMs idle";
  let description = [{
    An online-softmax (`#fuse.weighted_softmax`) aggregate with a nested
    16-bit dot -- attention -- runs batch x heads x query tiles CTAs, the
    tiles of its `fuse.kernel_config` (fuse-select-kernel-config runs
    before this pass in fusec's pipeline; without a config, the head dims'
    default); when the segmented kernel's CTAs fill at most one CTA per
    SM (decoding: one query token per head), the keys are split into S
    segments by associativity: the aggregate gains a kept `segment`
    dimension (`segment_dim`, segment borders on multiples of 128 keys)
    and a second `#fuse.weighted_softmax` aggregate folds the segments'
    (m, s, v) states (`yields_state`) into the original result. S =
    max(2, floor(SMs / CTAs)) -- one filled wave -- at most max-segments
    and, for a static key count, at most keys / min-keys and as many as
    keep each segment's partial state within an eighth of its K and V.
    Works with a dynamic key count (the segments' length is computed at
    launch); kept dimensions must be static. The split aggregate has no
    config (fuse-select-kernel-config picks the segmented kernel's). Each
    decision is recorded in `fusec.rewrites` (the report prints it).
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU whose SM count decides when the module has no fuse.target: "
           "h100 (default), a100 or h200">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "Target architecture when the module has no fuse.target "
           "(default: the newest the GPU runs); the kernel's query rows per "
           "CTA: 64 on sm_90a's wgmma, 128 or 64 on mma.sync">,
    Option<"minKeys", "min-keys", "int64_t",
           /*default=*/"::fusec::cost::kSplitKvMinKeys",
           "Fewest keys per segment of a static key count (at least 128, "
           "the segments' alignment)">,
    Option<"maxSegments", "max-segments", "int64_t",
           /*default=*/"::fusec::cost::kSplitKvMaxSegments",
           "Most segments">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark with each split">,
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

#endif // FUSEC_TRANSFORMS_PASSES_TD
