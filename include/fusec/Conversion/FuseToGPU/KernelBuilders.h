//===- KernelBuilders.h - per-op GPU kernel generators ----------*- C++ -*-===//
//
// The kernel generators' entry points and the scaffolding they share. Each
// generator appends a gpu.func to the kernel module and returns how to
// launch it; the argument order is the op's operands followed by its
// results, as memrefs. convert-fuse-to-gpu reaches them through the
// KernelGenerator registry (lib/Conversion/FuseToGPU/KernelGenerator.h);
// the scaffolding is defined in KernelScaffolding.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H
#define FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H

#include "fusec/Analysis/CostModel.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::fuse {

/// One grid extent that depends on dynamic sizes: ceil(factor * the product
/// of the sizes of iteration dims `dims` of the kernel's op / ceilDiv).
struct GridExtent {
  int64_t factor = 1;
  SmallVector<int64_t, 2> dims;
  int64_t ceilDiv = 1;
};

/// The tensor-core instructions the target offers the generators.
struct TensorCoreTarget {
  /// Hopper's warpgroup MMA (wgmma.mma_async), sm_90a only; mma.sync is
  /// available everywhere (sm_80 and up).
  bool wgmma = false;
  /// Thread-block clusters with distributed shared memory (sm_90 and up):
  /// a split-KV combine folds the segments' states inside the cluster.
  bool clusters = false;
  /// Split-KV: fold the segments' states in the attention kernel by each
  /// group's last CTA (else in a cluster when `clusters`, else in a
  /// separate combine kernel).
  bool lastCtaFold = false;
  /// Streaming multiprocessors (#fuse.target's sms): a persistent kernel's
  /// grid.
  int64_t numSMs = 132;
  /// L2 bytes (#fuse.target's l2_bytes): a persistent causal kernel hands
  /// out its tiles longest first within groups of heads whose K and V fit
  /// half of it.
  int64_t l2Bytes = 50 << 20;
  /// Shared memory one block may use, in bytes (#fuse.target's
  /// shared_per_block): every kernel's tiles must fit it.
  int64_t sharedPerBlock = 227 * 1024;
  /// Applies a segment-fold option (kernel, last-cta or cluster); false
  /// for another value.
  bool setSegmentFold(llvm::StringRef fold) {
    if (fold != "kernel" && fold != "last-cta" && fold != "cluster")
      return false;
    clusters &= fold == "cluster";
    lastCtaFold = fold == "last-cta";
    return true;
  }

  /// The instructions of `arch` (sm_80, sm_90, sm_90a); none if unknown.
  static std::optional<TensorCoreTarget> forArch(StringRef arch) {
    if (arch != "sm_80" && arch != "sm_90" && arch != "sm_90a")
      return std::nullopt;
    TensorCoreTarget t;
    t.wgmma = arch == "sm_90a";
    t.clusters = arch != "sm_80";
    // The architecture's opt-in limit per block (CUDA's compute
    // capabilities table): 227 KiB on sm_90, 163 KiB on sm_80.
    t.sharedPerBlock = (arch == "sm_80" ? 163 : 227) * 1024;
    return t;
  }

  /// The instructions of `target`'s arch and its limits (SMs, L2, shared
  /// memory per block); none if the arch is unknown.
  static std::optional<TensorCoreTarget> forTarget(TargetAttr target) {
    std::optional<TensorCoreTarget> t = forArch(target.getArch());
    if (!t)
      return std::nullopt;
    t->numSMs = target.getSms();
    t->l2Bytes = target.getL2Bytes();
    t->sharedPerBlock = target.getSharedPerBlock();
    return t;
  }
};

/// A TMA tensor map the kernel takes (a pointer to a 128-byte CUtensorMap
/// in device memory, after the buffer and size arguments), which the
/// runtime encodes from the buffer with this box and the 128-byte swizzle.
struct TensorMapArg {
  /// Index of the buffer among the kernel's buffers (operands, results).
  unsigned buffer = 0;
  /// Tile extents per axis of the buffer, outermost first.
  SmallVector<int64_t, 5> box;
};

