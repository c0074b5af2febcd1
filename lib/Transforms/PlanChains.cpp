//===- PlanChains.cpp - decide and explain joint tiling of matmul chains --===//
//
// Finds chains -- a contraction whose result feeds, possibly through
// elementwise maps or a softmax, a second contraction over that result's
// columns -- and asks the cost model (lib/Analysis) whether to fuse them.
// The decision is attached to the consumer as `fusec.plan = #fuse.plan<...>`
// and collected, with every number, in the module's `fusec.plans` attribute
// (which later stages keep, so the driver can write reports).
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_PLANCHAINSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

namespace {

/// A matched chain: producer matmul, the ops in between, consumer matmul.
struct Chain {
  MatmulOp producer;
  MatmulOp consumer;
  bool hasSoftmax = false;
  bool hasIndexMask = false;
  unsigned numMaps = 0;
};

} // namespace

/// Whether `map`'s body reads an index (a mask computed from positions).
static bool readsIndices(MapOp map) {
  bool found = false;
  map.getBody().walk([&](IndexOp) { found = true; });
  return found;
}

/// Walks from the consumer's lhs back to a producer matmul through softmax
/// (over the last axis) and elementwise maps, each used only by the chain.
static std::optional<Chain> matchChain(MatmulOp consumer) {
  if (consumer.getTransposeLhs())
    return std::nullopt;
  Chain chain;
  chain.consumer = consumer;
  Value v = consumer.getLhs();
  while (Operation *def = v.getDefiningOp()) {
    if (!v.hasOneUse())
      return std::nullopt;
    if (auto mm = dyn_cast<MatmulOp>(def)) {
      chain.producer = mm;
      return chain;
    }
    if (auto sm = dyn_cast<SoftmaxOp>(def)) {
      if (sm.getAxis() != sm.getInput().getType().getRank() - 1)
        return std::nullopt;
      chain.hasSoftmax = true;
      v = sm.getInput();
      continue;
    }
    if (auto map = dyn_cast<MapOp>(def)) {
      // Follow the input that comes from the chain (same shape, produced by
      // a matmul, softmax or map); others are side inputs such as a bias.
      auto it = llvm::find_if(map.getInputs(), [](Value in) {
        return isa_and_nonnull<MatmulOp, SoftmaxOp, MapOp>(in.getDefiningOp());
      });
      if (it == map.getInputs().end())
        return std::nullopt;
      ++chain.numMaps;
      chain.hasIndexMask |= readsIndices(map);
      v = *it;
      continue;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

/// "file:line:col" of a location, or its printed form.
static std::string locationString(Location loc) {
  if (auto flc = dyn_cast<FileLineColLoc>(loc))
    return llvm::formatv("{0}:{1}:{2}", flc.getFilename().getValue(),
                         flc.getLine(), flc.getColumn())
        .str();
  std::string s;
  llvm::raw_string_ostream os(s);
  loc.print(os);
  return s;
}

/// Builds the cost model's description of `chain`.
static cost::ChainDesc describe(Chain chain) {
  auto prodTy = chain.producer.getResult().getType();
  auto consTy = chain.consumer.getResult().getType();
  ArrayRef<int64_t> ps = prodTy.getShape();
  auto lhsTy = chain.producer.getLhs().getType();
  cost::ChainDesc d;
  d.kind = chain.hasSoftmax ? cost::ChainKind::Attention
                            : cost::ChainKind::GenericChain;
  d.m = ps[ps.size() - 2];
  d.n = ps[ps.size() - 1];
  d.k = chain.producer.getTransposeLhs()
            ? lhsTy.getDimSize(lhsTy.getRank() - 2)
            : lhsTy.getDimSize(lhsTy.getRank() - 1);
  d.outWidth = consTy.getDimSize(consTy.getRank() - 1);
  d.batch = 1;
  for (int64_t e : ps.drop_back(2))
    d.batch *= e;
  d.dtypeBytes = std::max(1u, lhsTy.getElementTypeBitWidth() / 8);
  d.causal = chain.hasSoftmax && chain.hasIndexMask;
  d.unfusedKernels = 2 + (chain.hasSoftmax ? 1 : 0) + chain.numMaps;
  return d;
}

namespace {
struct PlanChainsPass
    : public mlir::fuse::impl::PlanChainsPassBase<PlanChainsPass> {
  using PlanChainsPassBase::PlanChainsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    const cost::GpuSpec *gpuSpec = cost::lookupGpu(gpu);
    if (!gpuSpec) {
      emitError(module.getLoc(), "unknown GPU '")
          << gpu << "' for the cost model; expected one of: "
          << llvm::join(cost::knownGpuNames(), ", ");
      return signalPassFailure();
    }
    if (policy != "auto" && policy != "always" && policy != "never") {
      emitError(module.getLoc(), "unknown fuse policy '")
          << policy << "'; expected auto, always or never";
      return signalPassFailure();
    }
    SmallVector<Attribute> records;
    WalkResult result = module.walk([&](MatmulOp consumer) {
      std::optional<Chain> chain = matchChain(consumer);
      if (!chain)
        return WalkResult::advance();
      if (!chain->producer.getType().hasStaticShape() ||
          !consumer.getType().hasStaticShape()) {
        consumer.emitError("cannot plan a chain with dynamic shapes yet");
        return WalkResult::interrupt();
      }
      records.push_back(plan(*chain, *gpuSpec));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    if (!records.empty())
      module->setAttr("fusec.plans",
                      ArrayAttr::get(module.getContext(), records));
  }

  /// Plans one chain, annotates its consumer and returns the report record.
  DictionaryAttr plan(Chain chain, const cost::GpuSpec &gpuSpec) {
    cost::ChainDesc desc = describe(chain);
    cost::ChainPlan p = cost::planChain(desc, gpuSpec);
    bool fuse = p.fuse;
    std::string decidedBy(cost::toString(p.decidedBy));
    std::string reason = p.reason;
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
    MatmulOp consumer = chain.consumer;
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

    auto pair = [&](double naive, double fused) {
      return b.getDictionaryAttr(
          {b.getNamedAttr("naive", b.getF64FloatAttr(naive)),
           b.getNamedAttr("fused", b.getF64FloatAttr(fused))});
    };
    NamedAttrList r;
    r.append("location", b.getStringAttr(locationString(consumer.getLoc())));
    r.append("producer_location",
             b.getStringAttr(locationString(chain.producer.getLoc())));
    r.append("kind", b.getStringAttr(desc.kind == cost::ChainKind::Attention
                                         ? "attention"
                                         : "matmul_chain"));
    r.append("m", b.getI64IntegerAttr(desc.m));
    r.append("n", b.getI64IntegerAttr(desc.n));
    r.append("k", b.getI64IntegerAttr(desc.k));
    r.append("b", b.getI64IntegerAttr(desc.k));
    r.append("out_width", b.getI64IntegerAttr(desc.outWidth));
    r.append("batch", b.getI64IntegerAttr(desc.batch));
    r.append("dtype_bytes", b.getI64IntegerAttr(desc.dtypeBytes));
    r.append("causal", b.getBoolAttr(desc.causal));
    r.append("tile",
             b.getDictionaryAttr(
                 {b.getNamedAttr("rows", b.getI64IntegerAttr(p.tile.blockRows)),
                  b.getNamedAttr("cols", b.getI64IntegerAttr(p.tile.blockCols)),
                  b.getNamedAttr("stages",
                                 b.getI64IntegerAttr(p.tile.stages))}));
    r.append("criteria",
             b.getDictionaryAttr(
                 {b.getNamedAttr("b_equals_k", b.getBoolAttr(p.seedBlockEqualsK)),
                  b.getNamedAttr("k_lt_n_over_3",
                                 b.getBoolAttr(p.seedKLessThanNOver3)),
                  b.getNamedAttr("fits_on_chip", b.getBoolAttr(p.fit.fits())),
                  b.getNamedAttr("roofline_says_fuse",
                                 b.getBoolAttr(p.rooflineSaysFuse))}));
    r.append("on_chip", b.getStringAttr(p.fit.explanation));
    r.append("flops", pair(p.unfused.flops, p.fused.flops));
    r.append("bytes", pair(p.unfused.bytes, p.fused.bytes));
    r.append("time_us",
             pair(p.unfused.seconds * 1e6, p.fused.seconds * 1e6));
    r.append("fuse", b.getBoolAttr(fuse));
    r.append("decided_by", b.getStringAttr(decidedBy));
    r.append("reason", b.getStringAttr(reason));
    return r.getDictionary(ctx);
  }
};
} // namespace
