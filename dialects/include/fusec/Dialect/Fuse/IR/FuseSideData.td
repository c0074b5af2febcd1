//===- FuseSideData.td - plans, reference graph, manifest --*- tablegen -*-===//
//
// The records fusec's passes leave on the module for the report, the
// launch manifest and fuse-run: the planner's chains (`fusec.plans`,
// `fusec.unchained`), the other rewrites' decisions (`fusec.rewrites`),
// each kernel's config (`fusec.kernels`), the unfused reference graph
// (`fusec.reference`) and each function's launch manifest
// (`fusec.manifest`, `fusec.manifests`).
// Typed, so that producers and readers agree on every field at compile
// time; the JSON they become is written field by field (Report.cpp,
// PTX.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSESIDEDATA_TD
#define FUSEC_DIALECT_FUSE_IR_FUSESIDEDATA_TD

include "fusec/Dialect/Fuse/IR/FuseBase.td"
include "fusec/Dialect/Fuse/IR/FuseInterfaces.td"
include "mlir/IR/AttrTypeBase.td"

/// A list printed and parsed in square brackets (`[]` when empty, which
/// ArrayRefParameter's comma-separated form cannot read back). Elements are
/// attributes (printed without their `#fuse.x` prefix), integers or
/// `Extent`s.
class Fuse_ListParameter<string elem, string desc = "">
    : ArrayRefParameter<elem, desc> {
  let parser = "::mlir::fuse::parseList<" # elem # ">($_parser)";
  let printer = "::mlir::fuse::printList($_printer, $_self)";
}

/// A Fuse_ListParameter that may be left out (empty).
class Fuse_OptionalListParameter<string elem, string desc = "">
    : Fuse_ListParameter<elem, desc> {
  let defaultValue = "::llvm::SmallVector<" # elem # ">()";
  let comparator = "::llvm::ArrayRef<" # elem # ">($_lhs) == "
                   "::llvm::ArrayRef<" # elem # ">($_rhs)";
}

class Fuse_SideDataAttr<string name, string attrMnemonic,
                        list<Trait> traits = []>
    : AttrDef<Fuse_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// fusec.plans, fusec.unchained
//===----------------------------------------------------------------------===//

def Fuse_NaiveFusedAttr : Fuse_SideDataAttr<"NaiveFused", "naive_fused"> {
  let summary = "a number for both options of a chain: unfused and fused";
  let description = [{
    FLOPs, bytes or predicted microseconds of a chain's two options, in a
    `#fuse.chain_record`.

    ```mlir
    #fuse.naive_fused<naive = 3.21e+02, fused = 1.5e+02>
    ```
  }];
  let parameters = (ins Fuse_DoubleParameter<"the unfused option">:$naive,
                        Fuse_DoubleParameter<"the fused option">:$fused);
}

def Fuse_ChainTileAttr : Fuse_SideDataAttr<"ChainTile", "chain_tile"> {
  let summary = "the tile the planner priced for a chain";
  let description = [{
    Query rows and key columns per block and the pipeline's stages.

    ```mlir
    #fuse.chain_tile<rows = 128, cols = 64, stages = 2>
    ```
  }];
  let parameters = (ins "int64_t":$rows, "int64_t":$cols, "int64_t":$stages);
}

def Fuse_ChainCriteriaAttr
    : Fuse_SideDataAttr<"ChainCriteria", "chain_criteria"> {
  let summary = "each of the planner's criteria for a chain";
  let description = [{
    The seed criteria (block = k, k < n/3), whether the fused tile fits on
    chip and whether the roofline alone says fuse.

    ```mlir
    #fuse.chain_criteria<b_equals_k = true, k_lt_n_over_3 = true,
                         fits_on_chip = true, roofline_says_fuse = true>
    ```
  }];
  let parameters = (ins "bool":$b_equals_k, "bool":$k_lt_n_over_3,
                        "bool":$fits_on_chip, "bool":$roofline_says_fuse);
}

