//===- GemmWgmmaKernel.cpp - the GEMM on warpgroup MMA --------------------===//
//
// The tensor-core GEMM on sm_90a's warpgroup MMA. `gemm_wgmma`: warpgroups
// of 64 rows, a tile_m x tile_n tile, k in steps of 64 through a
// multi-stage cp.async pipeline into 128-byte-swizzled tiles, one wgmma
// m64n{tile_n}k16 per 16 of k (A K-major; B K-major when stored [n, k],
// else MN-major). f32 operands read as tf32 (both K-major, as wgmma's tf32
// takes them): k in steps of 32 (one 128-byte row), m64n{tile_n}k8 per 8
// of k. `gemm_wgmma_ws`, warp-specialized: a producer warpgroup
// loads the tiles by TMA instead, on full and empty mbarriers per stage.
// An elementwise consumer (a cast, bias, residual) runs as the epilogue;
// the warp-specialized kernel writes its output through shared memory, 16
// bytes per lane.
//
//===----------------------------------------------------------------------===//

#include "BodyEmitter.h"
#include "GemmKernel.h"
#include "WgmmaBuilder.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

namespace {
/// The kept-dims indices of the output point (i, j) and the value stored
/// there: the accumulator scaled, cast, through the epilogue.
struct ContractionEpilogue {
  OpBuilder &b;
  Location loc;
  AggregateOp op;
  const ContractionMatch &mt;
  AggregateOp epilogue;
  BodyEmitter &emitter;
  llvm::DenseMap<Value, Value> &memrefOf;
  SmallVector<Value> ivs;

  SmallVector<Value> point(Value i, Value j) {
    SmallVector<Value> p(ivs), kept;
    delinearize(b, loc, op.getDimSizes(), mt.iGroup, i, p);
    delinearize(b, loc, op.getDimSizes(), mt.jGroup, j, p);
    for (int64_t dim = 0, e = op.getDimSizes().size(); dim < e; ++dim)
      if (!op.isReduced(dim))
        kept.push_back(p[dim]);
    return kept;
  }
  Value value(Value acc, ArrayRef<Value> kept) {
    Type accElt = cast<ShapedType>(op.getResult(0).getType()).getElementType();
    if (mt.scale != 1.0)
      acc = arith::MulFOp::create(
          b, loc, acc, floatConstant(b, loc, b.getF32Type(), mt.scale));
    acc = castFloat(b, loc, acc, accElt);
    if (!epilogue)
      return acc;
    return applyEpilogue(b, loc, op, epilogue, emitter, memrefOf, acc, kept);
  }
};
} // namespace

