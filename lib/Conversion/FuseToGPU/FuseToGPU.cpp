//===- FuseToGPU.cpp - generate GPU kernels from fuse ops -----------------===//
//
// Implements convert-fuse-to-gpu: every host function of fuse ops on static
// tensors becomes a sequence of gpu.func kernels plus a launch manifest.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/Passes.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "DimSymbols.h"
#include "KernelConfigs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/StringExtras.h"
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

namespace {

/// Assigns buffers to the tensors of one host function and records kernels
/// into the manifest.
class LaunchSequence {
public:
  LaunchSequence(func::FuncOp func, gpu::GPUModuleOp kernels,
                 TensorCoreTarget target)
      : func(func), kernels(kernels), target(target), b(func.getContext()),
        dims(func) {}

  /// Generates the kernels; fails with a located error on unsupported input.
  LogicalResult run();

  /// The manifest entries built for this function.
  SmallVector<Attribute> bufferAttrs, kernelAttrs, referenceAttrs;
  /// Whether a kernel takes a tensor map or counters (manifest version 2
  /// arguments).
  bool usesVersion2Args = false;
  /// The size symbols' entries ("dims"); empty when every shape is static.
  ArrayRef<Attribute> dimAttrs() const { return dims.dimAttrs; }

private:
  LogicalResult declareBuffer(Value v, StringRef kind, std::string name);
  FailureOr<KernelSignature> signatureOf(Operation *op, ArrayRef<Value> buffers,
                                         SmallVectorImpl<int64_t> &symbols);
  Attribute gridAttr(Operation *op, const KernelLaunch &launch);
  LogicalResult lowerOp(Operation *op);
  DictionaryAttr referenceFor(Operation *op);

  func::FuncOp func;
  gpu::GPUModuleOp kernels;
  TensorCoreTarget target;
  OpBuilder b;
  llvm::DenseMap<Value, std::string> bufferOf;
  llvm::DenseMap<Value, MemRefType> memrefOf;
  /// Per buffer and axis: its size symbol, or -1 when static.
  llvm::DenseMap<Value, SmallVector<int64_t>> symbolsOf;
  DimSymbols dims;
  unsigned numTemps = 0;
  llvm::SmallPtrSet<Operation *, 4> fusedEpilogues;
};

} // namespace

/// `name` as a PTX identifier: characters other than letters, digits and
/// '_' (a function named @"my.fn") become '_', as does a leading digit's
/// place (PTX rejects the others: LLVM aborts on them).
static std::string ptxIdentifier(StringRef name) {
  std::string id;
  for (char c : name)
    id += llvm::isAlnum(c) || c == '_' ? c : '_';
  if (id.empty() || llvm::isDigit(id.front()))
    id.insert(id.begin(), '_');
  return id;
}

