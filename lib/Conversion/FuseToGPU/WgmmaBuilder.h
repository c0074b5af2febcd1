//===- WgmmaBuilder.h - building blocks of wgmma kernels --------*- C++ -*-===//
//
// Private to the kernel generators: Hopper's warpgroup matrix multiply
// (wgmma.mma_async, sm_90a) on 16-bit operands (or f32 read as tf32, the
// GEMM's operands both K-major) with f32 accumulators.
//
// Operands in shared memory are tiles of 128-byte rows (64 16-bit or 32
// f32 elements: rowElems) in the 128-byte swizzle: a tile of `width`
// columns is stored as width / rowElems slabs of [rows][rowElems], and the
// 16-byte chunk c of row r sits at chunk c ^ (r % 8)
// of its row, in 1024-byte atoms of 8 rows (bank-conflict free for the
// cp.async writes and what the tensor cores expect). Such a tile is read
// either K-major (the reduction dim is the 64-element row: Q and K of
// S = Q K^T) or MN-major (the rows are the reduction dim: V of O = P V).
//
// Accumulators of an m64nN tile are N / 2 f32 registers per thread, laid
// out per warp like N / 8 mma.sync m16n8 accumulators: warp w of the
// warpgroup holds rows 16 w .. 16 w + 15, the generators' existing softmax
// code runs on them unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_WGMMABUILDER_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_WGMMABUILDER_H

#include "MmaBuilder.h"

#include "llvm/Support/FormatVariadic.h"

namespace mlir::fuse {

/// Adds wgmma to the mma.sync building blocks.
class WgmmaBuilder : public MmaBuilder {
public:
  using MmaBuilder::MmaBuilder;

  /// Bytes of one 8-row swizzle atom; shared tiles start at multiples.
  static constexpr int64_t kAtomBytes = 1024;

  /// Elements of a 128-byte swizzled row: 64 16-bit ones, 32 f32.
  int64_t rowElems() const { return 1024 / elt.getIntOrFloatBitWidth(); }
  /// Elements of a 16-byte chunk (one cp.async): 8 or 4.
  int64_t chunkElems() const { return 128 / elt.getIntOrFloatBitWidth(); }
  /// k of one wgmma: 16 of 16-bit operands, 8 of tf32 (32 bytes of a row
  /// either way).
  int64_t mmaK() const { return elt.isF32() ? 8 : 16; }

