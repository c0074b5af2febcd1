//===- FuseToGPU.cpp - generate GPU kernels from fuse ops -----------------===//
//
// Implements convert-fuse-to-gpu: every host function of fuse ops on static
// tensors becomes a sequence of gpu.func kernels plus a launch manifest.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/Passes.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_CONVERTFUSETOGPUPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Name of the gpu.module holding every generated kernel.
static constexpr StringLiteral kKernelModuleName = "fusec_kernels";

StringRef mlir::fuse::dtypeName(Type elementType) {
  if (elementType.isF32())
    return "f32";
  if (elementType.isF16())
    return "f16";
  if (elementType.isBF16())
    return "bf16";
  if (elementType.isF64())
    return "f64";
  return "";
}

gpu::GPUFuncOp mlir::fuse::createKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                                       Location loc, StringRef name,
                                       ArrayRef<MemRefType> argTypes) {
  b.setInsertionPointToEnd(kernels.getBody());
  SmallVector<Type> types(argTypes.begin(), argTypes.end());
  auto fn = gpu::GPUFuncOp::create(b, loc, name, b.getFunctionType(types, {}));
  fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  b.setInsertionPointToStart(&fn.getBody().front());
  return fn;
}

KernelFrame mlir::fuse::beginKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                                   Location loc, StringRef name,
                                   ArrayRef<Value> operands,
                                   ArrayRef<MemRefType> argTypes) {
  KernelFrame frame;
  frame.fn = createKernel(b, kernels, loc, name, argTypes);
  for (auto [v, arg] : llvm::zip(operands, frame.fn.getArguments()))
    frame.memrefOf[v] = arg;
  frame.results.assign(frame.fn.getArguments().begin() + operands.size(),
                       frame.fn.getArguments().end());
  return frame;
}

namespace {

/// Assigns buffers to the tensors of one host function and records kernels
/// into the manifest.
class LaunchSequence {
public:
  LaunchSequence(func::FuncOp func, gpu::GPUModuleOp kernels)
      : func(func), kernels(kernels), b(func.getContext()) {}

  /// Generates the kernels; fails with a located error on unsupported input.
  LogicalResult run();

  /// The manifest entries built for this function.
  SmallVector<Attribute> bufferAttrs, kernelAttrs, referenceAttrs;

private:
  LogicalResult declareBuffer(Value v, StringRef kind, std::string name);
  LogicalResult lowerOp(Operation *op);
  DictionaryAttr referenceFor(Operation *op);

  func::FuncOp func;
  gpu::GPUModuleOp kernels;
  OpBuilder b;
  llvm::DenseMap<Value, std::string> bufferOf;
  llvm::DenseMap<Value, MemRefType> memrefOf;
  unsigned numTemps = 0;
  llvm::SmallPtrSet<Operation *, 4> fusedEpilogues;
};

} // namespace

/// Row-major strides of a static shape.
static SmallVector<int64_t> rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

LogicalResult LaunchSequence::declareBuffer(Value v, StringRef kind,
                                            std::string name) {
  auto ty = dyn_cast<RankedTensorType>(v.getType());
  Location loc = v.getLoc();
  if (!ty)
    return emitError(loc, "fusec supports only ranked tensors here, got ")
           << v.getType();
  if (!ty.hasStaticShape())
    return emitError(loc, "dynamic shape ")
           << ty << " is not supported by the kernel generator yet";
  if (dtypeName(ty.getElementType()).empty())
    return emitError(loc, "element type ")
           << ty.getElementType()
           << " is not supported (expected f16, bf16, f32 or f64)";
  // Sizes, strides and offsets are int64 everywhere (kernels, manifest,
  // runtime): the buffer's size in bytes must fit (its static part, here).
  int64_t bytes = ty.getElementTypeBitWidth() / 8;
  for (int64_t extent : ty.getShape())
    if (!ShapedType::isDynamic(extent) &&
        llvm::MulOverflow(bytes, extent, bytes))
      return emitError(loc, "tensor type ")
             << ty << " is too large: its size in bytes does not fit in 64 "
             << "bits";
  bufferOf[v] = name;
  memrefOf[v] = MemRefType::get(ty.getShape(), ty.getElementType());
  NamedAttrList attrs;
  attrs.append("name", b.getStringAttr(name));
  attrs.append("kind", b.getStringAttr(kind));
  attrs.append("dtype", b.getStringAttr(dtypeName(ty.getElementType())));
  attrs.append("shape", b.getI64ArrayAttr(ty.getShape()));
  attrs.append("strides", b.getI64ArrayAttr(rowMajorStrides(ty.getShape())));
  bufferAttrs.push_back(attrs.getDictionary(b.getContext()));
  return success();
}

