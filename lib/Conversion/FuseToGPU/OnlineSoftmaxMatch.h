//===- OnlineSoftmaxMatch.h - the online-softmax generator's match -*- C++ -*-===//
//
// What the online-softmax generator (AttentionKernel.cpp), its config
// (OnlineSoftmaxConfig.cpp) and its match (OnlineSoftmaxMatch.cpp) share.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_ONLINESOFTMAXMATCH_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_ONLINESOFTMAXMATCH_H

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/MaskAnalysis.h"

#include "mlir/IR/AffineMap.h"

#include <optional>

namespace fusec::cost {
struct OnlineSoftmaxConfig;
} // namespace fusec::cost

namespace mlir::fuse {

struct TensorCoreTarget;

/// What the tensor-core generator needs to know about a matched aggregate.
struct OnlineSoftmaxMatch {
  ReduceOp dot;
  /// The dot's inputs (host tensors): the query-side and key-side operands.
  Value q, k;
  AffineMap qMap, kMap;
  /// Body argument and host tensor of the value.
  unsigned vArg;
  Value v;
  AffineMap vMap;
  /// Constant factor inside the dot's body.
  double dotScale = 1.0;
  /// The logit is the scaled dot itself, at most masked to -inf by selects:
  /// the (positive) scale can ride on the exponent's log2(e) factor instead
  /// of costing a multiply per logit; the running max is then unscaled.
  bool foldScale = false;
  /// A term of an additive bias on the logit (matchLogitBias): `leaf` (a
  /// body value), or where null the integer affine `index` of the indices
  /// converted to f32, times `factors` (body values that move with neither
  /// the query row nor the key: a head's ALiBi slope), negated or not.
  struct BiasTerm {
    Value leaf;
    AffineExpr index;
    SmallVector<Value> factors;
    bool negated = false;
  };
  /// The logit below its -inf selects as the dot plus an additive bias
  /// (ALiBi's slope (j - i), a relative position, a bias read from a
  /// tensor): `biased` is that sum, the bias split into terms that move
  /// with the key (evaluated per key or per logit) and row terms (moving
  /// with neither the key nor the dot: each row's shift, which the softmax
  /// cancels, so the kernel adds it to the row's max only at the end). The
  /// scale then folds into the exponent too: the kernel's logit is
  /// dot + keyTerms / scale. Null `biased`: no such split.
  Value biased;
  SmallVector<BiasTerm> keyTerms, rowTerms;
  /// Iteration dims of the aggregate.
  int64_t iDim = -1, eDim = -1, jDim = -1;
  SmallVector<int64_t> batchDims;
  int64_t m = 0, n = 0, d = 0, e = 0;
  /// The body masks keys after the query (j > i) with -inf: key blocks past
  /// the diagonal need not be visited.
  bool causal = false;
  /// The mask leaves a band of keys other than the causal triangle
  /// (analyzeKeyBand; its bounds monotone in i, over i, batch dims and
  /// constants): each query tile visits the key blocks its rows' band
  /// reaches. No cluster; persistent only where persistentCapable says.
  bool banded = false;
  KeyBand band;
  /// The mask conditions, with their values in a block wholly inside the
  /// band (causal: at or below the diagonal).
  SmallVector<std::pair<Value, bool>> maskConditions;
  /// A mask read from tensors (analyzeBlockMask; no key segments): a
  /// pre-kernel writes per row block of the CTA's rows the key blocks that
  /// can keep a key, and the kernel visits only those. Per-tile grid only,
  /// like a band.
  BlockMask blockMask;
  /// Each CTA visits its own range of key blocks, known per tile only.
  bool keysPerTile() const { return banded || !blockMask.empty(); }
  /// #fuse.add instead of #fuse.weighted_softmax: a plain chain
  /// sum_j f(x_j) * v_j, with `weight` the body value f(x_j).
  bool plainSum = false;
  Value weight;
  /// K is stored [..., d, j] (keys contiguous, e.g. B of (A.B).C) rather
  /// than [..., j, d].
  bool kTransposed = false;
  /// f32 operands read as tf32 (--f32-precision=tf32): mma.sync m16n8k8
  /// (Q's and K's fragments by ldmatrix of f32 tiles, V's element by
  /// element), never wgmma (whose tf32 form reads no MN-major V).
  bool tf32 = false;
  /// f32 operands read exactly (--f32-precision=ieee, the default): the
  /// mma.sync kernel's tiles and fragment layout, with S and P V computed
  /// by f32 FMAs on the CUDA cores (online_softmax_simt).
  bool simt = false;
  /// f32 operands, either way: f32 tiles in shared memory, Q re-read from
  /// them, mma.sync's layout.
  bool f32() const { return tf32 || simt; }
};

/// The facts of `op` when the tensor-core online-softmax kernel takes it;
/// when `op` is an online softmax (or chain) of the kernel's shape that it
/// does not take, `whyOut` says what keeps it out (element types, rows not
/// on 16-byte boundaries, head dims, the grid).
std::optional<OnlineSoftmaxMatch>
matchOnlineSoftmax(AggregateOp op, std::string *whyOut = nullptr);

/// The block table of `op`'s kernel (mt.blockMask) for CTAs of `rows`
/// query rows: [the mask's batch dims (or 1), row blocks, 4] i32, per row
/// block the first key block to visit and the one after the last, then the
/// same of the full blocks (every key surely kept: no condition
/// evaluated). With a dynamic row count, an entry per row (read at the
/// block's first row): buffers are sized by dims.
MemRefType blockTableType(AggregateOp op, const OnlineSoftmaxMatch &mt,
                          int64_t rows);

/// Per axis of the block table, the iteration dim of `op` whose size a
/// dynamic extent is (-1: static).
SmallVector<int64_t> blockTableDims(AggregateOp op,
                                    const OnlineSoftmaxMatch &mt);

/// Appends the block table's pre-kernel `name` to `kernels`
/// (AttentionBlockTable.cpp) for CTAs of `rows` query rows and blocks of
/// `keys` keys; `operands` are the attention kernel's. Its arguments: the
/// inputs the mask reads (their positions in `operands` in the launch's
/// `operands`), then the table.
AuxLaunch buildBlockTableKernel(gpu::GPUModuleOp kernels, StringRef name,
                                AggregateOp op, const OnlineSoftmaxMatch &mt,
                                ArrayRef<Value> operands, int64_t rows,
                                int64_t keys);

/// An integer affine `e` of `op`'s iteration indices (`indexExpr`) that
/// moves with key dim `j` and another dim, as {its terms in j, the others},
/// when each part and the whole stay below 2^24 in magnitude over the dims'
/// sizes (their f32 conversions, and the f32 sum of the parts, are then
/// exact).
std::optional<std::pair<AffineExpr, AffineExpr>>
splitKeyTerms(AggregateOp op, AffineExpr e, int64_t j);

/// The coefficient of the key in bias term `t` of an aggregate of
/// `numDims` dims when the term is an index expression linear in the key
/// (pure affine): the kernel adds its value at the block's first key once
/// and a constant step per key.
std::optional<int64_t> keyCoefficient(const OnlineSoftmaxMatch &mt,
                                      const OnlineSoftmaxMatch::BiasTerm &t,
                                      unsigned numDims);

/// Whether the logit reads a tensor besides Q, K and V per logit (a bias
/// table, a mask): not where every read is of a bias's factors, which the
/// kernel reads once per tile (a head's ALiBi slope).
bool readsPerLogit(AggregateOp op, const OnlineSoftmaxMatch &mt);

/// Whether `c` is one of the key band's mask conditions.
bool isBandCondition(const OnlineSoftmaxMatch &mt, Value c);

/// Whether `v` is an additive mask on one of them: select(c, -inf, 0) or
/// select(c, 0, -inf) (0 inside the band: the kernel makes it -0.0, the
/// identity of +).
bool isBandBias(const OnlineSoftmaxMatch &mt, Value v);

/// Whether the kernel loads K and V with TMA (OnlineSoftmaxMatch.cpp);
/// `anyHeadDim`: also head dims that are not whole 64-column slabs (the
/// warp-specialized kernel).
bool usesTma(AggregateOp op, const OnlineSoftmaxMatch &mt, bool wgmma,
             bool combine, bool anyHeadDim = false);

/// The axis of K along which its TMA box runs (tmaKeyAxis): the keys, or
/// with K stored [d][keys] the head dim (the box is then [d][64 keys],
/// one MN-major slab of the wgmma's B operand).
std::optional<int64_t> tmaKeysAxis(AggregateOp op,
                                   const OnlineSoftmaxMatch &mt);

/// Whether config `c` may be persistent for `op` (OnlineSoftmaxConfig.cpp):
/// warp-specialized, no cluster, static sizes, a softmax (not a chain), no
/// key segments, d a multiple of 16 and Q a TMA box; no mask read from
/// tensors, and a key band only where it is of the query row alone and
/// every row block keeps some key block (not with stream-K).
bool persistentCapable(AggregateOp op, const OnlineSoftmaxMatch &mt,
                       const fusec::cost::OnlineSoftmaxConfig &c);

/// Bytes of dynamic shared memory the online-softmax kernel of `op` takes
/// with config `c` on `target`, `combine` the split-KV combine folded into
/// it (or null): what buildOnlineSoftmaxKernel launches with
/// (AttentionKernel.cpp).
int64_t onlineSoftmaxSharedBytes(AggregateOp op, const OnlineSoftmaxMatch &mt,
                                 const fusec::cost::OnlineSoftmaxConfig &c,
                                 const TensorCoreTarget &target,
                                 AggregateOp combine);

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_ONLINESOFTMAXMATCH_H