/// A kernel name not yet in `kernels`: `base` as a PTX identifier, with
/// `_2`, `_3`, ... appended while taken (two functions whose names differ
/// only in characters PTX does not allow: @"a.b" and @a_b).
static std::string uniqueKernelName(gpu::GPUModuleOp kernels,
                                    StringRef base) {
  std::string id = ptxIdentifier(base);
  std::string name = id;
  for (unsigned i = 2; SymbolTable::lookupSymbolIn(kernels, name); ++i)
    name = id + "_" + std::to_string(i);
  return name;
}

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
  if (dtypeName(ty.getElementType()).empty())
    return emitError(loc, "element type ")
           << ty.getElementType()
           << " is not supported (expected f16, bf16, f32, f64, or i1 for "
              "an input mask)";
  // Sizes, strides and offsets are int64 everywhere (kernels, manifest,
  // runtime): the buffer's size in bytes must fit (its static part, here).
  int64_t bytes = ty.getElementTypeBitWidth() / 8;
  for (int64_t extent : ty.getShape())
    if (!ShapedType::isDynamic(extent) &&
        llvm::MulOverflow(bytes, extent, bytes))
      return emitError(loc, "tensor type ")
             << ty << " is too large: its size in bytes does not fit in 64 "
             << "bits";
  // An extent the ops relate to a static one is static; the others are
  // size symbols, bound at launch.
  SmallVector<int64_t> shape, symbols;
  SmallVector<Attribute> shapeAttr;
  for (int64_t a = 0; a < ty.getRank(); ++a) {
    shape.push_back(dims.staticExtent(v, a));
    symbols.push_back(ShapedType::isDynamic(shape.back())
                          ? dims.symbol(v, a, name)
                          : -1);
    shapeAttr.push_back(symbols.back() < 0
                            ? Attribute(b.getI64IntegerAttr(shape.back()))
                            : Attribute(b.getStringAttr(
                                  DimSymbols::name(symbols.back()))));
  }
  bufferOf[v] = name;
  memrefOf[v] = MemRefType::get(shape, ty.getElementType());
  symbolsOf[v] = symbols;
  NamedAttrList attrs;
  attrs.append("name", b.getStringAttr(name));
  attrs.append("kind", b.getStringAttr(kind));
  attrs.append("dtype", b.getStringAttr(dtypeName(ty.getElementType())));
  attrs.append("shape", b.getArrayAttr(shapeAttr));
  // Dynamic shapes are row-major too; the runtime derives their strides.
  if (llvm::all_of(symbols, [](int64_t s) { return s < 0; }))
    attrs.append("strides", b.getI64ArrayAttr(rowMajorStrides(shape)));
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
/// With `readsOthers` (the tensor-core GEMM, which loads them) it may also
/// read tensors ready before `op` runs (bias, residual) through any map.
AggregateOp mlir::fuse::findEpilogue(AggregateOp op, bool readsOthers) {
  if (op->use_empty() || !llvm::all_equal(op->getUsers()))
    return nullptr;
  auto user = dyn_cast<AggregateOp>(*op->user_begin());
  if (!user || !isElementwise(user))
    return nullptr;
  for (auto [in, m] : llvm::zip(user.getInputs(), user.getIndexingMaps())) {
    if (in.getDefiningOp() == op) {
      if (!cast<AffineMapAttr>(m).getValue().isIdentity())
        return nullptr;
      continue;
    }
    Operation *def = in.getDefiningOp();
    if (!readsOthers || !isa<RankedTensorType>(in.getType()) ||
        (def && (def->getBlock() != op->getBlock() ||
                 !def->isBeforeInBlock(op))))
      return nullptr;
  }
  auto keptShape = cast<ShapedType>(op.getResult(0).getType()).getShape();
  if (user.getDimSizes() != keptShape)
    return nullptr;
  return user;
}

/// The state-folding aggregate over the segments of `op` (fuse-split-kv's
/// combine) when it runs in `op`'s kernel: it reads every result of `op`,
/// and only them, in order, with identity maps, and reduces only the
/// segment dim (`op`'s last), whose kept dims are static (the counters and
/// the cluster are sized by them).
AggregateOp mlir::fuse::findFoldedCombine(AggregateOp op,
                                          const TensorCoreTarget &target) {
  std::optional<int64_t> seg = op.getSegmentDim();
  if (!seg || op->use_empty() || !llvm::all_equal(op->getUsers()) ||
      *seg + 1 != static_cast<int64_t>(op.getDimSizes().size()) ||
      !isTensorCoreOnlineSoftmax(op))
    return nullptr;
  for (auto [d, size] : llvm::enumerate(op.getDimSizes()))
    if (!op.isReduced(d) && ShapedType::isDynamic(size))
      return nullptr;
  auto user = dyn_cast<AggregateOp>(*op->user_begin());
  if (!user || !user.getYieldsState() || user.getMonoid() != op.getMonoid() ||
      user.getInputs() != ValueRange(op.getResults()) ||
      user.getReduceDims().size() != 1 ||
      user.getReduceDims()[0] + 1 !=
          static_cast<int64_t>(user.getDimSizes().size()) ||
      user.getSegmentDim())
    return nullptr;
  for (Attribute m : user.getIndexingMaps())
    if (!cast<AffineMapAttr>(m).getValue().isIdentity())
      return nullptr;
  // An identity body: the states pass through unchanged.
  auto yield = cast<YieldOp>(user.getBody().front().getTerminator());
  if (yield.getValues() != ValueRange(user.getBody().front().getArguments()))
    return nullptr;
  return user;
}

