//===- RaiseOps.cpp - step 2: linalg ops to aggregates --------------------===//
//
// Step 2 of fuse-raise-linalg: every linalg op becomes a fuse.aggregate
// (named ops are generalized first), linalg.softmax fuse.softmax; tensor ops
// that are views stay for step 3; anything else is a located error.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Step 2: linalg ops to aggregates
//===----------------------------------------------------------------------===//

/// Whether `value` is the identity of `monoid` (0 for add, -inf for max).
/// The lowest finite value counts as max's identity too: TOSA's reduce_max
/// starts there. The two differ only on a slice that is entirely -inf, where
/// fusec defines softmax as 0 instead of TOSA's NaN.
static bool isIdentityOf(Attribute monoid, TypedAttr value) {
  if (auto i = dyn_cast_or_null<IntegerAttr>(value))
    return isa<AddMonoidAttr>(monoid) ? i.getValue().isZero()
                                      : i.getValue().isMinSignedValue();
  auto f = dyn_cast_or_null<FloatAttr>(value);
  if (!f)
    return false;
  if (isa<AddMonoidAttr>(monoid))
    return f.getValue().isZero();
  if (isa<MaxMonoidAttr>(monoid)) {
    const APFloat &v = f.getValue();
    APFloat lowest = APFloat::getLargest(v.getSemantics(), /*Negative=*/true);
    return (v.isInfinity() && v.isNegative()) || v.compare(lowest) ==
                                                     APFloat::cmpEqual;
  }
  return false;
}

/// Whether `e` is an access fusec raises from a linalg map: a dimension, a
/// constant, or `d floordiv c` / `d mod c` (grouped heads, reshapes).
static bool isRaisableExpr(AffineExpr e) {
  if (isa<AffineDimExpr, AffineConstantExpr>(e))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || (e.getKind() != AffineExprKind::FloorDiv &&
               e.getKind() != AffineExprKind::Mod))
    return false;
  auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
  return isa<AffineDimExpr>(bin.getLHS()) && c && c.getValue() > 0;
}

/// Raises one op of the function body (linalg, tensor, leftover tosa);
/// ops of other dialects are left alone.
LogicalResult Raiser::raiseOp(Operation *op) {
  StringRef dialect = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op))
    return raiseSoftmax(softmax);
  if (isa<linalg::FillOp>(op))
    return checkStaticTensors(op, op->getName().getStringRef());
  if (auto lop = dyn_cast<linalg::LinalgOp>(op)) {
    std::string name = op->getName().getStringRef().str();
    if (isa<linalg::ConvolutionOpInterface>(op) ||
        linalg::isaConvolutionOpInterface(lop))
      return cannotRaise(op) << (StringRef(name).contains("pooling")
                                     ? "pooling is not supported"
                                     : "convolutions are not supported");
    if (failed(checkStaticTensors(op, name)))
      return failure();
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic) {
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, lop);
      if (failed(g))
        return cannotRaise(op) << "it has no linalg.generic form";
      generic = *g;
    }
    return raiseGeneric(generic, name);
  }
  if (dialect == "linalg")
    return cannotRaise(op) << "it has no fuse equivalent";
  if (isa<tensor::EmptyOp>(op))
    return success();
  if (auto cast = dyn_cast<tensor::CastOp>(op)) {
    if (succeeded(foldResultCast(cast)))
      return success();
    if (failed(checkStaticTensors(op, op->getName().getStringRef())))
      return failure();
    return cannotRaise(op)
           << "a cast to or from `?` dims folds only where the function "
              "returns its result; give the tensors one type (static, or `?` "
              "throughout)";
  }
  if (dialect == "tensor") {
    if (failed(checkStaticTensors(op, op->getName().getStringRef())))
      return failure();
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
      if (isFoldableReshape(op))
        return success();
      return cannotRaise(op)
             << "a group of its expanded shape has a dynamic dimension "
                "after the first; fusec folds reshapes whose inner "
                "dimensions are static ([?, 16, 64] <-> [?, 1024])";
    }
    // Sizes of dynamic tensors: read by tensor.empty and index arithmetic
    // that the raising leaves dead (the sizes are the aggregates' `?`).
    if (isa<tensor::DimOp>(op))
      return success();
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
      std::string why = sliceRefusal(slice);
      if (why.empty())
        return success();
      return cannotRaise(op) << why;
    }
    return cannotRaise(op) << "it has no fuse equivalent";
  }
  if (dialect == "tosa")
    return cannotRaise(op)
           << "TOSA is imported through upstream "
              "tosa-to-linalg first (the fusec-import pipeline)";
  return success();
}

