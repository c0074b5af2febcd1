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

  ```mlir
  %c = fuse.aggregate #fuse.add dims [i = 4, j = 8, k = 16] reduce [k] ...
  ```
}]> {
  let summary = "sum monoid (+, 0)";
}

def Fuse_MaxMonoidAttr : Fuse_MonoidAttr<"MaxMonoid", "max", [{
  The monoid (R ∪ {−∞}, max, −∞). State: one scalar; element x embeds as x.

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
  let summary = "the kernel an aggregate becomes: strategy and tiles";
  let description = [{
    Attached as `fuse.kernel_config` by `fuse-select-kernel-config` to every
    aggregate that becomes a tensor-core online-softmax kernel (attention,
    matmul chains), or set by hand; `convert-fuse-to-gpu` builds exactly
    this kernel and rejects (located) a config that does not fit the target
    or the aggregate. The planner prices the same tiles (the rule lives in
    one place, `fusec::cost::chooseOnlineSoftmaxConfig`).

    - `strategy`: `online_softmax_wgmma` (sm_90a warpgroup MMA) or
      `online_softmax_mma` (mma.sync, sm_80 and up);
    - `warps` per CTA (4 per warpgroup), `m_tiles`: 16-row MMA tiles per
      warp (query rows per CTA = 16 x warps x m_tiles);
    - `keys`: keys (columns of the streamed K/V tiles) per block;
    - `stages`: K/V buffers (1 or 2);
    - `q_in_registers`: Q's fragments kept in registers (mma.sync).

    ```mlir
    {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4,
        m_tiles = 1, keys = 128, stages = 1, q_in_registers = false>}
    ```
  }];
  let parameters = (ins StringRefParameter<"strategy">:$strategy,
    "int64_t":$warps, "int64_t":$m_tiles, "int64_t":$keys, "int64_t":$stages,
    "bool":$q_in_registers);
  let assemblyFormat = "`<` $strategy `,` struct($warps, $m_tiles, $keys, $stages, $q_in_registers) `>`";
  let extraClassDeclaration = [{
    /// Query rows per CTA.
    int64_t getRowsPerCta() const { return 16 * getWarps() * getMTiles(); }
  }];
}

#endif // FUSEC_DIALECT_FUSE_IR_FUSEATTRS_TD
