//===- AttentionGenerator.cpp - the online softmax's generator ------------===//
//
// The tensor-core online-softmax strategy (attention, matmul chains) behind
// the KernelGenerator interface: it matches what isTensorCoreOnlineSoftmax
// accepts, folds a split-KV combine (findFoldedCombine) and an elementwise
// epilogue into the kernel, takes a #fuse.kernel_config
// (onlineSoftmaxConfig) and emits buildOnlineSoftmaxKernel's kernel. The
// kernel itself is AttentionKernel.h's builder, one file per strategy.
//
//===----------------------------------------------------------------------===//

#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "OnlineSoftmaxMatch.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::fuse;

/// The state-folding aggregate over the segments of `op` (fuse-split-kv's
/// combine) when it runs in `op`'s kernel: it reads every result of `op`,
/// and only them, in order, with identity maps, and reduces only the
/// segment dim; `op`'s kept dims are static (the counters and the cluster
/// are sized by them).
AggregateOp mlir::fuse::findFoldedCombine(AggregateOp op,
                                          const TensorCoreTarget &target) {
  std::optional<int64_t> seg = op.getSegmentDim();
  if (!seg || (!target.lastCtaFold && !foldsInCluster(op, target)) ||
      op->use_empty() || !llvm::all_equal(op->getUsers()) ||
      !isTensorCoreOnlineSoftmax(op))
    return nullptr;
  // The segment's place among the kept dims: the combine reduces that one.
  int64_t segKept = 0, kept = 0;
  for (int64_t d = 0, e = op.getDimSizes().size(); d < e; ++d)
    if (!op.isReduced(d)) {
      segKept = d == *seg ? kept : segKept;
      ++kept;
    }
  for (auto [d, size] : llvm::enumerate(op.getDimSizes()))
    if (!op.isReduced(d) && ShapedType::isDynamic(size))
      return nullptr;
  auto user = dyn_cast<AggregateOp>(*op->user_begin());
  if (!user || !user.getYieldsState() || user.getMonoid() != op.getMonoid() ||
      user.getInputs() != ValueRange(op.getResults()) ||
      user.getReduceDims().size() != 1 || user.getReduceDims()[0] != segKept ||
      static_cast<int64_t>(user.getDimSizes().size()) != kept ||
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

AggregateOp mlir::fuse::findRowEpilogue(AggregateOp op, AggregateOp combine) {
  if ((op.getSegmentDim() && !combine) || op.getNumResults() != 3 ||
      !isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()))
    return nullptr;
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt || mt->plainSum)
    return nullptr;
  // The value's column among the results' axes (op's kept dims in order,
  // but the segments' that the combine folds).
  int64_t eAxis = 0;
  for (int64_t d = 0; d < mt->eDim; ++d)
    eAxis += !op.isReduced(d) &&
             !(combine && d == static_cast<int64_t>(*op.getSegmentDim()));
  Operation *states = combine ? combine.getOperation() : op.getOperation();
  AggregateOp found;
  for (Operation *u : states->getUsers()) {
    auto user = dyn_cast<AggregateOp>(u);
    if (!user || user == found || !isElementwise(user))
      continue;
    bool rowWise = true;
    SmallVector<bool> read(user.getDimSizes().size(), false);
    // Each of the user's dims reads at most one axis.
    for (AffineExpr e : indexingMap(user, 0).getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(e)) {
        rowWise &= !read[dim.getPosition()];
        read[dim.getPosition()] = true;
      }
    for (auto [in, m] : llvm::zip(user.getInputs(), user.getIndexingMaps())) {
      auto r = dyn_cast<OpResult>(in);
      AffineMap map = cast<AffineMapAttr>(m).getValue();
      if (!r || r.getOwner() != states || r.getResultNumber() > 1) {
        rowWise = false;
        break;
      }
      for (auto [axis, e] : llvm::enumerate(map.getResults())) {
        auto dim = dyn_cast<AffineDimExpr>(e);
        auto c = dyn_cast<AffineConstantExpr>(e);
        bool ok = static_cast<int64_t>(axis) == eAxis ? c && c.getValue() == 0
                                                      : static_cast<bool>(dim);
        rowWise &= ok;
      }
      // Every input read at the same point (so each dim is one axis).
      rowWise &= map == indexingMap(user, 0);
    }
    for (auto [d, size] : llvm::enumerate(user.getDimSizes()))
      rowWise &= read[d] || size == 1;
    if (!rowWise)
      continue;
    if (found)
      return nullptr;
    found = user;
  }
  return found;
}

