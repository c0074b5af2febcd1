//===- LaunchSequence.cpp - one host function's kernels and manifest ------===//
//
// The launch sequence of convert-fuse-to-gpu (LaunchSequence.h): buffers
// and their manifest entries, each kernel's signature (buffers, size
// symbols), the dispatch of each op to the first kernel generator that
// matches it, the kernel's manifest entry (grid, block, shared memory,
// arguments) and the manifest itself.
//
//===----------------------------------------------------------------------===//

#include "LaunchSequence.h"
#include "KernelGenerator.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "convert-fuse-to-gpu"

using namespace mlir;
using namespace mlir::fuse;

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

/// Whether `map` (one dim, d0 < product(shape)) reads a tensor of `shape`
/// at the row-major position of d0: the inverse of flattening it.
static bool isRowMajorUnflattening(AffineMap map, ArrayRef<int64_t> shape) {
  if (map.getNumDims() != 1 || map.getNumSymbols() != 0 ||
      map.getNumResults() != shape.size())
    return false;
  MLIRContext *ctx = map.getContext();
  AffineExpr d0 = getAffineDimExpr(0, ctx);
  SmallVector<int64_t> strides = rowMajorStrides(shape);
  int64_t size = strides.empty() ? 1 : strides.front() * shape.front();
  for (auto [a, extent] : llvm::enumerate(shape)) {
    AffineExpr want = extent == 1 ? getAffineConstantExpr(0, ctx)
                                  : d0.floorDiv(strides[a]);
    if (extent != 1 && strides[a] * extent != size)
      want = want % extent;
    if (simplifyAffineExpr(want, 1, 0) !=
        simplifyAffineExpr(map.getResult(a), 1, 0))
      return false;
  }
  return true;
}

bool mlir::fuse::isFlatOutputCopy(AggregateOp copy) {
  Value v = copy->getNumResults() == 1 ? copy.getResult(0) : Value();
  auto outTy = v ? dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!outTy || outTy.getRank() != 1 || !outTy.hasStaticShape() ||
      !copy.getReduceDims().empty() || copy.getInputs().size() != 1 ||
      copy.getSegmentDim() || v.use_empty() ||
      !llvm::all_of(v.getUsers(), [](Operation *user) {
        return isa<func::ReturnOp>(user);
      }))
    return false;
  Value src = copy.getInputs()[0];
  auto srcTy = dyn_cast<RankedTensorType>(src.getType());
  Block &body = copy.getBody().front();
  return src.getDefiningOp<AggregateOp>() && src.hasOneUse() && srcTy &&
         srcTy.hasStaticShape() &&
         srcTy.getElementType() == outTy.getElementType() &&
         body.getTerminator()->getOperand(0) == body.getArgument(0) &&
         isRowMajorUnflattening(
             cast<AffineMapAttr>(copy.getIndexingMaps()[0]).getValue(),
             srcTy.getShape());
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
           << " is not supported (expected f16, bf16, f32, f64, i1, i8, i16, "
              "i32 or i64)";
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
  SmallVector<Extent> shapeAttr;
  for (int64_t a = 0; a < ty.getRank(); ++a) {
    shape.push_back(dims.staticExtent(v, a));
    symbols.push_back(ShapedType::isDynamic(shape.back())
                          ? dims.symbol(v, a, name)
                          : -1);
    shapeAttr.push_back(
        symbols.back() < 0
            ? Extent(shape.back())
            : Extent(b.getStringAttr(DimSymbols::name(symbols.back()))));
  }
  bufferOf[v] = name;
  memrefOf[v] = MemRefType::get(shape, ty.getElementType());
  symbolsOf[v] = symbols;
  // Dynamic shapes are row-major too; the runtime derives their strides.
  SmallVector<int64_t> strides;
  if (llvm::all_of(symbols, [](int64_t s) { return s < 0; }))
    strides = rowMajorStrides(shape);
  bufferAttrs.push_back(BufferAttr::get(b.getContext(), name, kind,
                                        dtypeName(ty.getElementType()),
                                        shapeAttr, strides));
  return success();
}