/// The axis of `tensor` (read at `map`) along which a TMA box of tile rows
/// runs: the axis read exactly as `keyDim` (the keys of K or V, a GEMM
/// operand's rows or k), with `keyExtent` elements, while the last axis is
/// read exactly as `colDim` with `colExtent`, and every other axis reads
/// neither; none when the copy engine cannot load such a tile
/// (16-bit or f32 elements, rank 2 to 5).
std::optional<int64_t> tmaKeyAxis(Value tensor, AffineMap map, int64_t keyDim,
                                  int64_t colDim, int64_t keyExtent,
                                  int64_t colExtent);

/// The tensor map of a tile copy from buffer `buffer` (holding `tensor`):
/// `rows` along `axis` (tmaKeyAxis), one 128-byte slab (64 16-bit or 32 f32 elements) along
/// the last axis, 1 elsewhere.
TensorMapArg tmaTileArg(unsigned buffer, Value tensor, int64_t axis,
                        int64_t rows);

/// A kernel launched just before the one a generator emits, which reads
/// what it writes (a block table's pre-kernel), with no dynamic shared
/// memory. Its arguments: the group's operands at `operands`, the launch's
/// scratch buffers at `scratch`, then the sizes of the op's iteration dims
/// `sizeDims` (dynamic ones).
struct AuxLaunch {
  std::string name;
  /// The grid, each extent ceil(product of the op's dims / ceilDiv).
  SmallVector<GridExtent, 3> grid;
  SmallVector<int64_t, 3> block{1, 1, 1};
  SmallVector<unsigned> operands, scratch;
  SmallVector<int64_t> sizeDims;
};

/// A temporary buffer the launch sequence allocates for a kernel: its
/// type, and per axis the op's iteration dim whose size a dynamic extent
/// is (-1 for a static one).
struct ScratchBuffer {
  MemRefType type;
  SmallVector<int64_t> dimOf;
};

/// How to launch one generated kernel.
struct KernelLaunch {
  SmallVector<int64_t, 3> grid{1, 1, 1};
  SmallVector<int64_t, 3> block{1, 1, 1};
  int64_t sharedBytes = 0;
  /// When set (3 entries), the grid computed at launch; `grid` is unused.
  SmallVector<GridExtent, 3> dynamicGrid;
  /// The kernel's tensor-map arguments, in order (KernelSignature's
  /// numTensorMaps of them).
  SmallVector<TensorMapArg> tensorMaps;
  /// int32 counters the kernel takes last (KernelSignature::numCounters),
  /// zero at the first launch and left zero by every launch.
  int64_t counters = 0;
  /// Temporary buffers the launch sequence allocates for this kernel and
  /// its pre-kernels, written before they are read.
  SmallVector<ScratchBuffer, 1> scratch;
  /// Kernels launched before this one, in order.
  SmallVector<AuxLaunch, 1> before;
  /// The scratch buffers this kernel takes, after its operands' buffers
  /// (before any size argument).
  SmallVector<unsigned> scratchArgs;
};

/// The grid extent ceil(product of the sizes of `dims` of `op` / ceilDiv):
/// static sizes folded into the factor, dynamic ones left to the launch.
GridExtent gridExtent(AggregateOp op, ArrayRef<int64_t> dims,
                      int64_t ceilDiv = 1);

/// The arguments of a kernel: one memref per buffer (operands, then
/// results) and, when some extents are dynamic, one `index` size argument
/// per dynamic extent the kernel's buffers have, after the buffers.
struct KernelSignature {
  /// The memref type the kernel body sees per buffer; a dynamic extent is
  /// `?` (the kernel receives a bare pointer, reshaped with the sizes).
  SmallVector<MemRefType> types;
  /// Per buffer and axis: the size argument holding a dynamic extent, or
  /// -1 for a static one. Empty when every buffer is static.
  SmallVector<SmallVector<int64_t>> sizeArgs;
  unsigned numSizeArgs = 0;
  /// Tensor-map pointer arguments (`!llvm.ptr`) after the size arguments;
  /// set by a generator that loads tiles with TMA (KernelLaunch::tensorMaps).
  unsigned numTensorMaps = 0;
  /// When nonzero, a last `memref<numCounters x i32>` argument: arrival
  /// counters the runtime zeroes once (KernelLaunch::counters).
  int64_t numCounters = 0;