/// A tensor.cast of a static tensor to `?` dimensions that only the function
/// returns (frontends erase static sizes on results) is its source: the
/// function returns the static type. Fails, changing nothing, otherwise.
LogicalResult Raiser::foldResultCast(tensor::CastOp op) {
  auto srcTy = dyn_cast<RankedTensorType>(op.getSource().getType());
  if (!srcTy || !srcTy.hasStaticShape() || op->use_empty() ||
      !llvm::all_of(op->getUsers(), [&](Operation *user) {
        return isa<func::ReturnOp>(user) && user->getParentOp() == func;
      }))
    return failure();
  rewriter.replaceAllUsesWith(op.getResult(), op.getSource());
  rewriter.eraseOp(op);
  SmallVector<Type> results;
  func.walk([&](func::ReturnOp ret) {
    if (ret->getParentOp() == func)
      results = llvm::to_vector(ret.getOperandTypes());
  });
  func.setFunctionType(FunctionType::get(
      func.getContext(), func.getFunctionType().getInputs(), results));
  return success();
}

/// linalg.softmax -> fuse.softmax over the same dimension.
LogicalResult Raiser::raiseSoftmax(linalg::SoftmaxOp op) {
  if (failed(checkStaticTensors(op, op->getName().getStringRef())))
    return failure();
  auto inTy = cast<RankedTensorType>(op.getInput().getType());
  if (!isa<FloatType>(inTy.getElementType()))
    return cannotRaise(op) << "its input is not a float tensor";
  if (op->getResult(0).getType() != inTy)
    return cannotRaise(op) << "its result type " << op->getResult(0).getType()
                           << " differs from its input type " << inTy;
  rewriter.setInsertionPoint(op);
  auto softmax =
      SoftmaxOp::create(rewriter, op.getLoc(), inTy, op.getInput(),
                        rewriter.getI64IntegerAttr(op.getDimension()));
  rewriter.replaceOp(op, softmax.getResult());
  return success();
}