bool mlir::fuse::foldsInCluster(AggregateOp op,
                                const TensorCoreTarget &target) {
  std::optional<int64_t> seg = op.getSegmentDim();
  return target.wgmma && target.clusters && seg &&
         op.getDimSizes()[*seg] <= kMaxClusterSegments;
}

/// The plan the planner recorded for the chain at `loc`, if any.
static ChainRecordAttr planAt(ModuleOp module, StringRef loc) {
  if (auto plans = module->getAttrOfType<ArrayAttr>(kPlansAttrName))
    for (Attribute a : plans) {
      auto plan = cast<ChainRecordAttr>(a);
      if (plan.getLocation() == loc)
        return plan;
    }
  return nullptr;
}

/// "keys k in [i - 255, i]: 9.1% of key blocks computed, 6.1% partially
/// masked" for a kernel whose mask leaves a band of keys; the share counted
/// as the kernel visits blocks (static sizes only; bounds read at batch
/// point 0).
static std::string describeKeyBand(AggregateOp op,
                                   const fusec::cost::OnlineSoftmaxConfig &c) {
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt)
    return "";
  SmallVector<std::string> names;
  for (Attribute name : op.getDimNames())
    names.push_back(cast<StringAttr>(name).str());
  // An input by its function argument and the point it is read at:
  // "arg3[b0]".
  auto readName = [&](unsigned t) {
    Value in = op.getInputs()[t];
    auto arg = dyn_cast<BlockArgument>(in);
    std::string s = arg && isa<func::FuncOp>(arg.getOwner()->getParentOp())
                        ? "arg" + std::to_string(arg.getArgNumber())
                        : "in" + std::to_string(t);
    AffineMap map = cast<AffineMapAttr>(op.getIndexingMaps()[t]).getValue();
    s += "[";
    for (auto [k, e] : llvm::enumerate(map.getResults())) {
      s += k ? ", " : "";
      if (auto d = dyn_cast<AffineDimExpr>(e))
        s += names[d.getPosition()];
      else if (auto c = dyn_cast<AffineConstantExpr>(e))
        s += std::to_string(c.getValue());
      else
        s += "...";
    }
    return s + "]";
  };
  // A mask read from tensors: the pre-kernel's block table.
  std::string table;
  if (!mt->blockMask.empty()) {
    table = "key blocks per row block from a block table (a pre-kernel "
            "bounds the mask over each block of rows and keys) of ";
    for (auto [k, t] : llvm::enumerate(mt->blockMask.inputs))
      table += (k ? ", " : "") + readName(t);
  }
  if (!mt->causal && !mt->banded) {
    if (!table.empty())
      return table;
    unsigned unexplained = analyzeKeyBand(op).unexplained;
    if (unexplained == 0)
      return "";
    return llvm::formatv("every key block computed: the mask's {0} -inf "
                         "select(s) keep no one interval of keys, evaluated "
                         "per element",
                         unexplained)
        .str();
  }
  SmallVector<std::string> symbols;
  for (unsigned t : mt->band.symbolInputs)
    symbols.push_back(readName(t));
  if (!table.empty())
    table = "; " + table;
  std::string out = "keys " + names[mt->jDim] + " in " +
                    mt->band.describe(names, symbols);
  if (!symbols.empty())
    return out + ", read per batch point: key blocks counted at run time" +
           table;
  if (ShapedType::isDynamic(mt->m) || ShapedType::isDynamic(mt->n))
    return out + table;
  int64_t rows = c.rowsPerCta(), rowBlocks = llvm::divideCeil(mt->m, rows);
  int64_t computed = 0, partial = 0;
  for (int64_t r = 0; r < rowBlocks; ++r) {
    auto [blocks, masked] =
        countBandBlocks(mt->band, mt->iDim, r * rows,
                        std::min((r + 1) * rows, mt->m), mt->n, c.keys);
    computed += blocks;
    partial += masked;
  }
  double all = double(rowBlocks) * double(llvm::divideCeil(mt->n, c.keys));
  // With a block table the band's count bounds what runs from above.
  return out + llvm::formatv(": {0}{1:F1}% of key blocks computed, {2:F1}% "
                             "partially masked",
                             table.empty() ? "" : "at most ",
                             100.0 * computed / all, 100.0 * partial / all)
                   .str() +
         table;
}