  /// A signature of static buffers only.
  static KernelSignature getStatic(ArrayRef<MemRefType> types) {
    KernelSignature sig;
    sig.types.assign(types.begin(), types.end());
    return sig;
  }
  bool isDynamic() const { return numSizeArgs != 0; }
};

/// The manifest's name of an element type ("f32", "bf16", ...), or "" when
/// unsupported.
StringRef dtypeName(Type elementType);

/// Appends an empty kernel `name` with the arguments of `sig` to `kernels`
/// and sets `b`'s insertion point at its start. Buffers with dynamic
/// extents are passed as 0-d memrefs (bare pointers); see beginKernel.
gpu::GPUFuncOp createKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                            Location loc, StringRef name,
                            const KernelSignature &sig);

/// A kernel being built: its function, the memref of each host tensor it
/// reads, and its results' memrefs (for dynamic shapes, the views
/// beginKernel built from the pointer and size arguments).
struct KernelFrame {
  gpu::GPUFuncOp fn;
  llvm::DenseMap<Value, Value> memrefOf;
  SmallVector<Value> results;
};

/// createKernel, plus the mapping of `operands` (host tensors) to the first
/// arguments; the remaining buffers are the results. A buffer with dynamic
/// extents becomes a row-major view (memref.reinterpret_cast) of its pointer
/// with the size arguments.
KernelFrame beginKernel(OpBuilder &b, gpu::GPUModuleOp kernels, Location loc,
                        StringRef name, ArrayRef<Value> operands,
                        const KernelSignature &sig);

/// The size of iteration dim `dim` of `op` inside a kernel: a constant, or
/// for a dynamic size, the extent of a buffer of `frame` indexed by it.
Value iterationSize(OpBuilder &b, Location loc, AggregateOp op, int64_t dim,
                    const KernelFrame &frame);

/// The tensors an aggregate kernel reads: its inputs, then the tensors nested
/// fuse.reduce ops capture.
SmallVector<Value> aggregateKernelOperands(AggregateOp op);

/// A correct, untiled kernel for any `fuse.aggregate`: one thread per kept
/// point folding the monoid over the reduced dimensions. Arguments: the
/// `operands` (see aggregateKernelOperands), then one per result -- of
/// `epilogue` when given: an elementwise aggregate over `op`'s results that
/// is applied to the state in registers before the store.
FailureOr<KernelLaunch> buildAggregateKernel(gpu::GPUModuleOp kernels,
                                             StringRef name, AggregateOp op,
                                             ArrayRef<Value> operands,
                                             const KernelSignature &sig,
                                             AggregateOp epilogue = nullptr);

/// Whether `op` is a `#fuse.weighted_softmax` aggregate whose logit is a
/// nested dot product of two 16-bit tensors (head dims a multiple of 8 from
/// 16 to 256): the shape
/// factorization and chain formation give softmax(Q K^T) V.
bool isTensorCoreOnlineSoftmax(AggregateOp op);

/// For an online softmax (attention or chain) of the kernel's shape that
/// the tensor-core kernel does not take, what keeps it out (its element
/// types, rows not on 16-byte boundaries, head dims); empty otherwise.
std::string whyNotTensorCoreOnlineSoftmax(AggregateOp op);

