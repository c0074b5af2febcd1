//===- AttentionWarpSpecialized.cpp - producer and consumers --------------===//
//
// The online_softmax_wgmma_ws strategy's own code: the role split (a
// producer warp, or warpgroup handing its registers to the consumers with
// setmaxnreg, copies K and V -- and, persistent, each tile's Q -- by TMA
// into a ring; the consumer warpgroups run the overlapped key loop), the
// consumers' ping-pong turns on named barriers, and the persistent grid's
// tile loops (static, or tiles handed out at run time).
//
//===----------------------------------------------------------------------===//

#include "AttentionKernel.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fuse;

void OnlineSoftmaxKernel::splitRoles() {
  int64_t numOuter = op.getDimSizes().size();
  unsigned dotDims = numOuter + 1;
  int64_t rows = rowsPerCta();
  // Warp-specialized: the producer warp's lane 0 copies every block's K
  // and V (block t into buffer t mod 2, its use t / 2, once the buffer's
  // previous contents are released); the consumers go on below.
  Value isProducer = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                           warp, idx(numWarps));
  wsRole = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/true);
  b.setInsertionPointToStart(wsRole.thenBlock());
  bool moveRegisters = producerWarps() == 4;
  {
    OpBuilder::InsertionGuard g(b);
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(b, loc, producerRegisters(),
                                     NVVM::SetMaxRegisterAction::decrease);
    // The producer's first warp elects its lane that issues. ptxas knows
    // elect.sync's region runs on one thread, so its values may live in
    // uniform registers: with a lane == 0 test instead, it wrapped each
    // copy in a loop over the lanes and the d = 256 producer spilled at
    // 24 registers.
    auto firstWarp = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, warp,
                              idx(numWarps)),
        /*withElseRegion=*/false);
    b.setInsertionPointToStart(firstWarp.thenBlock());
    auto lead = scf::IfOp::create(
        b, loc, NVVM::ElectSyncOp::create(b, loc, b.getI1Type(), Value()),
        /*withElseRegion=*/false);
    b.setInsertionPointToStart(lead.thenBlock());
    Value count = arith::SubIOp::create(b, loc, ub, lb);
    Value ringBase = idx(0);
    if (dynamicTiles) {
      // The tiles handed out at run time; each: its Q once the consumers
      // are done with the previous one's (use k of the Q buffer), then its
      // blocks, then the claim of the next tile.
      Value k;
      producerTileLoop(k, ringBase);
      issueTmaTile(qTensorMap, mt.qMap, dotDims, numOuter, dw() / 64, idx(0),
                   qBarrier(false), rowBlock, /*first=*/0, qBarrier(true), k,
                   /*keysAlongSlabs=*/false, mt.iDim, rows);
      count = arith::SubIOp::create(b, loc, ub, lb);
    } else if (persistent) {
      // This CTA's tiles; each: its Q once the consumers are done with
      // the previous one's (use k of the Q buffer), then its blocks.
      scf::ForOp tiles = tileLoop(/*i32Counters=*/true);
      b.setInsertionPointToStart(tiles.getBody());
      Value k = fromI32(tiles.getInductionVar());
      enterTile(tileOf(k));
      if (qBuffers() == 2) {
        // Tile k's Q in buffer k mod 2, its use k / 2.
        Value buffer = rem(k, 2);
        issueTmaTile(qTensorMap, mt.qMap, dotDims, numOuter, dw() / 64,
                     mul(buffer, idx(qOffset(1))), qBarrier(false, buffer),
                     rowBlock, /*first=*/0, qBarrier(true, buffer), div(k, 2),
                     /*keysAlongSlabs=*/false, mt.iDim, rows);
      } else {
        issueTmaTile(qTensorMap, mt.qMap, dotDims, numOuter, dw() / 64, idx(0),
                     qBarrier(false), rowBlock, /*first=*/0, qBarrier(true), k,
                     /*keysAlongSlabs=*/false, mt.iDim, rows);
      }
      if (mt.causal || mt.banded || streamK) {
        // Tiles differ in length: the ring's count so far is carried.
        count = arith::SubIOp::create(b, loc, ub, lb);
        ringBase = fromI32(tiles.getRegionIterArgs()[0]);
        b.setInsertionPoint(scf::YieldOp::create(
            b, loc, ValueRange{indexToI32(add(ringBase, count))}));
      } else {
        ringBase = mul(k, count);
      }
    }
    auto copies =
        scf::ForOp::create(b, loc, i32Const(0), indexToI32(count), i32Const(1));
    b.setInsertionPointToStart(copies.getBody());
    Value t = fromI32(copies.getInductionVar());
    Value block = add(ringBase, t);
    Value keyBase = mul(add(t, lb), idx(kKeys));
    tmaKeys(rem(block, 2), keyBase, div(block, 2));
    tmaValues(rem(block, 2), keyBase, div(block, 2));
  }
  b.setInsertionPointToStart(wsRole.elseBlock());
  if (moveRegisters)
    NVVM::SetMaxRegisterOp::create(b, loc, consumerRegisters(),
                                   NVVM::SetMaxRegisterAction::increase);
  if (dynamicTiles) {
    consumerTileLoop();
  } else if (pipelinedTiles()) {
    // One key loop over every tile's blocks (pipelinedKeyLoop).
  } else if (persistent) {
    // The consumers' tile loop holds the rest of the kernel: the key
    // loop counts ring blocks from tileBase, and the epilogue stores
    // this tile's O.
    scf::ForOp tiles = tileLoop();
    b.setInsertionPointToStart(tiles.getBody());
    Value k = tiles.getInductionVar();
    enterTile(tileOf(k));
    if (mt.causal || mt.banded || streamK) {
      tileBase = tiles.getRegionIterArgs()[0];
      b.setInsertionPoint(scf::YieldOp::create(
          b, loc,
          ValueRange{add(tileBase, arith::SubIOp::create(b, loc, ub, lb))}));
    } else {
      tileBase = mul(k, arith::SubIOp::create(b, loc, ub, lb));
    }
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, qBarrier(false), indexToI32(rem(k, 2)), i32Const(1000000));
  }
}

