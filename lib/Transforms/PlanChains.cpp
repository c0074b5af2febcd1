//===- PlanChains.cpp - decide and explain joint tiling of matmul chains --===//
//
// Finds chains on the generic form -- a contraction aggregate whose result
// feeds, possibly through elementwise aggregates, an aggregate that reduces
// over that result's columns (a second contraction, or after factorization
// attention's online-softmax aggregate) -- and asks the cost model
// (lib/Analysis) whether to fuse them. Running on aggregates makes the planner
// see the same chains whether the input was fuse, linalg or TOSA.
// The decision is attached to the consumer as `fusec.plan = #fuse.plan<...>`
// and collected, with every number, in the module's `fusec.plans` attribute
// (which later stages keep, so the driver can write reports).
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/MaskAnalysis.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::fuse {
#define GEN_PASS_DEF_PLANCHAINSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

namespace {

/// A matched chain: a contraction aggregate (the producer) whose result
/// feeds, through elementwise aggregates, an aggregate (the consumer) that
/// reduces over that result's columns.
struct Chain {
  AggregateOp producer;
  AggregateOp consumer;
  /// Map from the consumer's iteration space to the producer's result.
  AffineMap via;
  /// Elementwise aggregates between the two.
  unsigned numMaps = 0;
  /// Whether some body on the way reads indices (a computed mask).
  bool readsIndices = false;
  /// The elementwise aggregates on the way whose bodies read indices.
  SmallVector<AggregateOp> indexReaders;
  /// The consumer's input the chain arrives at.
  unsigned operand = 0;
};

} // namespace

namespace {
/// A mask's key band as the planner sees it, in the dims of the body that
/// masks (analyzeKeyBandOver): `i` the query row dim, `j` the key dim.
struct PlannedBand {
  KeyBand band;
  unsigned i = 0;
  bool causal = false;
};
} // namespace

/// Whether the aggregate's own body (not nested reduces) reads an index.
static bool bodyReadsIndices(AggregateOp op) {
  return llvm::any_of(op.getBody().front(),
                      [](Operation &inner) { return isa<IndexOp>(inner); });
}

/// A sum over reduced dims: a single-result #fuse.add aggregate with
/// reduced dims (a contraction or a plain sum; import::isContraction is
/// the stricter test, a body that is a product).
static bool isSumReduction(AggregateOp op) {
  return op && op.getNumResults() == 1 && !op.getReduceDims().empty() &&
         isa<AddMonoidAttr>(op.getMonoid());
}

/// Walks back from input `t` of `consumer` through single-use elementwise
/// aggregates (identity maps) to a contraction.
static std::optional<Chain> matchChain(AggregateOp consumer, unsigned t) {
  Chain chain;
  chain.consumer = consumer;
  chain.operand = t;
  chain.readsIndices = bodyReadsIndices(consumer);
  chain.via = indexingMap(consumer, t);
  if (isGatheredInput(consumer, t) ||
      !chain.via.isProjectedPermutation(/*allowZeroInResults=*/true))
    return std::nullopt;
  Value v = consumer.getInputs()[t];
  while (auto def = v.getDefiningOp<AggregateOp>()) {
    if (!v.hasOneUse())
      return std::nullopt;
    if (isSumReduction(def)) {
      chain.producer = def;
      break;
    }
    if (!isElementwise(def))
      return std::nullopt;
    // Follow the input that comes from another aggregate with an identity
    // map (the chain); the others are side inputs such as a bias.
    auto ins = def.getInputs();
    auto it = llvm::find_if(llvm::enumerate(ins), [&](auto in) {
      return in.value().template getDefiningOp<AggregateOp>() &&
             indexingMap(def, in.index()).isIdentity();
    });
    if (it == llvm::enumerate(ins).end())
      return std::nullopt;
    ++chain.numMaps;
    if (bodyReadsIndices(def)) {
      chain.readsIndices = true;
      chain.indexReaders.push_back(def);
    }
    v = (*it).value();
  }
  if (!chain.producer)
    return std::nullopt;
  // The consumer must reduce over the producer's last (column) dimension.
  auto colExpr = dyn_cast<AffineDimExpr>(
      chain.via.getResult(chain.via.getNumResults() - 1));
  if (!colExpr || !consumer.isReduced(colExpr.getPosition()))
    return std::nullopt;
  return chain;
}

/// The key band of the chain's mask (the bodies on the way that read
/// indices: an elementwise aggregate over the scores, or the consumer), in
/// the dims of the body that masks; of several, the one whose band is
/// narrowest (each holds every kept key).
/// Nullopt when no body keeps an interval of keys the kernel can use
/// (bounds monotone in the query row, no values read at run time).
static std::optional<PlannedBand> plannedBand(const Chain &chain) {
  SmallVector<PlannedBand, 2> found;
  auto consider = [&](AggregateOp op, unsigned i, unsigned j) {
    PlannedBand p{analyzeKeyBandOver(op, j), i, false};
    if (!p.band.bounded() || !p.band.symbolInputs.empty() ||
        !llvm::all_of(p.band.exprs(),
                      [&](AffineExpr e) { return isMonotoneIn(e, i); }))
      return;
    p.causal = p.band.isCausal(i);
    found.push_back(std::move(p));
  };
  for (AggregateOp op : chain.indexReaders) {
    unsigned rank = op.getDimSizes().size();
    if (rank >= 2)
      consider(op, rank - 2, rank - 1);
  }
  unsigned results = chain.via.getNumResults();
  AggregateOp consumer = chain.consumer;
  if (bodyReadsIndices(consumer) && results >= 2 &&
      consumer.getReduceDims().size() == 1)
    if (auto row = dyn_cast<AffineDimExpr>(chain.via.getResult(results - 2)))
      consider(consumer, row.getPosition(), consumer.getReduceDims()[0]);
  if (found.empty())
    return std::nullopt;
  // The narrowest at a far row (where causal, a window and a prefix
  // differ).
  constexpr int64_t kRow = int64_t(1) << 20;
  auto width = [&](const PlannedBand &p) {
    return countBandBlocks(p.band, p.i, kRow, kRow + 1, 2 * kRow, 1).first;
  };
  return *llvm::min_element(found, [&](const PlannedBand &a,
                                       const PlannedBand &b) {
    return width(a) < width(b);
  });
}

/// The share of (query block, key block) pairs of `rows` x `keys` tiles
/// over m queries and n keys the band leaves (countBandBlocks).
static double keyBlockShare(const PlannedBand &p, int64_t m, int64_t n,
                            int64_t rows, int64_t keys) {
  int64_t rowBlocks = llvm::divideCeil(m, rows);
  int64_t keyBlocks = llvm::divideCeil(n, keys);
  if (rowBlocks <= 0 || keyBlocks <= 0)
    return 1.0;
  double computed = 0;
  for (int64_t r = 0; r < rowBlocks; ++r)
    computed += double(countBandBlocks(p.band, p.i, r * rows,
                                       std::min((r + 1) * rows, m), n, keys)
                           .first);
  return computed / (double(rowBlocks) * double(keyBlocks));
}

/// How `v` is produced, for a report: "the matmul at LOC", "the function
/// argument #N", ....
static std::string describeProducer(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return llvm::formatv("the function argument #{0}", arg.getArgNumber())
        .str();
  Operation *def = v.getDefiningOp();
  std::string what;
  if (auto agg = dyn_cast<AggregateOp>(def))
    what = isSumReduction(agg)          ? "the matmul"
           : isElementwise(agg)          ? "the elementwise op"
           : agg.getReduceDims().empty() ? "the aggregate"
                                         : "the reduction";
  else
    what = ("'" + def->getName().getStringRef() + "'").str();
  return what + " at " + locationString(def->getLoc());
}

/// Why input `t` of `consumer` does not start a chain (matchChain's
/// conditions, in its order), or nothing when it does. `rank` says how far
/// the walk got: 0 no aggregate, 1 an aggregate, 2 a contraction.
static std::optional<std::string> whyNoChain(AggregateOp consumer, unsigned t,
                                             int &rank) {
  rank = 0;
  AffineMap via = indexingMap(consumer, t);
  Value v = consumer.getInputs()[t];
  if (!v.getDefiningOp<AggregateOp>())
    return llvm::formatv("input #{0} is {1}, not computed by a matmul", t,
                         describeProducer(v))
        .str();
  rank = 1;
  if (isGatheredInput(consumer, t))
    return llvm::formatv("it gathers from {0} (reads it at computed "
                         "indices)",
                         describeProducer(v))
        .str();
  if (!via.isProjectedPermutation(/*allowZeroInResults=*/true))
    return llvm::formatv("it reads {0} through {1}, which is not a "
                         "projection of its dimensions",
                         describeProducer(v), via)
        .str();
  AggregateOp producer;
  while (auto def = v.getDefiningOp<AggregateOp>()) {
    if (!v.hasOneUse()) {
      unsigned uses = std::distance(v.use_begin(), v.use_end());
      Operation *other = nullptr;
      for (Operation *user : v.getUsers())
        if (user != consumer && (!other || user->isBeforeInBlock(other)))
          other = user;
      std::string also =
          other ? llvm::formatv(" (also read by '{0}' at {1})",
                                other->getName().getStringRef(),
                                locationString(other->getLoc()))
                      .str()
                : std::string();
      return llvm::formatv("the result of {0} has {1} uses{2}; a chain "
                           "keeps it on chip for one consumer only",
                           describeProducer(v), uses, also)
          .str();
    }
    if (isSumReduction(def)) {
      producer = def;
      break;
    }
    if (!isElementwise(def))
      return llvm::formatv("{0} sits between it and the matmul and is not "
                           "elementwise",
                           describeProducer(v))
          .str();
    auto ins = def.getInputs();
    auto it = llvm::find_if(llvm::enumerate(ins), [&](auto in) {
      return in.value().template getDefiningOp<AggregateOp>() &&
             indexingMap(def, in.index()).isIdentity();
    });
    if (it == llvm::enumerate(ins).end())
      return llvm::formatv("{0} reads no computed value through an identity "
                           "map (its maps: {1})",
                           describeProducer(v), def.getIndexingMaps())
          .str();
    v = (*it).value();
  }
  if (!producer)
    return llvm::formatv("the values it reads lead to {0}, not a matmul",
                         describeProducer(v))
        .str();
  rank = 2;
  auto colExpr = dyn_cast<AffineDimExpr>(via.getResult(via.getNumResults() - 1));
  if (!colExpr || !consumer.isReduced(colExpr.getPosition())) {
    std::string reduced;
    llvm::raw_string_ostream os(reduced);
    llvm::interleaveComma(consumer.getReduceDims(), os, [&](int64_t d) {
      os << cast<StringAttr>(consumer.getDimNames()[d]).getValue();
    });
    return llvm::formatv("it reduces over [{0}] but reads {1} through {2}: "
                         "the matmul's last (column) dimension is not a "
                         "reduced one, and a chain needs the reduced axis "
                         "last",
                         reduced, describeProducer(v), via)
        .str();
  }
  return std::nullopt;
}

/// Why `consumer` (which matched no chain) has none: the reason of the
/// input whose walk got furthest.
static std::string whyNoChain(AggregateOp consumer) {
  std::string best = "it reads no input";
  int bestRank = -1;
  for (unsigned t = 0, e = consumer.getInputs().size(); t < e; ++t) {
    int rank = 0;
    std::optional<std::string> why = whyNoChain(consumer, t, rank);
    if (why && rank > bestRank) {
      best = *why;
      bestRank = rank;
    }
  }
  return best;
}

/// Why the softmax `stats` (a #fuse.softmax aggregate) did not become a
/// weighted softmax with the sum its normalized values feed: that sum
/// accumulates in a 16-bit type as written (fuse-factor-aggregates leaves
/// it, the online softmax accumulating in f32). Nothing when no such sum
/// reads it.
static std::optional<std::string> whyNotWeighted(AggregateOp stats) {
  SmallVector<Operation *> work(stats->getUsers().begin(),
                                stats->getUsers().end());
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    auto agg = dyn_cast<AggregateOp>(work.pop_back_val());
    if (!agg || !seen.insert(agg).second)
      continue;
    if (isa<AddMonoidAttr>(agg.getMonoid()) && !agg.getReduceDims().empty()) {
      Type elt = getElementTypeOrSelf(agg.getResult(0).getType());
      if (elt.getIntOrFloatBitWidth() >= 32)
        continue;
      std::string why;
      llvm::raw_string_ostream os(why);
      os << "the weighted sum at " << locationString(agg.getLoc())
         << " accumulates in '" << elt
         << "' as written (--strict-accumulation); the online softmax "
            "accumulates in f32";
      return why;
    }
    if (isElementwise(agg))
      work.append(agg->getUsers().begin(), agg->getUsers().end());
  }
  return std::nullopt;
}

