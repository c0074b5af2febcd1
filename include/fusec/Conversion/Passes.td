//===- Passes.td - fusec conversion passes -----------------*- tablegen -*-===//

#ifndef FUSEC_CONVERSION_PASSES_TD
#define FUSEC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertFuseToGPUPass : Pass<"convert-fuse-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Generate one GPU kernel per fused chain or fuse op";
  let description = [{
    Turns every public `func.func` of fuse ops into a launch sequence: each
    supported op becomes a `gpu.func` kernel in the one
    `gpu.module @fusec_kernels`, every tensor a buffer (function arguments
    are inputs, returned values outputs, the rest temporaries). The host
    function is replaced by its launch manifest, stored as the module
    attribute `fusec.manifest`, a `#fuse.manifest` (kernel names, grid,
    block, shared memory, argument buffers, shapes, dtypes, strides and the
    reference graph).
    A module of several public functions gets one manifest per function,
    in the same format, as the module attribute `fusec.manifests` (an
    array in the functions' order, each naming its function in "entry").
    Kernels are named `<function>_<n>_<what>`, made PTX identifiers
    (other characters become `_`) and unique in the kernel module (`_2`,
    ... appended on a clash). Private functions are not compiled (a call
    to one is a located error, as any op without a generator); errors in a
    module of several functions get a note naming the function.

    Dynamic extents (`?`) that the ops relate become size symbols (`s0`,
    `s1`, ...): the manifest (version 2) lists them with the buffer and axis
    where each first occurs, shapes and grids name them, and each kernel
    takes its buffers as bare pointers followed by one `index` argument per
    symbol, viewing the buffers row-major with `memref.reinterpret_cast`.
    Only the tensor-core online-softmax kernel (attention and matmul chains)
    takes sizes; a dynamic extent elsewhere is a located error.

    Ops without a kernel generator are a located error.

    The module's `fuse.target` (else the `arch` option) picks the
    tensor-core instructions: mma.sync (sm_80, sm_90) or, for sm_90a,
    Hopper's warpgroup MMA (wgmma) in the attention / chain kernel where its
    operands allow (K stored keys-major).
  }];
  let options = [
    Option<"arch", "arch", "std::string", "\"\"",
           "GPU architecture the kernels are generated for when the module "
           "has no fuse.target: sm_80 (default) or sm_90 (mma.sync), sm_90a "
           "(also wgmma)">,
    Option<"segmentFold", "segment-fold", "std::string", "\"kernel\"",
           "Where a split-KV's segment states are folded: kernel (default: "
           "a separate combine kernel), last-cta (in the attention kernel, "
           "by each group's last CTA, through global memory and a counter) "
           "or cluster (in the attention kernel, one thread-block cluster "
           "per group: sm_90a, at most 8 segments); the in-kernel folds "
           "measured slower on the H100 (bench/results)">
  ];
  let dependentDialects = ["::mlir::fuse::FuseDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::nvgpu::NVGPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def SelectKernelConfigPass
    : Pass<"fuse-select-kernel-config", "::mlir::ModuleOp"> {
  let summary = "Choose each kernel's strategy and tiles";
  let description = [{
    Sets `fuse.kernel_config` on every aggregate that becomes a kernel:
    `#fuse.kernel_config` (strategy, warps, m-tiles, keys per block,
    stages, Q in registers) on those the online-softmax tensor-core
    generator takes (attention, matmul chains), by the rule the planner
    prices (`fusec::cost::chooseOnlineSoftmaxConfig`, from ptxas -v and GPU
    sweeps); `#fuse.gemm_config` (strategy, tile_m x tile_n x tile_k,
    stages, warps, overlap, split-k's split count) on single contractions
    the tensor-core GEMM generator takes (`fusec::cost::chooseGemmConfig`);
    `#fuse.untiled_config` (untiled / warp_reduce / tiled_transpose /
    split_k_combine / split_kv_combine, threads) on every other aggregate
    that is its own kernel. Aggregates
    folded into another's kernel (epilogues, a cluster combine) get none.
    A config set by hand is checked against the target and the aggregate
    (strategy, MMA shapes, warps, stages, shared memory) and kept; a bad
    one is a located error. `convert-fuse-to-gpu` builds exactly the
    recorded config. Each kernel's config (and for chains the tile the
    planner priced) is listed in the module's `fusec.kernels` (the report
    prints them).
  }];
  let options = [
    Option<"segmentFold", "segment-fold", "std::string", "\"kernel\"",
           "As convert-fuse-to-gpu's option: with last-cta or cluster a "
           "split-KV combine runs in its attention kernel, so it is no "
           "kernel of its own">,
    Option<"arch", "arch", "std::string", "\"\"",
           "GPU architecture when the module has no fuse.target: sm_80 or "
           "sm_90 (mma.sync), sm_90a (wgmma); default: the newest the GPU "
           "(h100) runs">
  ];
  // The target attribute it builds for a module without one.
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def RecordReferencePass : Pass<"fuse-record-reference", "::mlir::ModuleOp"> {
  let summary = "Record the unfused computation for the runtime's reference";
  let description = [{
    Before any rewrite, records the public function's surface ops as the
    manifest's reference graph, a `#fuse.reference` (module attribute
    `fusec.reference`; in a module of several public functions, each
    function's own attribute `fusec.reference`): matmul,
    softmax, and maps recognized as a scale, an additive bias, a causal mask
    or a cast; anything else is `opaque` (the runtime then skips checking).
    Buffers are named as convert-fuse-to-gpu names them: `argN` for
    arguments, `outN` for results; intermediates get `refN`.
  }];
  // The #fuse.reference it builds, also for an input without fuse ops.
  let dependentDialects = ["::mlir::fuse::FuseDialect"];
}

def ConvertFuseToLoopsPass : Pass<"convert-fuse-to-loops"> {
  let summary = "Lower fuse aggregates to scf loops on tensors (CPU execution)";
  let description = [{
    Lowers every `fuse.aggregate` (with nested `fuse.reduce` and `fuse.index`)
    to a loop nest over its iteration space on tensors: results start at the
    monoid's identity, each point's element is embedded and combined into the
    state at the kept indices. Run `fuse-generalize` and
    `fuse-softmax-to-monoid` first. The result bufferizes and runs on the CPU;
    it is how the tests prove the monoid rewrites numerically.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::affine::AffineDialect"];
}

#endif // FUSEC_CONVERSION_PASSES_TD