void OnlineSoftmaxKernel::enterTile(Value tile) {
  int64_t rows = rowsPerCta();
  batchIdx.assign(mt.batchDims.size(), Value());
  Value linear;
  if (dynamicTiles) {
    // Group g of G points (tile t in [g G R, (g + 1) G R)), the last of
    // the remaining L points: row block R - 1 - u / G of point g G + u mod
    // G, u = t - g G R.
    int64_t points = numTiles / rowBlocks, g = groupPoints;
    int64_t fullTiles = points / g * g * rowBlocks, last = points % g;
    Value inFull = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         tile, idx(fullTiles));
    Value group = div(tile, g * rowBlocks);
    Value u = rem(tile, g * rowBlocks);
    Value step = div(u, g), point = add(mul(group, idx(g)), rem(u, g));
    if (last > 0) {
      Value v = arith::SubIOp::create(b, loc, tile, idx(fullTiles));
      step = arith::SelectOp::create(b, loc, inFull, step, div(v, last));
      point = arith::SelectOp::create(b, loc, inFull, point,
                                      add(idx(points / g * g), rem(v, last)));
    }
    rowBlock =
        mul(arith::SubIOp::create(b, loc, idx(rowBlocks - 1), step), idx(rows));
    linear = point;
    ub = causalKeyBlocks(div(add(nSize, idx(kKeys - 1)), kKeys), rowBlock);
  } else if (mt.causal) {
    Value rowBlocks = rowBlocksValue();
    // Row block R - 1 - t mod R of batch point t / R: a head's longest
    // tiles first, its row blocks together (their K/V stay in L2; ordered
    // longest first across heads, every round read up to 132 heads' K/V
    // and d = 128 ran 1.05-1.37x slower at N = 1024..4096 on the H100,
    // bench/results/2026-11-26-h100-run90-95-causal-persistent.md). Its
    // key blocks end at its last row's.
    rowBlock = mul(
        arith::SubIOp::create(
            b, loc, arith::SubIOp::create(b, loc, rowBlocks, idx(1)),
            arith::RemUIOp::create(b, loc, tile, rowBlocks)),
        idx(rows));
    linear = arith::DivUIOp::create(b, loc, tile, rowBlocks);
    ub = causalKeyBlocks(div(add(nSize, idx(kKeys - 1)), kKeys), rowBlock);
  } else {
    Value rowBlocks = rowBlocksValue();
    rowBlock = mul(arith::RemUIOp::create(b, loc, tile, rowBlocks), idx(rows));
    linear = arith::DivUIOp::create(b, loc, tile, rowBlocks);
  }
  if (streamK) {
    // The tile's blocks: all, except where this CTA's range of the last
    // rounds starts (the range's first tile) or ends (its last) inside it.
    auto [begin, end] = streamKRange();
    int64_t nb = keyBlocks();
    Value start = mul(tile, idx(nb));
    Value stop = add(start, idx(nb));
    auto inside = [&](Value at) {
      return arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, start, at),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at, stop));
    };
    lb = arith::SelectOp::create(b, loc, inside(begin),
                                 arith::SubIOp::create(b, loc, begin, start),
                                 idx(0));
    ub = arith::SelectOp::create(b, loc, inside(end),
                                 arith::SubIOp::create(b, loc, end, start),
                                 idx(nb));
  }
  for (int k = static_cast<int>(mt.batchDims.size()) - 1; k >= 0; --k) {
    batchIdx[k] = arith::RemUIOp::create(b, loc, linear, batchSizes[k]);
    linear = arith::DivUIOp::create(b, loc, linear, batchSizes[k]);
  }
  if (mt.banded) {
    // The tile's key blocks: those its rows' band reaches (every row block
    // keeps some, persistentCapable).
    Value blocks = div(add(nSize, idx(kKeys - 1)), kKeys);
    lb = idx(0);
    ub = blocks;
    bandKeyBlocks(blocks);
  }
  tileBiasFactors();
}