/// A linalg.generic (possibly generalized from the named op `name`) -> an
/// aggregate over the same loops, in the monoid of its reduction (or
/// #fuse.add with no reduced dimension), whose body computes the element.
LogicalResult Raiser::raiseGeneric(linalg::GenericOp op, StringRef name) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  if (op.getNumDpsInits() != 1)
    return cannotRaise(loc, name)
           << "it has " << op.getNumDpsInits()
           << " outputs; fusec raises ops with one result";
  OpOperand *init = op.getDpsInitOperand(0);
  auto outTy = cast<RankedTensorType>(init->get().getType());
  Type outElt = outTy.getElementType();
  // Integer results: index and mask computations a program keeps or
  // returns, and integer sums and (signed) maxima.
  if (!isa<FloatType, IntegerType>(outElt))
    return cannotRaise(loc, name)
           << "its result has element type " << outElt
           << "; fusec computes floats and integers";

  // The iteration space in canonical order: the output's dimensions as the
  // output map lists them, then the reduction loops. A constant 0 in the
  // output map (a kept unit dimension, `keepdim`) is left out of the
  // aggregate and restored by an expand_shape that readers fold away.
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<int64_t> loopSizes = op.getStaticLoopRanges();
  unsigned numLoops = op.getNumLoops();
  AffineMap outMap = op.getMatchingIndexingMap(init);
  SmallVector<int64_t> newPos(numLoops, -1), sizes, reduced;
  SmallVector<bool> unitOut;
  for (auto [r, e] : llvm::enumerate(outMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    auto c = dyn_cast<AffineConstantExpr>(e);
    unitOut.push_back(!d);
    if (d && iters[d.getPosition()] == utils::IteratorType::parallel &&
        newPos[d.getPosition()] < 0) {
      newPos[d.getPosition()] = sizes.size();
      sizes.push_back(loopSizes[d.getPosition()]);
    } else if (c && c.getValue() == 0 && outTy.getDimSize(r) == 1) {
      continue;
    } else {
      return cannotRaise(loc, name)
             << "its output indexing map " << AffineMapAttr::get(outMap)
             << " is not a projection of the parallel loops";
    }
  }
  for (unsigned l = 0; l < numLoops; ++l) {
    if (iters[l] == utils::IteratorType::reduction) {
      newPos[l] = sizes.size();
      reduced.push_back(sizes.size());
      sizes.push_back(loopSizes[l]);
    } else if (newPos[l] < 0) {
      return cannotRaise(loc, name)
             << "parallel loop " << l << " does not index the output";
    }
  }
  unsigned numDims = sizes.size();
  SmallVector<AffineExpr> dimRepl;
  for (int64_t p : newPos)
    dimRepl.push_back(getAffineDimExpr(p, ctx));
  auto remap = [&](AffineMap m) {
    return m.replaceDimsAndSymbols(dimRepl, {}, numDims, 0);
  };

  // The body: scalar arith / math, linalg.index, and tensor.extract of a
  // tensor from outside at computed indices (a gather: the tensor becomes
  // a gathered input); cf.assert on those indices is dropped (the kernels
  // clamp gathered indices into the tensor).
  Block &body = *op.getBody();
  SmallVector<Value> gathered;
  for (Operation &inner : body.without_terminator()) {
    StringRef d = inner.getDialect() ? inner.getDialect()->getNamespace() : "";
    auto extract = dyn_cast<tensor::ExtractOp>(inner);
    if ((d != "arith" && d != "math" && !extract &&
         !isa<linalg::IndexOp, affine::AffineApplyOp, cf::AssertOp>(inner)) ||
        inner.getNumRegions() != 0)
      return cannotRaise(loc, name)
             << "its body holds '" << inner.getName()
             << "'; fusec raises bodies of scalar arith and math ops and "
                "tensor.extract";
    for (Value v : inner.getOperands()) {
      if (v.getParentBlock() == &body)
        continue;
      if (extract && v == extract.getTensor()) {
        auto ty = cast<RankedTensorType>(v.getType());
        if (!ty.hasStaticShape())
          return cannotRaise(loc, name)
                 << "it gathers from " << ty
                 << ", a tensor of dynamic shape; fusec gathers from static "
                    "tensors";
        if (ty.getRank() == 0)
          return cannotRaise(loc, name)
                 << "it reads a rank-0 tensor with tensor.extract; pass it "
                    "as an input";
        if (!llvm::is_contained(gathered, v))
          gathered.push_back(v);
        continue;
      }
      if (!matchPattern(v, m_Constant()))
        return cannotRaise(loc, name)
               << "its body reads a value defined outside it that is not a "
                  "constant";
    }
  }
  Value yielded = body.getTerminator()->getOperand(0);
  BlockArgument outArg = op.getMatchingBlockArgument(init);

  // A reduction: the body must end in `out = combine(out, element)`.
  Attribute monoid = AddMonoidAttr::get(ctx);
  Operation *combine = nullptr;
  Value element = yielded;
  if (!reduced.empty()) {
    combine = yielded.getDefiningOp();
    if (!combine || combine->getBlock() != &body ||
        combine->getNumOperands() != 2)
      return cannotRaise(loc, name)
             << "its reduction body does not end in a combine of the output "
                "with an element";
    if (isa<arith::AddFOp, arith::AddIOp>(combine))
      monoid = AddMonoidAttr::get(ctx);
    else if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(
                 combine))
      monoid = MaxMonoidAttr::get(ctx);
    else
      return cannotRaise(loc, name)
             << "its reduction combines with '" << combine->getName()
             << "'; fusec has monoids for arith.addf / arith.addi "
                "(#fuse.add) and arith.maximumf / arith.maxnumf / "
                "arith.maxsi (#fuse.max)";
    if (combine->getOperand(0) == outArg)
      element = combine->getOperand(1);
    else if (combine->getOperand(1) == outArg)
      element = combine->getOperand(0);
    else
      return cannotRaise(loc, name)
             << "its reduction body does not combine the element with the "
                "output argument";
    if (!outArg.hasOneUse())
      return cannotRaise(loc, name)
             << "its reduction body reads the output argument outside the "
                "final combine";
  }

  // An output that is read must hold data. A reduction into tensor.empty
  // starts from an undefined value (buddy-mlir's max reductions do): any
  // start is right, and the monoid's identity is the one meant.
  bool emptyInit = init->get().getDefiningOp<tensor::EmptyOp>() != nullptr;
  if (reduced.empty() && !outArg.use_empty() && emptyInit)
    return cannotRaise(loc, name)
           << "it reads its uninitialized output (tensor.empty)";

  // Inputs: splat constants become scalars in the body; unused inputs are
  // dropped; a (value, map) pair read twice is read once.
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  SmallVector<int64_t> argInput(body.getNumArguments(), -1);
  SmallVector<TypedAttr> argScalar(body.getNumArguments());
  auto addInput = [&](Value v, AffineMap m, BlockArgument arg) {
    if (arg.use_empty())
      return;
    if (TypedAttr s = getSplatScalar(v, arg.getType())) {
      argScalar[arg.getArgNumber()] = s;
      return;
    }
    for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, maps))) {
      if (std::get<0>(pair) == v && std::get<1>(pair) == m) {
        argInput[arg.getArgNumber()] = i;
        return;
      }
    }
    argInput[arg.getArgNumber()] = inputs.size();
    inputs.push_back(v);
    maps.push_back(m);
  };
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap m = op.getMatchingIndexingMap(in);
    BlockArgument arg = op.getMatchingBlockArgument(in);
    auto ty = dyn_cast<RankedTensorType>(in->get().getType());
    if (!ty) {
      // A scalar operand is a rank-0 value: a constant becomes a constant in
      // the body; anything else would be a buffer of its own.
      if (arg.use_empty() || getSplatScalar(in->get(), arg.getType()))
        addInput(in->get(), remap(m), arg);
      else
        return cannotRaise(loc, name)
               << "input #" << in->getOperandNumber() << " is a scalar ("
               << in->get().getType()
               << ") that is not a constant; fusec reads scalars only as "
                  "constants (pass it as a tensor)";
      continue;
    }
    // Boolean masks (i1, one byte per element in memory) and i32 / i64
    // tensors (lengths, positions, ids) are read like floats: the body
    // compares and selects with them (`select %keep, %s, -inf`).
    Type inElt = ty.getElementType();
    if (!isa<FloatType>(inElt) && !inElt.isInteger(1) &&
        !inElt.isSignlessInteger(8) && !inElt.isSignlessInteger(16) &&
        !inElt.isSignlessInteger(32) && !inElt.isSignlessInteger(64) &&
        !arg.use_empty() && !getSplatScalar(in->get(), arg.getType()))
      return cannotRaise(loc, name)
             << "input #" << in->getOperandNumber() << " has element type "
             << inElt
             << " and is not computed by ops fusec can merge into this one; "
                "fusec reads float, i1, i8, i16, i32 and i64 tensors";
    for (auto [r, e] : llvm::enumerate(m.getResults())) {
      auto c = dyn_cast<AffineConstantExpr>(e);
      if (!isRaisableExpr(e) ||
          (c && (c.getValue() < 0 ||
                 (!ty.isDynamicDim(r) && c.getValue() >= ty.getDimSize(r)))))
        return cannotRaise(loc, name)
               << "indexing map #" << in->getOperandNumber() << " "
               << AffineMapAttr::get(m)
               << " is not supported: fusec raises accesses by dimensions, "
                  "constants, floordiv and mod (no convolution-like sums)";
    }
    addInput(in->get(), remap(m), arg);
  }
  if (reduced.empty())
    addInput(init->get(), remap(outMap), outArg);
  // Gathered tensors: inputs with an empty map, read whole.
  unsigned firstGathered = inputs.size();
  for (Value g : gathered) {
    inputs.push_back(g);
    maps.push_back(AffineMap::get(numDims, 0, ctx));
  }

  if (element.getType() != outElt)
    return cannotRaise(loc, name)
           << "its element has type " << element.getType() << " but the result "
           << outElt;

  bool contraction = false;
  if (!reduced.empty() && isa<AddMonoidAttr>(monoid))
    if (std::optional<Product> p = matchProduct(element, &body))
      contraction = p->lhs != outArg && p->rhs != outArg &&
                    argInput[p->lhs.getArgNumber()] >= 0 &&
                    argInput[p->rhs.getArgNumber()] >= 0;
  SmallVector<std::string> names =
      dimNames(numDims - reduced.size(), reduced.size(), contraction);

  SmallVector<int64_t> keptShape;
  for (auto [r, unit] : llvm::enumerate(unitOut))
    if (!unit)
      keptShape.push_back(outTy.getDimSize(r));
  auto aggTy = RankedTensorType::get(keptShape, outElt);
  rewriter.setInsertionPoint(op);
  auto agg = AggregateOp::create(rewriter, loc, TypeRange{aggTy}, monoid,
                                 refs(names), sizes, reduced, inputs, maps);
  Block &dest = agg.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&dest);
  IRMapping mapping;
  for (BlockArgument arg : body.getArguments()) {
    unsigned n = arg.getArgNumber();
    if (argInput[n] >= 0)
      mapping.map(arg, dest.getArgument(argInput[n]));
    else if (argScalar[n])
      mapping.map(arg, arith::ConstantOp::create(b, loc, argScalar[n]));
  }
  for (auto [i, g] : llvm::enumerate(gathered))
    mapping.map(g, dest.getArgument(firstGathered + i));
  for (Operation &inner : body.without_terminator()) {
    if (&inner == combine || isa<cf::AssertOp>(inner))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(),
                  IndexOp::create(b, index.getLoc(), b.getIndexType(),
                                  newPos[index.getDim()]));
      continue;
    }
    // Index arithmetic (from fused producers) as arith ops.
    if (auto apply = dyn_cast<affine::AffineApplyOp>(inner)) {
      AffineMap m = apply.getAffineMap();
      SmallVector<Value> operands =
          llvm::to_vector(llvm::map_range(apply.getMapOperands(), [&](Value v) {
            return mapping.lookupOrDefault(v);
          }));
      ValueRange all(operands);
      mapping.map(apply.getResult(),
                  affine::expandAffineExpr(b, apply.getLoc(), m.getResult(0),
                                           all.take_front(m.getNumDims()),
                                           all.drop_front(m.getNumDims())));
      continue;
    }
    b.clone(inner, mapping);
  }
  YieldOp::create(b, loc, mapping.lookupOrDefault(element));
  track(agg);

  // A reduction whose init is not the monoid's identity: combine the init
  // in, elementwise, with the body's own combine op.
  Value result = agg.getResult(0);
  if (aggTy != outTy)
    result = tensor::ExpandShapeOp::create(rewriter, loc, outTy, result,
                                           unitGroups(unitOut));
  if (!reduced.empty() && !emptyInit &&
      !isIdentityOf(monoid, getSplatScalar(init->get(), outElt))) {
    int64_t rank = outTy.getRank();
    TypedAttr initScalar = getSplatScalar(init->get(), outElt);
    SmallVector<Value> combineInputs{result};
    if (!initScalar)
      combineInputs.push_back(init->get());
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    auto withInit = AggregateOp::create(
        rewriter, loc, TypeRange{outTy}, AddMonoidAttr::get(ctx),
        refs(genericDimNames(rank)), outTy.getShape(), {}, combineInputs,
        SmallVector<AffineMap>(combineInputs.size(), id));
    Block &cb = withInit.getBody().front();
    b.setInsertionPointToStart(&cb);
    Value initValue =
        initScalar ? arith::ConstantOp::create(b, loc, initScalar).getResult()
                   : Value(cb.getArgument(1));
    IRMapping cm;
    cm.map(outArg, initValue);
    cm.map(element, cb.getArgument(0));
    YieldOp::create(b, loc, b.clone(*combine, cm)->getResult(0));
    track(withInit);
    result = withInit.getResult(0);
  }
  rewriter.replaceOp(op, result);
  return success();
}
