//===- AttentionOverlapKernel.cpp - FA3's intra-warpgroup overlap ---------===//
//
// The online_softmax_wgmma_overlap strategy (and the consumers' key loop
// of online_softmax_wgmma_ws): K and V by TMA; block t's S = Q K^T and
// block t - 1's O += P V issued as two wgmma groups, block t's softmax
// while P V runs (P carried in registers), O rescaled after. A persistent
// warp-specialized kernel with static tiles runs it tile after tile in
// one loop (pipelinedKeyLoop): the ping-pong turns run on across tiles.
//
//===----------------------------------------------------------------------===//

#include "AttentionKernel.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fuse;

OnlineSoftmaxKernel::Frags
OnlineSoftmaxKernel::scoreFrags(ArrayRef<Value> acc) {
  Frags s(1, SmallVector<SmallVector<Value>>(kKeys / 8));
  for (int64_t nt = 0; nt < kKeys / 8; ++nt)
    s[0][nt].assign(acc.begin() + 4 * nt, acc.begin() + 4 * nt + 4);
  return s;
}

SmallVector<Value>
OnlineSoftmaxKernel::flattenP(ArrayRef<SmallVector<Value>> pa) {
  SmallVector<Value> flat;
  for (const SmallVector<Value> &v : pa)
    flat.append(v.begin(), v.end());
  return flat;
}

SmallVector<SmallVector<Value>>
OnlineSoftmaxKernel::unflattenP(ValueRange flat) {
  SmallVector<SmallVector<Value>> pa(kKeys / 16);
  for (int64_t kk = 0; kk < kKeys / 16; ++kk)
    pa[kk].assign(flat.begin() + 4 * kk, flat.begin() + 4 * kk + 4);
  return pa;
}

SmallVector<Value> OnlineSoftmaxKernel::firstBlockState(ArrayRef<Value> acc,
                                                        Value keyBase) {
  Frags s0 = scoreFrags(acc);
  SoftmaxStep first = softmaxBlock(init, keyBase, s0);
  SmallVector<Value> carried = first.next;
  for (int64_t k = oAt(0, 0, 0); k < static_cast<int64_t>(init.size()); ++k)
    carried[k] = init[k]; // O is still zero
  carried.append(flattenP(packP(first.p)));
  return carried;
}

SmallVector<Value>
OnlineSoftmaxKernel::overlappedBlock(Value t, Value rt, Value rprev,
                                     Value keyBase, Value nextBase,
                                     Value hasNext, ValueRange it) {
  auto kSlot = [&](Value t) { return twoStages ? rem(t, 2) : idx(0); };
  auto kUse = [&](Value t) { return twoStages ? div(t, 2) : t; };
  ValueRange state = it.take_front(init.size());
  tmaWait(false, kSlot(rt), kUse(rt));         // K(t)
  tmaWait(true, rem(rprev, 2), div(rprev, 2)); // V(t-1)
  // Ping-pong: this warpgroup's turn to issue, then the other's.
  if (pingPong())
    syncTurn();
  SmallVector<Value> sAcc = issueScores(stageAddr(kSlot(rt)));
  wgmmaCommit();
  SmallVector<Value> oAcc(state.begin() + oAt(0, 0, 0), state.end());
  oAcc = issueValues(unflattenP(it.drop_front(init.size())),
                     sharedAddr(vOffsetOf(rem(rprev, 2))), oAcc);
  wgmmaCommit();
  if (pingPong())
    passTurn(hasNext);
  wgmmaWait(1);
  sAcc = fenceOperands(sAcc);
  if (!twoStages) {
    release(false, idx(0)); // every warp is done with K(t)
    byThreadZero(hasNext, [&] { tmaKeys(idx(0), nextBase, add(t, idx(1))); });
  } else if (cluster > 1 || ws) {
    release(false, kSlot(rt)); // every warp is done with K(t)
  }
  // With a cluster V(t) is copied here, a block ahead of its P V
  // (without, at the end of the previous block): its buffer's
  // release by the other CTAs, at the end of their previous block,
  // has had the time of S(t) to arrive. (V(1): before the loop.)
  if (cluster > 1 && !ws)
    byThreadZero(
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, t, idx(2)),
        [&] { tmaValues(rem(t, 2), keyBase, div(t, 2)); });
  Frags sf = scoreFrags(sAcc);
  SoftmaxStep step = softmaxBlock(state, keyBase, sf);
  wgmmaWait(0);
  oAcc = fenceOperands(oAcc);
  release(true, rem(rprev, 2)); // every warp is done with V(t-1)
  if (cluster == 1 && !ws)
    byThreadZero(hasNext, [&] { tmaValues(rem(add(t, idx(1)), 2), nextBase); });
  SmallVector<Value> withO(state.begin(), state.end());
  llvm::copy(oAcc, withO.begin() + oAt(0, 0, 0));
  SmallVector<Value> next = step.next;
  SmallVector<Value> newO = rescaleO(withO, step.alpha);
  llvm::copy(newO, next.begin() + oAt(0, 0, 0));
  next.append(flattenP(packP(step.p)));
  return next;
}