ReferenceOpAttr LaunchSequence::referenceFor(Operation *op) {
  SmallVector<StringAttr> inputs;
  for (Value in : op->getOperands())
    inputs.push_back(b.getStringAttr(bufferOf.lookup(in)));
  std::string output = bufferOf.lookup(op->getResult(0));
  MLIRContext *ctx = b.getContext();
  if (auto mm = dyn_cast<MatmulOp>(op))
    return ReferenceOpAttr::get(ctx, "matmul", inputs, output,
                                mm.getTransposeLhs(), mm.getTransposeRhs(),
                                mm.getScaleValue(), /*axis=*/-1,
                                /*factor=*/1.0, /*strict=*/false);
  if (auto sm = dyn_cast<SoftmaxOp>(op))
    return ReferenceOpAttr::get(ctx, "softmax", inputs, output,
                                /*transpose_lhs=*/false,
                                /*transpose_rhs=*/false, /*scale=*/1.0,
                                sm.getAxis(), /*factor=*/1.0,
                                /*strict=*/false);
  return ReferenceOpAttr::get(ctx, "opaque", inputs, output,
                              /*transpose_lhs=*/false,
                              /*transpose_rhs=*/false, /*scale=*/1.0,
                              /*axis=*/-1, /*factor=*/1.0, /*strict=*/false);
}