/// a * b for sizes, saturating at the largest int64: an iteration space may
/// be larger than any tensor (a dimension no input indexes), and the cost
/// model only needs to know that it is huge.
static int64_t saturatingMul(int64_t a, int64_t b) {
  int64_t product;
  return llvm::MulOverflow(a, b, product) ? std::numeric_limits<int64_t>::max()
                                          : product;
}

/// Builds the cost model's description of `chain`; a dynamic extent counts
/// as `assumed` (and sets `sawDynamic`).
static cost::ChainDesc describe(const Chain &chain, int64_t assumed,
                                bool wgmma, const cost::GpuSpec &gpu,
                                bool &sawDynamic) {
  AggregateOp producer = chain.producer, consumer = chain.consumer;
  auto prodTy = cast<RankedTensorType>(producer.getResult(0).getType());
  sawDynamic = false;
  auto concrete = [&](ArrayRef<int64_t> sizes) {
    SmallVector<int64_t> out(sizes);
    for (int64_t &s : out)
      if (ShapedType::isDynamic(s)) {
        s = assumed;
        sawDynamic = true;
      }
    return out;
  };
  SmallVector<int64_t> psStore = concrete(prodTy.getShape());
  SmallVector<int64_t> producerSizes = concrete(producer.getDimSizes());
  SmallVector<int64_t> consumerSizes = concrete(consumer.getDimSizes());
  ArrayRef<int64_t> ps = psStore;
  cost::ChainDesc d;
  bool attention =
      isa<WeightedSoftmaxMonoidAttr, SoftmaxMonoidAttr>(consumer.getMonoid());
  d.kind = attention ? cost::ChainKind::Attention
                     : cost::ChainKind::GenericChain;
  d.m = ps.size() >= 2 ? ps[ps.size() - 2] : 1;
  d.n = ps.back();
  d.k = 1;
  for (int64_t r : producer.getReduceDims())
    d.k = saturatingMul(d.k, producerSizes[r]);
  // Output width: the consumer's kept dims the producer does not index.
  d.outWidth = 1;
  for (auto [dim, size] : llvm::enumerate(consumerSizes))
    if (!consumer.isReduced(dim) &&
        !chain.via.isFunctionOfDim(static_cast<unsigned>(dim)))
      d.outWidth = saturatingMul(d.outWidth, size);
  // A dynamic batch extent counts as 1: the decision is per batch element.
  d.batch = 1;
  ArrayRef<int64_t> rawShape = prodTy.getShape();
  for (auto [e, raw] :
       llvm::zip(ps.drop_back(std::min<size_t>(2, ps.size())), rawShape)) {
    d.batch = saturatingMul(d.batch, ShapedType::isDynamic(raw) ? 1 : e);
    d.batchKnown &= !ShapedType::isDynamic(raw);
  }
  // Grouped-query decoding: one query row, and a batch dim (the query
  // heads of a group) that Q reads and K does not. The kernel packs the
  // group's heads as the tile's rows (packedQueryRowDim, the rule split-KV
  // and the generator apply), so K and V move once per group. V shares K's
  // key-side dims; the producer alone has Q and K.
  SmallVector<int64_t> kept;
  for (int64_t dim = 0, e = producer.getDimSizes().size(); dim < e; ++dim)
    if (!producer.isReduced(dim))
      kept.push_back(dim);
  if (attention && d.batchKnown && kept.size() >= 3 &&
      producer.getReduceDims().size() == 1 &&
      producer.getInputs().size() >= 2) {
    AffineMap q = indexingMap(producer, 0), k = indexingMap(producer, 1);
    if (q.isFunctionOfDim(kept.back()))
      std::swap(q, k);
    int64_t rowDim = kept[kept.size() - 2];
    int64_t packed = packedQueryRowDim(
        producer.getDimSizes(), rowDim, producer.getReduceDims()[0],
        kept.back(), q, k, k);
    if (packed != rowDim) {
      int64_t group = producer.getDimSizes()[packed];
      d.m = group;
      d.batch = std::max<int64_t>(1, d.batch / group);
    }
  }
  Type inElt =
      cast<ShapedType>(producer.getInputs()[0].getType()).getElementType();
  d.dtypeBytes = std::max(1u, inElt.getIntOrFloatBitWidth() / 8);
  // The mask's key band, as the kernel will read it once the chain is one
  // body: the causal triangle keeps its own schedules and count; another
  // band's share of computed tiles is counted once the tile is known.
  std::optional<PlannedBand> band;
  if (attention && chain.readsIndices)
    band = plannedBand(chain);
  d.causal = band && band->causal;
  d.unfusedKernels = 2 + (attention ? 1 : 0) + chain.numMaps;
  // The tensor-core kernel's tile (16-bit operands, one static head dim
  // and value width that are multiples of 8 from 16 to 256): the rule the
  // config pass records and the generator builds.
  // f32 read as tf32: the same kernel on mma.sync's tf32 MMAs; read
  // exactly (ieee): its tiles on the CUDA cores (priced at their rate,
  // specFor).
  StringRef precision = f32PrecisionOf(producer);
  bool f32Kernel =
      inElt.isF32() && (precision == "tf32" || precision == "ieee");
  bool sixteenBit = inElt.isBF16() || inElt.isF16() || f32Kernel;
  bool staticK = llvm::none_of(producer.getReduceDims(), [&](int64_t r) {
    return ShapedType::isDynamic(producer.getDimSizes()[r]);
  });
  if (sixteenBit && staticK && producer.getReduceDims().size() == 1 &&
      cost::isTensorCoreHeadDim(d.k) &&
      cost::isTensorCoreHeadDim(d.outWidth)) {
    cost::OnlineSoftmaxParams p;
    p.wgmma = wgmma && !f32Kernel;
    p.tf32 = f32Kernel;
    p.simt = f32Kernel && precision == "ieee";
    d.cudaCores = p.simt;
    p.d = d.k;
    p.e = d.outWidth;
    p.plainSum = !attention;
    // Causal attention takes longer key blocks above d = 128 and a
    // persistent grid by its own rules.
    p.causal = d.causal;
    p.keyBand = band && !band->causal;
    // A chain's B is stored [k][n]: keys contiguous.
    p.kTransposed = !attention;
    p.dynamic = sawDynamic;
    p.keysDivisibleBy128 =
        !ShapedType::isDynamic(rawShape.back()) && d.n % 128 == 0;
    // Attention reads K [keys][d] and V [keys][e] (the layouts the
    // generator's TMA takes when the head dims are whole 64-column slabs).
    p.tma = p.wgmma && attention && cost::tmaHeadDims(d.k, d.outWidth);
    // The warp-specialized kernel loads K and V by TMA at any head dim from
    // 80 and takes 128 query rows per CTA when they are there (or the
    // query count is only known at launch): the same facts the config
    // pass reads off the aggregate (OnlineSoftmaxConfig.cpp, paramsOf).
    // A chain's B loads by TMA in [k][64-column] slabs where its rows are
    // static (the matcher's alignment).
    p.tmaCapable =
        p.wgmma && (attention || !ShapedType::isDynamic(rawShape.back()));
    // Split-KV (fuse-split-kv with its defaults): too few CTAs for the SMs
    // and enough static keys to cut into segments.
    if (attention && d.batchKnown && !ShapedType::isDynamic(rawShape.back())) {
      int64_t rows = cost::onlineSoftmaxRowsPerCta(p.wgmma, d.k, d.outWidth);
      cost::SplitChoice split = cost::chooseKeySplits(
          saturatingMul(d.batch, llvm::divideCeil(d.m, rows)), d.n, gpu,
          cost::kSplitKvMinKeys, cost::kSplitKvMaxSegments,
          cost::kSplitKvSegmentAlign, /*keyBytes=*/2.0 * (d.k + d.outWidth),
          /*partialBytes=*/3.0 * 4 * std::min(d.m, rows) * d.outWidth);
      if (split.segments >= 2) {
        d.keySegments = split.segments;
        p.segmented = true;
      }
    }
    p.m = rawShape.size() >= 2 &&
                  !ShapedType::isDynamic(rawShape[rawShape.size() - 2])
              ? d.m
              : -1;
    p.n = ShapedType::isDynamic(rawShape.back()) ? -1 : d.n;
    p.batch = d.batchKnown ? d.batch : -1;
    p.sms = gpu.numSMs;
    cost::OnlineSoftmaxConfig c = cost::chooseOnlineSoftmaxConfig(p);
    d.streamK = c.streamK;
    d.builtEfficiency = cost::builtKernelEfficiency(p);
    d.builtEfficiencyAlone = cost::builtKernelEfficiencyAlone(p);
    d.builtTile = cost::TileConfig{c.rowsPerCta(), c.keys,
                                   static_cast<unsigned>(c.stages)};
  }
  if (band && !band->causal)
    d.keyBlockShare = keyBlockShare(
        *band, d.m, d.n, d.builtTile.blockRows ? d.builtTile.blockRows : 64,
        d.builtTile.blockCols ? d.builtTile.blockCols : 64);
  return d;
}

