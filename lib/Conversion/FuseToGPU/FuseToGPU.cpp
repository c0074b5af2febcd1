//===- FuseToGPU.cpp - generate GPU kernels from fuse ops -----------------===//
//
// Implements convert-fuse-to-gpu: every host function of fuse ops on static
// tensors becomes a sequence of gpu.func kernels plus a launch manifest.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/Passes.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
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

namespace {

/// Which extents of a host function are equal. Tensor extents (value,
/// axis) and aggregate iteration dims (op, dim) related by the ops'
/// indexing maps form classes; a class with a static member has that
/// extent, every other class becomes a size symbol s<k> bound at launch.
class DimSymbols {
public:
  explicit DimSymbols(func::FuncOp func);

  /// The static extent of axis `axis` of `v`, or kDynamic.
  int64_t staticExtent(Value v, int64_t axis) {
    auto it = staticOf.find(leader(valueKey(v, axis)));
    return it != staticOf.end()
               ? it->second
               : cast<ShapedType>(v.getType()).getDimSize(axis);
  }
  /// Its symbol's number, naming the class (with `buffer`) when new.
  int64_t symbol(Value v, int64_t axis, StringRef buffer);
  /// The symbol of dim `dim` of `op`, or -1 when its class is unnamed.
  int64_t symbolOfDim(Operation *op, int64_t dim) {
    auto it = symbolOf.find(leader(dimKey(op, dim)));
    return it == symbolOf.end() ? -1 : it->second;
  }
  static std::string name(int64_t symbol) {
    return "s" + std::to_string(symbol);
  }
  /// Fails with a located error when a class has two different static
  /// members: the `?` extents relating them cannot take both values.
  LogicalResult checkConsistent();
  /// Rewrites every `?` whose class is static to that extent: tensor types
  /// (the function's signature included) and aggregate and reduce dims, so
  /// that the kernel generators see what the buffers are declared with.
  void refine(func::FuncOp func);
  /// The manifest's "dims" entries.
  SmallVector<Attribute> dimAttrs;

private:
  using Key = std::pair<const void *, int64_t>;
  static Key valueKey(Value v, int64_t axis) {
    return {v.getAsOpaquePointer(), axis};
  }
  static Key dimKey(Operation *op, int64_t dim) { return {op, -1 - dim}; }
  Key leader(Key k) {
    classes.insert(k);
    return classes.getLeaderValue(k);
  }
  void note(Key k, int64_t extent) {
    classes.insert(k);
    if (!ShapedType::isDynamic(extent))
      statics.push_back({k, extent});
  }
  void relate(Value v, int64_t axis, Operation *op, int64_t dim, int64_t size) {
    int64_t extent = cast<ShapedType>(v.getType()).getDimSize(axis);
    note(valueKey(v, axis), extent);
    note(dimKey(op, dim), size);
    // A dim read as a window of a longer (static) axis (a folded
    // tensor.extract_slice) does not make the two extents equal.
    if (!ShapedType::isDynamic(extent) && !ShapedType::isDynamic(size) &&
        size < extent)
      return;
    classes.unionSets(valueKey(v, axis), dimKey(op, dim));
  }
  void relateMaps(Operation *op, ValueRange inputs, ArrayAttr maps,
                  ArrayRef<int64_t> sizes, Operation *outer,
                  ArrayRef<int64_t> outerSizes);

  /// The static extent of the class of `k`, or kDynamic (adds no key).
  int64_t staticOfClass(Key k) const {
    if (!classes.contains(k))
      return ShapedType::kDynamic;
    auto it = staticOf.find(classes.getLeaderValue(k));
    return it == staticOf.end() ? ShapedType::kDynamic : it->second;
  }
  static Location locOf(Key k);
  static std::string describe(Key k);

  MLIRContext *ctx;
  llvm::EquivalenceClasses<Key> classes;
  SmallVector<std::pair<Key, int64_t>> statics;
  llvm::DenseMap<Key, int64_t> staticOf;
  /// Per class: the member its static extent was taken from.
  llvm::DenseMap<Key, Key> staticFrom;
  llvm::DenseMap<Key, int64_t> symbolOf;
};

} // namespace

void DimSymbols::relateMaps(Operation *op, ValueRange inputs, ArrayAttr maps,
                            ArrayRef<int64_t> sizes, Operation *outer,
                            ArrayRef<int64_t> outerSizes) {
  // A nested reduce's maps range over the enclosing aggregate's dims, then
  // its own: dims below outerSizes.size() are the aggregate's.
  for (auto [in, m] : llvm::zip(inputs, maps)) {
    if (!isa<RankedTensorType>(in.getType()))
      continue;
    for (auto [r, e] :
         llvm::enumerate(cast<AffineMapAttr>(m).getValue().getResults())) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d)
        continue;
      int64_t pos = d.getPosition();
      int64_t numOuter = outerSizes.size();
      if (outer && pos < numOuter)
        relate(in, r, outer, pos, outerSizes[pos]);
      else if (pos - (outer ? numOuter : 0) < static_cast<int64_t>(sizes.size()))
        relate(in, r, op, pos - (outer ? numOuter : 0),
               sizes[pos - (outer ? numOuter : 0)]);
    }
  }
}

