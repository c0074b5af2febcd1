//===- AttentionWgmmaKernel.cpp - online softmax on wgmma -----------------===//
//
// The online_softmax_wgmma strategy's own code (which the overlapped and
// warp-specialized schedules build on): S = Q K^T issued as warpgroup
// MMAs m64n{keys}k16 from the 128-byte-swizzled Q and K tiles, O += P V as
// m64n{d}k16 with P from registers and V read MN-major; and the copy
// engine's side: the mbarriers, TMA tile copies (one thread, expect_tx
// per tile, 64-column slabs, multicast within a cluster), their waits
// and releases.
//
//===----------------------------------------------------------------------===//

#include "AttentionKernel.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::fuse;

// wgmma descriptors of the Q tile (this warpgroup's 64 rows) and of the
// K and V tiles of a stage, at d-slab 0 and k-slice 0. K-major tiles
// (Q, K): 8-row atoms 1 KiB apart; V, MN-major: the same atoms along the
// keys, its 64-column slabs of d kKeys rows apart.
Value OnlineSoftmaxKernel::qDesc(int64_t buffer) {
  Value rows = mul(div(warp, 4), idx(64 * 128));
  return descriptor(sharedAddr(buffer ? add(idx(qOffset(buffer)), rows) : rows),
                    16, kAtomBytes);
}

// TMA: the mbarriers (K, V per stage), a tile's copies from one thread
// (expect_tx of the whole box, one 64-column slab per copy: the copy
// engine writes the 128-byte swizzle the descriptors read, and zeros
// past the tensor's end), and the wait of a stage's use `use`.
Value OnlineSoftmaxKernel::tilePtr(Value addr) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), addr);
}

Value OnlineSoftmaxKernel::barrier(bool values, Value s, bool empty) {
  return tilePtr(sharedAddr(
      add(idx(barrierOffset() + (empty ? 32 : 0) + (values ? 16 : 0)),
          mul(s, idx(8)))));
}

void OnlineSoftmaxKernel::pollParity(Value bar, Value parity) {
  // Polled without a suspend hint.
  LLVM::InlineAsmOp::create(
      b, loc, TypeRange(),
      ValueRange{arith::TruncIOp::create(
                     b, loc, b.getI32Type(),
                     LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), bar)),
                 parity},
      "{ .reg .pred done; EMPTY_WAIT${:uid}: "
      "mbarrier.try_wait.parity.shared::cta.b64 done, "
      "[$0], $1; @!done bra EMPTY_WAIT${:uid}; }",
      "r,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
      /*operand_attrs=*/ArrayAttr());
}

Value OnlineSoftmaxKernel::qBarrier(bool empty, Value buffer) {
  // Buffer 1's after buffer 0's (where dynamic tiles keep their slot: they
  // have one buffer).
  Value at = idx(barrierOffset() + 64 + (empty ? 8 : 0));
  return tilePtr(sharedAddr(buffer ? add(at, mul(buffer, idx(16))) : at));
}

void OnlineSoftmaxKernel::initBarriers() {
  byThreadZero(Value(), [&] {
    // Persistent: Q full (the producer's expect_tx) and Q empty (one
    // arrival per consumer warp), after the ring's eight.
    for (int64_t q = 0; q < (persistent ? qBuffers() : 0); ++q) {
      NVVM::MBarrierInitOp::create(
          b, loc, qBarrier(false, q ? idx(q) : Value()), i32Const(1), Value());
      NVVM::MBarrierInitOp::create(b, loc, qBarrier(true, q ? idx(q) : Value()),
                                   i32Const(numWarps), Value());
    }
    for (int64_t k = 0; k < 4; ++k)
      NVVM::MBarrierInitOp::create(b, loc, barrier(k >= 2, idx(k % 2)),
                                   i32Const(1), Value());
    // Empty: one arrival per CTA of the cluster, or per consumer warp.
    for (int64_t k = 0; k < (cluster > 1 || ws ? 4 : 0); ++k)
      NVVM::MBarrierInitOp::create(
          b, loc, barrier(k >= 2, idx(k % 2), /*empty=*/true),
          i32Const(ws ? numWarps * cluster : cluster), Value());
    NVVM::FenceMbarrierInitOp::create(b, loc);
  });
}

SmallVector<Value> OnlineSoftmaxKernel::issueScores(Value kAddr) {
  int64_t rows = rowsPerCta();
  Value kDesc0 =
      descriptor(kAddr, mt.kTransposed ? dk() * 128 : 16, kAtomBytes);
  SmallVector<Value> acc(kKeys / 2, f32(0.0));
  wgmmaFence();
  for (int64_t kd = 0; kd < dk() / 16; ++kd) {
    int64_t slice = (kd % 4) * 32;
    Value qd = arith::AddIOp::create(b, loc, qDesc0,
                                     i64(((kd / 4) * rows * 128 + slice) >> 4));
    int64_t kOffset =
        mt.kTransposed ? kd * 16 * 128 : (kd / 4) * kKeys * 128 + slice;
    Value kdsc = arith::AddIOp::create(b, loc, kDesc0, i64(kOffset >> 4));
    acc = wgmmaSS(qd, kdsc, acc, /*zeroInit=*/kd == 0,
                  /*transposeB=*/mt.kTransposed);
  }
  return acc;
}

SmallVector<SmallVector<Value>> OnlineSoftmaxKernel::packP(Frags &p) {
  SmallVector<SmallVector<Value>> pa(kKeys / 16);
  for (int64_t kk = 0; kk < kKeys / 16; ++kk)
    for (int64_t half = 0; half < 2; ++half)
      for (int64_t h = 0; h < 2; ++h)
        pa[kk].push_back(asI32(packF32Pair(p[0][2 * kk + half][2 * h],
                                           p[0][2 * kk + half][2 * h + 1])));
  return pa;
}

