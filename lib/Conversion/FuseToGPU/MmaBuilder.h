//===- MmaBuilder.h - building blocks of mma.sync kernels -------*- C++ -*-===//
//
// Private to the kernel generators: index arithmetic, cp.async groups,
// ldmatrix and mma.sync m16n8k16 on 16-bit operands (m16n8k8 on tf32) with
// f32 accumulators,
// and typed views of dynamic shared memory.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_MMABUILDER_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_MMABUILDER_H

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

namespace mlir::fuse {

/// Collects the factors of a product tree of mulf ops.
inline void productFactors(Value v, SmallVectorImpl<Value> &factors) {
  if (auto mul = v.getDefiningOp<arith::MulFOp>()) {
    productFactors(mul.getLhs(), factors);
    productFactors(mul.getRhs(), factors);
    return;
  }
  factors.push_back(v);
}

/// Whether `body` yields (extf of) argument 0 times (extf of) argument 1
/// times constants, each argument once; multiplies the constants into
/// `scale`. The shape of a contraction's element.
inline bool matchScaledProduct(Block &body, double &scale) {
  SmallVector<Value> factors;
  productFactors(body.getTerminator()->getOperand(0), factors);
  unsigned seen = 0;
  for (Value f : factors) {
    FloatAttr c;
    if (matchPattern(f, m_Constant(&c))) {
      scale *= c.getValueAsDouble();
      continue;
    }
    auto arg = dyn_cast<BlockArgument>(stripExt(f));
    if (!arg || arg.getOwner() != &body || arg.getArgNumber() > 1 ||
        (seen & (1u << arg.getArgNumber())))
      return false;
    seen |= 1u << arg.getArgNumber();
  }
  return seen == 3;
}

/// Emits the pieces every mma.sync kernel is made of, at `b`'s insertion
/// point, for operands of type `elt` (16-bit, or f32 read as tf32).
class MmaBuilder {
public:
  MmaBuilder(OpBuilder &b, Location loc, Type elt) : b(b), loc(loc), elt(elt) {}

  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value f32(double v) { return floatConstant(b, loc, b.getF32Type(), v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value div(Value x, int64_t y) {
    return arith::DivUIOp::create(b, loc, x, idx(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, loc, x, idx(y));
  }
  /// Indices of `map` at the iteration point `ivs` (outer dims ++ own).
  SmallVector<Value> apply(AffineMap map, ArrayRef<Value> ivs) {
    SmallVector<Value> out;
    for (AffineExpr e : map.getResults())
      out.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, e), ivs));
    return out;
  }
  Value blockId(gpu::Dimension dim) {
    return gpu::BlockIdOp::create(b, loc, dim);
  }
  /// Commits the copies issued so far as one cp.async group.
  void commit() { NVVM::CpAsyncCommitGroupOp::create(b, loc); }

  /// Waits until at most `pending` committed groups are in flight, then
  /// synchronizes the CTA.
  void waitAllButNewest(int64_t pending) {
    NVVM::CpAsyncWaitGroupOp::create(b, loc, b.getI32IntegerAttr(pending));
    gpu::BarrierOp::create(b, loc);
  }
  /// Butterfly reduction over the 4 lanes of a quad.
  Value quadReduce(Value v, bool isMax) {
    for (int32_t offset : {1, 2}) {
      auto shfl = gpu::ShuffleOp::create(b, loc, v, offset, 32,
                                         gpu::ShuffleMode::XOR);
      v = isMax ? Value(arith::MaximumFOp::create(b, loc, v, shfl.getResult(0)))
                : Value(arith::AddFOp::create(b, loc, v, shfl.getResult(0)));
    }
    return v;
  }

  /// A pair of 16-bit values as mma.sync's register operand: an i32 for
  /// bf16, the vector<2xf16> itself for f16.
  Value packPair(Value pair) {
    if (!elt.isBF16())
      return pair;
    auto i32x1 = VectorType::get({1}, b.getI32Type());
    Value cast = vector::BitCastOp::create(b, loc, i32x1, pair);
    return vector::ExtractOp::create(b, loc, cast, ArrayRef<int64_t>{0});
  }

