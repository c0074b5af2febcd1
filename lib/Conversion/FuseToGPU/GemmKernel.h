//===- GemmKernel.h - the tensor-core GEMM kernels --------------*- C++ -*-===//
//
// Private to the tensor-core GEMM generator: its kernels, one strategy each
// (GemmMmaKernel.cpp, GemmWgmmaKernel.cpp), which ContractionKernel.cpp
// dispatches to, and what they share (GemmCommon.cpp): the launch, the
// batch point, the row count and the epilogue.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_GEMMKERNEL_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_GEMMKERNEL_H

#include "ContractionMatch.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::fuse {

class BodyEmitter;
class MmaBuilder;

/// Rows of A (and of B stored [n, k]) in shared memory are padded by this
/// many elements on mma.sync (ldmatrix without bank conflicts).
inline constexpr int64_t kPad = 8;

/// The padding of an operand tile's rows in shared memory on mma.sync:
/// kPad 16-bit elements (16 bytes: ldmatrix's eight row reads fall in
/// distinct banks). A tf32 tile stored k-contiguous pads by 4 (a row of
/// 4 (2j + 1) words: lanes reading rows g and words t of a fragment hit
/// 32 distinct banks), one stored MN-contiguous by 8 (a row of 8 (2j + 1)
/// words, for lanes reading rows t and words g).
inline int64_t mmaTilePad(bool tf32, bool kContiguous) {
  return tf32 && kContiguous ? 4 : kPad;
}

/// gemm_simt's thread grid: 16 x 16 threads (8 warps), each owning the
/// outputs of every 16th row and column of the tile; operand rows in
/// shared memory padded by 4 f32 (16 bytes, cp.async's alignment).
inline constexpr int64_t kSimtThreadRows = 16, kSimtThreadCols = 16,
                         kSimtPad = 4;

/// Sets the dims of `group` in `point` from the linear index `linear`.
void delinearize(OpBuilder &b, Location loc, ArrayRef<int64_t> sizes,
                 ArrayRef<int64_t> group, Value linear,
                 SmallVectorImpl<Value> &point);

/// A grid of tileM-row x tileN-column tiles, one z per batch point; with
/// dynamic rows or batch dims, computed at launch from the size symbols.
KernelLaunch gemmLaunch(AggregateOp op, const ContractionMatch &mt,
                        int64_t tileM, int64_t tileN, int64_t threads,
                        int64_t sharedBytes);

/// The iteration point of this CTA's batch (blockIdx.z, row-major over the
/// batch dims; the other dims 0).
SmallVector<Value> batchPoint(OpBuilder &b, Location loc, MmaBuilder &mb,
                              AggregateOp op, const ContractionMatch &mt,
                              const KernelFrame &frame);

/// The number of rows (the product of the row dims) inside the kernel.
Value rowCount(OpBuilder &b, Location loc, MmaBuilder &mb, AggregateOp op,
               const ContractionMatch &mt, const KernelFrame &frame);

/// `epilogue` (an elementwise aggregate over `op`'s kept dims) applied to
/// `acc`, the value of `op` at the kept point `kept`: its inputs from `op`
/// are `acc`, the others (bias, residual) are loaded at their maps.
Value applyEpilogue(OpBuilder &b, Location loc, AggregateOp op,
                    AggregateOp epilogue, BodyEmitter &emitter,
                    const llvm::DenseMap<Value, Value> &memrefOf, Value acc,
                    ArrayRef<Value> kept);

/// What the cp.async-staged GEMMs (gemm_mma, gemm_simt) share: the tile,
/// the CTA's first row and column, the row count, the batch point and the
/// threads that copy.
struct GemmStaging {
  int64_t tileM = 0, tileN = 0, tileK = 0, threads = 0;
  Value tid, rowBase, colBase, mSize;
  SmallVector<Value> ivs;
  const llvm::DenseMap<Value, Value> *memrefOf = nullptr;
  /// The dynamic shared memory, in stages of an A tile [aRows][aCols] and
  /// a B tile [bRows][bCols] of `bytes`-byte elements.
  Value base;
  int64_t aRows = 0, aCols = 0, bRows = 0, bCols = 0, bytes = 0;
  int64_t stageBytes() const { return (aRows * aCols + bRows * bCols) * bytes; }
  /// Stage `s`'s A and B tiles.
  std::pair<Value, Value> stage(MmaBuilder &mb, Value s) const;
};