Value OnlineSoftmaxKernel::rowBlocksValue() {
  if (rowBlocks > 0)
    return idx(rowBlocks);
  return div(add(mSize, idx(rowsPerCta() - 1)), rowsPerCta());
}

Value OnlineSoftmaxKernel::tiles() {
  if (numTiles > 0)
    return idx(numTiles);
  Value n = rowBlocksValue();
  for (Value size : batchSizes)
    n = mul(n, size);
  return n;
}

Value OnlineSoftmaxKernel::keyBlocksValue() {
  if (!ShapedType::isDynamic(mt.n))
    return idx(keyBlocks());
  return div(add(nSize, idx(kKeys - 1)), kKeys);
}

Value OnlineSoftmaxKernel::snakePosition(Value k) {
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  Value even = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                     rem(k, 2), idx(0));
  return arith::SelectOp::create(
      b, loc, even, bid,
      arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, grid, bid),
                            idx(1)));
}

int64_t OnlineSoftmaxKernel::streamKRounds() const {
  return std::max<int64_t>(numTiles / gridCtas - 1, 0);
}

std::pair<Value, Value> OnlineSoftmaxKernel::streamKRange() {
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  int64_t first = streamKRounds() * gridCtas * keyBlocks();
  int64_t blocks = numTiles * keyBlocks() - first;
  return {add(idx(first), div(mul(bid, idx(blocks)), gridCtas)),
          add(idx(first), div(mul(add(bid, idx(1)), idx(blocks)), gridCtas))};
}