bool mlir::fuse::foldsInCluster(AggregateOp op,
                                const TensorCoreTarget &target) {
  std::optional<int64_t> seg = op.getSegmentDim();
  return target.wgmma && target.clusters && seg &&
         op.getDimSizes()[*seg] <= kMaxClusterSegments;
}

FailureOr<KernelSignature>
LaunchSequence::signatureOf(Operation *op, ArrayRef<Value> buffers,
                            SmallVectorImpl<int64_t> &symbols) {
  KernelSignature sig;
  for (Value v : buffers) {
    sig.types.push_back(memrefOf.lookup(v));
    for (int64_t sym : symbolsOf.lookup(v))
      if (sym >= 0 && !llvm::is_contained(symbols, sym))
        symbols.push_back(sym);
  }
  // A dynamic iteration dim (the aggregate's or a nested reduce's) must be
  // the extent of some buffer of the kernel: else nothing gives its size.
  auto agg = dyn_cast<AggregateOp>(op);
  if (agg) {
    LogicalResult sized = success();
    agg.walk([&](Operation *nested) {
      auto sizes = nested->getAttrOfType<DenseI64ArrayAttr>("dim_sizes");
      auto names = nested->getAttrOfType<ArrayAttr>("dim_names");
      if (failed(sized) || !sizes || !names || !isa<AggregateOp, ReduceOp>(nested))
        return;
      for (auto [d, size] : llvm::enumerate(sizes.asArrayRef()))
        if (ShapedType::isDynamic(size) && dims.symbolOfDim(nested, d) < 0) {
          sized = nested->emitOpError("dynamic dimension '")
                  << cast<StringAttr>(names[d]).getValue()
                  << "' is not the extent of any tensor the kernel reads or "
                     "writes, so no launch can give it";
          return;
        }
    });
    if (failed(sized))
      return failure();
  }
  if (symbols.empty())
    return sig;
  llvm::sort(symbols);
  // Dynamic extents: only the tensor-core online-softmax kernel (attention
  // and matmul chains) and the tensor-core GEMM (dynamic rows and batch)
  // take sizes as arguments.
  if (!agg || (!isTensorCoreOnlineSoftmax(agg) &&
               !isTensorCoreContraction(agg))) {
    bool dynamicContraction = false;
    if (agg)
      agg.getBody().walk([&](ReduceOp red) {
        dynamicContraction |= llvm::any_of(red.getDimSizes(), [](int64_t s) {
          return ShapedType::isDynamic(s);
        });
      });
    if (dynamicContraction)
      return op->emitOpError(
          "has a dynamic contraction (head) dimension; only batch, head "
          "count and sequence lengths may be dynamic (`?`), the head "
          "dimension must be static (a multiple of 8 from 16 to 256)");
    std::string names;
    if (agg)
      for (auto [name, size] :
           llvm::zip(agg.getDimNames(), agg.getDimSizes()))
        if (ShapedType::isDynamic(size))
          names += (names.empty() ? "'" : ", '") +
                   cast<StringAttr>(name).getValue().str() + "'";
    return op->emitOpError("has dynamic extents")
           << (names.empty() ? "" : " (dims " + names + ")")
           << ", which only the fused tensor-core kernel (attention, or a "
              "matmul chain, in bf16/f16 with a static head dimension that is "
              "a multiple of 8 from 16 to 256) supports; this op would need a "
              "separate kernel: give "
              "it static shapes";
  }
  for (Value v : buffers) {
    SmallVector<int64_t> perAxis;
    for (int64_t sym : symbolsOf.lookup(v))
      perAxis.push_back(sym < 0 ? -1
                                : llvm::find(symbols, sym) - symbols.begin());
    sig.sizeArgs.push_back(std::move(perAxis));
  }
  sig.numSizeArgs = symbols.size();
  return sig;
}