  /// ldmatrix of `tiles` 8x8 tiles; returns one i32 register per tile.
  SmallVector<Value> ldmatrix(Value smem, Value row, Value col, int64_t tiles,
                              bool transpose) {
    auto ty = VectorType::get({tiles, 2}, elt);
    Value frag = nvgpu::LdMatrixOp::create(b, loc, ty, smem,
                                           ValueRange{row, col}, transpose,
                                           tiles);
    SmallVector<Value> regs;
    for (int64_t t = 0; t < tiles; ++t)
      regs.push_back(packPair(
          vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{t})));
    return regs;
  }

  /// ldmatrix of `tiles` 8 x 4 tiles of f32 (16 bytes a row, non-
  /// transposed: tf32 has no transposing load): lane l receives element
  /// (l / 4, l % 4) of each tile, the tf32 MMAs' fragment element of row
  /// g and k t, rounded to tf32 (cvt.rna) in an i32.
  SmallVector<Value> ldmatrixTf32(Value smem, Value row, Value col,
                                  int64_t tiles) {
    auto ty = VectorType::get({tiles, 1}, b.getF32Type());
    Value frag = nvgpu::LdMatrixOp::create(b, loc, ty, smem,
                                           ValueRange{row, col},
                                           /*transpose=*/false, tiles);
    SmallVector<Value> regs;
    for (int64_t t = 0; t < tiles; ++t)
      regs.push_back(roundTf32(
          vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{t, 0})));
    return regs;
  }

  /// D = A B + C on one m16n8k16 tile: A 4 regs, B 2 regs, C/D 4 f32.
  SmallVector<Value> mma(ArrayRef<Value> a, ArrayRef<Value> bReg,
                         ArrayRef<Value> c) {
    NVVM::MMATypes ptx =
        elt.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
    return mmaSync(a, bReg, c, 16, ptx);
  }

  /// D = A B + C on one m16n8k8 tile of tf32 operands: A 4 regs, B 2 regs
  /// (each a tf32 in an i32, tf32()), C/D 4 f32 laid out as m16n8k16's.
  SmallVector<Value> mmaTf32(ArrayRef<Value> a, ArrayRef<Value> bReg,
                             ArrayRef<Value> c) {
    return mmaSync(a, bReg, c, 8, NVVM::MMATypes::tf32);
  }

  /// The f32 at smem[row][col], rounded to tf32 (to nearest, ties away, as
  /// cvt.rna does) in an i32: an operand register of mmaTf32.
  Value tf32(Value smem, Value row, Value col) {
    return roundTf32(
        memref::LoadOp::create(b, loc, smem, ValueRange{row, col}));
  }

  /// The f32 `v` rounded to tf32 (cvt.rna) in an i32.
  Value roundTf32(Value v) {
    auto cvt = NVVM::ConvertFloatToTF32Op::create(b, loc, b.getI32Type(), v);
    cvt.setRnd(NVVM::FPRoundingMode::RNA);
    return cvt;
  }

  /// Packs two f32 values into one register of 16-bit elements.
  Value packF32Pair(Value lo, Value hi) {
    auto pairTy = VectorType::get({2}, elt);
    Value pair = vector::FromElementsOp::create(
        b, loc, pairTy,
        ValueRange{castFloat(b, loc, lo, elt), castFloat(b, loc, hi, elt)});
    return packPair(pair);
  }

  /// Issues (without committing) cp.async copies of a rows x cols tile of
  /// `tensor` (read through `map` at `ivs` with `rowDim` = rowBase + r and
  /// `colDim` = colBase + c) into `smem`, 16 bytes per copy, spread over
  /// `threads` threads; chunks past rowLimit / colLimit are zero-filled.
  void issueChunks(Value smem, Value tensor, AffineMap map,
                   SmallVector<Value> ivs, Value tid, int64_t threads,
                   int64_t rowDim, Value rowBase, int64_t rowLimit,
                   int64_t rows, int64_t colDim, Value colBase,
                   int64_t colLimit, int64_t cols) {
    issueChunks(smem, tensor, map, std::move(ivs), tid, threads, rowDim,
                rowBase, idx(rowLimit), rows, colDim, colBase, colLimit,
                cols);
  }
  /// As above, with the row limit a value (a dynamic extent).
  void issueChunks(Value smem, Value tensor, AffineMap map,
                   SmallVector<Value> ivs, Value tid, int64_t threads,
                   int64_t rowDim, Value rowBase, Value rowLimit,
                   int64_t rows, int64_t colDim, Value colBase,
                   int64_t colLimit, int64_t cols) {
    // 16 bytes per copy: 8 16-bit elements or 4 f32.
    int64_t chunkElems = 128 / elt.getIntOrFloatBitWidth();
    int64_t perRow = cols / chunkElems;
    for (int64_t it = 0; it < rows * perRow / threads; ++it) {
      Value chunk = add(tid, idx(it * threads));
      Value r = div(chunk, perRow);
      Value c = mul(rem(chunk, perRow), idx(chunkElems));
      Value row = add(rowBase, r), col = add(colBase, c);
      Value valid = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row,
                                rowLimit),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col,
                                idx(colLimit)));
      ivs[rowDim] = arith::SelectOp::create(b, loc, valid, row, idx(0));
      ivs[colDim] = arith::SelectOp::create(b, loc, valid, col, idx(0));
      Value srcElems =
          arith::SelectOp::create(b, loc, valid, idx(chunkElems), idx(0));
      nvgpu::DeviceAsyncCopyOp::create(
          b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
          ValueRange{r, c}, tensor, apply(map, ivs),
          b.getIndexAttr(chunkElems),
          srcElems, /*bypassL1=*/b.getUnitAttr());
    }
  }

  /// A typed rows x cols view at `offset` bytes into dynamic shared memory.
  Value sharedView(Value base, int64_t rows, int64_t cols, Value offset) {
    auto wg = gpu::AddressSpaceAttr::get(b.getContext(),
                                         gpu::AddressSpace::Workgroup);
    auto ty = MemRefType::get({rows, cols}, elt, AffineMap(), wg);
    return memref::ViewOp::create(b, loc, ty, base, offset, ValueRange{});
  }

  /// The kernel's dynamic shared memory as bytes.
  Value dynamicSharedMemory() {
    auto wg = gpu::AddressSpaceAttr::get(b.getContext(),
                                         gpu::AddressSpace::Workgroup);
    return gpu::DynamicSharedMemoryOp::create(
        b, loc,
        MemRefType::get({ShapedType::kDynamic}, b.getI8Type(), AffineMap(),
                        wg));
  }

protected:
  /// mma.sync m16n8k`k` (row-major A, column-major B) on operands of type
  /// `type`, f32 accumulators.
  SmallVector<Value> mmaSync(ArrayRef<Value> a, ArrayRef<Value> bReg,
                             ArrayRef<Value> c, int64_t k,
                             NVVM::MMATypes type) {
    Type f32Ty = b.getF32Type();
    auto structTy = LLVM::LLVMStructType::getLiteral(
        b.getContext(), {f32Ty, f32Ty, f32Ty, f32Ty});
    auto op = NVVM::MmaOp::create(
        b, loc, structTy, a, bReg, c, ArrayRef<int64_t>{16, 8, k},
        std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{type, type},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> d;
    for (int64_t r = 0; r < 4; ++r)
      d.push_back(LLVM::ExtractValueOp::create(b, loc, op.getResult(), r));
    return d;
  }

  OpBuilder &b;
  Location loc;
  /// The 16-bit element type of the mma operands.
  Type elt;
};

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_MMABUILDER_H