scf::ForOp OnlineSoftmaxKernel::tileLoop(bool i32Counters) {
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  auto loop = [&](Value n, bool carriesCount) {
    auto c = [&](int64_t v) { return i32Counters ? i32Const(v) : idx(v); };
    return scf::ForOp::create(b, loc, c(0), i32Counters ? indexToI32(n) : n,
                              c(1),
                              carriesCount ? ValueRange{c(0)} : ValueRange{});
  };
  if (streamK) {
    // The whole rounds' tiles, then those this CTA's range of blocks
    // touches; the loop carries the ring's count of blocks before each.
    auto [begin, end] = streamKRange();
    Value first = div(begin, keyBlocks());
    Value last = div(arith::SubIOp::create(b, loc, end, idx(1)), keyBlocks());
    return loop(add(arith::SubIOp::create(b, loc, last, first),
                    idx(streamKRounds() + 1)),
                /*carriesCount=*/true);
  }
  if (mt.causal) {
    // Rounds of G tiles (G CTAs), longest first; CTA c takes position c of
    // even rounds and G - 1 - c of odd ones, so that the lengths it sums
    // balance. The last, partial round's first `left` positions.
    Value full = arith::DivUIOp::create(b, loc, tiles(), grid);
    Value left = arith::RemUIOp::create(b, loc, tiles(), grid);
    Value inLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         snakePosition(full), left);
    Value n = add(full, arith::SelectOp::create(b, loc, inLast, idx(1),
                                                idx(0)));
    return loop(n, /*carriesCount=*/true);
  }
  // Dynamic sizes launch a CTA per SM, which may outnumber the tiles: a
  // CTA past the last tile has none.
  Value all = tiles();
  if (numTiles == 0)
    all = arith::MaxUIOp::create(b, loc, all, bid);
  Value left = arith::SubIOp::create(b, loc, all, bid);
  Value n = arith::DivUIOp::create(
      b, loc, add(left, arith::SubIOp::create(b, loc, grid, idx(1))), grid);
  // A band's tiles differ in length: the loop carries the ring's count.
  return loop(n, /*carriesCount=*/mt.banded);
}

Value OnlineSoftmaxKernel::tileOf(Value k) {
  if (streamK) {
    Value rounds = idx(streamKRounds());
    return arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, k, rounds),
        add(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
            mul(k, idx(gridCtas))),
        add(div(streamKRange().first, keyBlocks()),
            arith::SubIOp::create(b, loc, k, rounds)));
  }
  if (mt.causal)
    return add(mul(k, gpu::GridDimOp::create(b, loc, gpu::Dimension::x)),
               snakePosition(k));
  return add(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
             mul(k, gpu::GridDimOp::create(b, loc, gpu::Dimension::x)));
}

Value OnlineSoftmaxKernel::tileSlot(Value k) {
  Value slot =
      add(mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), idx(2)),
          add(rem(k, 2), idx(1)));
  Value addr =
      add(memref::ExtractAlignedPointerAsIndexOp::create(b, loc, counters),
          mul(slot, idx(4)));
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1),
      Value(arith::IndexCastUIOp::create(b, loc, b.getI64Type(), addr)));
}