SmallVector<Value> OnlineSoftmaxKernel::lastValues(ValueRange last, Value ring,
                                                   bool releaseV) {
  tmaWait(true, rem(ring, 2), div(ring, 2));
  SmallVector<Value> oAcc(last.begin() + oAt(0, 0, 0),
                          last.begin() + init.size());
  oAcc = issueValues(unflattenP(last.drop_front(init.size())),
                     sharedAddr(vOffsetOf(rem(ring, 2))), oAcc);
  wgmmaCommitAndWait(0);
  oAcc = fenceOperands(oAcc);
  if (releaseV)
    release(true, rem(ring, 2));
  SmallVector<Value> out(last.begin(), last.begin() + init.size());
  llvm::copy(oAcc, out.begin() + oAt(0, 0, 0));
  return out;
}

SmallVector<Value> OnlineSoftmaxKernel::overlappedKeyLoop() {
  // The overlapped schedule (TMA). Block lb alone: S, softmax. Each next
  // block t (from lb): S(t) and P(t-1) V(t-1) issued as two wgmma groups;
  // S waited for, softmax(t) while P V runs; then O rescaled. After the
  // last block its P V. K(t) is in slot t % stages (its use t / stages),
  // V(t) in slot t % 2 (use t / 2); V(t+1) is loaded into the slot V(t-1)
  // leaves once its P V completed.
  Value count = arith::SubIOp::create(b, loc, ub, lb);
  Value any =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, count, idx(0));
  // Ping-pong: this consumer warpgroup (AttentionWarpSpecialized.cpp).
  if (pingPong())
    pingPongGroup = div(warp, 4);
  auto kSlot = [&](Value t) { return twoStages ? rem(t, 2) : idx(0); };
  auto kUse = [&](Value t) { return twoStages ? div(t, 2) : t; };
  SmallVector<Type> stateTypes = llvm::to_vector(TypeRange(ValueRange(init)));
  auto guard = scf::IfOp::create(b, loc, stateTypes, any,
                                 /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.elseBlock());
    scf::YieldOp::create(b, loc, init);
    b.setInsertionPointToStart(guard.thenBlock());
    // Block lb.
    Value keyBase = mul(lb, idx(kKeys));
    Value nextBase = add(keyBase, idx(kKeys));
    Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          add(lb, idx(1)), ub);
    // Persistent: the ring's block tileBase (this tile's first).
    Value slot0 = persistent ? kSlot(tileBase) : idx(0);
    tmaWait(false, slot0, persistent ? kUse(tileBase) : idx(0));
    SmallVector<Value> acc = issueScores(stageAddr(slot0));
    wgmmaCommitAndWait(0);
    acc = fenceOperands(acc);
    if (!twoStages || cluster > 1 || ws)
      release(false, slot0); // every warp is done with K(lb)
    if (!ws)
      byThreadZero(hasNext, [&] {
        tmaKeys(kSlot(idx(1)), nextBase, kUse(idx(1)));
        tmaValues(idx(1), nextBase, idx(0));
      });
    // Ping-pong: warpgroup 1 lets warpgroup 0 issue first.
    if (pingPong())
      firstTurn(hasNext);
    SmallVector<Value> carried = firstBlockState(acc, keyBase);

    // Blocks lb + t, t = 1 .. count - 1; those before block
    // fastKeyBlocks() (below the diagonal, before a ragged last key) in a
    // loop of their own, with the fast logits.
    Value fastEnd = fastKeyBlocks(), fastBegin = fastKeyBlocksBegin();
    if (fastEnd)
      fastEnd = arith::SubIOp::create(b, loc, fastEnd, lb);
    if (fastBegin)
      fastBegin = arith::SubIOp::create(b, loc, fastBegin, lb);
    auto block = [&](Value t, ValueRange it) {
      Value kb = add(t, lb);
      Value keyBase = mul(kb, idx(kKeys));
      Value nextBase = add(keyBase, idx(kKeys));
      Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                            add(kb, idx(1)), ub);
      Value prev = arith::SubIOp::create(b, loc, t, idx(1));
      // The ring's blocks t and t - 1 (persistent: from tileBase).
      Value rt = persistent ? add(tileBase, t) : t;
      Value rprev = persistent ? add(tileBase, prev) : prev;
      if (twoStages && !ws)
        byThreadZero(hasNext, [&] {
          tmaKeys(kSlot(add(t, idx(1))), nextBase, kUse(add(t, idx(1))));
        });
      return overlappedBlock(t, rt, rprev, keyBase, nextBase, hasNext, it);
    };
    SmallVector<Value> last =
        keyBlockLoops(idx(1), count, fastBegin, fastEnd, carried, block);
    // The last block's P V (persistent: its V buffer released too).
    Value lastT = arith::SubIOp::create(b, loc, count, idx(1));
    if (persistent)
      lastT = add(tileBase, lastT);
    scf::YieldOp::create(b, loc, lastValues(last, lastT, persistent));
  }
  SmallVector<Value> finals(guard.getResults());
  // Persistent: this warp is done with the tile's Q (its S wgmmas
  // completed); the producer may load the next tile's.
  if (persistent)
    warpArrive([&] { return qBarrier(true); });
  // No CTA of a cluster leaves while another may still arrive on its
  // mbarriers.
  if (cluster > 1)
    clusterSync();
  return finals;
}