SmallVector<Value>
OnlineSoftmaxKernel::issueValues(ArrayRef<SmallVector<Value>> pa, Value vAddr,
                                 SmallVector<Value> acc) {
  Value vDesc0 = descriptor(vAddr, kKeys * 128, kAtomBytes);
  wgmmaFence();
  for (int64_t kk = 0; kk < kKeys / 16; ++kk)
    acc = wgmmaRS(
        pa[kk],
        arith::AddIOp::create(b, loc, vDesc0, i64((kk * 16 * 128) >> 4)), acc,
        /*transposeB=*/true);
  return acc;
}

void OnlineSoftmaxKernel::issueTmaTile(Value tensorMap, AffineMap map,
                                       unsigned numDims, int64_t colDim,
                                       int64_t slabs, Value offset, Value bar,
                                       Value keyBase, int64_t first,
                                       Value emptyBar, Value use,
                                       bool keysAlongSlabs, int64_t rowDim,
                                       int64_t boxRows) {
  MLIRContext *ctx = b.getContext();
  int64_t slabRows = boxRows ? boxRows : keysAlongSlabs ? dk() : kKeys;
  // With a cluster: the buffer's previous contents (use - 1) are done
  // with in every CTA of the cluster. Only a CTA that copies a slab
  // waits: it alone counts every CTA's arrivals in order (none consumes
  // use u + 1 before its slabs, copied after every CTA released use u).
  if ((cluster > 1 || ws) && use) {
    Value refills =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, use, idx(0));
    if (slabs < cluster)
      for (int64_t r = 0; r < cluster; ++r)
        if (llvm::none_of(llvm::seq<int64_t>(0, slabs), [&](int64_t slab) {
              return (slab + first) % cluster == r;
            }))
          refills = arith::AndIOp::create(
              b, loc, refills,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                    clusterRank, idx(r)));
    auto refill = scf::IfOp::create(b, loc, refills,
                                    /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(refill.thenBlock());
    // CTA-scope release and acquire (as CUTLASS's cluster pipelines): the
    // arrivals order the arriving CTA's completed wgmma reads before the
    // refill; cluster scope costs a fence per arrival (membar stalls, 2.4x
    // slower on the H100, bench/results/
    // 2026-11-24-h100-run45-53-multicast.md).
    pollParity(emptyBar,
               indexToI32(rem(arith::SubIOp::create(b, loc, use, idx(1)), 2)));
  }
  Value barAddr = arith::TruncIOp::create(
      b, loc, b.getI32Type(),
      LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), bar));
  NVVM::MBarrierArriveExpectTxOp::create(
      b, loc, Type(), bar, indexToI32(idx(slabs * slabRows * 128)),
      NVVM::MemScopeKindAttr::get(ctx, NVVM::MemScopeKind::CTA),
      b.getBoolAttr(false), Value());
  for (int64_t slab = 0; slab < slabs; ++slab) {
    SmallVector<Value> ivs(numDims, idx(0));
    for (auto [k, dim] : llvm::enumerate(mt.batchDims))
      ivs[dim] = batchIdx[k];
    ivs[rowDim >= 0 ? rowDim : mt.jDim] =
        keysAlongSlabs ? add(keyBase, idx(64 * slab)) : keyBase;
    ivs[colDim] = idx(keysAlongSlabs ? 0 : 64 * slab);
    SmallVector<Value> coords;
    for (Value v : llvm::reverse(apply(map, ivs)))
      coords.push_back(indexToI32(v));
    Value dst = arith::TruncIOp::create(
        b, loc, b.getI32Type(),
        sharedAddr(add(offset, idx(slab * slabRows * 128))));
    std::optional<OpBuilder::InsertionGuard> mine;
    Value mask;
    if (cluster > 1) {
      // This CTA's slabs, to every CTA of the cluster (mask: all).
      mine.emplace(b);
      auto ifOp = scf::IfOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, clusterRank,
                                idx((slab + first) % cluster)),
          /*withElseRegion=*/false);
      b.setInsertionPointToStart(ifOp.thenBlock());
      mask = arith::ConstantIntOp::create(b, loc, b.getI16Type(),
                                          (1 << cluster) - 1);
    }
    tmaLoad(dst, tensorMap, coords, barAddr, mask);
  }
}

void OnlineSoftmaxKernel::tmaKeys(Value s, Value keyBase, Value use) {
  int64_t numOuter = op.getDimSizes().size();
  issueTmaTile(kTensorMap, mt.kMap, numOuter + 1, numOuter,
               mt.kTransposed ? kKeys / 64 : dw() / 64, kOffsetOf(s),
               barrier(false, s), keyBase, /*first=*/0,
               barrier(false, s, /*empty=*/true), use, mt.kTransposed);
}

void OnlineSoftmaxKernel::tmaValues(Value s, Value keyBase, Value use) {
  int64_t numOuter = op.getDimSizes().size();
  issueTmaTile(vTensorMap, mt.vMap, numOuter, mt.eDim, ew() / 64, vOffsetOf(s),
               barrier(true, s), keyBase, /*first=*/1,
               barrier(true, s, /*empty=*/true), use);
}

void OnlineSoftmaxKernel::tmaWait(bool values, Value s, Value use) {
  NVVM::MBarrierTryWaitParityOp::create(
      b, loc, barrier(values, s), indexToI32(rem(use, 2)), i32Const(1000000));
}

void OnlineSoftmaxKernel::warpArrive(function_ref<Value()> bar) {
  auto lead = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(0)),
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(lead.thenBlock());
  NVVM::MBarrierArriveOp::create(b, loc, Type(), bar(), /*count=*/Value());
}