void OnlineSoftmaxKernel::producerTileLoop(Value &k, Value &ringBase) {
  // Instead of static rounds, which balance worse than the hardware's CTA
  // order where a head has many row blocks (N = 8192: 0.75-1.00x one CTA
  // per tile on the H100, bench/results/
  // 2026-11-26-h100-run90-95-causal-persistent.md). The slot's store and
  // the consumers' load are ordered by Q full's release (this arrival) and
  // acquire (their wait). The slot is in global memory (this kernel ran
  // 0.983-1.000x the shared slot on the H100, bench/results/
  // 2026-11-27-h100-run186-195-timing.md): in shared memory
  // compute-sanitizer's racecheck, which
  // does not model an mbarrier's release / acquire, reported the pair as
  // a hazard (bench/results/2026-11-26-h100-run105-113-dynamic-tiles.md),
  // and so would every user's racecheck run of a program holding it.
  // The loop's counters are i32, as the static tile loop's (tileLoop).
  Type i32 = b.getI32Type();
  Value grid = indexToI32(gpu::GridDimOp::create(b, loc, gpu::Dimension::x));
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{i32, i32, i32},
      ValueRange{i32Const(0),
                 indexToI32(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x)),
                 i32Const(0)});
  SmallVector<Location> locs(3, loc);
  Block *before =
      b.createBlock(&loop.getBefore(), {}, TypeRange{i32, i32, i32}, locs);
  scf::ConditionOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                            before->getArgument(1), i32Const(numTiles)),
      before->getArguments());
  // Past the last tile: once the consumers are done with the last tile's
  // Q, the slot says so and a plain arrival completes Q full's phase.
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointAfter(loop);
    Value last = fromI32(loop.getResult(0));
    pollParity(qBarrier(true), indexToI32(rem(add(last, idx(1)), 2)));
    LLVM::StoreOp::create(b, loc, i32Const(numTiles), tileSlot(last),
                          /*alignment=*/4, /*isVolatile=*/true);
    NVVM::MBarrierArriveOp::create(b, loc, Type(), qBarrier(false),
                                   /*count=*/Value());
  }
  Block *after =
      b.createBlock(&loop.getAfter(), {}, TypeRange{i32, i32, i32}, locs);
  k = fromI32(after->getArgument(0));
  ringBase = fromI32(after->getArgument(2));
  enterTile(fromI32(after->getArgument(1)));
  LLVM::StoreOp::create(b, loc, after->getArgument(1), tileSlot(k),
                        /*alignment=*/4, /*isVolatile=*/true);
  Value count = arith::SubIOp::create(b, loc, ub, lb);
  // The claim, after the tile's copies (the caller's, inserted before it):
  // the CTA whose copies end first takes the next tile.
  Value claim =
      memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::addi,
                                  i32Const(1), counters, ValueRange{idx(0)});
  when(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, claim,
                             i32Const(numTiles - 1)),
       [&] {
         memref::StoreOp::create(b, loc, i32Const(0), counters,
                                 ValueRange{idx(0)});
       });
  scf::YieldOp::create(b, loc,
                       ValueRange{add(after->getArgument(0), i32Const(1)),
                                  add(claim, grid),
                                  indexToI32(add(ringBase, count))});
  b.setInsertionPoint(claim.getDefiningOp());
}

void OnlineSoftmaxKernel::consumerTileLoop() {
  // The consumers' tile loop holds the rest of the kernel: each tile's
  // number comes with its Q (the slot is written before the producer's
  // arrival on Q full); the key loop counts ring blocks from tileBase, and
  // the epilogue stores this tile's O.
  Type index = b.getIndexType();
  auto loop = scf::WhileOp::create(b, loc, TypeRange{index, index, index},
                                   ValueRange{idx(0), idx(0)});
  Block *before = b.createBlock(&loop.getBefore(), {}, TypeRange{index, index},
                                SmallVector<Location>(2, loc));
  Value k = before->getArgument(0);
  NVVM::MBarrierTryWaitParityOp::create(
      b, loc, qBarrier(false), indexToI32(rem(k, 2)), i32Const(1000000));
  Value tile = arith::IndexCastUIOp::create(
      b, loc, index,
      LLVM::LoadOp::create(b, loc, b.getI32Type(), tileSlot(k),
                           /*alignment=*/4, /*isVolatile=*/true));
  scf::ConditionOp::create(b, loc,
                           arith::CmpIOp::create(b, loc,
                                                 arith::CmpIPredicate::ult,
                                                 tile, idx(numTiles)),
                           ValueRange{k, before->getArgument(1), tile});
  Block *after =
      b.createBlock(&loop.getAfter(), {}, TypeRange{index, index, index},
                    SmallVector<Location>(3, loc));
  tileBase = after->getArgument(1);
  enterTile(after->getArgument(2));
  b.setInsertionPoint(scf::YieldOp::create(
      b, loc,
      ValueRange{add(after->getArgument(0), idx(1)),
                 add(tileBase, arith::SubIOp::create(b, loc, ub, lb))}));
}

Value OnlineSoftmaxKernel::streamKFlag(Value cta) {
  return add(mul(cta, idx(numWarps)), warp);
}

Value OnlineSoftmaxKernel::streamKState(Value cta, int64_t value) {
  int64_t values = stateValues(numM, ew()), threads = 32 * numWarps;
  return add(
      idx(streamKFlags(gridCtas, numWarps)),
      add(mul(add(mul(cta, idx(values)), idx(value)), idx(threads)), tid));
}

