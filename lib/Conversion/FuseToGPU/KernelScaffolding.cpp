//===- KernelScaffolding.cpp - what every kernel generator builds on ------===//
//
// Shared scaffolding of the kernel generators (declared in KernelBuilders.h):
// the manifest's dtype names, an empty kernel with a signature's arguments
// (createKernel), the memref views of its buffers for dynamic shapes
// (beginKernel), an iteration dim's size inside a kernel (iterationSize)
// and grid extents that depend on dynamic sizes (gridExtent). No strategy
// lives here: each generator is a *Kernel.cpp file.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::fuse;

StringRef mlir::fuse::dtypeName(Type elementType) {
  if (elementType.isF32())
    return "f32";
  if (elementType.isF16())
    return "f16";
  if (elementType.isBF16())
    return "bf16";
  if (elementType.isF64())
    return "f64";
  // A boolean mask: one byte per element, 0 or 1 (docs/Design.md).
  if (elementType.isInteger(1))
    return "i1";
  // Integer inputs (lengths, positions, ids) as stored.
  if (elementType.isSignlessInteger(8))
    return "i8";
  if (elementType.isSignlessInteger(16))
    return "i16";
  if (elementType.isSignlessInteger(32))
    return "i32";
  if (elementType.isSignlessInteger(64))
    return "i64";
  return "";
}

gpu::GPUFuncOp mlir::fuse::createKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                                       Location loc, StringRef name,
                                       const KernelSignature &sig) {
  b.setInsertionPointToEnd(kernels.getBody());
  SmallVector<Type> types;
  for (MemRefType t : sig.types)
    types.push_back(t.hasStaticShape()
                        ? Type(t)
                        : Type(MemRefType::get({}, t.getElementType())));
  types.append(sig.numSizeArgs, b.getIndexType());
  types.append(sig.numTensorMaps, LLVM::LLVMPointerType::get(b.getContext()));
  if (sig.numCounters > 0)
    types.push_back(MemRefType::get({sig.numCounters}, b.getI32Type()));
  auto fn = gpu::GPUFuncOp::create(b, loc, name, b.getFunctionType(types, {}));
  fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  b.setInsertionPointToStart(&fn.getBody().front());
  return fn;
}

KernelFrame mlir::fuse::beginKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                                   Location loc, StringRef name,
                                   ArrayRef<Value> operands,
                                   const KernelSignature &sig) {
  KernelFrame frame;
  frame.fn = createKernel(b, kernels, loc, name, sig);
  unsigned numBuffers = sig.types.size();
  ValueRange sizes = frame.fn.getArguments().drop_front(numBuffers);
  SmallVector<Value> buffers;
  for (auto [i, type] : llvm::enumerate(sig.types)) {
    Value arg = frame.fn.getArgument(i);
    if (type.hasStaticShape()) {
      buffers.push_back(arg);
      continue;
    }
    // Row-major view of the pointer: extents from the size arguments,
    // strides their suffix products.
    int64_t rank = type.getRank();
    SmallVector<OpFoldResult> extents(rank), strides(rank);
    OpFoldResult stride = b.getIndexAttr(1);
    for (int64_t a = rank - 1; a >= 0; --a) {
      int64_t e = type.getDimSize(a);
      extents[a] = ShapedType::isDynamic(e)
                       ? OpFoldResult(sizes[sig.sizeArgs[i][a]])
                       : OpFoldResult(b.getIndexAttr(e));
      strides[a] = stride;
      auto asValue = [&](OpFoldResult f) -> Value {
        if (auto v = dyn_cast<Value>(f))
          return v;
        return arith::ConstantIndexOp::create(
            b, loc, cast<IntegerAttr>(cast<Attribute>(f)).getInt());
      };
      if (isa<Attribute>(stride) && isa<Attribute>(extents[a]))
        stride = b.getIndexAttr(
            cast<IntegerAttr>(cast<Attribute>(stride)).getInt() * e);
      else
        stride = Value(arith::MulIOp::create(b, loc, asValue(stride),
                                             asValue(extents[a])));
    }
    buffers.push_back(memref::ReinterpretCastOp::create(
        b, loc, type, arg, b.getIndexAttr(0), extents, strides));
  }
  for (auto [v, m] : llvm::zip(operands, buffers))
    frame.memrefOf[v] = m;
  frame.results.assign(buffers.begin() + operands.size(), buffers.end());
  return frame;
}

