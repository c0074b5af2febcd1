//===- FuseAttrs.td - fuse monoid and plan attributes ------*- tablegen -*-===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEATTRS_TD
#define FUSEC_DIALECT_FUSE_IR_FUSEATTRS_TD

include "fusec/Dialect/Fuse/IR/FuseBase.td"
include "fusec/Dialect/Fuse/IR/FuseInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class Fuse_MonoidAttr<string name, string attrMnemonic, string desc>
    : AttrDef<Fuse_Dialect, name, [DeclareAttrInterfaceMethods<
          Fuse_MonoidAttrInterface>]> {
  let mnemonic = attrMnemonic;
  let description = desc;
}

def Fuse_AddMonoidAttr : Fuse_MonoidAttr<"AddMonoid", "add", [{
  The additive monoid (R, +, 0). State: one scalar; element x embeds as x.
  On an integer result, (Z, addi, 0): a count, an index computation.

  ```mlir
  %c = fuse.aggregate #fuse.add dims [i = 4, j = 8, k = 16] reduce [k] ...
  ```
}]> {
  let summary = "sum monoid (+, 0)";
}

def Fuse_MaxMonoidAttr : Fuse_MonoidAttr<"MaxMonoid", "max", [{
  The monoid (R ∪ {−∞}, max, −∞). State: one scalar; element x embeds as x.
  On an integer result, signed: (Z, maxsi, the type's minimum) (an argmax
  is a maximum and a maximum of reversed indices, split at import).

  ```mlir
  %m = fuse.aggregate #fuse.max dims [i = 4, j = 8] reduce [j] ...
  ```
}]> {
  let summary = "max monoid (max, -inf)";
}

def Fuse_SoftmaxMonoidAttr : Fuse_MonoidAttr<"SoftmaxMonoid", "softmax", [{
  The safe-softmax monoid on pairs (m, s):
  `(m1, s1) ⊕ (m2, s2) = (m, s1·e^(m1−m) + s2·e^(m2−m))` with
  `m = max(m1, m2)`, identity `(−∞, 0)`; element x embeds as `(x, 1)`.
  Then `Σ e^(x_i) = s·e^m` in one pass. The combine guards the identity:
  when both maxima are −∞ the weights are 0, never `e^(−∞ − (−∞))`.

  ```mlir
  %m, %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j] ...
  ```
}]> {
  let summary = "safe-softmax monoid (m, s)";
}

def Fuse_WeightedSoftmaxMonoidAttr
    : Fuse_MonoidAttr<"WeightedSoftmaxMonoid", "weighted_softmax", [{
  The safe-softmax monoid weighted over a value: triples (m, s, v), combined
  as `#fuse.softmax` with `v = v1·e^(m1−m) + v2·e^(m2−m)`. The body yields
  `(x_j, v_j)`; the element embeds as `(x_j, 1, v_j)`; the normalized result
  is `v / s` (one division at the end). Numerator and denominator share their
  weights: this is online softmax, and tiled over j it is FlashAttention's
  inner loop.

  ```mlir
  %m, %s, %v = fuse.aggregate #fuse.weighted_softmax
      dims [i = 128, j = 128, e = 64] reduce [j] ...
  ```
}]> {
  let summary = "weighted safe-softmax monoid (m, s, v)";
}

def Fuse_PlanAttr : AttrDef<Fuse_Dialect, "Plan"> {
  let mnemonic = "plan";
  let summary = "the planner's decision for one matmul chain";
  let description = [{
    Attached by `fuse-plan-chains` to the consumer of a chain. Records the
    decision (`fuse`), the tiles, each criterion's outcome, the predicted
    times and which criterion decided, plus the reason in words.

    ```mlir
    #fuse.plan<fuse = true, m = 4096, n = 4096, k = 64, tile_m = 128,
               tile_n = 64, b_equals_k = true, k_lt_n_over_3 = true,
               fits_on_chip = true, time_unfused_us = 310.0,
               time_fused_us = 42.0, decided_by = "seed", reason = "...">
    ```
  }];
  let parameters = (ins
    "bool":$fuse, "int64_t":$m, "int64_t":$n, "int64_t":$k,
    "int64_t":$tile_m, "int64_t":$tile_n,
    "bool":$b_equals_k, "bool":$k_lt_n_over_3, "bool":$fits_on_chip,
    "::mlir::FloatAttr":$time_unfused_us, "::mlir::FloatAttr":$time_fused_us,
    "::mlir::StringAttr":$decided_by, "::mlir::StringAttr":$reason);
  let assemblyFormat = "`<` struct(params) `>`";
}