DimSymbols::DimSymbols(func::FuncOp func) : ctx(func.getContext()) {
  func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(v.getType()))
        for (int64_t a = 0; a < t.getRank(); ++a)
          note(valueKey(v, a), t.getDimSize(a));
  });
  for (BlockArgument arg : func.getArguments())
    if (auto t = dyn_cast<RankedTensorType>(arg.getType()))
      for (int64_t a = 0; a < t.getRank(); ++a)
        note(valueKey(arg, a), t.getDimSize(a));
  for (auto agg : func.getBody().getOps<AggregateOp>()) {
    ArrayRef<int64_t> sizes = agg.getDimSizes();
    for (auto [d, size] : llvm::enumerate(sizes))
      note(dimKey(agg, d), size);
    relateMaps(agg, agg.getInputs(), agg.getIndexingMaps(), sizes, nullptr,
               {});
    unsigned pos = 0;
    for (int64_t d = 0, e = sizes.size(); d < e; ++d)
      if (!agg.isReduced(d)) {
        for (Value r : agg.getResults())
          relate(r, pos, agg, d, sizes[d]);
        ++pos;
      }
    agg.getBody().walk([&](ReduceOp red) {
      if (red->getParentOp() == agg)
        relateMaps(red, red.getInputs(), red.getIndexingMaps(),
                   red.getDimSizes(), agg, sizes);
    });
  }
  staticOf.clear();
  for (auto &[k, extent] : statics)
    if (staticOf.try_emplace(leader(k), extent).second)
      staticFrom[leader(k)] = k;
  // Classes without a static member read as kDynamic.
  for (auto it = classes.begin(); it != classes.end(); ++it)
    if ((*it)->isLeader() && !staticOf.count((*it)->getData()))
      staticOf[(*it)->getData()] = ShapedType::kDynamic;
}

Location DimSymbols::locOf(Key k) {
  if (k.second >= 0)
    return Value::getFromOpaquePointer(k.first).getLoc();
  return static_cast<Operation *>(const_cast<void *>(k.first))->getLoc();
}

std::string DimSymbols::describe(Key k) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (k.second >= 0) {
    Value v = Value::getFromOpaquePointer(k.first);
    os << "dimension " << k.second << " of ";
    if (auto arg = dyn_cast<BlockArgument>(v))
      os << "argument #" << arg.getArgNumber();
    else
      os << "result #" << cast<OpResult>(v).getResultNumber();
    os << " (" << v.getType() << ")";
    return s;
  }
  auto *op = static_cast<Operation *>(const_cast<void *>(k.first));
  int64_t dim = -1 - k.second;
  auto names = op->getAttrOfType<ArrayAttr>("dim_names");
  os << "iteration dimension ";
  if (names && dim < static_cast<int64_t>(names.size()))
    os << "'" << cast<StringAttr>(names[dim]).getValue() << "'";
  else
    os << "#" << dim;
  os << " of '" << op->getName() << "'";
  return s;
}

LogicalResult DimSymbols::checkConsistent() {
  for (auto &[k, extent] : statics) {
    Key l = leader(k);
    if (staticOf.lookup(l) == extent)
      continue;
    Key first = staticFrom.lookup(l);
    InFlightDiagnostic diag =
        emitError(locOf(k))
        << describe(k) << " is " << extent
        << ", but dynamic (`?`) extents relate it (through the ops' indexing "
           "maps) to an extent of "
        << staticOf.lookup(l) << ": a `?` cannot take both values";
    diag.attachNote(locOf(first))
        << "the extent " << staticOf.lookup(l) << ": " << describe(first);
    return failure();
  }
  return success();
}

void DimSymbols::refine(func::FuncOp func) {
  auto refineType = [&](Value v) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || t.hasStaticShape())
      return;
    SmallVector<int64_t> shape(t.getShape());
    for (auto [a, e] : llvm::enumerate(shape))
      if (ShapedType::isDynamic(e))
        e = staticOfClass(valueKey(v, a));
    if (shape != t.getShape())
      v.setType(t.clone(shape));
  };
  auto refineDims = [&](Operation *op) {
    auto sizes = op->getAttrOfType<DenseI64ArrayAttr>("dim_sizes");
    if (!sizes)
      return;
    SmallVector<int64_t> refined(sizes.asArrayRef());
    for (auto [d, e] : llvm::enumerate(refined))
      if (ShapedType::isDynamic(e))
        e = staticOfClass(dimKey(op, d));
    if (refined != sizes.asArrayRef())
      op->setAttr("dim_sizes", DenseI64ArrayAttr::get(ctx, refined));
  };
  for (BlockArgument arg : func.getArguments())
    refineType(arg);
  func.walk([&](Operation *op) {
    for (Value r : op->getResults())
      refineType(r);
    if (isa<AggregateOp, ReduceOp>(op))
      refineDims(op);
  });
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  func.setFunctionType(FunctionType::get(ctx, func.getArgumentTypes(),
                                         ret.getOperandTypes()));
}

int64_t DimSymbols::symbol(Value v, int64_t axis, StringRef buffer) {
  Key l = leader(valueKey(v, axis));
  auto [it, inserted] = symbolOf.try_emplace(l, symbolOf.size());
  if (inserted) {
    Builder b(ctx);
    dimAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(name(it->second))),
         b.getNamedAttr("buffer", b.getStringAttr(buffer)),
         b.getNamedAttr("axis", b.getI64IntegerAttr(axis))}));
  }
  return it->second;
}

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
  if (!seg || (!target.lastCtaFold && !foldsInCluster(op, target)) ||
      op->use_empty() || !llvm::all_equal(op->getUsers()) ||
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
    if (!target->setSegmentFold(segmentFold)) {
      module.emitError("convert-fuse-to-gpu: unknown segment-fold '")
          << segmentFold << "' (expected kernel, last-cta or cluster)";
      return signalPassFailure();
    }
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