namespace {
struct PlanChainsPass
    : public mlir::fuse::impl::PlanChainsPassBase<PlanChainsPass> {
  using PlanChainsPassBase::PlanChainsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetAttr target =
        resolveTarget(module, "fuse-plan-chains: ", gpu, arch);
    if (!target)
      return signalPassFailure();
    std::optional<cost::GpuSpec> gpuSpec = target.toGpuSpec();
    wgmma = target.hasWgmma();
    if (policy != "auto" && policy != "always" && policy != "never") {
      emitError(module.getLoc(), "unknown fuse policy '")
          << policy << "'; expected auto, always or never";
      return signalPassFailure();
    }
    if (assumeDynamicExtent < 1) {
      emitError(module.getLoc(), "assume-dynamic-extent must be positive, got ")
          << assumeDynamicExtent.getValue();
      return signalPassFailure();
    }
    SmallVector<Attribute> records, unchained;
    bool failedChain = false;
    module.walk([&](AggregateOp consumer) {
      if (consumer.getReduceDims().empty() ||
          consumer->getParentOfType<AggregateOp>())
        return;
      for (unsigned t = 0, e = consumer.getInputs().size(); t < e; ++t) {
        if (std::optional<Chain> chain = matchChain(consumer, t)) {
          if (failed(checkStaticContraction(*chain))) {
            failedChain = true;
            return;
          }
          records.push_back(plan(*chain, *gpuSpec));
          return;
        }
      }
      // A softmax no chain starts from: say why (the op or map that broke
      // it), in the report and as a remark.
      if (isa<WeightedSoftmaxMonoidAttr, SoftmaxMonoidAttr>(
              consumer.getMonoid()))
        unchained.push_back(explainUnchained(consumer));
    });
    if (failedChain)
      return signalPassFailure();
    if (!records.empty())
      module->setAttr(kPlansAttrName,
                      ArrayAttr::get(module.getContext(), records));
    if (!unchained.empty())
      module->setAttr(kUnchainedAttrName,
                      ArrayAttr::get(module.getContext(), unchained));
  }

