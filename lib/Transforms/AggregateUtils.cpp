//===- AggregateUtils.cpp - rewriting fuse.aggregate bodies ---------------===//

#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::fuse;

bool mlir::fuse::hasNestedReduce(AggregateOp op) {
  bool found = false;
  op.getBody().walk([&](ReduceOp) { found = true; });
  return found;
}

bool mlir::fuse::isElementwise(AggregateOp op) {
  return op.getReduceDims().empty() && op.getNumResults() == 1 &&
         op.getMonoidAttr().getNumState() == 1 && !hasNestedReduce(op);
}

bool mlir::fuse::isInlinableReduction(AggregateOp op) {
  return !op.getReduceDims().empty() && op.getNumResults() == 1 &&
         op.getMonoidAttr().getNumState() == 1 && !hasNestedReduce(op);
}

bool mlir::fuse::feedsWeightedValueOnly(AggregateOp op, unsigned operand) {
  if (!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()))
    return false;
  Block &body = op.getBody().front();
  llvm::SmallPtrSet<Value, 16> logitDeps;
  SmallVector<Value> work{body.getTerminator()->getOperand(0)};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!logitDeps.insert(v).second)
      continue;
    if (Operation *def = v.getDefiningOp()) {
      llvm::append_range(work, def->getOperands());
      // Values used inside nested regions (a fuse.reduce's body).
      def->walk([&](Operation *nested) {
        if (nested != def)
          llvm::append_range(work, nested->getOperands());
      });
    }
  }
  return !logitDeps.contains(body.getArgument(operand));
}

bool mlir::fuse::readsContraction(AggregateOp op) {
  return llvm::any_of(op.getInputs(), [](Value in) {
    if (in.getDefiningOp<MatmulOp>())
      return true;
    auto agg = in.getDefiningOp<AggregateOp>();
    return agg && !agg.getReduceDims().empty();
  });
}

bool mlir::fuse::keepOutOfWeightedValue(AggregateOp consumer, unsigned operand,
                                        AggregateOp producer) {
  // A rounding of wider floats to bf16 / f16 (V of an f32 program under
  // --f32-precision=bf16) stays a kernel of its own: pulled in, the chain
  // would read the wide tensor, which the tensor cores do not take.
  auto narrowsFloats = [&] {
    return hasTensorCoreElements(producer.getResult(0)) &&
           llvm::any_of(producer.getInputs(), [](Value in) {
             auto ty = dyn_cast<ShapedType>(in.getType());
             return ty && isa<FloatType>(ty.getElementType()) &&
                    !hasTensorCoreElements(in);
           });
  };
  return feedsWeightedValueOnly(consumer, operand) &&
         (!producer.getReduceDims().empty() || readsContraction(producer) ||
          narrowsFloats());
}

LogicalResult
mlir::fuse::inlineFirstInput(RewriterBase &rewriter, AggregateOp consumer,
                             function_ref<bool(AggregateOp)> accept) {
  for (auto [i, in] : llvm::enumerate(consumer.getInputs())) {
    auto producer = in.getDefiningOp<AggregateOp>();
    if (producer && in.hasOneUse() && accept(producer) &&
        succeeded(inlineProducer(rewriter, consumer, i)))
      return success();
  }
  return failure();
}

std::string mlir::fuse::locationString(Location loc) {
  if (auto flc = dyn_cast<FileLineColLoc>(loc))
    return llvm::formatv("{0}:{1}:{2}", flc.getFilename().getValue(),
                         flc.getLine(), flc.getColumn())
        .str();
  std::string s;
  llvm::raw_string_ostream os(s);
  loc.print(os);
  return s;
}

std::optional<fusec::cost::GpuSpec>
mlir::fuse::targetGpuOrError(ModuleOp module, StringRef pass, StringRef gpu,
                             StringRef arch) {
  TargetAttr target =
      resolveTarget(module, (pass + ": ").str(), gpu, arch);
  if (!target)
    return std::nullopt;
  return target.toGpuSpec();
}

StringRef mlir::fuse::functionNameOf(Operation *op) {
  auto func = op->getParentOfType<func::FuncOp>();
  return func ? func.getSymName() : StringRef();
}

void mlir::fuse::appendRewriteRecord(ModuleOp module,
                                     RewriteRecordAttrInterface record) {
  SmallVector<Attribute> all;
  if (auto old = module->getAttrOfType<ArrayAttr>(kRewritesAttrName))
    llvm::append_range(all, old.getValue());
  all.push_back(record);
  module->setAttr(kRewritesAttrName, ArrayAttr::get(module.getContext(), all));
}

bool mlir::fuse::isPlannedForFusion(Operation *op) {
  auto plan = op->getAttrOfType<PlanAttr>("fusec.plan");
  return plan && plan.getFuse();
}