def Fuse_KernelTimeAttr : Fuse_SideDataAttr<"KernelTime", "kernel_time"> {
  let summary = "one kernel of a chain's option and its predicted time";
  let description = [{
    ```mlir
    #fuse.kernel_time<kernel = "flash attention", us = 4.2e+01,
                      why = "compute-bound">
    ```
  }];
  let parameters = (ins StringRefParameter<"what the kernel does">:$kernel,
                        Fuse_DoubleParameter<"predicted microseconds">:$us,
                        StringRefParameter<"what bounds it">:$why);
}

def Fuse_ChainRecordAttr : Fuse_SideDataAttr<"ChainRecord", "chain_record"> {
  let summary = "fuse-plan-chains' record of one chain, for the report";
  let description = [{
    One entry of the module's `fusec.plans`: where the chain is (its
    consumer's location, the function, the producer's location), its kind
    (`attention` or `matmul_chain`) and sizes, the tile and criteria the
    planner priced, both options' FLOPs, bytes and roofline times with each
    of their kernels, and the decision. The report's JSON chain is this
    record field by field (plus `b`, which is `k`).

    ```mlir
    #fuse.chain_record<location = "a.mlir:3:8", function = "attn",
        producer_location = "a.mlir:2:8", kind = "attention", m = 4096,
        n = 4096, k = 64, out_width = 64, batch = 32, dtype_bytes = 2,
        causal = false, tile = <rows = 128, cols = 128, stages = 2>,
        criteria = <b_equals_k = true, k_lt_n_over_3 = true,
                    fits_on_chip = true, roofline_says_fuse = true>,
        on_chip = "...", flops = <naive = 6.9e+10, fused = 6.9e+10>,
        bytes = <naive = 2.1e+09, fused = 6.7e+07>,
        time_us = <naive = 6.4e+02, fused = 7.0e+01>,
        kernel_times_naive = [<kernel = "...", us = 3.1e+02, why = "...">],
        kernel_times_fused = [<kernel = "...", us = 7.0e+01, why = "...">],
        fuse = true, decided_by = "seed", reason = "...">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the consumer's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    StringRefParameter<"the producer's location">:$producer_location,
    StringRefParameter<"attention or matmul_chain">:$kind,
    "int64_t":$m, "int64_t":$n, "int64_t":$k, "int64_t":$out_width,
    "int64_t":$batch, "int64_t":$dtype_bytes, "bool":$causal,
    "ChainTileAttr":$tile, "ChainCriteriaAttr":$criteria,
    StringRefParameter<"the on-chip fit in words">:$on_chip,
    "NaiveFusedAttr":$flops, "NaiveFusedAttr":$bytes,
    "NaiveFusedAttr":$time_us,
    Fuse_ListParameter<"KernelTimeAttr", "the unfused option's kernels">
        :$kernel_times_naive,
    Fuse_ListParameter<"KernelTimeAttr", "the fused option's kernels">
        :$kernel_times_fused,
    "bool":$fuse,
    StringRefParameter<"the criterion that decided">:$decided_by,
    StringRefParameter<"the decision in words">:$reason);
}

def Fuse_UnchainedAttr : Fuse_SideDataAttr<"Unchained", "unchained"> {
  let summary = "a softmax that starts no chain, and why";
  let description = [{
    One entry of the module's `fusec.unchained` (fuse-plan-chains).

    ```mlir
    #fuse.unchained<location = "a.mlir:5:8", function = "f",
                    kind = "softmax", reason = "...">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the softmax's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    StringRefParameter<"attention or softmax">:$kind,
    StringRefParameter<"why no chain starts there">:$reason);
}

//===----------------------------------------------------------------------===//
// fusec.rewrites
//===----------------------------------------------------------------------===//

/// A record of `fusec.rewrites`: one attribute per rewrite, each opening
/// with where the rewritten op is (`location`, `function`).
class Fuse_RewriteRecordAttr<string name, string attrMnemonic>
    : Fuse_SideDataAttr<name, attrMnemonic,
                        [Fuse_RewriteRecordAttrInterface]> {
  let genVerifyDecl = 1;
}