  /// The report record of a softmax that starts no chain.
  UnchainedAttr explainUnchained(AggregateOp consumer) {
    bool attention = isa<WeightedSoftmaxMonoidAttr>(consumer.getMonoid());
    std::optional<std::string> notWeighted =
        attention ? std::nullopt : whyNotWeighted(consumer);
    std::string reason = notWeighted ? *notWeighted : whyNoChain(consumer);
    if (emitRemarks)
      emitRemark(consumer.getLoc())
          << "fusec found " << (attention ? "attention" : "a softmax")
          << " here but no chain to fuse: " << reason;
    return UnchainedAttr::get(&getContext(), locationString(consumer.getLoc()),
                              functionNameOf(consumer),
                              attention ? "attention" : "softmax", reason);
  }

  /// The first contraction of a chain (attention's head dimension) must
  /// be static: tiles, registers and the kernel's loops are built around it.
  LogicalResult checkStaticContraction(const Chain &chain) {
    AggregateOp producer = chain.producer;
    for (int64_t r : producer.getReduceDims())
      if (ShapedType::isDynamic(producer.getDimSizes()[r]))
        return producer.emitError("the contraction dimension '")
               << cast<StringAttr>(producer.getDimNames()[r]).getValue()
               << "' of this chain's first matmul is dynamic; fusec needs it "
                  "static (the head dimension of attention): only batch, "
                  "heads and sequence lengths may be `?`";
    return success();
  }