/// Clones the ops of `body` (not its terminator) at `b`'s insertion point,
/// mapping the block arguments to `args` and every fuse.index d (of this body,
/// not of nested ones) to fuse.index remap(d), or to the constant 0 where
/// remap(d) is negative (a unit dim the new op reads at 0). Returns the
/// yielded values.
static SmallVector<Value> cloneBody(OpBuilder &b, Block &body, ValueRange args,
                                   function_ref<int64_t(int64_t)> remap) {
  IRMapping mapping;
  mapping.map(body.getArguments(), args);
  for (Operation &op : body.without_terminator()) {
    if (auto index = dyn_cast<IndexOp>(op);
        index && remap(index.getDim()) < 0) {
      mapping.map(index.getResult(),
                  arith::ConstantIndexOp::create(b, index.getLoc(), 0));
      continue;
    }
    Operation *copy = b.clone(op, mapping);
    if (auto index = dyn_cast<IndexOp>(copy))
      index.setDim(remap(index.getDim()));
  }
  return llvm::to_vector(llvm::map_range(
      body.getTerminator()->getOperands(),
      [&](Value v) { return mapping.lookupOrDefault(v); }));
}

FailureOr<AggregateOp> mlir::fuse::inlineProducer(RewriterBase &rewriter,
                                                  AggregateOp consumer,
                                                  unsigned operand) {
  auto producer = consumer.getInputs()[operand].getDefiningOp<AggregateOp>();
  if (!producer || !(isElementwise(producer) || isInlinableReduction(producer)))
    return failure();
  AffineMap viaMap = indexingMap(consumer, operand);
  if (isGatheredInput(consumer, operand) ||
      !viaMap.isProjectedPermutation(/*allowZeroInResults=*/true))
    return failure();

  MLIRContext *ctx = consumer.getContext();
  unsigned numConsumerDims = consumer.getDimSizes().size();
  ArrayRef<int64_t> reduced = producer.getReduceDims();
  // Producer dim -> expression over the consumer's dims followed by the
  // producer's reduced dims (the nested reduce's own dims).
  SmallVector<AffineExpr> producerDims;
  SmallVector<int64_t> producerDimPos;
  unsigned kept = 0;
  for (int64_t d = 0, e = producer.getDimSizes().size(); d < e; ++d) {
    auto it = llvm::find(reduced, d);
    if (it != reduced.end()) {
      int64_t pos = numConsumerDims + (it - reduced.begin());
      producerDimPos.push_back(pos);
      producerDims.push_back(getAffineDimExpr(pos, ctx));
      continue;
    }
    // A unit dim the consumer reads at 0 (a 1 x ... tensor read as ...).
    AffineExpr read = viaMap.getResult(kept++);
    if (auto dim = dyn_cast<AffineDimExpr>(read)) {
      producerDimPos.push_back(dim.getPosition());
      producerDims.push_back(dim);
      continue;
    }
    if (producer.getDimSizes()[d] != 1)
      return failure();
    producerDimPos.push_back(-1);
    producerDims.push_back(getAffineConstantExpr(0, ctx));
  }
  unsigned domain = numConsumerDims + reduced.size();
  AffineMap toProducer = AffineMap::get(domain, 0, producerDims, ctx);
  auto remap = [&](int64_t d) { return producerDimPos[d]; };
  auto composed = [&](Attribute m) {
    return cast<AffineMapAttr>(m).getValue().compose(toProducer);
  };

  // New inputs: the consumer's (minus the inlined one), plus the producer's
  // when its body is inlined directly.
  bool elementwise = isElementwise(producer);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (auto [i, in] : llvm::enumerate(consumer.getInputs())) {
    if (i == operand)
      continue;
    inputs.push_back(in);
    maps.push_back(indexingMap(consumer, i));
  }
  unsigned firstProducerInput = inputs.size();
  if (elementwise) {
    llvm::append_range(inputs, producer.getInputs());
    for (Attribute m : producer.getIndexingMaps())
      maps.push_back(composed(m));
  }

  SmallVector<StringRef> names = llvm::to_vector(llvm::map_range(
      consumer.getDimNames(),
      [](Attribute a) { return cast<StringAttr>(a).getValue(); }));
  rewriter.setInsertionPoint(consumer);
  auto fused = AggregateOp::create(
      rewriter, consumer.getLoc(), consumer.getResultTypes(),
      consumer.getMonoid(), names, consumer.getDimSizes(),
      consumer.getReduceDims(), inputs, maps);
  for (NamedAttribute attr : consumer->getDiscardableAttrs())
    fused->setAttr(attr.getName(), attr.getValue());

  Block &block = fused.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&block);
  Location loc = producer.getLoc();
  Type elt = cast<ShapedType>(producer.getResult(0).getType()).getElementType();
  MonoidAttrInterface monoid = producer.getMonoidAttr();
  Value value;
  if (elementwise) {
    SmallVector<Value> yielded = cloneBody(
        b, producer.getBody().front(),
        block.getArguments().drop_front(firstProducerInput), remap);
    value = monoid.buildEmbed(b, loc, yielded, TypeRange{elt})[0];
  } else {
    SmallVector<Attribute> ownNames;
    SmallVector<int64_t> ownSizes;
    for (int64_t d : reduced) {
      // Keep the producer's name unless the consumer already uses it.
      StringAttr name = cast<StringAttr>(producer.getDimNames()[d]);
      if (consumer.getDimPosition(name.getValue()) >= 0)
        name = b.getStringAttr(name.getValue() + "_r");
      ownNames.push_back(name);
      ownSizes.push_back(producer.getDimSizes()[d]);
    }
    SmallVector<Attribute> reduceMaps = llvm::to_vector(
        llvm::map_range(producer.getIndexingMaps(), [&](Attribute m) {
          return cast<Attribute>(AffineMapAttr::get(composed(m)));
        }));
    OperationState state(loc, ReduceOp::getOperationName());
    state.addOperands(producer.getInputs());
    state.addTypes(elt);
    state.addAttribute("monoid", producer.getMonoid());
    state.addAttribute("dim_names", b.getArrayAttr(ownNames));
    state.addAttribute("dim_sizes", b.getDenseI64ArrayAttr(ownSizes));
    state.addAttribute("indexing_maps", b.getArrayAttr(reduceMaps));
    Region *region = state.addRegion();
    Block *inner = new Block();
    for (Value in : producer.getInputs())
      inner->addArgument(cast<ShapedType>(in.getType()).getElementType(),
                         loc);
    region->push_back(inner);
    Operation *reduce = b.create(state);
    OpBuilder ib = OpBuilder::atBlockBegin(inner);
    SmallVector<Value> yielded =
        cloneBody(ib, producer.getBody().front(), inner->getArguments(), remap);
    YieldOp::create(ib, loc, yielded);
    value = reduce->getResult(0);
  }

  // The consumer's own body, with the inlined input's argument replaced.
  SmallVector<Value> args;
  for (unsigned i = 0, a = 0, e = consumer.getInputs().size(); i < e; ++i)
    args.push_back(i == operand ? value : block.getArgument(a++));
  auto identity = [](int64_t d) { return d; };
  SmallVector<Value> yielded =
      cloneBody(b, consumer.getBody().front(), args, identity);
  YieldOp::create(b, consumer.getLoc(), yielded);

  rewriter.replaceOp(consumer, fused.getResults());
  return fused;
}

