//===- ConstantKernel.cpp - a dense constant tensor written to a buffer ---===//
//
// A frontend that inlines its weights (`arith.constant dense<...>` read by a
// matmul) gives a tensor that no kernel computes. Its values go into the
// kernel module as a constant global (`memref.global`, PTX `.global` with an
// initializer), and a copy kernel, one thread per element, writes them to
// the tensor's buffer, which the readers take like any other. Splat
// constants never get here: the importer folds them into bodies.
//
//===----------------------------------------------------------------------===//

#include "KernelGenerator.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
constexpr int64_t kCopyThreads = 256;

/// arith.constant of a statically shaped tensor.
struct ConstantGenerator : KernelGenerator {
  StringRef name() const override { return "constant"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    auto cst = dyn_cast<arith::ConstantOp>(op);
    auto ty = cst ? dyn_cast<RankedTensorType>(cst.getType()) : nullptr;
    return ty && ty.hasStaticShape() && isa<ElementsAttr>(cst.getValue());
  }

  /// The constant's values as dense elements: a resource blob is read;
  /// one whose data was elided (`dense_resource<__elided__>`, as printed
  /// without large constants) is a located error.
  static FailureOr<DenseElementsAttr> valuesOf(arith::ConstantOp cst) {
    if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue()))
      return dense;
    if (auto res = dyn_cast<DenseResourceElementsAttr>(cst.getValue()))
      if (AsmResourceBlob *blob = res.getRawHandle().getBlob())
        return DenseElementsAttr::getFromRawBuffer(
            cast<ShapedType>(cst.getType()), blob->getData());
    return cst.emitOpError("holds no values fusec can read (")
           << cst.getValue()
           << "): a program printed with its large constants elided does "
              "not contain its weights; print it with them, or pass them as "
              "function arguments";
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &) const override {
    auto cst = cast<arith::ConstantOp>(group.op);
    auto ty = cast<RankedTensorType>(cst.getType());
    FailureOr<DenseElementsAttr> values = valuesOf(cst);
    if (failed(values))
      return failure();
    Location loc = cst.getLoc();
    OpBuilder b(cst.getContext());

    // The values, once, in the kernel module.
    auto globalTy = MemRefType::get(ty.getShape(), ty.getElementType());
    b.setInsertionPointToStart(kernels.getBody());
    auto global = memref::GlobalOp::create(
        b, loc, (name + "_values").str(), b.getStringAttr("private"), globalTy,
        *values, /*constant=*/true, /*alignment=*/IntegerAttr());
    SymbolTable(kernels).insert(global);

    KernelFrame frame = beginKernel(b, kernels, loc, name, {}, sig);
    Value out = frame.results.front();
    auto index = [&](int64_t v) -> Value {
      return arith::ConstantIndexOp::create(b, loc, v);
    };
    int64_t count = ty.getNumElements();
    Value tid = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(
            b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
            index(kCopyThreads)),
        gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          tid, index(count));
    auto ifOp = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
    gpu::ReturnOp::create(b, loc);
    b.setInsertionPointToStart(ifOp.thenBlock());
    SmallVector<Value> indices(ty.getRank());
    Value linear = tid;
    for (int64_t r = ty.getRank() - 1; r >= 0; --r) {
      indices[r] =
          arith::RemUIOp::create(b, loc, linear, index(ty.getDimSize(r)));
      linear = arith::DivUIOp::create(b, loc, linear, index(ty.getDimSize(r)));
    }
    Value table = memref::GetGlobalOp::create(b, loc, globalTy,
                                              global.getSymName());
    Value v = memref::LoadOp::create(b, loc, table, indices);
    memref::StoreOp::create(b, loc, v, out, indices);

    KernelLaunch launch;
    launch.grid = {(count + kCopyThreads - 1) / kCopyThreads, 1, 1};
    launch.block = {kCopyThreads, 1, 1};
    return launch;
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createConstantGenerator() {
  return std::make_unique<ConstantGenerator>();
}