  /// Whether the consumer's input `t` is the chain's value (V): read along
  /// the reduced dim and along an output column the chain does not index
  /// (a bias per logit reads no such column).
  static bool isValueOperand(const Chain &chain, unsigned t) {
    AggregateOp consumer = chain.consumer;
    if (t == chain.operand)
      return false;
    AffineMap m = indexingMap(consumer, t);
    bool column = false;
    for (unsigned d = 0, e = consumer.getDimSizes().size(); d < e; ++d)
      column |= !consumer.isReduced(d) && m.isFunctionOfDim(d) &&
                !chain.via.isFunctionOfDim(d);
    return m.getNumResults() != 0 && column &&
           m.isFunctionOfDim(consumer.getReduceDims().front());
  }

  /// Why the fused chain would have no tensor-core kernel, if it would not:
  /// the consumer's value operand read with a reduced dim last.
  static std::optional<std::string> unfusableValue(const Chain &chain) {
    AggregateOp consumer = chain.consumer;
    for (unsigned t = 0, e = consumer.getInputs().size(); t < e; ++t) {
      if (!isValueOperand(chain, t))
        continue;
      AffineMap m = indexingMap(consumer, t);
      std::optional<unsigned> last = unitStrideDim(m);
      if (!last || consumer.isReduced(*last))
        return "the second matmul reads its other operand (" +
               describeProducer(consumer.getInputs()[t]) +
               ") with the reduced dimension contiguous, which the fused "
               "tensor-core kernel does not stream (two tensor-core GEMMs "
               "instead)";
    }
    return std::nullopt;
  }