void OnlineSoftmaxKernel::storeStreamK(ValueRange finals, ValueRange results,
                                       AggregateOp epilogue) {
  assert(static_cast<int64_t>(finals.size()) == stateValues(numM, ew()) &&
         "the state's layout differs from the counters' (streamKCounters)");
  Type i32 = b.getI32Type(), f32Ty = b.getF32Type();
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value leadLane =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(0));
  auto split = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, lb, idx(0)),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard g(b);
  // The tile's last blocks: each thread leaves its state (one coalesced
  // store per value); its warp's stores are released (GPU scope) by the
  // flag, as arriveAtCounter's.
  b.setInsertionPointToStart(split.thenBlock());
  for (auto [v, x] : llvm::enumerate(finals))
    memref::StoreOp::create(b, loc, arith::BitcastOp::create(b, loc, i32, x),
                            counters, ValueRange{streamKState(bid, v)});
  LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acq_rel, "device");
  NVVM::SyncWarpOp::create(b, loc,
                           arith::ConstantIntOp::create(b, loc, i32, -1));
  when(leadLane, [&] {
    memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::assign,
                                arith::ConstantIntOp::create(b, loc, i32, 1),
                                counters, ValueRange{streamKFlag(bid)});
  });
  // The tile's first blocks: where later CTAs ran the rest, their states
  // (each written first thing in its CTA: a wait that rarely spins)
  // folded into this one.
  b.setInsertionPointToStart(split.elseBlock());
  auto fold =
      scf::IfOp::create(b, loc, TypeRange(finals),
                        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                              ub, idx(keyBlocks())),
                        /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard fg(b);
    b.setInsertionPointToStart(fold.elseBlock());
    scf::YieldOp::create(b, loc, finals);
    b.setInsertionPointToStart(fold.thenBlock());
    // The CTAs whose shares start inside this tile (its last blocks, and
    // with fewer tiles than CTAs whole shares within it): j = bid + 1 ..
    // jEnd - 1, share j starting at floor(j W / G) < the tile's end S
    // (from the rounds' end) exactly when j < ceil(S G / W).
    int64_t firstBlock = streamKRounds() * gridCtas * keyBlocks();
    int64_t blocks = numTiles * keyBlocks() - firstBlock;
    Value tileEnd = add(arith::SubIOp::create(b, loc, streamKRange().second,
                                              add(idx(firstBlock), ub)),
                        idx(keyBlocks()));
    Value jEnd = div(add(mul(tileEnd, idx(gridCtas)), idx(blocks - 1)), blocks);
    auto shares =
        scf::ForOp::create(b, loc, add(bid, idx(1)), jEnd, idx(1), finals);
    OpBuilder::InsertionGuard lg(b);
    b.setInsertionPointToStart(shares.getBody());
    Value next = shares.getInductionVar();
    ValueRange mine = shares.getRegionIterArgs();
    when(leadLane, [&] {
      Value flag = streamKFlag(next);
      auto poll = scf::WhileOp::create(b, loc, TypeRange(), ValueRange());
      b.createBlock(&poll.getBefore());
      Value seen = memref::AtomicRMWOp::create(
          b, loc, arith::AtomicRMWKind::addi,
          arith::ConstantIntOp::create(b, loc, i32, 0), counters,
          ValueRange{flag});
      scf::ConditionOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, seen,
                                arith::ConstantIntOp::create(b, loc, i32, 0)),
          ValueRange());
      b.createBlock(&poll.getAfter());
      scf::YieldOp::create(b, loc, ValueRange());
      b.setInsertionPointAfter(poll);
      LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acq_rel, "device");
      // Zero again for the next launch (no one else reads it in this one).
      memref::StoreOp::create(b, loc,
                              arith::ConstantIntOp::create(b, loc, i32, 0),
                              counters, ValueRange{flag});
    });
    NVVM::SyncWarpOp::create(b, loc,
                             arith::ConstantIntOp::create(b, loc, i32, -1));
    SmallVector<Value> other;
    for (int64_t v = 0; v < static_cast<int64_t>(finals.size()); ++v)
      other.push_back(arith::BitcastOp::create(
          b, loc, f32Ty,
          memref::LoadOp::create(b, loc, counters,
                                 ValueRange{streamKState(next, v)})));
    // The softmax monoid's combine, in the key loop's terms (the running
    // max of unscaled logits, 2^x): each part's (s, O) rescaled to the
    // larger max (a part whose max is -inf stays unscaled: its s and O
    // are zero).
    SmallVector<Value> merged(mine);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t h = 0; h < 2; ++h) {
        Value m0 = mine[mAt(mi, h)], m1 = other[mAt(mi, h)];
        Value mNew = arith::MaximumFOp::create(b, loc, m0, m1);
        auto rescale = [&](Value m) {
          Value same =
              arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, m, mNew);
          return fastExp(arith::SelectOp::create(
              b, loc, same, f32(0.0), arith::SubFOp::create(b, loc, m, mNew)));
        };
        Value a0 = rescale(m0), a1 = rescale(m1);
        auto both = [&](int64_t at) {
          return LLVM::FMAOp::create(
              b, loc, mine[at], a0,
              arith::MulFOp::create(b, loc, other[at], a1));
        };
        merged[mAt(mi, h)] = mNew;
        merged[sAt(mi, h)] = both(sAt(mi, h));
        for (int64_t ne = 0; ne < oTiles(); ++ne)
          for (int64_t c = 0; c < 2; ++c)
            merged[oAt(mi, ne, 2 * h + c)] = both(oAt(mi, ne, 2 * h + c));
      }
    scf::YieldOp::create(b, loc, merged);
    b.setInsertionPointAfter(shares);
    scf::YieldOp::create(b, loc, shares.getResults());
  }
  storeResults(fold.getResults(), results, epilogue);
}