DictionaryAttr LaunchSequence::referenceFor(Operation *op) {
  NamedAttrList attrs;
  SmallVector<Attribute> inputs;
  for (Value in : op->getOperands())
    inputs.push_back(b.getStringAttr(bufferOf.lookup(in)));
  attrs.append("inputs", b.getArrayAttr(inputs));
  attrs.append("output", b.getStringAttr(bufferOf.lookup(op->getResult(0))));
  if (auto mm = dyn_cast<MatmulOp>(op)) {
    attrs.append("op", b.getStringAttr("matmul"));
    attrs.append("transpose_lhs", b.getBoolAttr(mm.getTransposeLhs()));
    attrs.append("transpose_rhs", b.getBoolAttr(mm.getTransposeRhs()));
    attrs.append("scale", b.getF64FloatAttr(mm.getScaleValue()));
  } else if (auto sm = dyn_cast<SoftmaxOp>(op)) {
    attrs.append("op", b.getStringAttr("softmax"));
    attrs.append("axis", b.getI64IntegerAttr(sm.getAxis()));
  } else {
    attrs.append("op", b.getStringAttr("opaque"));
  }
  return attrs.getDictionary(b.getContext());
}

/// The elementwise aggregate that is the only user of every result of
/// `op` and reads nothing else, over exactly `op`'s kept dimensions: it can
/// run as the epilogue of `op`'s kernel, so `op`'s results never reach memory.
static AggregateOp findEpilogue(AggregateOp op) {
  if (op->use_empty() || !llvm::all_equal(op->getUsers()))
    return nullptr;
  auto user = dyn_cast<AggregateOp>(*op->user_begin());
  if (!user || !isElementwise(user) ||
      !llvm::all_of(user.getInputs(), [&](Value in) {
        return in.getDefiningOp() == op;
      }))
    return nullptr;
  for (Attribute m : user.getIndexingMaps())
    if (!cast<AffineMapAttr>(m).getValue().isIdentity())
      return nullptr;
  auto keptShape = cast<ShapedType>(op.getResult(0).getType()).getShape();
  if (user.getDimSizes() != keptShape)
    return nullptr;
  return user;
}

LogicalResult LaunchSequence::lowerOp(Operation *op) {
  if (fusedEpilogues.contains(op))
    return success();
  AggregateOp epilogue;
  if (auto agg = dyn_cast<AggregateOp>(op))
    epilogue = findEpilogue(agg);
  if (epilogue)
    fusedEpilogues.insert(epilogue);
  Operation *last = epilogue ? epilogue.getOperation() : op;
  // Every result gets a buffer: an output when returned, else a temporary.
  for (Value r : last->getResults()) {
    if (bufferOf.count(r))
      continue;
    if (failed(declareBuffer(r, "temp", "tmp" + std::to_string(numTemps++))))
      return failure();
  }
  SmallVector<Value> inputs(op->getOperands());
  if (auto agg = dyn_cast<AggregateOp>(op))
    inputs = aggregateKernelOperands(agg);
  SmallVector<Value> operands(inputs);
  llvm::append_range(operands, last->getResults());
  SmallVector<MemRefType> types;
  SmallVector<Attribute> args;
  for (Value v : operands) {
    types.push_back(memrefOf.lookup(v));
    NamedAttrList arg;
    arg.append("buffer", b.getStringAttr(bufferOf.lookup(v)));
    args.push_back(arg.getDictionary(b.getContext()));
  }

  // func_<n>_<what>: the op, or the monoid of an aggregate.
  StringRef what = op->getName().stripDialect();
  if (auto agg = dyn_cast<AggregateOp>(op))
    what = agg.getMonoidAttr().getMonoidName();
  std::string name = (func.getSymName() + "_" +
                      std::to_string(kernelAttrs.size()) + "_" + what)
                         .str();
  FailureOr<KernelLaunch> launch =
      llvm::TypeSwitch<Operation *, FailureOr<KernelLaunch>>(op)
          .Case<MatmulOp>([&](MatmulOp mm) {
            return buildMatmulKernel(kernels, name, mm, types);
          })
          .Case<AggregateOp>([&](AggregateOp agg) {
            if (isTensorCoreOnlineSoftmax(agg))
              return buildOnlineSoftmaxKernel(kernels, name, agg, inputs,
                                              types, epilogue);
            if (isTensorCoreContraction(agg))
              return buildContractionKernel(kernels, name, agg, inputs, types,
                                            epilogue);
            return buildAggregateKernel(kernels, name, agg, inputs, types,
                                        epilogue);
          })
          .Default([&](Operation *other) -> FailureOr<KernelLaunch> {
            return other->emitOpError(
                "has no GPU kernel generator yet; run the fuse rewrites "
                "first or file an issue");
          });
  if (failed(launch))
    return failure();

  NamedAttrList k;
  k.append("name", b.getStringAttr(name));
  k.append("grid", b.getI64ArrayAttr(launch->grid));
  k.append("block", b.getI64ArrayAttr(launch->block));
  k.append("shared_bytes", b.getI64IntegerAttr(launch->sharedBytes));
  k.append("args", b.getArrayAttr(args));
  kernelAttrs.push_back(k.getDictionary(b.getContext()));
  referenceAttrs.push_back(referenceFor(op));
  return success();
}