  /// Why the fused chain would be the untiled kernel while its GEMMs
  /// would not: under 3xtf32 each f32 product is three tf32 GEMMs, while
  /// there is no 3xtf32 online-softmax kernel (tf32 has one on the tensor
  /// cores, ieee one on the CUDA cores).
  static std::optional<std::string> untiledAsF32(const Chain &chain) {
    AggregateOp producer = chain.producer;
    Type elt =
        cast<ShapedType>(producer.getInputs()[0].getType()).getElementType();
    if (!elt.isF32() || f32PrecisionOf(producer) != "3xtf32")
      return std::nullopt;
    return std::string(
        "its operands are f32, which --f32-precision=3xtf32 splits into "
        "three tf32 GEMMs each, while the fused chain would be the untiled "
        "kernel (there is no 3xtf32 online-softmax kernel; "
        "--f32-precision=tf32 fuses it on the tensor cores, ieee on the "
        "CUDA cores)");
  }

  /// Why only the untiled kernel would take the fused chain although its
  /// GEMMs have tiled kernels: Q, K and V read from function arguments of
  /// different element types (OnlineSoftmaxMatch takes three of one type),
  /// or its first matmul reads its rows' operand (Q) of several dims
  /// through one flattened index (a buffer passed 1-D and viewed by
  /// expand_shape, as MIGraphX passes every buffer). The online-softmax
  /// kernel tiles Q by its rows (OnlineSoftmaxMatch), the GEMM generator
  /// only needs aligned runs.
  static std::optional<std::string> untiledOnly(const Chain &chain) {
    if (std::optional<std::string> mixed = mixedOperands(chain))
      return mixed;
    // The key: the producer's kept dim at the result position the
    // consumer's reduced dim indexes; Q is the operand that does not read
    // it (a flattened K alone is taken: the match needs Q's rows).
    AggregateOp producer = chain.producer, consumer = chain.consumer;
    SmallVector<unsigned> kept;
    for (unsigned d = 0, e = producer.getDimSizes().size(); d < e; ++d)
      if (!producer.isReduced(d))
        kept.push_back(d);
    std::optional<unsigned> key;
    for (unsigned p = 0, e = chain.via.getNumResults(); p < e; ++p)
      if (chain.via.getResult(p) ==
              getAffineDimExpr(consumer.getReduceDims().front(),
                               consumer.getContext()) &&
          p < kept.size())
        key = kept[p];
    if (!key)
      return std::nullopt;
    for (unsigned t = 0, e = producer.getInputs().size(); t < e; ++t) {
      AffineMap m = indexingMap(producer, t);
      unsigned dims = 0;
      for (unsigned d = 0; d < m.getNumDims(); ++d)
        dims += m.isFunctionOfDim(d);
      if (!m.isFunctionOfDim(*key) && m.getNumResults() == 1 && dims >= 2)
        return "its first matmul reads its rows' operand (" +
               describeProducer(producer.getInputs()[t]) +
               ") through one flattened index, while the fused tensor-core "
               "kernel tiles it by rows";
    }
    return std::nullopt;
  }