def Fuse_ReassociationPairAttr
    : Fuse_SideDataAttr<"ReassociationPair", "reassociation_pair"> {
  let summary = "a number for both orders of a matmul product";
  let description = [{
    FLOPs or predicted microseconds of `(A.B).C` as written and of
    `A.(B.C)`, in a `#fuse.reassociate_record`.

    ```mlir
    #fuse.reassociation_pair<as_written = 2.1e+09, reassociated = 1.6e+07>
    ```
  }];
  let parameters = (ins Fuse_DoubleParameter<"(A.B).C">:$as_written,
                        Fuse_DoubleParameter<"A.(B.C)">:$reassociated);
}

def Fuse_ReassociateRecordAttr
    : Fuse_RewriteRecordAttr<"ReassociateRecord", "reassociate_record"> {
  let summary = "fuse-reassociate-matmuls' decision for one product";
  let description = [{
    `(A.B).C` with A `m` x `k`, B `k` x `n`, C `n` x `p` (`batch` of
    them): both orders' FLOPs and roofline times, and whether it was
    reassociated to `A.(B.C)` (`applied`), which it is exactly when that
    order is faster. The verifier checks that `applied` agrees with
    `time_us`.

    ```mlir
    #fuse.reassociate_record<location = "a.mlir:4:8", function = "f",
        m = 4096, k = 4096, n = 4096, p = 64, batch = 1,
        flops = <as_written = 1.4e+11, reassociated = 4.3e+09>,
        time_us = <as_written = 145.2, reassociated = 1.2e+01>,
        applied = true, reason = "...">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the outer matmul's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    "int64_t":$m, "int64_t":$k, "int64_t":$n, "int64_t":$p,
    "int64_t":$batch,
    "ReassociationPairAttr":$flops,
    "ReassociationPairAttr":$time_us,
    "bool":$applied,
    StringRefParameter<"the decision in words">:$reason);
  let extraClassDeclaration = [{
    ::llvm::StringRef getRewrite() const { return "reassociate"; }
  }];
}

def Fuse_SplitKRecordAttr
    : Fuse_RewriteRecordAttr<"SplitKRecord", "split_k_record"> {
  let summary = "a split fuse-split-k made";
  let description = [{
    A contraction over `k` with `tiles` output tiles, split into `splits`
    partial contractions of depth `depth` (`k = splits x depth`) and a sum
    of the partials. fuse-split-k records only the splits it makes: the
    record is always applied.

    ```mlir
    #fuse.split_k_record<location = "a.mlir:4:8", function = "f",
        k = 4096, tiles = 4, splits = 32, depth = 128, reason = "...">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the contraction's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    "int64_t":$k, "int64_t":$tiles, "int64_t":$splits, "int64_t":$depth,
    StringRefParameter<"the decision in words">:$reason);
  let extraClassDeclaration = [{
    ::llvm::StringRef getRewrite() const { return "split_k"; }
    bool getApplied() const { return true; }
  }];
}

def Fuse_SplitKVRecordAttr
    : Fuse_RewriteRecordAttr<"SplitKVRecord", "split_kv_record"> {
  let summary = "fuse-split-kv's decision for one online softmax";
  let description = [{
    An online softmax over `keys` keys (`-9223372036854775808`: dynamic)
    that runs `ctas` CTAs, and the `segments` its keys were split into:
    applied exactly when there are at least 2. Not applied, it is recorded
    when the kernel leaves SMs idle, so that the report says why.

    ```mlir
    #fuse.split_kv_record<location = "a.mlir:4:8", function = "decode",
        keys = 32768, ctas = 32, segments = 4, applied = true,
        reason = "...">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the online softmax's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    "int64_t":$keys, "int64_t":$ctas, "int64_t":$segments,
    "bool":$applied,
    StringRefParameter<"the decision in words">:$reason);
  let extraClassDeclaration = [{
    ::llvm::StringRef getRewrite() const { return "split_kv"; }
  }];
}

//===----------------------------------------------------------------------===//
// fusec.kernels
//===----------------------------------------------------------------------===//

def Fuse_KernelRecordAttr : Fuse_SideDataAttr<"KernelRecord", "kernel_record"> {
  let summary = "fuse-select-kernel-config's record of one kernel";
  let description = [{
    One entry of the module's `fusec.kernels`, in program order (which is
    the order convert-fuse-to-gpu builds and launches the kernels in): the
    aggregate's location and function, its `fuse.kernel_config` as set on
    it -- a `#fuse.kernel_config` (the tensor-core online softmax), a
    `#fuse.gemm_config` (the tensor-core GEMM) or a `#fuse.untiled_config`
    -- and what the report says besides:

    - `segments`, `fold` (online softmax, a split-KV's key segments): the
      segment count and where their (m, s, v) states are folded: `kernel`
      (a separate split_kv combine kernel), `last_cta` (by each group's
      last CTA) or `cluster` (by each group's thread-block cluster);
    - `planned_tile` (online softmax): the tile the planner priced for the
      chain at the same location;
    - `not_tensor_core` (untiled): why a contraction or an online
      softmax is not on tensor cores;
    - `structure`: the kernel's structure in words. Online softmax: the
      band of keys its mask leaves (fuse-analyze-masks) and the share of key
      blocks the kernel computes and of those partially masked, a block
      table, the logit's bias terms, a row epilogue; untiled: how many
      output points each thread computes, where more than one (the JSON
      report's `points`);
    - `precision` (tensor-core kernels): the type the tensor cores read
      the operands as, `bf16`, `f16` or `tf32` (f32 operands under
      `--f32-precision=tf32`); they accumulate in f32.

    The verifier rejects fields of another kernel kind (a GEMM's record
    has no structure), a fold without segments and segments without a
    fold.

    ```mlir
    #fuse.kernel_record<location = "a.mlir:3:8", function = "attn",
        config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8,
                     m_tiles = 1, keys = 128, stages = 2,
                     q_in_registers = false, persistent = true>,
        planned_tile = <rows = 128, cols = 128, stages = 2>>
    #fuse.kernel_record<location = "a.mlir:9:8",
        config = #fuse.untiled_config<"untiled", threads = 128>,
        not_tensor_core = "f32 inputs">
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the aggregate's location">:$location,
    StringRefParameter<"the enclosing function; empty if none",
                       "\"\"">:$function,
    AttrParameter<"::mlir::Attribute",
                  "its fuse.kernel_config: a #fuse.kernel_config, "
                  "#fuse.gemm_config or #fuse.untiled_config">:$config,
    DefaultValuedParameter<"int64_t", "0",
                           "key segments of a split-KV">:$segments,
    StringRefParameter<"where the segments are folded", "\"\"">:$fold,
    OptionalParameter<"ChainTileAttr", "the planner's tile">:$planned_tile,
    StringRefParameter<"why a contraction or an online softmax is not on "
                       "tensor cores",
                       "\"\"">:$not_tensor_core,
    StringRefParameter<"the kernel's structure in words (the keys its "
                       "mask leaves, bias, row epilogue; points per thread)",
                       "\"\"">:$structure,
    StringRefParameter<"the operand type of the tensor-core MMAs",
                       "\"\"">:$precision);
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// fusec.reference
//===----------------------------------------------------------------------===//

def Fuse_ReferenceOpAttr : Fuse_SideDataAttr<"ReferenceOp", "reference_op"> {
  let summary = "one op of the reference graph fuse-run checks against";
  let description = [{
    In the runtime's vocabulary (`op`): `matmul` (`transpose_lhs`,
    `transpose_rhs`, `scale`), `softmax` (`axis`), `scale` (`factor`),
    `causal_mask` (`strict`: the diagonal masked too), `add`, or `opaque`
    (not recomputed). `inputs` and `output` name buffers (`argN`, `outN`)
    or intermediate values (`refN`). The fields of other ops keep their
    defaults; the manifest's JSON has those of `op` only.

    ```mlir
    #fuse.reference_op<op = "matmul", inputs = ["arg0", "arg1"],
                       output = "ref0", transpose_rhs = true, scale = 0.125>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the runtime's op">:$op,
    Fuse_ListParameter<"::mlir::StringAttr", "operand names">:$inputs,
    StringRefParameter<"result name">:$output,
    DefaultValuedParameter<"bool", "false">:$transpose_lhs,
    DefaultValuedParameter<"bool", "false">:$transpose_rhs,
    Fuse_DoubleParameter<"matmul: the product's factor", "1.0">:$scale,
    DefaultValuedParameter<"int64_t", "-1", "softmax: the axis">:$axis,
    Fuse_DoubleParameter<"scale: the factor", "1.0">:$factor,
    DefaultValuedParameter<"bool", "false">:$strict);
  let genVerifyDecl = 1;
}

def Fuse_ReferenceGraphAttr
    : Fuse_SideDataAttr<"ReferenceGraph", "reference"> {
  let summary = "the unfused graph of a function, op by op";
  let description = [{
    Recorded by `fuse-record-reference` before the rewrites (the module's
    `fusec.reference`, or each function's in a module of several) and
    copied into the function's launch manifest, where fuse-run evaluates it
    in double precision to check the kernels.

    ```mlir
    #fuse.reference<ops = [<op = "softmax", inputs = ["ref0"],
                            output = "ref1", axis = 1>]>
    ```
  }];
  let parameters = (ins
    Fuse_ListParameter<"ReferenceOpAttr", "in program order">:$ops);
}

//===----------------------------------------------------------------------===//
// fusec.manifest, fusec.manifests
//===----------------------------------------------------------------------===//

def Fuse_DimSymbolAttr : Fuse_SideDataAttr<"DimSymbol", "dim_symbol"> {
  let summary = "a size symbol of a launch manifest and where it is read";
  let description = [{
    ```mlir
    #fuse.dim_symbol<name = "s0", buffer = "arg0", axis = 0>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the symbol">:$name,
    StringRefParameter<"a buffer it is an extent of">:$buffer,
    "int64_t":$axis);
}

def Fuse_BufferAttr : Fuse_SideDataAttr<"Buffer", "buffer"> {
  let summary = "a buffer of a launch manifest";
  let description = [{
    `kind`: `input`, `output` or `temp`; `dtype`: the element type's
    manifest name; `shape`: extents, integers or size symbols; `strides`
    (row-major, in elements) when the shape is static.

    ```mlir
    #fuse.buffer<name = "arg0", kind = "input", dtype = "bf16",
                 shape = ["s0", 128, 64]>
    ```
  }];
  let parameters = (ins StringRefParameter<"">:$name,
                        StringRefParameter<"">:$kind,
                        StringRefParameter<"">:$dtype,
                        Fuse_ListParameter<"Extent">:$shape,
                        Fuse_OptionalListParameter<"int64_t">:$strides);
}

def Fuse_GridDimAttr : Fuse_SideDataAttr<"GridDim", "grid_dim"> {
  let summary = "one grid dimension of a launch";
  let description = [{
    The product of `product` (integers and size symbols), divided by
    `ceil_div` rounding up. A static dimension is one integer; in a
    launch's `grid` it prints (and may be written) as that integer.

    ```mlir
    #fuse.grid_dim<product = [132]>
    #fuse.grid_dim<product = ["s0", "s2"], ceil_div = 128>
    ```
  }];
  let parameters = (ins Fuse_ListParameter<"Extent">:$product,
                        DefaultValuedParameter<"int64_t", "1">:$ceil_div);
  let extraClassDeclaration = [{
    /// The dimension's value when no symbol is in it.
    std::optional<int64_t> getStaticValue() const;
  }];
}

def Fuse_TensorMapArgAttr : Fuse_SideDataAttr<"TensorMapArg", "tensor_map"> {
  let summary = "a TMA descriptor a kernel takes";
  let description = [{
    The runtime encodes it for `buffer` with box `box` (elements, innermost
    last) and `swizzle` bytes. `shape`, when given, is the row-major view of
    the buffer the kernel reads (a flattened argument read as N-D), in place
    of the buffer's own shape, starting `offset` elements into it (a slice
    of a flat weight buffer).

    ```mlir
    #fuse.tensor_map<buffer = "arg1", box = [64, 64], swizzle = 128>
    #fuse.tensor_map<buffer = "arg0", box = [1, 64, 64], swizzle = 128,
                     shape = [2, 96, 128]>
    ```
  }];
  let parameters = (ins StringRefParameter<"">:$buffer,
                        Fuse_ListParameter<"int64_t">:$box,
                        "int64_t":$swizzle,
                        Fuse_OptionalListParameter<"int64_t">:$shape,
                        DefaultValuedParameter<"int64_t", "0",
                            "where the view starts, in elements">:$offset);
}

def Fuse_LaunchArgAttr : Fuse_SideDataAttr<"LaunchArg", "launch_arg"> {
  let summary = "one argument of a kernel launch";
  let description = [{
    Exactly one of: a `buffer`'s address (plus `offset` elements: a slice of
    a flat argument), a size symbol's value (`dim`), a `tensor_map`, or
    `counters` (zeroed int32 counters for the kernel).

    ```mlir
    #fuse.launch_arg<buffer = "arg0">
    #fuse.launch_arg<buffer = "arg1", offset = 4096>
    #fuse.launch_arg<dim = "s0">
    #fuse.launch_arg<tensor_map = <buffer = "arg1", box = [64, 64],
                                   swizzle = 128>>
    #fuse.launch_arg<counters = 64>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"a buffer", "\"\"">:$buffer,
    StringRefParameter<"a size symbol", "\"\"">:$dim,
    OptionalParameter<"TensorMapArgAttr", "a TMA descriptor">:$tensor_map,
    DefaultValuedParameter<"int64_t", "0", "counters">:$counters,
    DefaultValuedParameter<"int64_t", "0",
                           "elements into the buffer">:$offset);
  let genVerifyDecl = 1;
}

def Fuse_LaunchAttr : Fuse_SideDataAttr<"Launch", "launch"> {
  let summary = "one kernel launch of a launch manifest";
  let description = [{
    ```mlir
    #fuse.launch<name = "f_0_matmul", grid = [32, 1, 1],
        block = [128, 1, 1], shared_bytes = 0,
        args = [<buffer = "arg0">, <buffer = "out0">]>
    #fuse.launch<name = "f_0_add", grid = [<product = ["s0"], ceil_div = 128>,
        32, 1], block = [128, 1, 1], shared_bytes = 71680,
        args = [<buffer = "arg0">, <dim = "s0">]>
    ```
  }];
  let parameters = (ins StringRefParameter<"the kernel">:$name,
                        Fuse_ListParameter<"GridDimAttr">:$grid,
                        Fuse_ListParameter<"int64_t">:$block,
                        "int64_t":$shared_bytes,
                        Fuse_ListParameter<"LaunchArgAttr">:$args);
}

def Fuse_ManifestAttr : Fuse_SideDataAttr<"Manifest", "manifest"> {
  let summary = "the launch manifest of one host function";
  let description = [{
    Left by `convert-fuse-to-gpu` as the module's `fusec.manifest` (one
    public function) or one of `fusec.manifests` (several); the manifest
    JSON that fuse-run reads is this attribute field by field plus the
    PTX file and arch. `version` 2 when shapes or grids name size symbols
    (`dims`) or a kernel takes tensor maps or counters, else 1. `reference`:
    the graph fuse-record-reference recorded, else the per-op reference of
    what was lowered.

    ```mlir
    #fuse.manifest<version = 1, entry = "f", buffers = [<name = "arg0",
        kind = "input", dtype = "f32", shape = [4, 8], strides = [8, 1]>],
        kernels = [...], reference = <ops = [...]>>
    ```
  }];
  let parameters = (ins
    "int64_t":$version,
    StringRefParameter<"the host function">:$entry,
    Fuse_OptionalListParameter<"DimSymbolAttr", "size symbols">:$dims,
    Fuse_ListParameter<"BufferAttr">:$buffers,
    Fuse_ListParameter<"LaunchAttr", "in launch order">:$kernels,
    "ReferenceGraphAttr":$reference);
}

#endif // FUSEC_DIALECT_FUSE_IR_FUSESIDEDATA_TD
