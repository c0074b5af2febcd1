//===- GemmCommon.cpp - what the tensor-core GEMM kernels share -----------===//
//
// The pieces both GEMM strategies (mma.sync, GemmMmaKernel.cpp; wgmma,
// GemmWgmmaKernel.cpp) build alike: the grid of output tiles, the batch
// point of a CTA, the row count, the output point of a row and column, and
// the elementwise epilogue applied before the store.
//
//===----------------------------------------------------------------------===//

#include "BodyEmitter.h"
#include "GemmKernel.h"
#include "MmaBuilder.h"

using namespace mlir;
using namespace mlir::fuse;

/// Sets the dims of `group` in `point` from the linear index `linear`.
void mlir::fuse::delinearize(OpBuilder &b, Location loc,
                             ArrayRef<int64_t> sizes, ArrayRef<int64_t> group,
                             Value linear, SmallVectorImpl<Value> &point) {
  if (group.size() == 1) {
    point[group.front()] = linear;
    return;
  }
  for (int64_t t = group.size() - 1; t >= 0; --t) {
    int64_t size = sizes[group[t]];
    Value c = arith::ConstantIndexOp::create(b, loc, size);
    point[group[t]] =
        t == 0 ? linear : arith::RemUIOp::create(b, loc, linear, c).getResult();
    if (t > 0)
      linear = arith::DivUIOp::create(b, loc, linear, c);
  }
}

/// A grid of tileM-row x tileN-column tiles, one z per batch point; with
/// dynamic rows or batch dims, computed at launch from the size symbols.
KernelLaunch mlir::fuse::gemmLaunch(AggregateOp op, const ContractionMatch &mt,
                                    int64_t tileM, int64_t tileN,
                                    int64_t threads, int64_t sharedBytes) {
  KernelLaunch launch;
  GridExtent x = gridExtent(op, mt.iGroup, tileM);
  GridExtent z = gridExtent(op, mt.batchDims);
  GridExtent y;
  y.factor = (mt.n + tileN - 1) / tileN;
  if (!x.dims.empty() || !z.dims.empty())
    launch.dynamicGrid = {x, y, z};
  else
    launch.grid = {(x.factor + x.ceilDiv - 1) / x.ceilDiv, y.factor,
                   z.factor};
  launch.block = {threads, 1, 1};
  launch.sharedBytes = sharedBytes;
  return launch;
}

/// The iteration point of this CTA's batch (blockIdx.z, row-major over the
/// batch dims; the other dims 0).
SmallVector<Value> mlir::fuse::batchPoint(OpBuilder &b, Location loc,
                                          MmaBuilder &mb, AggregateOp op,
                                          const ContractionMatch &mt,
                                          const KernelFrame &frame) {
  Value linear = mb.blockId(gpu::Dimension::z);
  SmallVector<Value> ivs(op.getDimSizes().size(), mb.idx(0));
  for (int i = static_cast<int>(mt.batchDims.size()) - 1; i >= 0; --i) {
    Value size = iterationSize(b, loc, op, mt.batchDims[i], frame);
    ivs[mt.batchDims[i]] = arith::RemUIOp::create(b, loc, linear, size);
    linear = arith::DivUIOp::create(b, loc, linear, size);
  }
  return ivs;
}

/// The number of rows (the product of the row dims) inside the kernel.
Value mlir::fuse::rowCount(OpBuilder &b, Location loc, MmaBuilder &mb,
                           AggregateOp op, const ContractionMatch &mt,
                           const KernelFrame &frame) {
  if (!ShapedType::isDynamic(mt.m))
    return mb.idx(mt.m);
  Value outer = iterationSize(b, loc, op, mt.iDim, frame);
  return mt.mFactor == 1 ? outer : mb.mul(outer, mb.idx(mt.mFactor));
}

/// `epilogue` (an elementwise aggregate over `op`'s kept dims) applied to
/// `acc`, the value of `op` at the kept point `kept`: its inputs from `op`
/// are `acc`, the others (bias, residual) are loaded at their maps.
Value mlir::fuse::applyEpilogue(OpBuilder &b, Location loc, AggregateOp op,
                                AggregateOp epilogue, BodyEmitter &emitter,
                                const llvm::DenseMap<Value, Value> &memrefOf,
                                Value acc, ArrayRef<Value> kept) {
  SmallVector<Value> args;
  for (auto [in, m] :
       llvm::zip(epilogue.getInputs(), epilogue.getIndexingMaps())) {
    if (in.getDefiningOp() == op) {
      args.push_back(acc);
      continue;
    }
    AffineMap map = cast<AffineMapAttr>(m).getValue();
    SmallVector<Value> at;
    for (AffineExpr e : map.getResults())
      at.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, e), kept));
    args.push_back(memref::LoadOp::create(b, loc, memrefOf.lookup(in), at));
  }
  Type outElt =
      cast<ShapedType>(epilogue.getResult(0).getType()).getElementType();
  return epilogue.getMonoidAttr().buildEmbed(
      b, loc, emitter.emit(epilogue.getBody().front(), args, kept, memrefOf),
      outElt)[0];
}

std::pair<Value, Value> GemmStaging::stage(MmaBuilder &mb, Value s) const {
  Value offset = mb.mul(s, mb.idx(stageBytes()));
  return std::pair(mb.sharedView(base, aRows, aCols, offset),
                   mb.sharedView(base, bRows, bCols,
                                 mb.add(offset, mb.idx(aRows * aCols * bytes))));
}