Attribute LaunchSequence::gridAttr(Operation *op, const KernelLaunch &launch) {
  if (launch.dynamicGrid.empty())
    return b.getI64ArrayAttr(launch.grid);
  SmallVector<Attribute> grid;
  for (const GridExtent &g : launch.dynamicGrid) {
    if (g.dims.empty()) {
      grid.push_back(
          b.getI64IntegerAttr((g.factor + g.ceilDiv - 1) / g.ceilDiv));
      continue;
    }
    SmallVector<Attribute> product;
    for (int64_t d : g.dims)
      product.push_back(b.getStringAttr(
          DimSymbols::name(dims.symbolOfDim(op, d))));
    if (g.factor != 1)
      product.push_back(b.getI64IntegerAttr(g.factor));
    NamedAttrList e;
    e.append("product", b.getArrayAttr(product));
    if (g.ceilDiv != 1)
      e.append("ceil_div", b.getI64IntegerAttr(g.ceilDiv));
    grid.push_back(e.getDictionary(b.getContext()));
  }
  return b.getArrayAttr(grid);
}

LogicalResult LaunchSequence::lowerOp(Operation *op) {
  if (fusedEpilogues.contains(op))
    return success();
  AggregateOp epilogue, combine;
  bool gemm = false;
  if (auto agg = dyn_cast<AggregateOp>(op)) {
    combine = findFoldedCombine(agg, target);
    gemm = !combine && !isTensorCoreOnlineSoftmax(agg) &&
           isTensorCoreContraction(agg);
    epilogue = findEpilogue(combine ? combine : agg, /*readsOthers=*/gemm);
  }
  if (combine)
    fusedEpilogues.insert(combine);
  if (epilogue)
    fusedEpilogues.insert(epilogue);
  Operation *last = epilogue ? epilogue.getOperation()
                    : combine ? combine.getOperation()
                              : op;
  // A combine folded by the segments' last CTA reads the partial states
  // from memory: they are temporaries beside the kernel's results.
  SmallVector<Value> partials;
  if (combine && !foldsInCluster(cast<AggregateOp>(op), target))
    partials.assign(op->result_begin(), op->result_end());
  // Every result gets a buffer: an output when returned, else a temporary.
  for (Value r : llvm::concat<Value>(partials, last->getResults())) {
    if (bufferOf.count(r))
      continue;
    if (failed(declareBuffer(r, "temp", "tmp" + std::to_string(numTemps++))))
      return failure();
  }
  SmallVector<Value> inputs(op->getOperands());
  if (auto agg = dyn_cast<AggregateOp>(op))
    inputs = aggregateKernelOperands(agg);
  // What a GEMM's epilogue reads besides the GEMM (bias, residual).
  if (gemm && epilogue)
    for (Value in : epilogue.getInputs())
      if (in.getDefiningOp() != op && !llvm::is_contained(inputs, in))
        inputs.push_back(in);
  SmallVector<Value> operands(inputs);
  llvm::append_range(operands, partials);
  llvm::append_range(operands, last->getResults());
  SmallVector<int64_t> symbols;
  FailureOr<KernelSignature> sig = signatureOf(op, operands, symbols);
  if (failed(sig))
    return failure();
  SmallVector<Attribute> args;
  for (Value v : operands) {
    NamedAttrList arg;
    arg.append("buffer", b.getStringAttr(bufferOf.lookup(v)));
    args.push_back(arg.getDictionary(b.getContext()));
  }
  for (int64_t sym : symbols) {
    NamedAttrList arg;
    arg.append("dim", b.getStringAttr(DimSymbols::name(sym)));
    args.push_back(arg.getDictionary(b.getContext()));
  }

  // func_<n>_<what>: the op, or the monoid of an aggregate; unique in the
  // kernel module that every public function's kernels share.
  StringRef what = op->getName().stripDialect();
  if (auto agg = dyn_cast<AggregateOp>(op))
    what = agg.getMonoidAttr().getMonoidName();
  std::string name = uniqueKernelName(
      kernels, (func.getSymName() + "_" + std::to_string(kernelAttrs.size()) +
                "_" + what)
                   .str());
  FailureOr<KernelLaunch> launch =
      llvm::TypeSwitch<Operation *, FailureOr<KernelLaunch>>(op)
          .Case<MatmulOp>([&](MatmulOp mm) {
            return buildMatmulKernel(kernels, name, mm, *sig);
          })
          .Case<AggregateOp>([&](AggregateOp agg) {
            if (isTensorCoreOnlineSoftmax(agg))
              return buildOnlineSoftmaxKernel(kernels, name, agg, inputs,
                                              *sig, epilogue, target, combine);
            if (isTensorCoreContraction(agg))
              return buildContractionKernel(kernels, name, agg, inputs, *sig,
                                            epilogue, target);
            return buildAggregateKernel(kernels, name, agg, inputs, *sig,
                                        epilogue);
          })
          .Default([&](Operation *other) -> FailureOr<KernelLaunch> {
            // A private helper is not compiled on its own (as before
            // several public functions per module were accepted).
            if (auto call = dyn_cast<func::CallOp>(other))
              return call.emitOpError("calls @")
                     << call.getCallee()
                     << ", but fusec compiles the ops of each public "
                        "function, not calls; inline the callee first "
                        "(mlir-opt --inline)";
            return other->emitOpError(
                "has no GPU kernel generator yet; run the fuse rewrites "
                "first or file an issue");
          });
  if (failed(launch))
    return failure();
  for (const TensorMapArg &map : launch->tensorMaps) {
    NamedAttrList inner, arg;
    inner.append("buffer", b.getStringAttr(bufferOf.lookup(operands[map.buffer])));
    inner.append("box", b.getI64ArrayAttr(map.box));
    inner.append("swizzle", b.getI64IntegerAttr(128));
    arg.append("tensor_map", inner.getDictionary(b.getContext()));
    args.push_back(arg.getDictionary(b.getContext()));
    usesVersion2Args = true;
  }
  if (launch->counters > 0) {
    NamedAttrList arg;
    arg.append("counters", b.getI64IntegerAttr(launch->counters));
    args.push_back(arg.getDictionary(b.getContext()));
    usesVersion2Args = true;
  }

  NamedAttrList k;
  k.append("name", b.getStringAttr(name));
  k.append("grid", gridAttr(op, *launch));
  k.append("block", b.getI64ArrayAttr(launch->block));
  k.append("shared_bytes", b.getI64IntegerAttr(launch->sharedBytes));
  k.append("args", b.getArrayAttr(args));
  kernelAttrs.push_back(k.getDictionary(b.getContext()));
  referenceAttrs.push_back(referenceFor(op));
  return success();
}