Value mlir::fuse::iterationSize(OpBuilder &b, Location loc, AggregateOp op,
                                int64_t dim, const KernelFrame &frame) {
  int64_t size = op.getDimSizes()[dim];
  if (!ShapedType::isDynamic(size))
    return arith::ConstantIndexOp::create(b, loc, size);
  auto extentOf = [&](Value memref, unsigned axis) -> Value {
    return memref::DimOp::create(b, loc, memref, axis);
  };
  // A buffer indexed by `dim` directly: an input, or a result (kept dims).
  for (auto [in, m] : llvm::zip(op.getInputs(), op.getIndexingMaps()))
    for (auto [r, e] : llvm::enumerate(cast<AffineMapAttr>(m).getValue().getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e);
          d && d.getPosition() == dim && frame.memrefOf.lookup(in) &&
          cast<ShapedType>(in.getType()).isDynamicDim(r))
        return extentOf(frame.memrefOf.lookup(in), r);
  if (!op.isReduced(dim) && !frame.results.empty()) {
    unsigned pos = 0;
    for (int64_t d = 0; d < dim; ++d)
      pos += !op.isReduced(d);
    return extentOf(frame.results.front(), pos);
  }
  Value found;
  op.getBody().walk([&](ReduceOp red) {
    for (auto [in, m] : llvm::zip(red.getInputs(), red.getIndexingMaps()))
      for (auto [r, e] :
           llvm::enumerate(cast<AffineMapAttr>(m).getValue().getResults()))
        if (auto d = dyn_cast<AffineDimExpr>(e);
            !found && d && d.getPosition() == dim &&
            frame.memrefOf.lookup(in) &&
            cast<ShapedType>(in.getType()).isDynamicDim(r))
          found = extentOf(frame.memrefOf.lookup(in), r);
  });
  return found;
}

GridExtent mlir::fuse::gridExtent(AggregateOp op, ArrayRef<int64_t> dims,
                                  int64_t ceilDiv) {
  GridExtent g;
  g.ceilDiv = ceilDiv;
  for (int64_t d : dims) {
    int64_t size = op.getDimSizes()[d];
    if (ShapedType::isDynamic(size))
      g.dims.push_back(d);
    else
      g.factor *= size;
  }
  return g;
}

std::optional<int64_t> mlir::fuse::tmaKeyAxis(Value tensor, AffineMap map,
                                              int64_t keyDim, int64_t colDim,
                                              int64_t keyExtent,
                                              int64_t colExtent) {
  // 16-bit elements, or f32 (read as tf32): the box's rows of 128 bytes.
  auto type = dyn_cast<ShapedType>(tensor.getType());
  if (!type || !(type.getElementType().isF32() ||
                 (type.getElementType().isIntOrFloat() &&
                  type.getElementType().getIntOrFloatBitWidth() == 16)))
    return std::nullopt;
  int64_t rank = type.getRank();
  if (rank < 2 || rank > 5 || map.getNumResults() != rank)
    return std::nullopt;
  auto isDim = [](AffineExpr e, int64_t dim) {
    auto d = dyn_cast<AffineDimExpr>(e);
    return d && static_cast<int64_t>(d.getPosition()) == dim;
  };
  if (!isDim(map.getResult(rank - 1), colDim) ||
      type.getDimSize(rank - 1) != colExtent)
    return std::nullopt;
  std::optional<int64_t> keyAxis;
  for (int64_t r = 0; r + 1 < rank; ++r) {
    AffineExpr e = map.getResult(r);
    if (e.isFunctionOfDim(colDim))
      return std::nullopt;
    if (!e.isFunctionOfDim(keyDim))
      continue;
    if (keyAxis || !isDim(e, keyDim))
      return std::nullopt;
    keyAxis = r;
  }
  if (!keyAxis || type.getDimSize(*keyAxis) != keyExtent)
    return std::nullopt;
  return keyAxis;
}

TensorMapArg mlir::fuse::tmaTileArg(unsigned buffer, Value tensor,
                                    int64_t axis, int64_t rows) {
  TensorMapArg arg;
  arg.buffer = buffer;
  arg.box.assign(cast<ShapedType>(tensor.getType()).getRank(), 1);
  arg.box[axis] = rows;
  // One 128-byte swizzled row: 64 16-bit elements or 32 f32.
  auto elt = cast<ShapedType>(tensor.getType()).getElementType();
  arg.box.back() = 1024 / elt.getIntOrFloatBitWidth();
  return arg;
}