/// "logit bias: 1 key term linear in k (one conversion per key block, a
/// constant step per key), 1 row term in the row's max only (the softmax
/// cancels a row's shift)" for a logit split into bias terms.
static std::string describeBias(AggregateOp op) {
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt || !mt->biased)
    return "";
  std::string key = cast<StringAttr>(op.getDimNames()[mt->jDim]).str();
  int64_t linear = 0, perLogit = 0, factors = 0;
  for (const OnlineSoftmaxMatch::BiasTerm &t : mt->keyTerms) {
    bool isLinear =
        keyCoefficient(*mt, t, op.getDimSizes().size()).has_value();
    (isLinear ? linear : perLogit) += 1;
  }
  for (const auto *terms : {&mt->keyTerms, &mt->rowTerms})
    for (const OnlineSoftmaxMatch::BiasTerm &t : *terms)
      factors += llvm::count_if(
          t.factors, [](Value f) { return !matchPattern(f, m_Constant()); });
  SmallVector<std::string> parts;
  if (linear)
    parts.push_back(llvm::formatv("{0} key term(s) linear in {1} (one "
                                  "conversion per key block, a constant "
                                  "step per key)",
                                  linear, key));
  if (perLogit)
    parts.push_back(
        llvm::formatv("{0} key term(s) evaluated per logit", perLogit));
  if (!mt->rowTerms.empty())
    parts.push_back(llvm::formatv("{0} row term(s) in the row's max only "
                                  "(the softmax cancels a row's shift)",
                                  mt->rowTerms.size()));
  std::string out = "logit bias: " + llvm::join(parts, ", ");
  if (factors)
    out += ", factors read once per tile";
  return out + ", scale folded into the exponent";
}

namespace {
struct OnlineSoftmaxGenerator : KernelGenerator {
  StringRef name() const override { return "online_softmax"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    auto agg = dyn_cast<AggregateOp>(op);
    return agg && isTensorCoreOnlineSoftmax(agg);
  }

  KernelGroup group(Operation *op,
                    const TensorCoreTarget &target) const override {
    auto agg = cast<AggregateOp>(op);
    KernelGroup group;
    group.op = op;
    group.combine = findFoldedCombine(agg, target);
    group.rowEpilogue = findRowEpilogue(agg, group.combine);
    group.epilogue = findEpilogue(group.combine ? group.combine : agg,
                                  /*readsOthers=*/false, group.rowEpilogue);
    group.inputs = aggregateKernelOperands(agg);
    // A combine folded by the segments' last CTA reads the partial states
    // from memory: they are temporaries beside the kernel's results.
    if (group.combine && !foldsInCluster(agg, target))
      group.partials.assign(op->result_begin(), op->result_end());
    return group;
  }

  bool takesDynamicExtents() const override { return true; }

  LogicalResult selectConfig(const KernelGroup &group,
                             const TensorCoreTarget &target,
                             KernelRecordAttr &record) const override {
    auto op = cast<AggregateOp>(group.op);
    FailureOr<fusec::cost::OnlineSoftmaxConfig> config =
        onlineSoftmaxConfig(op, target, group.combine);
    if (failed(config))
      return failure();
    std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
    KernelConfigAttr attr = toAttr(op.getContext(), *config, mt && mt->simt);
    op->setAttr(kKernelConfigAttrName, attr);
    int64_t segments = 0;
    StringRef fold;
    if (std::optional<uint64_t> seg = op.getSegmentDim()) {
      segments = op.getDimSizes()[*seg];
      fold = !group.combine               ? "kernel"
             : foldsInCluster(op, target) ? "cluster"
                                          : "last_cta";
    }
    // The tile the planner priced for this chain (rows x keys, stages).
    std::string location = locationString(op.getLoc());
    ChainTileAttr plannedTile;
    if (auto module = op->getParentOfType<ModuleOp>())
      if (ChainRecordAttr plan = planAt(module, location))
        plannedTile = plan.getTile();
    // The MMAs read Q's type (K's and V's are the same; none for f32 read
    // exactly).
    // The mask's structure, then the logit's bias.
    std::string structure = describeKeyBand(op, *config);
    if (std::string bias = describeBias(op); !bias.empty())
      structure += (structure.empty() ? "" : "; ") + bias;
    if (group.rowEpilogue)
      structure += (structure.empty() ? "" : "; ") +
                   ("the consumer of the row statistics (m, s) at " +
                    locationString(group.rowEpilogue->getLoc()) +
                    " computed and stored per query row");
    record = KernelRecordAttr::get(
        op.getContext(), location, functionNameOf(op), attr, segments, fold,
        plannedTile, /*not_tensor_core=*/"", structure,
        mt ? mmaPrecision(mt->q) : StringRef());
    return success();
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &target) const override {
    return buildOnlineSoftmaxKernel(kernels, name, cast<AggregateOp>(group.op),
                                    group.inputs, sig, group.epilogue, target,
                                    group.combine, group.rowEpilogue);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createOnlineSoftmaxGenerator() {
  return std::make_unique<OnlineSoftmaxGenerator>();
}