LogicalResult LaunchSequence::run() {
  // A `?` the ops relate to a static extent is that extent: the buffers are
  // declared with it, and the kernel generators must see it too.
  if (failed(dims.checkConsistent()))
    return failure();
  dims.refine(func);
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
  using ConvertFuseToGPUPassBase::ConvertFuseToGPUPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    funcs.erase(llvm::remove_if(funcs,
                                [](func::FuncOp f) {
                                  return f.isDeclaration() || f.isPrivate();
                                }),
                funcs.end());
    // The module's fuse.target; the arch option serves a module without one.
    TargetAttr targetAttr = resolveTarget(module, "convert-fuse-to-gpu: ",
                                          /*gpu=*/"", arch,
                                          /*defaultArch=*/"sm_80");
    if (!targetAttr)
      return signalPassFailure();
    std::optional<TensorCoreTarget> target =
        TensorCoreTarget::forArch(targetAttr.getArch());
    if (!target) {
      module.emitError("convert-fuse-to-gpu: unknown arch '")
          << targetAttr.getArch() << "' (expected sm_80, sm_90 or sm_90a)";
      return signalPassFailure();
    }
    target->clusters &= clusterCombine;
    if (funcs.empty())
      return;
    bool failedAny = false;
    for (func::FuncOp func : funcs)
      if (!func.getBody().hasOneBlock()) {
        func.emitError("host functions must have a single block");
        failedAny = true;
      }
    if (failedAny)
      return signalPassFailure();

    // One kernel module for every public function (kernel names are
    // unique in it), one manifest per function: each a complete launch
    // description, as for a module of one function.
    OpBuilder b(module.getBodyRegion());
    b.setInsertionPointToEnd(module.getBody());
    auto kernels =
        gpu::GPUModuleOp::create(b, funcs.front().getLoc(), kKernelModuleName);
    SmallVector<Attribute> manifests;
    for (func::FuncOp func : funcs) {
      std::optional<DictionaryAttr> manifest =
          lowerFunction(func, kernels, *target, funcs.size());
      if (!manifest) {
        // Go on: every function that cannot be compiled is reported.
        failedAny = true;
        continue;
      }
      manifests.push_back(*manifest);
    }
    if (failedAny)
      return signalPassFailure();
    if (manifests.size() == 1)
      module->setAttr("fusec.manifest", manifests.front());
    else
      module->setAttr("fusec.manifests", b.getArrayAttr(manifests));
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    for (func::FuncOp func : funcs)
      func.erase();
  }

  /// The launch sequence of `func` (its kernels added to `kernels`) and
  /// its manifest; nullopt after a located error. In a module of several
  /// public functions, errors get a note naming the function.
  std::optional<DictionaryAttr> lowerFunction(func::FuncOp func,
                                              gpu::GPUModuleOp kernels,
                                              const TensorCoreTarget &target,
                                              size_t numFuncs) {
    MLIRContext *ctx = func.getContext();
    std::optional<ScopedDiagnosticHandler> naming;
    if (numFuncs > 1)
      naming.emplace(ctx, [&](Diagnostic &diag) {
        if (diag.getSeverity() == DiagnosticSeverity::Error)
          diag.attachNote(func.getLoc())
              << "in @" << func.getSymName() << ", one of " << numFuncs
              << " public functions of the module (each gets its own "
                 "kernels and launch manifest)";
        return failure(); // On to the next handler, with the note.
      });
    LaunchSequence seq(func, kernels, target);
    if (failed(seq.run()))
      return std::nullopt;

    Builder b(ctx);
    NamedAttrList manifest;
    // Version 2: shapes and grids may name size symbols ("dims"); kernels
    // may take tensor maps and counters.
    manifest.append("version", b.getI64IntegerAttr(
                                   seq.dimAttrs().empty() && !seq.usesVersion2Args
                                       ? 1
                                       : 2));
    manifest.append("entry", b.getStringAttr(func.getSymName()));
    if (!seq.dimAttrs().empty())
      manifest.append("dims", b.getArrayAttr(seq.dimAttrs()));
    manifest.append("buffers", b.getArrayAttr(seq.bufferAttrs));
    manifest.append("kernels", b.getArrayAttr(seq.kernelAttrs));
    // The graph recorded before the rewrites, if fuse-record-reference ran
    // (the function's own; the module's for a module of one function);
    // else the per-op reference of what is being lowered.
    Attribute reference = func->getAttr("fusec.reference");
    if (!reference && numFuncs == 1)
      reference = getOperation()->getAttr("fusec.reference");
    manifest.append("reference",
                    reference ? reference : b.getArrayAttr(seq.referenceAttrs));
    return manifest.getDictionary(ctx);
  }
};
} // namespace