LogicalResult LaunchSequence::run() {
  for (auto [i, arg] : llvm::enumerate(func.getArguments()))
    if (failed(declareBuffer(arg, "input", "arg" + std::to_string(i))))
      return failure();
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
    if (bufferOf.count(v))
      return emitError(ret.getLoc(), "result #")
             << i << " returns a function argument or an earlier result "
                   "unchanged; fusec needs every output computed by a kernel";
    if (failed(declareBuffer(v, "output", "out" + std::to_string(i))))
      return failure();
  }
  for (Operation &op : func.getBody().front().without_terminator()) {
    // Scalar constants are rematerialized inside the kernels that use them.
    if (op.hasTrait<OpTrait::ConstantLike>() &&
        !isa<ShapedType>(op.getResult(0).getType()))
      continue;
    if (failed(lowerOp(&op)))
      return failure();
  }
  return success();
}

namespace {
struct ConvertFuseToGPUPass
    : public mlir::fuse::impl::ConvertFuseToGPUPassBase<ConvertFuseToGPUPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    funcs.erase(llvm::remove_if(funcs,
                                [](func::FuncOp f) {
                                  return f.isDeclaration() || f.isPrivate();
                                }),
                funcs.end());
    if (funcs.empty())
      return;
    if (funcs.size() > 1) {
      funcs[1].emitError("fusec compiles one public function per module; "
                         "this is the second one (the first is @")
          << funcs[0].getSymName() << ")";
      return signalPassFailure();
    }
    func::FuncOp func = funcs.front();
    if (!func.getBody().hasOneBlock()) {
      func.emitError("host functions must have a single block");
      return signalPassFailure();
    }

    OpBuilder b(module.getBodyRegion());
    b.setInsertionPointToEnd(module.getBody());
    auto kernels =
        gpu::GPUModuleOp::create(b, func.getLoc(), kKernelModuleName);
    LaunchSequence seq(func, kernels);
    if (failed(seq.run()))
      return signalPassFailure();

    NamedAttrList manifest;
    manifest.append("version", b.getI64IntegerAttr(1));
    manifest.append("entry", b.getStringAttr(func.getSymName()));
    manifest.append("buffers", b.getArrayAttr(seq.bufferAttrs));
    manifest.append("kernels", b.getArrayAttr(seq.kernelAttrs));
    // The graph recorded before the rewrites, if fuse-record-reference ran;
    // else the per-op reference of what is being lowered.
    Attribute reference = module->getAttr("fusec.reference");
    manifest.append("reference",
                    reference ? reference : b.getArrayAttr(seq.referenceAttrs));
    module->setAttr("fusec.manifest",
                    manifest.getDictionary(module.getContext()));
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    func.erase();
  }
};
} // namespace