FailureOr<KernelSignature>
LaunchSequence::signatureOf(Operation *op, const KernelGenerator *generator,
                            ArrayRef<Value> buffers,
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
  // Dynamic extents: only generators that take sizes as arguments -- the
  // tensor-core online-softmax kernel (attention and matmul chains) and the
  // tensor-core GEMM (dynamic rows and batch).
  if (!generator || !generator->takesDynamicExtents()) {
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

SmallVector<GridDimAttr> LaunchSequence::gridAttr(Operation *op,
                                                  const KernelLaunch &launch) {
  MLIRContext *ctx = b.getContext();
  SmallVector<GridDimAttr> grid;
  if (launch.dynamicGrid.empty()) {
    for (int64_t extent : launch.grid)
      grid.push_back(GridDimAttr::get(ctx, {Extent(extent)}, 1));
    return grid;
  }
  for (const GridExtent &g : launch.dynamicGrid) {
    if (g.dims.empty()) {
      grid.push_back(GridDimAttr::get(
          ctx, {Extent((g.factor + g.ceilDiv - 1) / g.ceilDiv)}, 1));
      continue;
    }
    SmallVector<Extent> product;
    for (int64_t d : g.dims)
      product.push_back(
          b.getStringAttr(DimSymbols::name(dims.symbolOfDim(op, d))));
    if (g.factor != 1)
      product.push_back(g.factor);
    grid.push_back(GridDimAttr::get(ctx, product, g.ceilDiv));
  }
  return grid;
}

LogicalResult LaunchSequence::lowerOp(Operation *op) {
  if (fusedEpilogues.contains(op))
    return success();
  // The kernel's group: `op` and the ops its generator folds in.
  const KernelGenerator *generator = findGenerator(op, target);
  KernelGroup group =
      generator ? generator->group(op, target) : defaultKernelGroup(op);
  if (group.combine)
    fusedEpilogues.insert(group.combine);
  if (group.epilogue)
    fusedEpilogues.insert(group.epilogue);
  if (group.rowEpilogue)
    fusedEpilogues.insert(group.rowEpilogue);
  Operation *last = group.last();
  ValueRange rowResults =
      group.rowEpilogue ? group.rowEpilogue->getResults() : ValueRange();
  // Every result gets a buffer: an output when returned, else a temporary.
  for (Value r : llvm::concat<Value>(group.partials, last->getResults(),
                                     rowResults)) {
    if (bufferOf.count(r))
      continue;
    if (failed(declareBuffer(r, "temp", "tmp" + std::to_string(numTemps++))))
      return failure();
  }
  SmallVector<Value> operands(group.inputs);
  llvm::append_range(operands, group.partials);
  llvm::append_range(operands, last->getResults());
  llvm::append_range(operands, rowResults);
  SmallVector<int64_t> symbols;
  FailureOr<KernelSignature> sig =
      signatureOf(op, generator, operands, symbols);
  if (failed(sig))
    return failure();
  MLIRContext *ctx = b.getContext();
  SmallVector<LaunchArgAttr> args;
  for (Value v : operands)
    args.push_back(LaunchArgAttr::get(ctx, bufferOf.lookup(v), "",
                                      TensorMapArgAttr(), 0,
                                      offsetOf.lookup(v)));
  for (int64_t sym : symbols)
    args.push_back(LaunchArgAttr::get(ctx, "", DimSymbols::name(sym),
                                      TensorMapArgAttr(), 0, 0));

  // func_<n>_<what>: the op, or the monoid of an aggregate; unique in the
  // kernel module that every public function's kernels share.
  StringRef what = op->getName().stripDialect();
  if (auto agg = dyn_cast<AggregateOp>(op))
    what = agg.getMonoidAttr().getMonoidName();
  std::string name = uniqueKernelName(
      kernels, (func.getSymName() + "_" + std::to_string(kernelAttrs.size()) +
                "_" + what)
                   .str());
  if (!generator) {
    // A private helper is not compiled on its own (as before several
    // public functions per module were accepted).
    if (auto call = dyn_cast<func::CallOp>(op))
      return call.emitOpError("calls @")
             << call.getCallee()
             << ", but fusec compiles the ops of each public function, not "
                "calls; inline the callee first (mlir-opt --inline)";
    return op->emitOpError("has no GPU kernel generator yet; run the fuse "
                           "rewrites first or file an issue");
  }
  LLVM_DEBUG(llvm::dbgs() << "convert-fuse-to-gpu: " << name << " by the "
                          << generator->name() << " generator\n");
  FailureOr<KernelLaunch> launch =
      generator->emit(kernels, name, group, *sig, target);
  if (failed(launch))
    return failure();
  for (const TensorMapArg &map : launch->tensorMaps) {
    auto tensorMap = TensorMapArgAttr::get(
        ctx, bufferOf.lookup(operands[map.buffer]), map.box, /*swizzle=*/128,
        viewShapeOf.lookup(operands[map.buffer]),
        offsetOf.lookup(operands[map.buffer]));
    args.push_back(LaunchArgAttr::get(ctx, "", "", tensorMap, 0, 0));
    usesVersion2Args = true;
  }
  if (launch->counters > 0) {
    args.push_back(LaunchArgAttr::get(ctx, "", "", TensorMapArgAttr(),
                                      launch->counters, 0));
    usesVersion2Args = true;
  }
  // The kernel's scratch buffers (temporaries, sized by dims where
  // dynamic) and the kernels launched before it, which write them.
  SmallVector<std::string> scratch;
  auto bufferArg = [&](StringRef buffer, int64_t offset = 0) {
    return LaunchArgAttr::get(ctx, buffer, "", TensorMapArgAttr(), 0, offset);
  };
  auto symbolOf = [&](int64_t dim) {
    return b.getStringAttr(DimSymbols::name(dims.symbolOfDim(op, dim)));
  };
  for (const ScratchBuffer &buffer : launch->scratch) {
    scratch.push_back("tmp" + std::to_string(numTemps++));
    SmallVector<Extent> shape;
    for (auto [extent, dim] :
         llvm::zip(buffer.type.getShape(), buffer.dimOf))
      shape.push_back(dim < 0 ? Extent(extent) : Extent(symbolOf(dim)));
    // Dynamic shapes are row-major too; the runtime derives their strides.
    SmallVector<int64_t> strides;
    if (buffer.type.hasStaticShape())
      strides = rowMajorStrides(buffer.type.getShape());
    bufferAttrs.push_back(BufferAttr::get(
        ctx, scratch.back(), "temp", dtypeName(buffer.type.getElementType()),
        shape, strides));
  }
  for (const AuxLaunch &aux : launch->before) {
    SmallVector<LaunchArgAttr> auxArgs;
    for (unsigned o : aux.operands)
      auxArgs.push_back(bufferArg(bufferOf.lookup(operands[o]),
                                  offsetOf.lookup(operands[o])));
    for (unsigned t : aux.scratch)
      auxArgs.push_back(bufferArg(scratch[t]));
    for (int64_t dim : aux.sizeDims)
      auxArgs.push_back(
          LaunchArgAttr::get(ctx, "", symbolOf(dim), TensorMapArgAttr(), 0, 0));
    KernelLaunch grid;
    grid.dynamicGrid = aux.grid;
    kernelAttrs.push_back(LaunchAttr::get(ctx, aux.name, gridAttr(op, grid),
                                          aux.block, 0, auxArgs));
  }
  auto afterBuffers = args.begin() + operands.size();
  for (unsigned t : llvm::reverse(launch->scratchArgs))
    afterBuffers = args.insert(afterBuffers, bufferArg(scratch[t]));

  kernelAttrs.push_back(LaunchAttr::get(ctx, name, gridAttr(op, *launch),
                                        launch->block, launch->sharedBytes,
                                        args));
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
  // A 1-D output that copies a computed tensor row-major (a flattened
  // output, as MIGraphX returns every buffer): the tensor is written in
  // place, as a row-major view of the output buffer; no copy kernel.
  for (Value v : ret.getOperands()) {
    auto copy = v.getDefiningOp<AggregateOp>();
    if (!copy || !isFlatOutputCopy(copy))
      continue;
    Value src = copy.getInputs()[0];
    aliasView(src, cast<RankedTensorType>(src.getType()), v, 0);
    fusedEpilogues.insert(copy);
  }
  for (Operation &op : func.getBody().front().without_terminator()) {
    // Scalar constants are rematerialized inside the kernels that use them.
    if (op.hasTrait<OpTrait::ConstantLike>() &&
        !isa<ShapedType>(op.getResult(0).getType()))
      continue;
    // A slice of a static 1-D buffer at a static offset
    // (fuse-unflatten-operands, for a flat weight buffer): the kernels take
    // the buffer's address plus the offset.
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
      Value src = slice.getSource();
      RankedTensorType srcTy = slice.getSourceType(),
                       ty = slice.getResultType();
      if (bufferOf.count(src) && srcTy.getRank() == 1 &&
          srcTy.hasStaticShape() && ty.hasStaticShape() &&
          slice.getStaticOffsets().size() == 1 &&
          !ShapedType::isDynamic(slice.getStaticOffsets()[0]) &&
          slice.getStaticStrides() == ArrayRef<int64_t>{1}) {
        aliasView(slice.getResult(), ty, src,
                  offsetOf.lookup(src) + slice.getStaticOffsets()[0]);
        continue;
      }
    }
    // A row-major view of a static 1-D buffer (fuse-unflatten-operands):
    // the kernels that read it take the buffer's address as the view's.
    if (auto view = dyn_cast<tensor::ExpandShapeOp>(op)) {
      Value src = view.getSrc();
      RankedTensorType srcTy = view.getSrcType(), ty = view.getResultType();
      if (bufferOf.count(src) && srcTy.getRank() == 1 &&
          srcTy.hasStaticShape() && ty.hasStaticShape()) {
        aliasView(view.getResult(), ty, src, offsetOf.lookup(src));
        continue;
      }
    }
    if (failed(lowerOp(&op)))
      return failure();
  }
  return success();
}

void LaunchSequence::aliasView(Value view, RankedTensorType ty, Value buffer,
                               int64_t offset) {
  bufferOf[view] = bufferOf.lookup(buffer);
  memrefOf[view] = MemRefType::get(ty.getShape(), ty.getElementType());
  symbolsOf[view] = SmallVector<int64_t>(ty.getRank(), -1);
  viewShapeOf[view] = llvm::to_vector(ty.getShape());
  if (offset != 0)
    offsetOf[view] = offset;
}

ManifestAttr LaunchSequence::manifest(ReferenceGraphAttr reference) {
  MLIRContext *ctx = b.getContext();
  // Version 2: shapes and grids may name size symbols ("dims"); kernels
  // may take tensor maps and counters.
  int64_t version = dims.dimAttrs.empty() && !usesVersion2Args ? 1 : 2;
  if (!reference)
    reference = ReferenceGraphAttr::get(ctx, referenceAttrs);
  return ManifestAttr::get(ctx, version, func.getSymName(), dims.dimAttrs,
                           bufferAttrs, kernelAttrs, reference);
}