  Value i64(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), v);
  }
  Value i32Const(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  }
  Value toI64(Value index) {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  }

  /// The shared-memory address (in the CTA's shared window) of the
  /// kernel's dynamic shared memory `base`, as an index.
  Value sharedAddress(Value base) {
    return memref::ExtractAlignedPointerAsIndexOp::create(b, loc, base);
  }

  /// The wgmma matrix descriptor of a 128-byte-swizzled tile at shared
  /// address `addr` (an i64, 1024-byte aligned plus a multiple of 16):
  /// start address, leading and stride byte offsets (all >> 4) and the
  /// 128-byte swizzle mode in bits 62-63.
  Value descriptor(Value addr, int64_t leadingBytes, int64_t strideBytes) {
    Value start = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, addr, i64(4)), i64(0x3FFF));
    int64_t fixed = ((leadingBytes >> 4) & 0x3FFF) << 16 |
                    ((strideBytes >> 4) & 0x3FFF) << 32 | int64_t(1) << 62;
    return arith::OrIOp::create(b, loc, start, i64(fixed));
  }

  /// wgmma.fence: orders this thread's register writes (accumulators, A
  /// fragments) before the wgmma that reads them.
  void wgmmaFence() { NVVM::WgmmaFenceAlignedOp::create(b, loc); }
  /// Commits the issued wgmma ops as a group and waits until at most
  /// `pending` groups are in flight.
  void wgmmaCommitAndWait(int64_t pending) {
    wgmmaCommit();
    wgmmaWait(pending);
  }
  /// Commits the wgmma ops issued since the last commit as one group.
  void wgmmaCommit() { NVVM::WgmmaGroupSyncAlignedOp::create(b, loc); }
  /// Waits until at most `pending` committed groups are in flight (groups
  /// complete in order).
  void wgmmaWait(int64_t pending) {
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, pending);
  }
  /// Makes shared memory written by this thread's generic-proxy stores
  /// (cp.async included) visible to the tensor cores' async proxy; must
  /// precede the barrier after which a wgmma reads it.
  void fenceProxyAsync() {
    NVVM::FenceProxyOp::create(
        b, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
  }

  /// The copy engine (TMA) loads the box of `tensorMap` at `coords` (i32,
  /// innermost axis first) into shared address `dst` (i32, 1024-byte
  /// aligned: the map's 128-byte swizzle lands as the descriptors read
  /// it), completing its bytes on the mbarrier at shared address `bar`
  /// (i32); zeros past the tensor's end. With `multicastMask` (i16), into
  /// the same place of every CTA of the cluster the mask names. Inline PTX:
  /// MLIR 22's nvvm.cp.async.bulk.tensor.shared.cluster.global wants a
  /// shared::cluster destination pointer (PTX 8.0 has no shared::cta one)
  /// and prints constant coordinates as immediates (docs/Design.md).
  void tmaLoad(Value dst, Value tensorMap, ArrayRef<Value> coords, Value bar,
               Value multicastMask = Value()) {
    std::string coordList, constraints = "r,l";
    SmallVector<Value> operands{dst, tensorMap};
    for (auto [k, c] : llvm::enumerate(coords)) {
      coordList += llvm::formatv("{0}${1}", k ? ", " : "", k + 2).str();
      constraints += ",r";
      operands.push_back(c);
    }
    constraints += ",r";
    operands.push_back(bar);
    if (multicastMask) {
      constraints += ",h";
      operands.push_back(multicastMask);
    }
    LLVM::InlineAsmOp::create(
        b, loc, TypeRange(), operands,
        llvm::formatv("cp.async.bulk.tensor.{0}d.shared::cluster.global."
                      "mbarrier::complete_tx::bytes{3} [$0], [$1, {{{1}}], "
                      "[${2}]{4};",
                      coords.size(), coordList, coords.size() + 2,
                      multicastMask ? ".multicast::cluster" : "",
                      multicastMask
                          ? llvm::formatv(", ${0}", coords.size() + 3).str()
                          : std::string())
            .str(),
        constraints, /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
  }

  /// D = A B (+ D unless `zeroInit`) for an m64nNk16 tile (m64nNk8 of
  /// tf32), both operands in shared memory (descriptors), A K-major or
  /// (`transposeA`) MN-major, B K-major or (`transposeB`) MN-major (16-bit
  /// operands only); `acc` holds N / 2 values.
  SmallVector<Value> wgmmaSS(Value descA, Value descB, ArrayRef<Value> acc,
                             bool zeroInit, bool transposeB = false,
                             bool transposeA = false) {
    int64_t n = 2 * acc.size();
    Type structTy = accStruct(acc.size());
    Value in = packStruct(structTy, acc);
    NVVM::WGMMATypes t = elt.isBF16()  ? NVVM::WGMMATypes::bf16
                         : elt.isF32() ? NVVM::WGMMATypes::tf32
                                       : NVVM::WGMMATypes::f16;
    auto op = NVVM::WgmmaMmaAsyncOp::create(
        b, loc, structTy, in, descA, descB,
        NVVM::MMAShapeAttr::get(b.getContext(), 64, n, mmaK()), t, t,
        NVVM::WGMMATypes::f32,
        zeroInit ? NVVM::WGMMAScaleOut::zero : NVVM::WGMMAScaleOut::one,
        NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
        transposeA ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        transposeB ? NVVM::MMALayout::row : NVVM::MMALayout::col,
        /*satfinite=*/NVVM::MMAIntOverflowAttr());
    return unpackStruct(op.getResult(), acc.size());
  }

  /// D = A B + D for an m64nNk16 tile with A from registers (4 i32 per
  /// thread, mma.sync's m16k16 A fragment per warp) and B in shared memory
  /// (MN-major when `transposeB`). MLIR's wgmma op takes A from shared
  /// memory only, so this form is inline PTX.
  SmallVector<Value> wgmmaRS(ArrayRef<Value> a, Value descB,
                             ArrayRef<Value> acc, bool transposeB) {
    int64_t numAcc = acc.size(), n = 2 * numAcc;
    std::string outs, constraints;
    for (int64_t k = 0; k < numAcc; ++k) {
      outs += llvm::formatv("{0}${1}", k ? "," : "", k).str();
      constraints += k ? ",=f" : "=f";
    }
    std::string asmText = llvm::formatv(
        "wgmma.mma_async.sync.aligned.m64n{0}k16.f32.{1}.{1} {{{2}}, "
        "{{${3},${4},${5},${6}}, ${7}, 1, 1, 1, {8};",
        n, elt.isBF16() ? "bf16" : "f16", outs, numAcc, numAcc + 1,
        numAcc + 2, numAcc + 3, numAcc + 4, transposeB ? 1 : 0);
    constraints += ",r,r,r,r,l";
    SmallVector<Value> operands(a.begin(), a.end());
    operands.push_back(descB);
    for (int64_t k = 0; k < numAcc; ++k) {
      constraints += "," + std::to_string(k);
      operands.push_back(acc[k]);
    }
    Type structTy = accStruct(numAcc);
    auto op = LLVM::InlineAsmOp::create(
        b, loc, structTy, operands, asmText, constraints,
        /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    return unpackStruct(op.getResult(0), numAcc);
  }

  /// Passes `values` through an empty side-effecting asm: reads of wgmma
  /// results stay after the wait that makes them valid (LLVM may otherwise
  /// move arithmetic on them above it).
  SmallVector<Value> fenceOperands(ArrayRef<Value> values) {
    std::string constraints;
    for (size_t k = 0; k < values.size(); ++k)
      constraints += k ? ",=f" : "=f";
    for (size_t k = 0; k < values.size(); ++k)
      constraints += "," + std::to_string(k);
    auto op = LLVM::InlineAsmOp::create(
        b, loc, accStruct(values.size()), values, "", constraints,
        /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    return unpackStruct(op.getResult(0), values.size());
  }

  /// A packed pair of 16-bit values as the i32 an asm "r" operand takes.
  Value asI32(Value pair) {
    if (pair.getType().isInteger(32))
      return pair;
    auto i32x1 = VectorType::get({1}, b.getI32Type());
    Value cast = vector::BitCastOp::create(b, loc, i32x1, pair);
    return vector::ExtractOp::create(b, loc, cast, ArrayRef<int64_t>{0});
  }

  /// A typed [width / rowElems][rows][rowElems] view of a swizzled tile at
  /// `offset` bytes into dynamic shared memory.
  Value swizzledView(Value base, int64_t rows, int64_t width, Value offset) {
    auto wg = gpu::AddressSpaceAttr::get(b.getContext(),
                                         gpu::AddressSpace::Workgroup);
    auto ty = MemRefType::get({width / rowElems(), rows, rowElems()}, elt,
                              AffineMap(), wg);
    return memref::ViewOp::create(b, loc, ty, base, offset, ValueRange{});
  }

  /// Indices into a swizzledView of the 16-byte chunk starting at column
  /// `col` (a multiple of chunkElems) of row `row`.
  SmallVector<Value> swizzledIndex(Value row, Value col) {
    Value chunk = rem(div(col, chunkElems()), 8);
    Value swz = arith::XOrIOp::create(b, loc, chunk, rem(row, 8));
    return {div(col, rowElems()), row, mul(swz, idx(chunkElems()))};
  }

private:
  Type accStruct(int64_t numAcc) {
    SmallVector<Type> fields(numAcc, b.getF32Type());
    return LLVM::LLVMStructType::getLiteral(b.getContext(), fields);
  }
  Value packStruct(Type structTy, ArrayRef<Value> values) {
    Value s = LLVM::UndefOp::create(b, loc, structTy);
    for (auto [k, v] : llvm::enumerate(values))
      s = LLVM::InsertValueOp::create(b, loc, s, v, k);
    return s;
  }
  SmallVector<Value> unpackStruct(Value s, int64_t n) {
    SmallVector<Value> out;
    for (int64_t k = 0; k < n; ++k)
      out.push_back(LLVM::ExtractValueOp::create(b, loc, s, k));
    return out;
  }
};

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_WGMMABUILDER_H