  /// Q, K and V as function arguments of different element types, said as
  /// the online-softmax match says it.
  static std::optional<std::string> mixedOperands(const Chain &chain) {
    AggregateOp producer = chain.producer, consumer = chain.consumer;
    SmallVector<Value> operands(producer.getInputs());
    for (unsigned t = 0, e = consumer.getInputs().size(); t < e; ++t)
      if (isValueOperand(chain, t))
        operands.push_back(consumer.getInputs()[t]);
    if (operands.size() != 3 || llvm::any_of(operands, [](Value v) {
          return !isa<BlockArgument>(v);
        }))
      return std::nullopt;
    SmallVector<Type> types;
    for (Value v : operands)
      types.push_back(getElementTypeOrSelf(v.getType()));
    if (types[0] == types[1] && types[1] == types[2])
      return std::nullopt;
    std::string out;
    llvm::raw_string_ostream os(out);
    os << "its operands read " << types[0] << ", " << types[1] << " and "
       << types[2] << ", while the tensor-core kernels take three of one type";
    return out;
  }

  /// Plans one chain, annotates its consumer and returns the report record.
  /// The target's kernels are wgmma's (sm_90a): the tiles priced.
  bool wgmma = true;

  /// The GPU as the chain's products run on it: f32 operands read as tf32
  /// take the tensor cores at half the bf16 rate, as three tf32 products
  /// (3xtf32) at a sixth; read exactly (ieee) the CUDA cores' f32 rate.
  static cost::GpuSpec specFor(Chain chain, cost::GpuSpec gpu) {
    Type elt = cast<ShapedType>(chain.producer.getInputs()[0].getType())
                   .getElementType();
    StringRef precision = f32PrecisionOf(chain.producer);
    if (elt.isF32() && precision == "tf32")
      gpu.peakFp32Flops = gpu.peakBf16Flops / 2;
    else if (elt.isF32() && precision == "3xtf32")
      gpu.peakFp32Flops = gpu.peakBf16Flops / 6;
    return gpu;
  }