def Fuse_KernelConfigAttr : AttrDef<Fuse_Dialect, "KernelConfig"> {
  let mnemonic = "kernel_config";
  let summary = "the online-softmax kernel an aggregate becomes";
  let description = [{
    Attached as `fuse.kernel_config` by `fuse-select-kernel-config` to every
    aggregate that becomes a tensor-core online-softmax kernel (attention,
    matmul chains), or set by hand (GEMMs take #fuse.gemm_config, other
    kernels #fuse.untiled_config under the same name); `convert-fuse-to-gpu` builds exactly
    this kernel and rejects (located) a config that does not fit the target
    or the aggregate. The planner prices the same tiles (the rule lives in
    one place, `fusec::cost::chooseOnlineSoftmaxConfig`).

    - `strategy`: `online_softmax_wgmma` (sm_90a warpgroup MMA) or
      `online_softmax_mma` (mma.sync, sm_80 and up);
    - `warps` per CTA (4 per warpgroup), `m_tiles`: 16-row MMA tiles per
      warp (query rows per CTA = 16 x warps x m_tiles);
    - `keys`: keys (columns of the streamed K/V tiles) per block;
    - `stages`: K/V buffers (1 or 2);
    - `q_in_registers`: Q's fragments kept in registers (mma.sync);
    - `cluster` (omitted when 1): CTAs of one cluster (consecutive query
      tiles of one head) that share every K/V tile: each copies part of it
      by TMA multicast into all of them (sm_90a with TMA; 1 or 2);
    - `persistent` (omitted when false; warp-specialized only): a grid of
      min(query tiles, SMs) CTAs, each running tiles blockIdx.x +
      k gridDim.x; the producer loads each tile's Q by TMA while the
      consumers finish the previous tile (static shapes). Causal, the
      tiles of a static grid go in rounds of gridDim.x, each head's row
      blocks longest first, the rounds in snake order. With static tiles
      (not stream_k, not dynamic_tiles) the consumers run the CTA's tiles
      as one pipeline: with ping_pong the turns run on across tiles, and
      where shared memory has room for a second Q tile, tile k's Q goes to
      Q buffer k mod 2, loaded a tile ahead;
    - `dynamic_tiles` (omitted when false; persistent and causal only): the
      tiles are handed out at run time instead, through a counter the
      runtime zeroes once (the manifest's `counters` argument; the launch
      leaves it zero), longest first within groups of heads whose K and V
      fit half the L2;
    - `stream_k` (omitted when false; persistent, not causal only): whole
      tiles in the rounds before the last two, then the remaining tiles'
      key blocks cut into equal shares, one per CTA (a CTA per SM, also
      with fewer tiles), so that no CTA idles in a last, partial round. A
      cut tile is finished by the CTA that ran its first keys: each later
      CTA whose share starts inside it runs its part first and leaves its
      (m, s, O) state in the `counters` buffer, and the owner folds those
      in with the softmax monoid's combine before the epilogue;
    - `ping_pong` (omitted when true; warp-specialized attention with two
      or three consumer warpgroups, no effect elsewhere): the consumer
      warpgroups take turns issuing their MMAs (named barriers), so that
      one's softmax runs under the other's GEMMs; `false`: each issues as
      it goes, its softmax hidden under its own P V (FlashAttention-3 does
      so above d = 128; the rule, `cost::chooseOnlineSoftmaxConfig`,
      chooses it where measured faster: most attention on two consumer
      warpgroups, causal or not, and d = 64's three groups not causal).

    ```mlir
    {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4,
        m_tiles = 1, keys = 128, stages = 1, q_in_registers = false>}
    ```
  }];
  let parameters = (ins StringRefParameter<"strategy">:$strategy,
    "int64_t":$warps, "int64_t":$m_tiles, "int64_t":$keys, "int64_t":$stages,
    "bool":$q_in_registers, DefaultValuedParameter<"int64_t", "1">:$cluster,
    DefaultValuedParameter<"bool", "false">:$persistent,
    DefaultValuedParameter<"bool", "false">:$dynamic_tiles,
    DefaultValuedParameter<"bool", "false">:$stream_k,
    DefaultValuedParameter<"bool", "true">:$ping_pong);
  let assemblyFormat = "`<` $strategy `,` struct($warps, $m_tiles, $keys, $stages, $q_in_registers, $cluster, $persistent, $dynamic_tiles, $stream_k, $ping_pong) `>`";
  let extraClassDeclaration = [{
    /// Query rows per CTA.
    int64_t getRowsPerCta() const { return 16 * getWarps() * getMTiles(); }
  }];
}

def Fuse_GemmConfigAttr : AttrDef<Fuse_Dialect, "GemmConfig"> {
  let mnemonic = "gemm_config";
  let summary = "the tensor-core GEMM an aggregate becomes: strategy and tiles";
  let description = [{
    The `fuse.kernel_config` of an aggregate the tiled GEMM generator
    takes (a single contraction of two 16-bit inputs, or of two f32 ones:
    e.g. each half of an MLP, or split-k's partial contractions). Chosen by
    `fuse-select-kernel-config` from one rule
    (`fusec::cost::chooseGemmConfig`) or set by hand; `convert-fuse-to-gpu`
    builds exactly it and rejects (located) a config that does not fit the
    target (instructions, shared memory, MMA shapes).

    - `strategy`: `gemm_wgmma` (sm_90a warpgroup MMA from swizzled shared
      memory, every thread copying tiles by cp.async), `gemm_wgmma_ws`
      (the same MMA, warp-specialized: a producer warpgroup loads both
      tiles by TMA on full / empty mbarriers, `warps` counts the
      consumers; each operand tile must be a box of its tensor),
      `gemm_mma` (mma.sync, sm_80 and up) or `gemm_simt` (f32 operands
      read exactly, `--f32-precision=ieee`: `fma` on the CUDA cores, 8
      warps of 16 x 16 threads each accumulating up to 8 x 8 outputs, two
      cp.async stages; tiles up to 128 x 128, `tile_k` 8, 16 or 32);
    - `tile_m` x `tile_n`: output rows x columns per CTA; `tile_k`: the k
      step of the cp.async pipeline;
    - `stages`: shared-memory buffers of the pipeline;
    - `warps` per CTA (wgmma: 4 per warpgroup, 64 rows each);
    - `overlap` (wgmma): one k block's wgmma kept in flight while the next
      is issued (a stage more of shared memory);
    - `splits`: the partial contractions of a split-k (the GEMM's outermost
      batch dim, summed by a `split_k_combine` kernel); 1 otherwise.
      Recorded, not chosen here: fuse-split-k makes the split.

    ```mlir
    {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128,
        tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true,
        splits = 1>}
    ```
  }];
  let parameters = (ins StringRefParameter<"strategy">:$strategy,
    "int64_t":$tile_m, "int64_t":$tile_n, "int64_t":$tile_k,
    "int64_t":$stages, "int64_t":$warps, "bool":$overlap, "int64_t":$splits);
  let assemblyFormat = "`<` $strategy `,` struct($tile_m, $tile_n, $tile_k, $stages, $warps, $overlap, $splits) `>`";
}

def Fuse_UntiledConfigAttr : AttrDef<Fuse_Dialect, "UntiledConfig"> {
  let mnemonic = "untiled_config";
  let summary = "the untiled kernel an aggregate becomes";
  let description = [{
    The `fuse.kernel_config` of an aggregate no tiled generator takes: the
    untiled kernel, one thread per kept point folding the monoid over the
    reduced dims (`AggregateKernel.cpp`). Set by
    `fuse-select-kernel-config` on every such aggregate that is its own
    kernel (not an epilogue fused into another kernel), so that every
    kernel says what it is.

    - `strategy`: `untiled`, `warp_reduce` (a warp per kept point, its
      lanes splitting the innermost reduced dimension, their f32 states
      combined by shuffles: a long reduction), or `split_k_combine` (the
      sum over the splits of a split-k's partial GEMMs) or
      `split_kv_combine` (the fold of a split-KV's segment states): the
      same generator, named for the report;
    - `threads` per block.

    ```mlir
    {fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 128>}
    ```
  }];
  let parameters = (ins StringRefParameter<"strategy">:$strategy,
    "int64_t":$threads);
  let assemblyFormat = "`<` $strategy `,` struct($threads) `>`";
}

//===----------------------------------------------------------------------===//
// #fuse.target
//===----------------------------------------------------------------------===//

/// A `double` parameter printed in the shortest form that reads back exactly
/// (`9.89e+14`, `5.0e-06`). Stored as a TargetNumber, which hashes.
class Fuse_DoubleParameter<string desc, string default = "">
    : AttrParameter<"::mlir::fuse::TargetNumber", desc, "double"> {
  let parser = "::mlir::fuse::parseTargetNumber($_parser)";
  let printer = "::mlir::fuse::printTargetNumber($_printer, $_self)";
  let defaultValue = default;
}

def Fuse_TargetAttr : AttrDef<Fuse_Dialect, "Target"> {
  let mnemonic = "target";
  let summary = "the GPU fusec compiles and plans for";
  let description = [{
    Set once on the module (as `fuse.target`) by `fuse-set-target`, the first
    step of fusec's pipeline; every pass, the cost model, the report and the
    launch manifest read the GPU from it. `name` is the cost model's GPU
    (`h100`, `a100`, `h200`, or any name for a GPU described by hand),
    `arch` the instruction set the kernels use: `sm_90a` (Hopper, wgmma),
    `sm_90` or `sm_80` (mma.sync). The numbers are the cost model's
    `fusec::cost::GpuSpec` (FLOP/s dense, bytes, bytes/s); `toGpuSpec()` and
    `getFromGpuSpec()` convert. The verifier rejects an unknown `arch` and an
    `arch` the GPU's compute capability cannot run (sm_90a on an A100).

    ```mlir
    module attributes {fuse.target = #fuse.target<name = "h100",
        arch = "sm_90a", compute_capability = 90, sms = 132,
        shared_per_sm = 233472, shared_per_block = 232448,
        registers_per_sm = 65536, peak_bf16_flops = 9.89e+14,
        peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13,
        hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000,
        l2_bytes = 52428800, display_name = "NVIDIA H100 SXM5 80GB">} {
    ```

    `display_name`, `launch_overhead_s` (default 5e-6) and
    `l2_bytes_per_sec` (default 0: twice the HBM bandwidth) may be left out.
  }];
  let parameters = (ins
    StringRefParameter<"cost-model GPU name, e.g. h100">:$name,
    StringRefParameter<"instruction set: sm_90a, sm_90 or sm_80">:$arch,
    "unsigned":$compute_capability,
    "unsigned":$sms,
    "uint64_t":$shared_per_sm,
    "uint64_t":$shared_per_block,
    "unsigned":$registers_per_sm,
    Fuse_DoubleParameter<"peak dense bf16 FLOP/s">:$peak_bf16_flops,
    Fuse_DoubleParameter<"peak dense fp16 FLOP/s">:$peak_fp16_flops,
    Fuse_DoubleParameter<"peak fp32 FLOP/s">:$peak_fp32_flops,
    Fuse_DoubleParameter<"HBM bytes/s">:$hbm_bytes_per_sec,
    "uint64_t":$hbm_bytes,
    "uint64_t":$l2_bytes,
    StringRefParameter<"human-readable model name", "\"\"">:$display_name,
    Fuse_DoubleParameter<"fixed cost of one launch in seconds",
                         "5e-6">:$launch_overhead_s,
    Fuse_DoubleParameter<"L2 bytes/s; 0: twice the HBM bandwidth",
                         "0.0">:$l2_bytes_per_sec);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The target for `gpu` running code for `arch`; null after an error
    /// through `emitError` when `arch` is unknown or `gpu` cannot run it.
    static TargetAttr
    getFromGpuSpec(::llvm::function_ref<::mlir::InFlightDiagnostic()>
                       emitError,
                   ::mlir::MLIRContext *context,
                   const ::fusec::cost::GpuSpec &gpu, ::llvm::StringRef arch);

    /// The cost model's description of this GPU.
    ::fusec::cost::GpuSpec toGpuSpec() const;

    /// Whether the kernels use Hopper's warpgroup MMA (sm_90a).
    bool hasWgmma() const { return getArch() == "sm_90a"; }
  }];
}

// The side data: plans, reference graph, launch manifest.
include "fusec/Dialect/Fuse/IR/FuseSideData.td"

#endif // FUSEC_DIALECT_FUSE_IR_FUSEATTRS_TD
