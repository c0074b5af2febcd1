//===- AttentionWarpSpecialized.cpp - producer and consumers --------------===//
//
// The online_softmax_wgmma_ws strategy's own code: the role split (a
// producer warp, or warpgroup handing its registers to the consumers with
// setmaxnreg, copies K and V -- and, persistent, each tile's Q -- by TMA
// into a ring; the consumer warpgroups run the overlapped key loop), the
// consumers' ping-pong turns on named barriers, and the persistent grid's
// tile loop.
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
    auto lead = scf::IfOp::create(
        b, loc,
        arith::AndIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, warp,
                                  idx(numWarps)),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                  idx(0))),
        /*withElseRegion=*/false);
    b.setInsertionPointToStart(lead.thenBlock());
    Value count = arith::SubIOp::create(b, loc, ub, lb);
    Value ringBase = idx(0);
    if (persistent) {
      // This CTA's tiles; each: its Q once the consumers are done with
      // the previous one's (use k of the Q buffer), then its blocks.
      scf::ForOp tiles = tileLoop();
      b.setInsertionPointToStart(tiles.getBody());
      Value k = tiles.getInductionVar();
      enterTile(tileOf(k));
      issueTmaTile(qTensorMap, mt.qMap, dotDims, numOuter, dw() / 64, idx(0),
                   qBarrier(false), rowBlock, /*first=*/0, qBarrier(true), k,
                   /*keysAlongSlabs=*/false, mt.iDim, rows);
      if (mt.causal) {
        // Tiles differ in length: the ring's count so far is carried.
        count = arith::SubIOp::create(b, loc, ub, lb);
        ringBase = tiles.getRegionIterArgs()[0];
        b.setInsertionPoint(
            scf::YieldOp::create(b, loc, ValueRange{add(ringBase, count)}));
      } else {
        ringBase = mul(k, count);
      }
    }
    auto copies = scf::ForOp::create(b, loc, idx(0), count, idx(1));
    b.setInsertionPointToStart(copies.getBody());
    Value t = copies.getInductionVar();
    Value block = add(ringBase, t);
    Value keyBase = mul(add(t, lb), idx(kKeys));
    tmaKeys(rem(block, 2), keyBase, div(block, 2));
    tmaValues(rem(block, 2), keyBase, div(block, 2));
  }
  b.setInsertionPointToStart(wsRole.elseBlock());
  if (moveRegisters)
    NVVM::SetMaxRegisterOp::create(b, loc, consumerRegisters(),
                                   NVVM::SetMaxRegisterAction::increase);
  if (persistent) {
    // The consumers' tile loop holds the rest of the kernel: the key
    // loop counts ring blocks from tileBase, and the epilogue stores
    // this tile's O.
    scf::ForOp tiles = tileLoop();
    b.setInsertionPointToStart(tiles.getBody());
    Value k = tiles.getInductionVar();
    enterTile(tileOf(k));
    if (mt.causal) {
      tileBase = tiles.getRegionIterArgs()[0];
      b.setInsertionPoint(scf::YieldOp::create(
          b, loc,
          ValueRange{add(tileBase, arith::SubIOp::create(b, loc, ub, lb))}));
    } else {
      tileBase = mul(k, arith::SubIOp::create(b, loc, ub, lb));
    }
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, qBarrier(false), indexToI32(rem(k, 2)),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1000000));
  }
}

void OnlineSoftmaxKernel::enterTile(Value tile) {
  int64_t rows = rowsPerCta();
  batchIdx.assign(mt.batchDims.size(), Value());
  Value linear;
  if (mt.causal) {
    // Row block R - 1 - t mod R of batch point t / R: a head's longest
    // tiles first, its row blocks together (their K/V stay in L2; ordered
    // longest first across heads, every round read up to 132 heads' K/V
    // and d = 128 ran 1.05-1.37x slower at N = 1024..4096, run 90). Its
    // key blocks end at its last row's.
    rowBlock = mul(arith::SubIOp::create(b, loc, idx(rowBlocks - 1),
                                         rem(tile, rowBlocks)),
                   idx(rows));
    linear = div(tile, rowBlocks);
    ub = causalKeyBlocks(div(add(nSize, idx(kKeys - 1)), kKeys), rowBlock);
  } else {
    rowBlock = mul(rem(tile, rowBlocks), idx(rows));
    linear = div(tile, rowBlocks);
  }
  for (int k = static_cast<int>(mt.batchDims.size()) - 1; k >= 0; --k) {
    batchIdx[k] = arith::RemUIOp::create(b, loc, linear, batchSizes[k]);
    linear = arith::DivUIOp::create(b, loc, linear, batchSizes[k]);
  }
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

scf::ForOp OnlineSoftmaxKernel::tileLoop() {
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  if (mt.causal) {
    // Rounds of G tiles (G CTAs), longest first; CTA c takes position c of
    // even rounds and G - 1 - c of odd ones, so that the lengths it sums
    // balance. The last, partial round's first `left` positions.
    Value full = arith::DivUIOp::create(b, loc, idx(numTiles), grid);
    Value left = arith::RemUIOp::create(b, loc, idx(numTiles), grid);
    Value inLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         snakePosition(full), left);
    Value n = add(full, arith::SelectOp::create(b, loc, inLast, idx(1),
                                                idx(0)));
    return scf::ForOp::create(b, loc, idx(0), n, idx(1), ValueRange{idx(0)});
  }
  Value left = arith::SubIOp::create(b, loc, idx(numTiles), bid);
  Value n = arith::DivUIOp::create(
      b, loc, add(left, arith::SubIOp::create(b, loc, grid, idx(1))), grid);
  return scf::ForOp::create(b, loc, idx(0), n, idx(1));
}

Value OnlineSoftmaxKernel::tileOf(Value k) {
  if (mt.causal)
    return add(mul(k, gpu::GridDimOp::create(b, loc, gpu::Dimension::x)),
               snakePosition(k));
  return add(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
             mul(k, gpu::GridDimOp::create(b, loc, gpu::Dimension::x)));
}

// Ping-pong (two or three consumer warpgroups): warpgroup g issues a
// block's MMAs after bar.sync 2 + g and then lets the next one (g + 1 mod
// G) go (bar.arrive; 128 syncing + 128 arriving threads). The last group
// opens (a first arrival for group 0 when there is a loop) and does not
// pass its last turn, so every arrival has its sync. Not in a chain (no
// softmax to hide): there the warpgroups issue as they go, 1.03-1.05x
// faster at k = 64 and equal at k = 128 (H100, run 76).

Value OnlineSoftmaxKernel::turnBarrier(Value g) {
  return indexToI32(add(g, idx(2)));
}

Value OnlineSoftmaxKernel::turnThreads() {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), 256);
}

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