  ChainRecordAttr plan(Chain chain, const cost::GpuSpec &targetSpec) {
    bool dynamic = false;
    cost::GpuSpec gpuSpec = specFor(chain, targetSpec);
    cost::ChainDesc desc =
        describe(chain, assumeDynamicExtent, wgmma, gpuSpec, dynamic);
    cost::ChainPlan p = cost::planChain(desc, gpuSpec);
    bool fuse = p.fuse;
    std::string decidedBy(cost::toString(p.decidedBy));
    std::string reason = p.reason;
    if (dynamic)
      reason += llvm::formatv(" (dynamic extents taken as {0}, "
                              "--assume-dynamic-extent)",
                              assumeDynamicExtent.getValue())
                    .str();
    // The fused kernel streams the consumer's other operand (V) in tiles
    // of its reduced dim with the output column contiguous; V stored the
    // other way round (nn.Linear's [out, in] weight read as [in, out]) has
    // no tensor-core chain kernel, while the two GEMMs have one each.
    std::optional<std::string> why = untiledAsF32(chain);
    if (!why)
      why = unfusableValue(chain);
    if (why && fuse) {
      fuse = false;
      decidedBy = "generator";
      reason = "do not fuse: " + *why + "; the cost model said: " + p.reason;
    }
    // A chain only the untiled kernel would take: fused where that kernel
    // is still faster than the unfused ones.
    if (std::optional<std::string> flat = untiledOnly(chain); flat && fuse) {
      cost::KernelTime untiled =
          cost::untiledChainKernelTime(gpuSpec, desc, /*fused=*/true);
      if (untiled.seconds > p.unfused.seconds) {
        fuse = false;
        decidedBy = "generator";
        reason = llvm::formatv("do not fuse: {0}, so it would be the untiled "
                               "kernel ({1:f1} us against {2:f1} us "
                               "unfused); the cost model said: {3}",
                               *flat, untiled.seconds * 1e6,
                               p.unfused.seconds * 1e6, p.reason)
                     .str();
      }
    }
    if (policy != "auto") {
      fuse = policy == "always";
      decidedBy = "policy";
      reason = llvm::formatv("{0} by --fuse-policy={1}; the cost model said: "
                             "{2}",
                             fuse ? "fuse" : "do not fuse", policy, p.reason)
                   .str();
    }
    MLIRContext *ctx = &getContext();
    Builder b(ctx);
    AggregateOp consumer = chain.consumer;
    consumer->setAttr(
        "fusec.plan",
        PlanAttr::get(ctx, fuse, desc.m, desc.n, desc.k, p.tile.blockRows,
                      p.tile.blockCols, p.seedBlockEqualsK,
                      p.seedKLessThanNOver3, p.fit.fits(),
                      b.getF64FloatAttr(p.unfused.seconds * 1e6),
                      b.getF64FloatAttr(p.fused.seconds * 1e6),
                      b.getStringAttr(decidedBy), b.getStringAttr(reason)));
    if (emitRemarks)
      emitRemark(consumer.getLoc())
          << "fusec plan for the chain starting at "
          << locationString(chain.producer.getLoc()) << ": " << reason;

    // Each kernel of both options with its predicted time (the chosen
    // option's are the report's per-kernel predictions).
    auto kernelList = [&](const std::vector<cost::KernelTime> &ks) {
      SmallVector<KernelTimeAttr> out;
      for (const cost::KernelTime &k : ks)
        out.push_back(KernelTimeAttr::get(ctx, k.what, k.seconds * 1e6, k.why));
      return out;
    };
    return ChainRecordAttr::get(
        ctx, locationString(consumer.getLoc()), functionNameOf(consumer),
        locationString(chain.producer.getLoc()),
        desc.kind == cost::ChainKind::Attention ? "attention" : "matmul_chain",
        desc.m, desc.n, desc.k, desc.outWidth, desc.batch, desc.dtypeBytes,
        desc.causal,
        ChainTileAttr::get(ctx, p.tile.blockRows, p.tile.blockCols,
                           p.tile.stages),
        ChainCriteriaAttr::get(ctx, p.seedBlockEqualsK, p.seedKLessThanNOver3,
                               p.fit.fits(), p.rooflineSaysFuse),
        p.fit.explanation,
        NaiveFusedAttr::get(ctx, p.unfused.flops, p.fused.flops),
        NaiveFusedAttr::get(ctx, p.unfused.bytes, p.fused.bytes),
        NaiveFusedAttr::get(ctx, p.unfused.seconds * 1e6,
                            p.fused.seconds * 1e6),
        kernelList(p.unfusedKernels), kernelList(p.fusedKernels), fuse,
        decidedBy, reason);
  }
};
} // namespace