// Ping-pong (two or three consumer warpgroups): warpgroup g issues a
// block's MMAs after bar.sync 2 + g and then lets the next one (g + 1 mod
// G) go (bar.arrive; 128 syncing + 128 arriving threads). The last group
// opens (a first arrival for group 0 when there is a loop) and does not
// pass its last turn, so every arrival has its sync. Not in a chain (no
// softmax to hide): there the warpgroups issue as they go, 1.03-1.05x
// faster at k = 64 and equal at k = 128 (H100,
// bench/results/2026-11-25-h100-run75-80-chains-ws.md).

Value OnlineSoftmaxKernel::turnBarrier(Value g) {
  return indexToI32(add(g, idx(2)));
}

Value OnlineSoftmaxKernel::turnThreads() { return i32Const(256); }

Value OnlineSoftmaxKernel::nextGroup() {
  // (Two groups: 1 - g, the IR the measured two-group kernels have.)
  if (consumerGroups() == 2)
    return arith::SubIOp::create(b, loc, idx(1), pingPongGroup);
  return rem(add(pingPongGroup, idx(1)), consumerGroups());
}

Value OnlineSoftmaxKernel::isGroup(int64_t g) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, pingPongGroup,
                               idx(g));
}

void OnlineSoftmaxKernel::when(Value cond, function_ref<void()> body) {
  auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  body();
}

void OnlineSoftmaxKernel::syncTurn() {
  NVVM::BarrierOp::create(b, loc, TypeRange(), turnBarrier(pingPongGroup),
                          turnThreads(), NVVM::BarrierReductionAttr(), Value());
}

void OnlineSoftmaxKernel::passTurn(Value more) {
  Value notLast = isGroup(0);
  for (int64_t g = 1; g + 1 < consumerGroups(); ++g)
    notLast = arith::OrIOp::create(b, loc, notLast, isGroup(g));
  when(arith::OrIOp::create(b, loc, notLast, more), [&] {
    NVVM::BarrierArriveOp::create(b, loc, turnBarrier(nextGroup()),
                                  turnThreads());
  });
}

void OnlineSoftmaxKernel::firstTurn(Value more) {
  when(arith::AndIOp::create(b, loc, isGroup(consumerGroups() - 1), more), [&] {
    NVVM::BarrierArriveOp::create(b, loc, turnBarrier(idx(0)), turnThreads());
  });
}