/// The tensor-core kernel for such an aggregate, FlashAttention-2's loop
/// structure: mma.sync m16n8k16, ldmatrix and cp.async, or on sm_90a
/// (target.wgmma) warpgroup MMA from swizzled shared memory; arguments as
/// for buildAggregateKernel.
///
/// `combine` (sm_90a only): the state-folding aggregate over the segments
/// of a segmented `op` (fuse-split-kv), fused into the same kernel: the
/// segments of a group run as one thread-block cluster, and the first
/// folds the others' states from their shared memory (distributed shared
/// memory) before `epilogue`; `op`'s partial states never reach memory.
///
/// `rowEpilogue`: an elementwise consumer of the row statistics (m, s)
/// alone (of `combine` where given; findRowEpilogue), computed and stored
/// once per query row; its results are the kernel's last.
FailureOr<KernelLaunch> buildOnlineSoftmaxKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue = nullptr, TensorCoreTarget target = {},
    AggregateOp combine = nullptr, AggregateOp rowEpilogue = nullptr);

/// The tiles of the online-softmax kernel of `op` (which must match the
/// tensor-core generator), with `combine` folded into it (or null): its
/// `fuse.kernel_config` when set, checked against the target and the
/// aggregate (a located error otherwise), else
/// fusec::cost::chooseOnlineSoftmaxConfig's -- or, where that needs more
/// shared memory than a block of the target has, the best smaller config
/// that fits (a located error when none does).
FailureOr<fusec::cost::OnlineSoftmaxConfig>
onlineSoftmaxConfig(AggregateOp op, TensorCoreTarget target,
                    AggregateOp combine = nullptr);

/// `c` as the attribute; `simt` (f32 read exactly) names the CUDA-core
/// strategy for the mma.sync one.
KernelConfigAttr toAttr(MLIRContext *ctx,
                        const fusec::cost::OnlineSoftmaxConfig &c,
                        bool simt = false);

/// Largest thread-block cluster (the portable limit) a segmented online
/// softmax may fold its segments in.
inline constexpr int64_t kMaxClusterSegments = 8;

/// Whether the rows of `tensor` start 16 bytes apart (8 16-bit elements):
/// its last extent is static and a multiple of 8, as the tiles' 16-byte
/// copies need. Holds when a map reads the whole last axis; a window of a
/// wider tensor (a fused QKV projection sliced) must check it.
inline bool hasAlignedRows(Value tensor) {
  auto ty = cast<ShapedType>(tensor.getType());
  return ty.getRank() > 0 && !ty.isDynamicDim(ty.getRank() - 1) &&
         ty.getDimSize(ty.getRank() - 1) % 8 == 0;
}

/// The type the tensor cores read `operand` (a tensor-core kernel's
/// input) as: "bf16", "f16", or "tf32" for f32 under
/// `--f32-precision=tf32`; empty for any other.
StringRef mmaPrecision(Value operand);

/// Whether `op` is a single contraction (`#fuse.add` of the scaled product
/// of two 16-bit inputs, or of two f32 inputs read as tf32) the
/// tensor-core GEMM generator handles.
bool isTensorCoreContraction(AggregateOp op);

/// For a sum of products of two inputs that the tensor-core GEMM generator
/// does not take, what keeps it out (an operand's element type, a layout
/// without 16-byte runs, a misaligned slice, a dynamic extent); empty for
/// any other aggregate and for one it takes.
std::string whyNotTensorCoreContraction(AggregateOp op);

/// The tiled tensor-core GEMM kernel for such a contraction, exactly its
/// #fuse.gemm_config (strategy gemm_mma, gemm_wgmma or gemm_wgmma_ws, its
/// tiles and stages; cost::chooseGemmConfig where none is set); arguments
/// as for buildAggregateKernel.
FailureOr<KernelLaunch> buildContractionKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue = nullptr, TensorCoreTarget target = {});

/// A correct, untiled kernel for `fuse.matmul`: one thread per output
/// element, f32 (or f64) accumulation. Arguments: lhs, rhs, result.
FailureOr<KernelLaunch> buildMatmulKernel(gpu::GPUModuleOp kernels,
                                          StringRef name, MatmulOp op,
                                          const KernelSignature &sig);

} // namespace mlir::fuse

#endif // FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H