/// The staging of this CTA of `config`'s tile and warps: its thread id,
/// the first row (blockIdx.x) and column (blockIdx.y) of its tile, its
/// batch point, the row count, and the shared memory in stages of A
/// [aRows][aCols] and B [bRows][bCols].
GemmStaging beginGemmStaging(OpBuilder &b, Location loc, MmaBuilder &mb,
                             AggregateOp op, const ContractionMatch &mt,
                             KernelFrame &frame,
                             const fusec::cost::GemmConfig &config,
                             int64_t aRows, int64_t aCols, int64_t bRows,
                             int64_t bCols, int64_t bytes);

/// Issues (without committing) the cp.async copies of k block `kb` of A
/// and B into the stage views `smA` and `smB`, each operand stored as it
/// is in memory (k contiguous or not), partial tiles zero-filled.
void issueGemmTiles(MmaBuilder &mb, const ContractionMatch &mt,
                    const GemmStaging &s, Value smA, Value smB, Value kb);

/// The k loop of the two-stage cp.async GEMMs: `issue(kb, stage)` copies k
/// block kb into a stage, `compute(stage, acc)` consumes one and returns
/// the new accumulators; block kb + 1 is in flight while kb is computed.
scf::ForOp twoStageKLoop(
    OpBuilder &b, Location loc, MmaBuilder &mb, int64_t numK, ValueRange init,
    function_ref<void(Value kb, Value stage)> issue,
    function_ref<SmallVector<Value>(Value stage, ValueRange acc)> compute);

/// Stores the accumulator `acc` of GEMM row `i` and column `j` (within
/// bounds only): scaled, cast to the result type, through `epilogue`.
void storeGemmOutput(OpBuilder &b, Location loc, MmaBuilder &mb,
                     AggregateOp op, const ContractionMatch &mt,
                     const GemmStaging &s, KernelFrame &frame,
                     AggregateOp epilogue, BodyEmitter &emitter, Value i,
                     Value j, Value acc);

/// The GEMM on mma.sync (`gemm_mma`, GemmMmaKernel.cpp) in the kernel
/// `frame`, whose gpu.return the caller adds; `epilogue` as for
/// buildContractionKernel.
KernelLaunch buildMmaContraction(OpBuilder &b, Location loc, AggregateOp op,
                                 const ContractionMatch &mt,
                                 KernelFrame &frame, AggregateOp epilogue,
                                 const fusec::cost::GemmConfig &config);

/// The f32 GEMM on the CUDA cores (`gemm_simt`, GemmSimtKernel.cpp) in the
/// kernel `frame`, whose gpu.return the caller adds.
KernelLaunch buildSimtContraction(OpBuilder &b, Location loc, AggregateOp op,
                                  const ContractionMatch &mt,
                                  KernelFrame &frame, AggregateOp epilogue,
                                  const fusec::cost::GemmConfig &config);

/// The GEMM on Hopper's warpgroup MMA (`gemm_wgmma`, `gemm_wgmma_ws`,
/// GemmWgmmaKernel.cpp) in the kernel `frame`, whose gpu.return the caller
/// adds; the warp-specialized kernel loads A and B by TMA through
/// `tensorMaps`.
KernelLaunch buildWgmmaContraction(OpBuilder &b, Location loc,
                                   AggregateOp op, const ContractionMatch &mt,
                                   KernelFrame &frame, AggregateOp epilogue,
                                   const fusec::cost::GemmConfig &config,
                                   ArrayRef<Value> tensorMaps);

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_GEMMKERNEL_H