int64_t mlir::fuse::packedQueryRowDim(ArrayRef<int64_t> sizes, int64_t rowDim,
                                      int64_t eDim, int64_t jDim,
                                      AffineMap qMap, AffineMap kMap,
                                      AffineMap vMap) {
  if (sizes[rowDim] != 1)
    return rowDim;
  for (int64_t dim = static_cast<int64_t>(sizes.size()) - 1; dim >= 0; --dim) {
    if (dim == rowDim || dim == eDim || dim == jDim ||
        ShapedType::isDynamic(sizes[dim]) || sizes[dim] < 2)
      continue;
    if (qMap.isFunctionOfDim(dim) && !kMap.isFunctionOfDim(dim) &&
        !vMap.isFunctionOfDim(dim))
      return dim;
  }
  return rowDim;
}

StringRef mlir::fuse::f32PrecisionOf(Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto precision = op->getAttrOfType<StringAttr>("fuse.f32_precision"))
      return precision.getValue();
  return "ieee";
}

bool mlir::fuse::readsF32AsTf32(Operation *op) {
  StringRef precision = f32PrecisionOf(op);
  return precision == "tf32" || precision == "3xtf32";
}

bool mlir::fuse::isNegInfConstant(Value v) {
  FloatAttr attr;
  return matchPattern(v, m_Constant(&attr)) && attr.getValue().isInfinity() &&
         attr.getValue().isNegative();
}

bool mlir::fuse::hasTensorCoreElements(Value v) {
  Type t = cast<ShapedType>(v.getType()).getElementType();
  return t.isBF16() || t.isF16();
}

std::optional<unsigned> mlir::fuse::unitStrideDim(AffineMap map,
                                                  int64_t *restDivisor) {
  if (map.getNumResults() == 0)
    return std::nullopt;
  AffineExpr last = map.getResults().back();
  MLIRContext *ctx = map.getContext();
  for (unsigned d = 0, e = map.getNumDims(); d < e; ++d) {
    if (!last.isFunctionOfDim(d))
      continue;
    AffineExpr rest = simplifyAffineExpr(last - getAffineDimExpr(d, ctx),
                                         map.getNumDims(),
                                         map.getNumSymbols());
    if (rest.isFunctionOfDim(d) ||
        llvm::any_of(map.getResults().drop_back(),
                     [&](AffineExpr r) { return r.isFunctionOfDim(d); }))
      continue;
    if (restDivisor) {
      auto c = dyn_cast<AffineConstantExpr>(rest);
      *restDivisor = c && c.getValue() == 0
                         ? 0
                         : static_cast<int64_t>(rest.getLargestKnownDivisor());
    }
    return d;
  }
  return std::nullopt;
}