GemmStaging mlir::fuse::beginGemmStaging(
    OpBuilder &b, Location loc, MmaBuilder &mb, AggregateOp op,
    const ContractionMatch &mt, KernelFrame &frame,
    const fusec::cost::GemmConfig &config, int64_t aRows, int64_t aCols,
    int64_t bRows, int64_t bCols, int64_t bytes) {
  GemmStaging s;
  s.tileM = config.tileM;
  s.tileN = config.tileN;
  s.tileK = config.tileK;
  s.threads = 32 * config.warps;
  s.base = mb.dynamicSharedMemory();
  s.tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  s.rowBase = mb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                     mb.idx(s.tileM));
  s.colBase = mb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
                     mb.idx(s.tileN));
  s.ivs = batchPoint(b, loc, mb, op, mt, frame);
  s.mSize = rowCount(b, loc, mb, op, mt, frame);
  s.memrefOf = &frame.memrefOf;
  s.aRows = aRows;
  s.aCols = aCols;
  s.bRows = bRows;
  s.bCols = bCols;
  s.bytes = bytes;
  return s;
}

void mlir::fuse::issueGemmTiles(MmaBuilder &mb, const ContractionMatch &mt,
                                const GemmStaging &s, Value smA, Value smB,
                                Value kb) {
  Value kBase = mb.mul(kb, mb.idx(s.tileK));
  // An operand's tile of `tile` rows (A's rows, B's columns) from `start`
  // along `dim` (`limit` of them, `extent` when static) and tile_k of k:
  // stored with k contiguous ([tile][tile_k]) or not ([tile_k][tile]).
  auto issueOperand = [&](Value smem, Value tensor, AffineMap map,
                          bool kContiguous, int64_t dim, Value start,
                          Value limit, int64_t extent, int64_t tile) {
    Value memref = s.memrefOf->lookup(tensor);
    if (kContiguous)
      mb.issueChunks(smem, memref, map, s.ivs, s.tid, s.threads, dim, start,
                     limit, tile, mt.kDim, kBase, mt.k, s.tileK);
    else
      mb.issueChunks(smem, memref, map, s.ivs, s.tid, s.threads, mt.kDim,
                     kBase, mt.k, s.tileK, dim, start, extent, tile);
  };
  issueOperand(smA, mt.a, mt.aMap, !mt.aTransposed, mt.iDim, s.rowBase,
               s.mSize, mt.m, s.tileM);
  issueOperand(smB, mt.b, mt.bMap, mt.bTransposed, mt.jDim, s.colBase,
               mb.idx(mt.n), mt.n, s.tileN);
}

void mlir::fuse::storeGemmOutput(OpBuilder &b, Location loc, MmaBuilder &mb,
                                 AggregateOp op, const ContractionMatch &mt,
                                 const GemmStaging &s, KernelFrame &frame,
                                 AggregateOp epilogue, BodyEmitter &emitter,
                                 Value i, Value j, Value acc) {
  Value inBounds = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, i, s.mSize),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, j,
                            mb.idx(mt.n)));
  auto inside = scf::IfOp::create(b, loc, inBounds, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(inside.thenBlock());
  SmallVector<Value> point(s.ivs);
  delinearize(b, loc, op.getDimSizes(), mt.iGroup, i, point);
  delinearize(b, loc, op.getDimSizes(), mt.jGroup, j, point);
  SmallVector<Value> kept;
  for (int64_t dim = 0, e = op.getDimSizes().size(); dim < e; ++dim)
    if (!op.isReduced(dim))
      kept.push_back(point[dim]);
  Value v = acc;
  if (mt.scale != 1.0)
    v = arith::MulFOp::create(b, loc, v, mb.f32(mt.scale));
  v = castFloat(b, loc, v,
                cast<ShapedType>(op.getResult(0).getType()).getElementType());
  if (epilogue)
    v = applyEpilogue(b, loc, op, epilogue, emitter, frame.memrefOf, v, kept);
  memref::StoreOp::create(b, loc, v, frame.results[0], kept);
}

scf::ForOp mlir::fuse::twoStageKLoop(
    OpBuilder &b, Location loc, MmaBuilder &mb, int64_t numK, ValueRange init,
    function_ref<void(Value kb, Value stage)> issue,
    function_ref<SmallVector<Value>(Value stage, ValueRange acc)> compute) {
  issue(mb.idx(0), mb.idx(0));
  mb.commit();
  auto loop = scf::ForOp::create(b, loc, mb.idx(0), mb.idx(numK), mb.idx(1),
                                 init);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value kb = loop.getInductionVar();
  // Prefetch stage kb + 1 while computing stage kb.
  Value next = mb.add(kb, mb.idx(1));
  Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       next, mb.idx(numK));
  auto ifOp = scf::IfOp::create(b, loc, hasNext, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    issue(next, mb.rem(next, 2));
  }
  mb.commit();
  mb.waitAllButNewest(1);
  SmallVector<Value> out = compute(mb.rem(kb, 2), loop.getRegionIterArgs());
  gpu::BarrierOp::create(b, loc); // the stage may be overwritten next
  scf::YieldOp::create(b, loc, out);
  return loop;
}