/// The GEMM on Hopper's warpgroup MMA (sm_90a).
/// With `config.warpSpecialized`, a producer warpgroup (after the
/// consumers' warps) loads every k block's A and B tiles by TMA through
/// `tensorMaps` (A's, B's) into the stages, each guarded by a full and an
/// empty mbarrier; the consumers wait on full, run their wgmma and release
/// the stage of the previous k block (whose wgmma completed) on empty.
KernelLaunch mlir::fuse::buildWgmmaContraction(
    OpBuilder &b, Location loc, AggregateOp op, const ContractionMatch &mt,
    KernelFrame &frame, AggregateOp epilogue, const cost::GemmConfig &config,
    ArrayRef<Value> tensorMaps) {
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  Type elt = cast<ShapedType>(mt.a.getType()).getElementType();
  WgmmaBuilder wb(b, loc, elt);
  BodyEmitter emitter(b, loc);
  const int64_t kTileM = config.tileM, tileN = config.tileN,
                kTileK = config.tileK;
  // In flight: `ahead` k blocks of copies, and with `overlap` one k block
  // of wgmma still reading its stage while the next is issued (gemmConfig
  // checked that the stages allow both).
  const bool overlap = config.overlap;
  const int64_t stages = config.stages;
  const int64_t ahead = stages - (overlap ? 2 : 1);
  const bool ws = config.warpSpecialized;
  const int64_t threads = 32 * config.warps + (ws ? 128 : 0),
                bytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t numDims = op.getDimSizes().size();
  MLIRContext *ctx = b.getContext();

  // Shared memory from the first 1 KiB boundary: per stage an A tile
  // [128][64] and a B tile, [tileN][64] (stored [n, k]: K-major) or
  // [tileN / 64][64][64] (stored [k, n]: MN-major), all swizzled.
  int64_t aBytes = kTileM * kTileK * bytes, bBytes = tileN * kTileK * bytes;
  int64_t stageBytes = aBytes + bBytes;
  Value base = wb.dynamicSharedMemory();
  Value raw = wb.sharedAddress(base);
  Value aligned = arith::AndIOp::create(
      b, loc, wb.add(raw, wb.idx(WgmmaBuilder::kAtomBytes - 1)),
      wb.idx(~(WgmmaBuilder::kAtomBytes - 1)));
  Value pad = arith::SubIOp::create(b, loc, aligned, raw);
  Value alignedAddr = wb.toI64(aligned);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = wb.div(tid, 32), lane = wb.rem(tid, 32);
  Value group = wb.div(warp, 4);
  Value mSize = rowCount(b, loc, wb, op, mt, frame);
  Value rowBase = wb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                         wb.idx(kTileM));
  Value colBase = wb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
                         wb.idx(tileN));
  SmallVector<Value> ivs = batchPoint(b, loc, wb, op, mt, frame);
  auto stageOffset = [&](Value s) { return wb.mul(s, wb.idx(stageBytes)); };
  // Issues the copies of k block `kb` into stage `s`: 8-element chunks,
  // past the edges zero-filled, at their swizzled places.
  auto issue = [&](Value kb, Value s) {
    Value offset = wb.add(pad, stageOffset(s));
    Value kBase = wb.mul(kb, wb.idx(kTileK));
    auto chunks = [&](Value smem, Value tensor, AffineMap map, int64_t rowDim,
                      Value rowStart, Value rowLimit, int64_t rows,
                      int64_t colDim, Value colStart, int64_t colLimit,
                      int64_t cols) {
      int64_t chunkElems = wb.chunkElems(), perRow = cols / chunkElems;
      for (int64_t it = 0; it < rows * perRow / threads; ++it) {
        Value chunk = wb.add(tid, wb.idx(it * threads));
        Value r = wb.div(chunk, perRow);
        Value c = wb.mul(wb.rem(chunk, perRow), wb.idx(chunkElems));
        Value row = wb.add(rowStart, r), col = wb.add(colStart, c);
        Value valid = arith::AndIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row,
                                  rowLimit),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col,
                                  wb.idx(colLimit)));
        SmallVector<Value> at(ivs);
        at[rowDim] = arith::SelectOp::create(b, loc, valid, row, wb.idx(0));
        at[colDim] = arith::SelectOp::create(b, loc, valid, col, wb.idx(0));
        Value srcElems = arith::SelectOp::create(
            b, loc, valid, wb.idx(chunkElems), wb.idx(0));
        nvgpu::DeviceAsyncCopyOp::create(
            b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
            wb.swizzledIndex(r, c), memrefOf.lookup(tensor),
            wb.apply(map, at), b.getIndexAttr(chunkElems), srcElems,
            /*bypassL1=*/b.getUnitAttr());
      }
    };
    // An operand's tile of `tile` rows (A's rows, B's columns) along
    // `dim`: stored with k contiguous, [tile][64] (K-major); else [tile /
    // 64][64][64] (MN-major: for A one slab of 64 rows per warpgroup).
    auto operand = [&](Value tensor, AffineMap map, bool kContiguous,
                       int64_t dim, Value start, Value limit, int64_t extent,
                       int64_t tile, Value at) {
      if (kContiguous)
        chunks(wb.swizzledView(base, tile, kTileK, at), tensor, map, dim,
               start, limit, tile, mt.kDim, kBase, mt.k, kTileK);
      else
        chunks(wb.swizzledView(base, kTileK, tile, at), tensor, map, mt.kDim,
               kBase, wb.idx(mt.k), kTileK, dim, start, extent, tile);
    };
    operand(mt.a, mt.aMap, !mt.aTransposed, mt.iDim, rowBase, mSize, mt.m,
            kTileM, offset);
    operand(mt.b, mt.bMap, mt.bTransposed, mt.jDim, colBase, wb.idx(mt.n),
            mt.n, tileN, wb.add(offset, wb.idx(aBytes)));
  };

  int64_t numK = (mt.k + kTileK - 1) / kTileK;
  // Warp-specialized: per stage a full mbarrier (one arrival: the
  // producer's expect_tx of the stage's bytes) and an empty one (one
  // arrival per consumer warp), after the stages.
  int64_t barrierBase = stages * stageBytes;
  auto barrierAddr = [&](bool empty, Value s) -> Value {
    return arith::AddIOp::create(
        b, loc, alignedAddr,
        wb.toI64(wb.add(wb.idx(barrierBase + (empty ? 8 * stages : 0)),
                        wb.mul(s, wb.idx(8)))));
  };
  auto barrierPtr = [&](bool empty, Value s) -> Value {
    return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(ctx, 3),
                                    barrierAddr(empty, s));
  };
  auto i32 = [&](Value v) -> Value {
    if (v.getType().isIndex())
      return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
    return arith::TruncIOp::create(b, loc, b.getI32Type(), v);
  };
  auto waitPhase = [&](bool empty, Value s, Value parity) {
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, barrierPtr(empty, s), i32(parity),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1000000));
  };
  auto ifThen = [&](Value cond) {
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
  };
  auto eq = [&](Value x, int64_t v) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x,
                                 wb.idx(v));
  };
  // Loads k block `kb` into stage `s` by TMA: A as one [tile_m][64] box
  // (K-major) or tile_m / 64 [64][64] slabs (MN-major), B likewise.
  auto tmaStage = [&](Value kb, Value s) {
    Value stageOff = stageOffset(s), kBase = wb.mul(kb, wb.idx(kTileK));
    Value full = i32(barrierAddr(false, s));
    NVVM::MBarrierArriveExpectTxOp::create(
        b, loc, Type(), barrierPtr(false, s), i32(wb.idx(stageBytes)),
        NVVM::MemScopeKindAttr::get(ctx, NVVM::MemScopeKind::CTA),
        b.getBoolAttr(false), Value());
    auto load = [&](Value tensorMap, AffineMap map, int64_t rowDim,
                    Value rowStart, int64_t slabs, Value offset) {
      for (int64_t slab = 0; slab < slabs; ++slab) {
        SmallVector<Value> at(ivs);
        at[mt.kDim] = kBase;
        at[rowDim] = wb.add(rowStart, wb.idx(64 * slab));
        SmallVector<Value> coords;
        for (Value c : llvm::reverse(wb.apply(map, at)))
          coords.push_back(i32(c));
        Value dst = arith::AddIOp::create(
            b, loc, alignedAddr,
            wb.toI64(wb.add(offset, wb.idx(slab * 64 * kTileK * bytes))));
        wb.tmaLoad(i32(dst), tensorMap, coords, full);
      }
    };
    load(tensorMaps[0], mt.aMap, mt.iDim, rowBase,
         mt.aTransposed ? kTileM / 64 : 1, stageOff);
    load(tensorMaps[1], mt.bMap, mt.jDim, colBase,
         mt.bTransposed ? 1 : tileN / 64, wb.add(stageOff, wb.idx(aBytes)));
  };

  scf::IfOp wsRole;
  if (ws) {
    // One thread sets up the mbarriers; the CTA barrier publishes them.
    {
      OpBuilder::InsertionGuard g(b);
      ifThen(eq(tid, 0));
      for (int64_t s = 0; s < stages; ++s) {
        NVVM::MBarrierInitOp::create(
            b, loc, barrierPtr(false, wb.idx(s)),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1), Value());
        NVVM::MBarrierInitOp::create(
            b, loc, barrierPtr(true, wb.idx(s)),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                         config.warps),
            Value());
      }
      NVVM::FenceMbarrierInitOp::create(b, loc);
    }
    gpu::BarrierOp::create(b, loc);
    Value isProducer =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, warp,
                              wb.idx(config.warps));
    wsRole = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/true);
    // Two consumer warpgroups: the producer gives registers to them
    // (setmaxnreg 56 / 216, within the SM's 64K): at the 168 a 384-thread
    // CTA starts with, batched or ragged tiles spilled 8-216 bytes; the
    // producer's unrolled copies spill below 56.
    bool moveRegisters = config.warps == 8;
    {
      // The producer: its first lane copies k block kb into stage kb mod
      // stages once the stage's previous block (use kb / stages - 1) is
      // released.
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(wsRole.thenBlock());
      if (moveRegisters)
        NVVM::SetMaxRegisterOp::create(b, loc, 56,
                                       NVVM::SetMaxRegisterAction::decrease);
      ifThen(arith::AndIOp::create(b, loc, eq(warp, config.warps),
                                   eq(lane, 0)));
      auto copies = scf::ForOp::create(b, loc, wb.idx(0), wb.idx(numK),
                                       wb.idx(1));
      b.setInsertionPointToStart(copies.getBody());
      Value kb = copies.getInductionVar();
      Value s = wb.rem(kb, stages), use = wb.div(kb, stages);
      {
        OpBuilder::InsertionGuard refill(b);
        ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, kb,
                                     wb.idx(stages)));
        waitPhase(/*empty=*/true, s, wb.rem(wb.add(use, wb.idx(1)), 2));
      }
      tmaStage(kb, s);
    }
    b.setInsertionPointToStart(wsRole.elseBlock());
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(b, loc, 216,
                                     NVVM::SetMaxRegisterAction::increase);
  } else {
    // Software pipeline: `ahead` k blocks of copies in flight; every group
    // is committed (possibly empty) so "all but the newest ahead - 1" is
    // the right wait.
    for (int64_t s = 0; s < ahead; ++s) {
      if (s < numK)
        issue(wb.idx(s), wb.idx(s));
      wb.commit();
    }
  }
  SmallVector<Value> init(tileN / 2, wb.f32(0.0));
  auto loop = scf::ForOp::create(b, loc, wb.idx(0), wb.idx(numK), wb.idx(1),
                                 init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kb = loop.getInductionVar();
    SmallVector<Value> acc(loop.getRegionIterArgs());
    if (ws) {
      // Block kb has landed (its stage's use kb / stages completed).
      waitPhase(/*empty=*/false, wb.rem(kb, stages),
                wb.rem(wb.div(kb, stages), 2));
    } else {
      // Block kb has landed: hand it to the async proxy, publish it.
      NVVM::CpAsyncWaitGroupOp::create(b, loc,
                                       b.getI32IntegerAttr(ahead - 1));
      wb.fenceProxyAsync();
      gpu::BarrierOp::create(b, loc);
      // Refill the stage block kb - 1 used (kb - 2 with overlap): every
      // warpgroup's wgmma on it has completed.
      Value next = wb.add(kb, wb.idx(ahead));
      Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           next, wb.idx(numK));
      auto ifOp = scf::IfOp::create(b, loc, hasNext, /*withElseRegion=*/false);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        issue(next, wb.rem(next, stages));
      }
      wb.commit();
    }
    // A: this warpgroup's 64 rows (8 KiB either way); K-major, 16 of k is
    // 32 bytes into the row; MN-major, 16 rows of k (2 KiB). B K-major
    // likewise; MN-major: 16 rows of k, slabs of 64 columns 64 rows (8 KiB)
    // apart.
    Value stageAddr = arith::AddIOp::create(
        b, loc, alignedAddr, wb.toI64(stageOffset(wb.rem(kb, stages))));
    Value aDesc = wb.descriptor(
        arith::AddIOp::create(b, loc, stageAddr,
                              wb.toI64(wb.mul(group, wb.idx(64 * 128)))),
        mt.aTransposed ? kTileK * 128 : 16, WgmmaBuilder::kAtomBytes);
    Value bAddr = arith::AddIOp::create(b, loc, stageAddr, wb.i64(aBytes));
    Value bDesc = wb.descriptor(bAddr, mt.bTransposed ? 16 : kTileK * 128,
                                WgmmaBuilder::kAtomBytes);
    wb.wgmmaFence();
    // tf32 (both K-major): 8 of k per wgmma, the same 32 bytes.
    for (int64_t kk = 0; kk < kTileK / wb.mmaK(); ++kk) {
      int64_t aStep = mt.aTransposed ? kk * 16 * 128 : kk * 32;
      Value ad = arith::AddIOp::create(b, loc, aDesc, wb.i64(aStep >> 4));
      int64_t bStep = mt.bTransposed ? kk * 32 : kk * 16 * 128;
      Value bd = arith::AddIOp::create(b, loc, bDesc, wb.i64(bStep >> 4));
      acc = wb.wgmmaSS(ad, bd, acc, /*zeroInit=*/false,
                       /*transposeB=*/!mt.bTransposed,
                       /*transposeA=*/mt.aTransposed);
    }
    wb.wgmmaCommitAndWait(ws || overlap ? 1 : 0);
    if (ws) {
      // Block kb - 1's wgmma has completed: each warp releases its stage.
      OpBuilder::InsertionGuard g(b);
      ifThen(arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, kb,
                                wb.idx(0)),
          eq(lane, 0)));
      NVVM::MBarrierArriveOp::create(
          b, loc, Type(),
          barrierPtr(/*empty=*/true,
                     wb.rem(wb.add(kb, wb.idx(stages - 1)), stages)),
          /*count=*/Value());
    } else if (!overlap) {
      acc = wb.fenceOperands(acc);
    }
    scf::YieldOp::create(b, loc, acc);
  }
  SmallVector<Value> result(loop.getResults());
  if (ws || overlap) {
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
    result = wb.fenceOperands(result);
  }

  // Epilogue: thread (warp w, lane l) holds rows 64 g + 16 (w % 4) + l / 4
  // (+ 8) and columns 8 t + 2 (l % 4) (+ 1); pairs of adjacent columns are
  // stored together (4 bytes) when the row length keeps them aligned.
  ContractionEpilogue ep{b, loc, op, mt, epilogue, emitter, memrefOf, ivs};
  Value quadRow = wb.div(lane, 4), quadCol = wb.mul(wb.rem(lane, 4), wb.idx(2));
  Value warpRow = wb.add(wb.mul(group, wb.idx(64)),
                         wb.mul(wb.rem(warp, 4), wb.idx(16)));
  SmallVector<int64_t> keptDims;
  for (int64_t dim = 0; dim < numDims; ++dim)
    if (!op.isReduced(dim))
      keptDims.push_back(dim);
  bool pairStores = keptDims.back() == mt.jGroup.back() &&
                    op.getDimSizes()[mt.jGroup.back()] % 2 == 0;
  // Warp-specialized, the output row-major along the columns: once both
  // consumer warpgroups' wgmma are done with the stages, each warp stages
  // its 16 rows in shared memory (rows padded by 16 bytes against bank
  // conflicts) and writes them back 16 bytes per lane, whole rows per
  // instruction, instead of 4-byte pairs from the fragments. Against the
  // pairs on an H100: 4096^3 1.08x, 4096 x 4096 x 16384 1.10x, 4096 x
  // 16384 x 4096 1.03x; with 16-byte shared loads 4096^3 1.10x, the MLP as
  // written 1.07x (bench/results/2026-11-25-h100-run81-84-staged-stores.md).
  auto outType = cast<MemRefType>(frame.results[0].getType());
  Type outElt = outType.getElementType();
  int64_t outBytes = outElt.getIntOrFloatBitWidth() / 8;
  int64_t chunkElems = 16 / outBytes;
  int64_t stagedRowElems = tileN + chunkElems;
  bool staged = ws && pairStores && mt.jGroup.size() == 1 &&
                outType.getLayout().isIdentity() &&
                (outBytes == 2 || outBytes == 4) && mt.n % chunkElems == 0 &&
                config.warps * 16 * stagedRowElems * outBytes <=
                    stages * stageBytes;
  if (staged) {
    // Every consumer warpgroup's last wgmma has read its stages.
    NVVM::BarrierOp::create(
        b, loc, TypeRange(),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                     32 * config.warps),
        NVVM::BarrierReductionAttr(), Value());
    auto wg = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    Value stage = memref::ViewOp::create(
        b, loc, MemRefType::get({16, stagedRowElems}, outElt, AffineMap(), wg),
        base, wb.add(pad, wb.mul(warp, wb.idx(16 * stagedRowElems * outBytes))),
        ValueRange{});
    // Rows and columns past the edges are clamped for the epilogue's loads
    // and never stored.
    Value lastRow = arith::SubIOp::create(b, loc, mSize, wb.idx(1));
    Value lastCol = wb.idx(mt.n - 1);
    for (int64_t h = 0; h < 2; ++h) {
      Value r = wb.add(quadRow, wb.idx(8 * h));
      Value i = arith::MinUIOp::create(b, loc,
                                       wb.add(wb.add(rowBase, warpRow), r),
                                       lastRow);
      for (int64_t t = 0; t < tileN / 8; ++t) {
        Value c0 = wb.add(wb.idx(t * 8), quadCol);
        SmallVector<Value> vals;
        for (int64_t c = 0; c < 2; ++c) {
          Value j = arith::MinUIOp::create(
              b, loc, wb.add(colBase, wb.add(c0, wb.idx(c))), lastCol);
          SmallVector<Value> kept =
              epilogue ? ep.point(i, j) : SmallVector<Value>{};
          vals.push_back(ep.value(result[4 * t + 2 * h + c], kept));
        }
        Value vec = vector::FromElementsOp::create(
            b, loc, VectorType::get({2}, outElt), vals);
        vector::StoreOp::create(b, loc, vec, stage, ValueRange{r, c0},
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(2 * outBytes));
      }
    }
    NVVM::SyncWarpOp::create(
        b, loc, arith::ConstantIntOp::create(b, loc, b.getI32Type(), -1));
    int64_t perRow = tileN / chunkElems;
    auto chunkTy = VectorType::get({chunkElems}, outElt);
    for (int64_t it = 0; it < 16 * perRow / 32; ++it) {
      Value chunk = wb.add(lane, wb.idx(32 * it));
      Value r = wb.div(chunk, perRow);
      Value c = wb.mul(wb.rem(chunk, perRow), wb.idx(chunkElems));
      Value i = wb.add(wb.add(rowBase, warpRow), r);
      Value j = wb.add(colBase, c);
      Value inside = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, i, mSize),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, j,
                                wb.idx(mt.n)));
      OpBuilder::InsertionGuard guard(b);
      ifThen(inside);
      Value v = vector::LoadOp::create(b, loc, chunkTy, stage, ValueRange{r, c},
                                       /*nontemporal=*/false,
                                       llvm::MaybeAlign(16));
      vector::StoreOp::create(b, loc, v, frame.results[0], ep.point(i, j),
                              /*nontemporal=*/false, llvm::MaybeAlign(16));
    }
  }
  for (int64_t h = 0; h < 2 && !staged; ++h) {
    Value i = wb.add(wb.add(rowBase, warpRow), wb.add(quadRow, wb.idx(8 * h)));
    Value inRows =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, i, mSize);
    auto rowIf = scf::IfOp::create(b, loc, inRows, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(rowIf.thenBlock());
    for (int64_t t = 0; t < tileN / 8; ++t) {
      Value j0 = wb.add(colBase, wb.add(wb.idx(t * 8), quadCol));
      Value inCols = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           j0, wb.idx(mt.n));
      auto colIf = scf::IfOp::create(b, loc, inCols, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(colIf.thenBlock());
      SmallVector<Value> vals;
      SmallVector<Value> first;
      for (int64_t c = 0; c < 2; ++c) {
        Value j = wb.add(j0, wb.idx(c));
        SmallVector<Value> kept = ep.point(i, j);
        Value v = ep.value(result[4 * t + 2 * h + c], kept);
        if (!pairStores) {
          // The odd column of a pair may be past the edge.
          if (c == 0) {
            memref::StoreOp::create(b, loc, v, frame.results[0], kept);
            continue;
          }
          Value inCol = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, j, wb.idx(mt.n));
          auto oddIf =
              scf::IfOp::create(b, loc, inCol, /*withElseRegion=*/false);
          OpBuilder::InsertionGuard odd(b);
          b.setInsertionPointToStart(oddIf.thenBlock());
          memref::StoreOp::create(b, loc, v, frame.results[0], kept);
          continue;
        }
        vals.push_back(v);
        if (c == 0)
          first = kept;
      }
      if (pairStores) {
        auto vecTy = VectorType::get({2}, vals[0].getType());
        Value vec = vector::FromElementsOp::create(b, loc, vecTy, vals);
        unsigned bits = vals[0].getType().getIntOrFloatBitWidth();
        vector::StoreOp::create(b, loc, vec, frame.results[0], first,
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(2 * bits / 8));
      }
    }
  }

  KernelLaunch launch =
      gemmLaunch(op, mt, kTileM, tileN, threads,
                 WgmmaBuilder::kAtomBytes + stages * stageBytes +
                     (ws ? 16 * stages : 0));
  // One CTA per tile. A persistent launch (a CTA per SM looping over
  // tiles, stages and phases running on across them) measured 0.98-1.02x
  // on the 4096 x 4096 x {4096, 16384} GEMMs
  // (bench/results/2026-11-25-h100-run65-70-gemm-ws.md) and is not built:
  // the refill it hides is not what limits the kernel, and its epilogue is
  // not overlapped.
  if (ws)
    b.setInsertionPointAfter(wsRole);
  return launch;
}