void OnlineSoftmaxKernel::pipelinedKeyLoop(ValueRange results,
                                           AggregateOp epilogue) {
  // The overlapped schedule per tile k = 0 .. tiles - 1 of the CTA (tile
  // tileOf(k)): block t of tile k is ring block g = k nb + t; with two Q
  // buffers tile k's Q is in buffer k mod 2 (its use k / 2), loaded while
  // tile k - 1 runs (with one, once tile k - 1's last S completed).
  // The ping-pong turns run on across tiles: after the first tile a
  // tile's first S is issued in this warpgroup's turn, so its last P V
  // and epilogue run while the other warpgroup's MMAs do (against one
  // tile per loop, each restarting the turns and waiting for its Q: d =
  // 128 1.05x at N = 1024, 1.01-1.02x at 2048 / 4096, d = 96 1.06x;
  // causal d = 128 1.14x / 1.08x / 1.05x / 1.03x at N = 512 .. 4096; H100,
  // bench/results/2026-11-26-h100-run122-128-pipelined-tiles.md). Tiles of
  // nb blocks each (keyBlocksValue), or causal, each its own count (its
  // bound ub) with the ring's count carried by the tile loop.
  bool causal = mt.causal;
  pingPongGroup = div(warp, 4);
  // Tile k's Q: buffer k mod 2, its use k / 2 (one buffer: use k).
  bool twoQ = qBuffers() == 2;
  Value qDescs[2] = {qDesc(0), twoQ ? qDesc(1) : Value()};
  auto isZero = [&](Value v) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, v, idx(0));
  };
  auto qBuffer = [&](Value k) { return twoQ ? rem(k, 2) : Value(); };
  // Tile k's Q: its copy landed; its buffer's descriptor.
  auto waitQ = [&](Value k) {
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, qBarrier(false, qBuffer(k)),
        indexToI32(rem(twoQ ? div(k, 2) : k, 2)), i32Const(1000000));
  };
  auto useQ = [&](Value k) {
    qDesc0 = twoQ ? arith::SelectOp::create(b, loc, isZero(rem(k, 2)),
                                            qDescs[0], qDescs[1])
                  : qDescs[0];
  };
  // This warp is done with tile k's Q (its last S wgmma completed).
  auto doneWithQ = [&](Value k) {
    warpArrive([&] { return qBarrier(true, qBuffer(k)); });
  };

  // The CTA's tiles (tileLoop); causal: the static rounds' tiles, each
  // with its own count of key blocks (the loop carries the ring's count
  // before it).
  scf::ForOp tiled = tileLoop();
  Value tiles = tiled.getUpperBound(), total;
  if (!causal) {
    // Whole tiles: the CTA's count of ring blocks.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(tiled);
    total = mul(tiles, keyBlocksValue());
  }
  OpBuilder::InsertionGuard tg(b);
  b.setInsertionPointToStart(tiled.getBody());
  Value k = tiled.getInductionVar();
  Value count = keyBlocksValue(), tileBase;
  if (causal) {
    enterTile(tileOf(k));
    count = ub;
    tileBase = tiled.getRegionIterArgs()[0];
    b.setInsertionPoint(
        scf::YieldOp::create(b, loc, ValueRange{add(tileBase, count)}));
  } else {
    tileBase = mul(k, count);
  }
  // Whether a block follows block t (ring block g) of this tile in the
  // CTA's sequence: the ping-pong's next turn.
  Value moreTiles =
      causal ? Value(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           add(k, idx(1)), tiles))
             : Value();
  auto follows = [&](Value g, Value t) -> Value {
    if (!causal)
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                   add(g, idx(1)), total);
    return arith::OrIOp::create(b, loc,
                                arith::CmpIOp::create(b, loc,
                                                      arith::CmpIPredicate::ult,
                                                      add(t, idx(1)), count),
                                moreTiles);
  };
  Value later =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, k, idx(0));
  if (!causal)
    enterTile(tileOf(k));
  waitQ(k);
  useQ(k);
  // The tile's first block: S alone (after the first tile, in turn).
  tmaWait(false, rem(tileBase, 2), div(tileBase, 2));
  if (pingPong())
    when(later, [&] { syncTurn(); });
  SmallVector<Value> acc = issueScores(stageAddr(rem(tileBase, 2)));
  wgmmaCommit();
  if (pingPong())
    when(later, [&] { passTurn(follows(tileBase, idx(0))); });
  wgmmaWait(0);
  acc = fenceOperands(acc);
  release(false, rem(tileBase, 2));
  if (pingPong())
    when(isZero(k), [&] {
      firstTurn(causal
                    ? Value(arith::OrIOp::create(
                          b, loc,
                          arith::CmpIOp::create(
                              b, loc, arith::CmpIPredicate::ugt, count, idx(1)),
                          moreTiles))
                    : Value(arith::CmpIOp::create(
                          b, loc, arith::CmpIPredicate::ugt, total, idx(1))));
    });
  SmallVector<Value> carried = firstBlockState(acc, idx(0));
  // Block t of the tile, ring block g (S with the previous block's P V, in
  // this warpgroup's turn; the turns run on across tiles); the fast blocks
  // in a loop of their own.
  SmallVector<Value> last = keyBlockLoops(
      idx(1), count, fastKeyBlocksBegin(), fastKeyBlocks(), carried,
      [&](Value t, ValueRange it) {
        Value g = add(tileBase, t);
        return overlappedBlock(t, g, arith::SubIOp::create(b, loc, g, idx(1)),
                               mul(t, idx(kKeys)), Value(), follows(g, t), it);
      });
  // Every warp is done with tile k's Q (its last S completed): the
  // producer may load the next tile's into its buffer (tile k + 2's with
  // two buffers).
  doneWithQ(k);
  // The tile's last P V, alone (the ring goes on with the next tile: its
  // V buffer released); its epilogue.
  Value lastG =
      add(tileBase, arith::SubIOp::create(b, loc, count, idx(1)));
  storeResults(lastValues(last, lastG, /*releaseV=*/true), results, epilogue);
}
