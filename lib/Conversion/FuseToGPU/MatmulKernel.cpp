//===- MatmulKernel.cpp - untiled fuse.matmul kernel ----------------------===//
//
// One thread per output element of a (batched, broadcasting) matmul. The
// correctness baseline the tiled tensor-core kernels are checked against.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "KernelGenerator.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::fuse;

/// Threads per block along x and y.
static constexpr int64_t kTile = 16;

/// Largest grid extent along z.
static constexpr int64_t kMaxGridZ = 65535;

/// Indices into an operand's broadcast batch dimensions, given the result's
/// batch indices (right-aligned; extent-1 dimensions read index 0).
static SmallVector<Value> broadcastBatch(OpBuilder &b, Location loc,
                                         ArrayRef<int64_t> operandBatch,
                                         ArrayRef<Value> resultBatch) {
  SmallVector<Value> idx;
  size_t offset = resultBatch.size() - operandBatch.size();
  for (auto [i, extent] : llvm::enumerate(operandBatch))
    idx.push_back(extent == 1 ? arith::ConstantIndexOp::create(b, loc, 0)
                              : resultBatch[offset + i]);
  return idx;
}

FailureOr<KernelLaunch>
mlir::fuse::buildMatmulKernel(gpu::GPUModuleOp kernels, StringRef name,
                              MatmulOp op, const KernelSignature &sig) {
  Location loc = op.getLoc();
  ArrayRef<int64_t> ls = sig.types[0].getShape(), rs = sig.types[1].getShape(),
                    os = sig.types[2].getShape();
  int64_t m = os[os.size() - 2], n = os[os.size() - 1];
  int64_t k = op.getTransposeLhs() ? ls[ls.size() - 2] : ls[ls.size() - 1];
  ArrayRef<int64_t> outBatch = os.drop_back(2);
  int64_t batch = 1;
  for (int64_t e : outBatch)
    batch *= e;
  if (batch > kMaxGridZ)
    return op.emitOpError("batch size ")
           << batch << " exceeds the grid limit " << kMaxGridZ
           << " of the untiled matmul kernel";

  OpBuilder b(op.getContext());
  gpu::GPUFuncOp fn = createKernel(b, kernels, loc, name, sig);
  Value lhs = fn.getArgument(0), rhs = fn.getArgument(1),
        out = fn.getArgument(2);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  Value tile = cst(kTile);
  Value row = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc,
                            gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
                            tile),
      gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y));
  Value col = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc,
                            gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                            tile),
      gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  Value inRows =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row, cst(m));
  Value inCols =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col, cst(n));
  Value inBounds = arith::AndIOp::create(b, loc, inRows, inCols);
  auto ifOp = scf::IfOp::create(b, loc, inBounds, /*withElseRegion=*/false);
  gpu::ReturnOp::create(b, loc);

  b.setInsertionPointToStart(ifOp.thenBlock());
  // Decompose blockIdx.z into the result's batch indices (last fastest).
  SmallVector<Value> batchIdx(outBatch.size());
  Value linear = gpu::BlockIdOp::create(b, loc, gpu::Dimension::z);
  for (int i = static_cast<int>(outBatch.size()) - 1; i >= 0; --i) {
    Value extent = cst(outBatch[i]);
    batchIdx[i] = arith::RemUIOp::create(b, loc, linear, extent);
    linear = arith::DivUIOp::create(b, loc, linear, extent);
  }

  Type outElt = sig.types[2].getElementType();
  Type accTy = outElt.isF64() ? outElt : b.getF32Type();
  Value zero = arith::ConstantOp::create(b, loc, accTy,
                                         b.getFloatAttr(accTy, 0.0));
  auto loop = scf::ForOp::create(
      b, loc, cst(0), cst(k), cst(1), ValueRange{zero},
      [&](OpBuilder &lb, Location l, Value kk, ValueRange acc) {
        SmallVector<Value> li =
            broadcastBatch(lb, l, ls.drop_back(2), batchIdx);
        SmallVector<Value> ri =
            broadcastBatch(lb, l, rs.drop_back(2), batchIdx);
        li.append(op.getTransposeLhs() ? SmallVector<Value>{kk, row}
                                       : SmallVector<Value>{row, kk});
        ri.append(op.getTransposeRhs() ? SmallVector<Value>{col, kk}
                                       : SmallVector<Value>{kk, col});
        Value a = castFloat(lb, l, memref::LoadOp::create(lb, l, lhs, li),
                               accTy);
        Value c = castFloat(lb, l, memref::LoadOp::create(lb, l, rhs, ri),
                               accTy);
        Value prod = arith::MulFOp::create(lb, l, a, c);
        scf::YieldOp::create(lb, l,
                             ValueRange{arith::AddFOp::create(lb, l, acc[0],
                                                              prod)});
      });
  Value result = loop.getResult(0);
  if (op.getScaleValue() != 1.0)
    result = arith::MulFOp::create(
        b, loc, result,
        arith::ConstantOp::create(
            b, loc, accTy, b.getFloatAttr(accTy, op.getScaleValue())));
  SmallVector<Value> oi(batchIdx);
  oi.append({row, col});
  memref::StoreOp::create(b, loc, castFloat(b, loc, result, outElt), out,
                          oi);

  KernelLaunch launch;
  launch.grid = {(n + kTile - 1) / kTile, (m + kTile - 1) / kTile, batch};
  launch.block = {kTile, kTile, 1};
  return launch;
}

namespace {
/// A fuse.matmul that reaches convert-fuse-to-gpu as is.
struct MatmulGenerator : KernelGenerator {
  StringRef name() const override { return "matmul_untiled"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    return isa<MatmulOp>(op);
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &) const override {
    return buildMatmulKernel(kernels, name, cast<MatmulOp>(group.op), sig);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createMatmulGenerator() {
  return std::make_unique<MatmulGenerator>();
}
