//===- AggregateUtils.h - rewriting fuse.aggregate bodies -------*- C++ -*-===//
//
// Producer inlining, the one mechanism behind carrying elementwise maps into
// an aggregate's body and behind chain formation.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TRANSFORMS_AGGREGATEUTILS_H
#define FUSEC_TRANSFORMS_AGGREGATEUTILS_H

#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::fuse {

/// Whether `op`'s body holds a fuse.reduce (a chain formed into it).
bool hasNestedReduce(AggregateOp op);

/// Whether `op` is elementwise: an aggregate with no reduced dimension, one
/// result, a single-state monoid and no nested fuse.reduce.
bool isElementwise(AggregateOp op);

/// Whether `op` is a contraction-like aggregate that can be recomputed per
/// element: reduced dimensions, one result, a single-state monoid and no
/// nested fuse.reduce.
bool isInlinableReduction(AggregateOp op);

/// Replaces input `operand` of `consumer`, produced by aggregate `producer`
/// (elementwise or an inlinable reduction), by computing the producer's
/// value inside the consumer's body: elementwise bodies are inlined, a
/// reduction becomes a nested fuse.reduce. The consumer's map for that input
/// must be a projected permutation. Returns the new consumer (the old one is
/// replaced) or failure without changing the IR.
FailureOr<AggregateOp> inlineProducer(RewriterBase &rewriter,
                                      AggregateOp consumer, unsigned operand);

/// Whether input `operand` of an aggregate in the weighted softmax monoid
/// feeds only the weighted value (the second yield: V in attention), not
/// the logit. False for other monoids.
bool feedsWeightedValueOnly(AggregateOp op, unsigned operand);

/// Whether `op` reads the result of a contraction (an aggregate with
/// reduced dimensions, or a fuse.matmul).
bool readsContraction(AggregateOp op);

/// Whether `producer`, read as input `operand` of the weighted softmax
/// aggregate `consumer`, is kept out of its body: on the values' side a
/// contraction, or an elementwise op of one (V = cast(X Wv + b)), stays a
/// GEMM with its epilogue; pulled in, the chain would recompute the
/// projection per point (an untiled kernel). A rounding of wider floats to
/// bf16 / f16 stays out too, so the chain reads a tensor-core type.
bool keepOutOfWeightedValue(AggregateOp consumer, unsigned operand,
                            AggregateOp producer);

/// Inlines into `consumer` (inlineProducer) the first input whose producer
/// is an aggregate used only there and accepted by `accept`.
LogicalResult inlineFirstInput(RewriterBase &rewriter, AggregateOp consumer,
                               function_ref<bool(AggregateOp)> accept);

/// Whether the shaped value `v` holds bf16 or f16 elements (a tensor-core
/// operand).
bool hasTensorCoreElements(Value v);

/// The f32 precision `op`'s module records (`fuse.f32_precision`, set by
/// fuse-f32-precision): "ieee" when none, "bf16", "tf32" or "3xtf32".
StringRef f32PrecisionOf(Operation *op);

/// Whether the tensor cores read `op`'s f32 operands as tf32 (the module's
/// f32 precision is tf32 or 3xtf32).
bool readsF32AsTf32(Operation *op);

/// Whether `v` is a float constant -inf (a mask's fill).
bool isNegInfConstant(Value v);

/// Whether the op carries a `fusec.plan` that says fuse.
bool isPlannedForFusion(Operation *op);

/// "file:line:col" of a location, or its printed form (for reports).
std::string locationString(Location loc);

/// The GPU pass `pass` plans for: the module's `fuse.target`, else the one
/// its `gpu` / `arch` options name ("": h100, the newest architecture it
/// runs). nullopt after a located error at `module`: an unknown GPU or
/// architecture, or an option that contradicts the module's target.
std::optional<fusec::cost::GpuSpec>
targetGpuOrError(ModuleOp module, StringRef pass, StringRef gpu,
                 StringRef arch = "");

/// Appends `record` to the module's `fusec.rewrites` list: the decisions of
/// the rewrites other than chain planning (#fuse.reassociate_record,
/// #fuse.split_k_record, #fuse.split_kv_record), which the report prints
/// beside the chains' plans.
void appendRewriteRecord(ModuleOp module, RewriteRecordAttrInterface record);

/// The name of the func.func holding `op` ("" if none): the `function` of
/// the typed report records (#fuse.chain_record, #fuse.unchained, the
/// rewrites' and the kernels' records).
StringRef functionNameOf(Operation *op);

/// The kept dimension an online-softmax kernel tiles as its query rows,
/// given `rowDim` (Q's second-to-last index), the output column `eDim` and
/// the keys `jDim` of an aggregate with dimension sizes `sizes`; `qMap` and
/// `kMap` range over those dims and the dot's, `vMap` over those dims.
/// Normally `rowDim`; when it has size 1 (decoding) and a kept dimension
/// of static size > 1 is read by Q but by neither K nor V (the query heads
/// of a grouped- or multi-query group sharing one K/V head), that dimension
/// (the innermost such): the group's queries then share one tile, and K
/// and V are read once per group instead of once per query head.
int64_t packedQueryRowDim(ArrayRef<int64_t> sizes, int64_t rowDim,
                          int64_t eDim, int64_t jDim, AffineMap qMap,
                          AffineMap kMap, AffineMap vMap);

/// The dimension that the last index of `map` steps through with unit
/// stride: the last result is `d + rest`, `rest` independent of d (0; a
/// constant offset from a folded tensor.extract_slice; another dim times
/// its stride from a folded reshape), and no other result reads d. nullopt
/// when there is none. `restDivisor` (optional) receives the largest known
/// divisor of `rest`, 0 when rest is 0: a tiled kernel copying runs of 8
/// elements needs it to be a multiple of 8.
std::optional<unsigned> unitStrideDim(AffineMap map,
                                      int64_t *restDivisor = nullptr);

} // namespace mlir::fuse

#endif // FUSEC_TRANSFORMS_AGGREGATEUTILS_H
