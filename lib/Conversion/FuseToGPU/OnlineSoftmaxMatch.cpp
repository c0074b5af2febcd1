//===- OnlineSoftmaxMatch.cpp - what the online-softmax generator takes ---===//
//
// The online-softmax generator's match: which `#fuse.weighted_softmax` (or
// `#fuse.add` chain) aggregates its tensor-core kernel takes, and the facts
// the config pass, the checks and the kernel read off them (dims, maps,
// causal mask, scale), including whether the copy engine (TMA) can load
// their K and V tiles.
//
//===----------------------------------------------------------------------===//

#include "OnlineSoftmaxMatch.h"
#include "MmaBuilder.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Analysis/FlatLinearValueConstraints.h"
#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/Analysis/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

static constexpr int64_t kMaxGridY = 65535;

/// Whether `map` reads its last index as `dim + rest` with unit stride
/// (unitStrideDim) and `rest` a multiple of 8 elements: every 8-element run
/// the tile copies (cp.async, 16 bytes) is contiguous and aligned. `rest`
/// is an offset from a folded slice or a reshape's head stride.
static bool lastIndexIs(AffineMap map, unsigned dim) {
  int64_t restDivisor = 0;
  std::optional<unsigned> unit = unitStrideDim(map, &restDivisor);
  return unit && *unit == dim && restDivisor % 8 == 0;
}

bool mlir::fuse::isBandCondition(const OnlineSoftmaxMatch &mt, Value c) {
  return llvm::any_of(mt.maskConditions,
                      [&](const auto &kept) { return kept.first == c; });
}

bool mlir::fuse::isBandBias(const OnlineSoftmaxMatch &mt, Value v) {
  auto select = v.getDefiningOp<arith::SelectOp>();
  if (!select || !isBandCondition(mt, select.getCondition()))
    return false;
  auto isZero = [](Value x) {
    FloatAttr attr;
    return matchPattern(x, m_Constant(&attr)) && attr.getValue().isZero();
  };
  return (isNegInfConstant(select.getTrueValue()) &&
          isZero(select.getFalseValue())) ||
         (isZero(select.getTrueValue()) &&
          isNegInfConstant(select.getFalseValue()));
}

std::optional<std::pair<AffineExpr, AffineExpr>>
mlir::fuse::splitKeyTerms(AggregateOp op, AffineExpr e, int64_t j) {
  constexpr int64_t kExact = int64_t(1) << 24;
  SmallVector<int64_t> sizes(op.getDimSizes());
  SmallVector<std::optional<int64_t>> lows, highs;
  for (int64_t size : sizes) {
    bool known = !ShapedType::isDynamic(size) && size >= 1;
    lows.push_back(known ? std::optional<int64_t>(0) : std::nullopt);
    highs.push_back(known ? std::optional<int64_t>(size - 1) : std::nullopt);
  }
  auto exact = [&](AffineExpr part) {
    std::optional<int64_t> lo = getBoundForAffineExpr(
        part, sizes.size(), 0, lows, highs, /*isUpper=*/false);
    std::optional<int64_t> hi = getBoundForAffineExpr(
        part, sizes.size(), 0, lows, highs, /*isUpper=*/true);
    return lo && hi && *lo > -kExact && *hi < kExact;
  };
  if (!e.isFunctionOfDim(j))
    return std::nullopt;
  AffineExpr whole = simplifyAffineExpr(e, sizes.size(), 0);
  SmallVector<AffineExpr> work{whole};
  AffineExpr keyPart = getAffineConstantExpr(0, e.getContext());
  AffineExpr rest = keyPart;
  while (!work.empty()) {
    AffineExpr t = work.pop_back_val();
    auto add = dyn_cast<AffineBinaryOpExpr>(t);
    if (add && add.getKind() == AffineExprKind::Add) {
      work.push_back(add.getLHS());
      work.push_back(add.getRHS());
      continue;
    }
    AffineExpr &part = t.isFunctionOfDim(j) ? keyPart : rest;
    part = part + t;
  }
  if (!exact(whole) || !exact(keyPart) || !exact(rest))
    return std::nullopt;
  return std::make_pair(keyPart, rest);
}

namespace {
/// What a body value moves with: the query row, the key, the dot.
enum Moves : unsigned { kRow = 1, kKey = 2, kDot = 4 };

/// The logit's additive bias, split into terms (OnlineSoftmaxMatch::biased).
class LogitBias {
public:
  LogitBias(AggregateOp op, OnlineSoftmaxMatch &mt) : op(op), mt(mt) {}

  /// Splits `v` (the logit below its -inf selects) into the dot and bias
  /// terms; false where it is no such sum.
  bool split(Value v) {
    if (!collect(v, /*negated=*/false, {}) || !sawDot || terms.empty())
      return false;
    for (OnlineSoftmaxMatch::BiasTerm &t : terms) {
      bool key = t.leaf ? (moves(t.leaf) & kKey) != 0
                        : t.index.isFunctionOfDim(mt.jDim);
      (key ? mt.keyTerms : mt.rowTerms).push_back(std::move(t));
    }
    mt.biased = v;
    return true;
  }

private:
  unsigned moves(Value v) {
    if (v == mt.dot.getResult())
      return kDot;
    auto found = memo.find(v);
    if (found != memo.end())
      return found->second;
    Block *body = &op.getBody().front();
    unsigned m = 0;
    auto dimMoves = [&](int64_t dim) -> unsigned {
      if (dim == mt.iDim)
        return kRow;
      if (dim == mt.jDim)
        return kKey;
      return dim == mt.eDim ? kRow | kKey : 0;
    };
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != body || arg.getArgNumber() == mt.vArg)
        m = kRow | kKey | kDot;
      else
        for (AffineExpr e : indexingMap(op, arg.getArgNumber()).getResults())
          e.walk([&](AffineExpr x) {
            if (auto d = dyn_cast<AffineDimExpr>(x))
              m |= dimMoves(d.getPosition());
          });
    } else if (Operation *def = v.getDefiningOp();
               def && op->isProperAncestor(def)) {
      if (auto index = dyn_cast<IndexOp>(def))
        m = dimMoves(index.getDim());
      else if (def->getNumRegions() != 0)
        m = kRow | kKey | kDot;
      for (Value operand : def->getOperands())
        m |= moves(operand);
    }
    memo[v] = m;
    return m;
  }

  bool collect(Value v, bool negated, ArrayRef<Value> factors) {
    if (v == mt.dot.getResult()) {
      if (sawDot || negated || !factors.empty())
        return false;
      sawDot = true;
      return true;
    }
    auto term = [&](Value leaf, AffineExpr index) {
      terms.push_back({leaf, index, llvm::to_vector(factors), negated});
    };
    bool onDotPath = moves(v) & kDot;
    // On the dot's way to the logit every value is used once: the kernel
    // replaces the sum, and the dot's value reaches nothing else.
    if (onDotPath && !v.hasOneUse())
      return false;
    Operation *def = v.getDefiningOp();
    if (auto add = dyn_cast_or_null<arith::AddFOp>(def))
      return collect(add.getLhs(), negated, factors) &&
             collect(add.getRhs(), negated, factors);
    if (auto sub = dyn_cast_or_null<arith::SubFOp>(def))
      return collect(sub.getLhs(), negated, factors) &&
             collect(sub.getRhs(), !negated, factors);
    if (auto neg = dyn_cast_or_null<arith::NegFOp>(def))
      return collect(neg.getOperand(), !negated, factors);
    if (auto mul = dyn_cast_or_null<arith::MulFOp>(def)) {
      // A factor that moves with nothing distributes over the sum: slope
      // (j - i) = slope j - slope i.
      for (auto [x, f] : {std::pair(mul.getLhs(), mul.getRhs()),
                          std::pair(mul.getRhs(), mul.getLhs())})
        if (moves(f) == 0) {
          SmallVector<Value> more(factors);
          more.push_back(f);
          return collect(x, negated, more);
        }
    }
    if (onDotPath)
      return false;
    // A relative position (j - i) converted to f32: a key term and a row
    // term, each converted on its own.
    if (auto cvt = dyn_cast_or_null<arith::SIToFPOp>(def))
      if (std::optional<AffineExpr> e = indexExpr(cvt.getIn()))
        if (auto parts = splitKeyTerms(op, *e, mt.jDim)) {
          term(Value(), parts->first);
          if (!isa<AffineConstantExpr>(parts->second) ||
              cast<AffineConstantExpr>(parts->second).getValue() != 0)
            term(Value(), parts->second);
          return true;
        }
    term(v, AffineExpr());
    return true;
  }

  AggregateOp op;
  OnlineSoftmaxMatch &mt;
  llvm::DenseMap<Value, unsigned> memo;
  SmallVector<OnlineSoftmaxMatch::BiasTerm> terms;
  bool sawDot = false;
};
} // namespace

/// The value `v` reads, past extensions and additions of a zero constant:
/// x + 0.0 differs from x only at x = -0.0, which adds a zero of either
/// sign to the sum of p * v (the same sum, up to the sign of an all-zero
/// result). Frontends write such adds (a bias of zeros folded into V).
static Value valueRead(Value v) {
  while (true) {
    v = stripExt(v);
    auto add = v.getDefiningOp<arith::AddFOp>();
    if (!add)
      return v;
    FloatAttr zero;
    if (matchPattern(add.getRhs(), m_Constant(&zero)) &&
        zero.getValue().isZero())
      v = add.getLhs();
    else if (matchPattern(add.getLhs(), m_Constant(&zero)) &&
             zero.getValue().isZero())
      v = add.getRhs();
    else
      return v;
  }
}

/// Head dims the tensor-core generator takes: a multiple of 8 in [16, 256]
/// (wgmma's n tops out at 256; mma.sync and wgmma reduce 16 at a time, a
/// dim of 8 mod 16 is zero-padded in shared memory).
std::optional<OnlineSoftmaxMatch>
mlir::fuse::matchOnlineSoftmax(AggregateOp op, std::string *whyOut) {
  bool plainSum = isa<AddMonoidAttr>(op.getMonoid()) && op.getNumResults() == 1;
  if ((!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()) && !plainSum) ||
      op.getReduceDims().size() != 1 || op.getYieldsState())
    return std::nullopt;
  OnlineSoftmaxMatch mt;
  mt.plainSum = plainSum;
  mt.jDim = op.getReduceDims()[0];
  Block &body = op.getBody().front();
  unsigned numOuter = op.getDimSizes().size();
  for (Operation &inner : body) {
    if (auto r = dyn_cast<ReduceOp>(inner)) {
      if (mt.dot)
        return std::nullopt;
      mt.dot = r;
    }
    if (auto index = dyn_cast<IndexOp>(inner);
        index && index.getDim() >= numOuter)
      return std::nullopt;
  }
  ReduceOp dot = mt.dot;
  if (!dot || !isa<AddMonoidAttr>(dot.getMonoid()) ||
      dot.getDimSizes().size() != 1 || dot.getInputs().size() != 2)
    return std::nullopt;
  // An online softmax (or chain) over one dot: what keeps it from the
  // kernel is said from here on.
  auto fail = [&](const Twine &why) -> std::optional<OnlineSoftmaxMatch> {
    if (whyOut)
      *whyOut = why.str();
    return std::nullopt;
  };
  // The dot's body: arg0 * arg1 * constants.
  if (!matchScaledProduct(dot.getBody().front(), mt.dotScale))
    return fail("its logits' dot is not a product of two operands (times "
                "constants)");
  mt.q = dot.getInputs()[0];
  mt.k = dot.getInputs()[1];
  mt.qMap = cast<AffineMapAttr>(dot.getIndexingMaps()[0]).getValue();
  mt.kMap = cast<AffineMapAttr>(dot.getIndexingMaps()[1]).getValue();
  // The first input must index queries (not keys); swap if needed.
  if (mt.qMap.isFunctionOfDim(mt.jDim))
    std::swap(mt.q, mt.k), std::swap(mt.qMap, mt.kMap);
  if (mt.qMap.isFunctionOfDim(mt.jDim) || !mt.kMap.isFunctionOfDim(mt.jDim) ||
      !lastIndexIs(mt.qMap, numOuter))
    return fail("its dot does not read one operand per query row with the "
                "dot's index last (Q [..., rows, d]) and the other per key");
  if (!lastIndexIs(mt.kMap, numOuter)) {
    // Keys contiguous: [..., d, j].
    auto badK = [&] {
      return fail("its K is read neither [..., keys, d] nor [..., d, keys] "
                  "(keys a static multiple of 8)");
    };
    unsigned r = mt.kMap.getNumResults();
    if (r < 2)
      return badK();
    auto last = dyn_cast<AffineDimExpr>(mt.kMap.getResult(r - 1));
    auto prev = dyn_cast<AffineDimExpr>(mt.kMap.getResult(r - 2));
    if (!last || !prev || last.getPosition() != mt.jDim ||
        prev.getPosition() != numOuter ||
        ShapedType::isDynamic(op.getDimSizes()[mt.jDim]) ||
        op.getDimSizes()[mt.jDim] % 8 != 0)
      return badK();
    for (AffineExpr e : mt.kMap.getResults().drop_back(2))
      if (e.isFunctionOfDim(numOuter) || e.isFunctionOfDim(mt.jDim))
        return badK();
    mt.kTransposed = true;
  }

  // The value: a (cast of a) body argument; for a plain sum the yield is
  // weight * value.
  Value yieldedV;
  if (plainSum) {
    auto mul = stripExt(body.getTerminator()->getOperand(0))
                   .getDefiningOp<arith::MulFOp>();
    if (!mul)
      return fail("its sum is not a weight times a value");
    for (auto [w, v] : {std::pair(mul.getLhs(), mul.getRhs()),
                        std::pair(mul.getRhs(), mul.getLhs())}) {
      auto arg = dyn_cast<BlockArgument>(stripExt(v));
      if (arg && arg.getOwner() == &body && arg.hasOneUse()) {
        mt.weight = w;
        yieldedV = arg;
        break;
      }
    }
    if (!yieldedV)
      return fail("its sum's value is not read directly from a tensor");
  } else {
    yieldedV = valueRead(body.getTerminator()->getOperand(1));
  }
  auto vArg = dyn_cast<BlockArgument>(yieldedV);
  if (!vArg || vArg.getOwner() != &body)
    return fail("its value (V) is computed in the body, not read from a "
                "tensor");
  mt.vArg = vArg.getArgNumber();
  mt.v = op.getInputs()[mt.vArg];
  mt.vMap = cast<AffineMapAttr>(op.getIndexingMaps()[mt.vArg]).getValue();

  // Roles of the kept dims: the query row is Q's second-to-last index, the
  // output column V's last; every other kept dim is a batch dim (it may be
  // broadcast in K and V: multi- and grouped-query attention).
  unsigned qr = mt.qMap.getNumResults();
  auto rowExpr = qr >= 2 ? dyn_cast<AffineDimExpr>(mt.qMap.getResult(qr - 2))
                         : AffineDimExpr(nullptr);
  std::optional<unsigned> colDim = unitStrideDim(mt.vMap);
  if (!rowExpr || !colDim)
    return fail("its Q has no query-row index before d, or its V no "
                "contiguous output column");
  mt.iDim = rowExpr.getPosition();
  mt.eDim = *colDim;
  // Q stored [..., rows, heads, d] (BSHD, as FlashAttention takes it, or a
  // packed QKV buffer): the dim before d is a batch dim K and V read too;
  // the rows are then Q's one other dim that neither K nor V reads.
  if (mt.kMap.isFunctionOfDim(mt.iDim) && mt.vMap.isFunctionOfDim(mt.iDim)) {
    std::optional<unsigned> rows;
    for (AffineExpr e : mt.qMap.getResults().drop_back())
      if (auto d = dyn_cast<AffineDimExpr>(e);
          d && !mt.kMap.isFunctionOfDim(d.getPosition()) &&
          !mt.vMap.isFunctionOfDim(d.getPosition()) &&
          d.getPosition() != mt.eDim && d.getPosition() != mt.jDim &&
          op.getDimSizes()[d.getPosition()] != 1)
        rows = rows ? std::optional<unsigned>() : d.getPosition();
    if (rows)
      mt.iDim = *rows;
  }
  // Decoding with grouped queries: the group's heads are the rows.
  if (mt.iDim != mt.jDim && mt.eDim != mt.jDim && mt.iDim != mt.eDim)
    mt.iDim = packedQueryRowDim(op.getDimSizes(), mt.iDim, mt.eDim, mt.jDim,
                                mt.qMap, mt.kMap, mt.vMap);
  if (mt.iDim == mt.jDim || mt.eDim == mt.jDim || mt.iDim == mt.eDim ||
      mt.kMap.isFunctionOfDim(mt.iDim) || mt.vMap.isFunctionOfDim(mt.iDim) ||
      mt.qMap.isFunctionOfDim(mt.eDim) || mt.kMap.isFunctionOfDim(mt.eDim))
    return fail("its query rows, keys and output column are not separate "
                "dims (K or V reads the query row, or Q or K the output "
                "column: a flattened or regrouped layout)");
  for (int64_t dim = 0; dim < static_cast<int64_t>(numOuter); ++dim)
    if (dim != mt.jDim && dim != mt.iDim && dim != mt.eDim)
      mt.batchDims.push_back(dim);
  if (mt.iDim < 0 || mt.eDim < 0 || !lastIndexIs(mt.vMap, mt.eDim) ||
      !mt.vMap.isFunctionOfDim(mt.jDim))
    return fail("its V is not read [..., keys, output column] with the "
                "column last");
  // The logit must not depend on the value or the output column.
  for (Operation &inner : body)
    if (auto index = dyn_cast<IndexOp>(inner);
        index && static_cast<int64_t>(index.getDim()) == mt.eDim)
      return fail("its logit depends on the output column");
  for (auto [t, m] : llvm::enumerate(op.getIndexingMaps()))
    if (t != mt.vArg &&
        cast<AffineMapAttr>(m).getValue().isFunctionOfDim(mt.eDim))
      return fail("its logit reads a tensor along the output column");

  // From here on `op` has the kernel's shape: say what keeps it out.
  auto elt = [](Value t) { return cast<ShapedType>(t.getType()).getElementType(); };
  Type et = elt(mt.q);
  // f32 operands under --f32-precision=tf32: mma.sync's m16n8k8 on tf32;
  // read exactly (ieee): the same tiles on the CUDA cores' FMAs. (3xtf32
  // splits each product into three tf32 GEMMs before chains form.)
  StringRef precision = f32PrecisionOf(op);
  mt.tf32 = et.isF32() && precision == "tf32";
  mt.simt = et.isF32() && precision == "ieee";
  if (!(et.isBF16() || et.isF16() || mt.f32()) || elt(mt.k) != et ||
      elt(mt.v) != et)
    return fail(llvm::formatv(
        "its {0} read {1}, {2} and {3}; the online-softmax kernel takes "
        "three bf16, three f16 or three f32 operands{4}",
        mt.plainSum ? "operands" : "Q, K and V", et, elt(mt.k), elt(mt.v),
        et.isF32() && elt(mt.k) == et && elt(mt.v) == et
            ? " (--f32-precision=3xtf32 splits f32 products into three "
              "tf32 GEMMs; tf32 and ieee fuse them)"
            : ""));
  if (!hasAlignedRows(mt.q) || !hasAlignedRows(mt.k) || !hasAlignedRows(mt.v))
    return fail("an operand's rows are dynamic or not a multiple of 8 "
                "elements (16-byte copies)");
  ArrayRef<int64_t> sizes = op.getDimSizes();
  mt.m = sizes[mt.iDim];
  mt.n = sizes[mt.jDim];
  mt.e = sizes[mt.eDim];
  mt.d = dot.getDimSizes()[0];
  // Head dims (d: the dot's length, e: the value's width) that are
  // multiples of 8 from 16 to 256: the kernel pads them in shared memory to
  // the MMA granularity (16 for the dot, a 16- or 64-column slab for the
  // value) without reading or writing past any tensor. K stored [d][keys]
  // is read in 16-row slices, so there d is a multiple of 16.
  if (!cost::isTensorCoreHeadDim(mt.d) ||
      !cost::isTensorCoreHeadDim(mt.e) || (mt.kTransposed && mt.d % 16 != 0))
    return fail(llvm::formatv(
        "head dims {0} (Q K^T) and {1} (the value's width): the kernel takes "
        "multiples of 8 from 16 to 256{2}",
        mt.d, mt.e, mt.kTransposed ? " (of 16 with K stored [d, keys])" : ""));
  // Static batch dims must fit the grid (the last in y, the product of the
  // others in z); dynamic ones are checked at launch.
  int64_t outer = 1;
  for (auto [k, dim] : llvm::enumerate(mt.batchDims)) {
    if (ShapedType::isDynamic(sizes[dim]))
      continue;
    if (k + 1 == mt.batchDims.size() ? sizes[dim] > kMaxGridY
                                     : llvm::MulOverflow(outer, sizes[dim],
                                                         outer))
      return fail("its batch dims exceed the grid's y/z limit");
  }
  if (outer > kMaxGridY)
    return fail("its batch dims exceed the grid's y/z limit");
  // The band of keys the mask leaves, where the kernel can use it: bounds
  // over the query rows, the batch point and constants, monotone in the
  // rows (their extremes over a tile at its first and last row).
  KeyBand band = analyzeKeyBand(op);
  auto usable = [&](AffineExpr e) {
    for (unsigned dim = 0; dim < numOuter; ++dim)
      if (e.isFunctionOfDim(dim) && static_cast<int64_t>(dim) != mt.iDim &&
          !llvm::is_contained(mt.batchDims, dim))
        return false;
    return isMonotoneIn(e, mt.iDim);
  };
  // Symbols (integers read from tensors) at the CTA's batch point: maps
  // over the batch dims only, read once per CTA.
  auto perBatchPoint = [&](unsigned t) {
    AffineMap map = cast<AffineMapAttr>(op.getIndexingMaps()[t]).getValue();
    for (unsigned dim = 0; dim < numOuter; ++dim)
      if (map.isFunctionOfDim(dim) && !llvm::is_contained(mt.batchDims, dim))
        return false;
    return true;
  };
  if (band.bounded() && llvm::all_of(band.exprs(), usable) &&
      llvm::all_of(band.symbolInputs, perBatchPoint)) {
    mt.causal = band.isCausal(mt.iDim);
    mt.banded = !mt.causal;
    mt.maskConditions = band.conditions;
    mt.band = std::move(band);
  }
  // A mask read from tensors: a block table, unless the keys are split
  // into segments, or a read's dynamic extent is no iteration dim (its
  // size would come from nowhere).
  if (!mt.plainSum && !op.getSegmentDim()) {
    BlockMask mask = analyzeBlockMask(op, mt.iDim, mt.jDim, mt.batchDims);
    auto sized = [&](unsigned t) {
      auto type = cast<ShapedType>(op.getInputs()[t].getType());
      for (auto [a, e] : llvm::enumerate(indexingMap(op, t).getResults()))
        if (type.isDynamicDim(a) && !isa<AffineDimExpr>(e))
          return false;
      return true;
    };
    if (!mask.empty() && llvm::all_of(mask.inputs, sized))
      mt.blockMask = std::move(mask);
  }
  if (!mt.plainSum && mt.dotScale > 0 &&
      mt.dot.getResult().getType().isF32()) {
    // Down from the logit: -inf selects (either operand order), and with a
    // band other than causal (applied in one canonical select by the
    // kernel) the band's additive 0 / -inf biases, which it makes the
    // identity.
    Value v = body.getTerminator()->getOperand(0);
    while (v != mt.dot.getResult() && v.hasOneUse()) {
      if (auto select = v.getDefiningOp<arith::SelectOp>()) {
        // -inf either way round: masking commutes with the positive scale.
        if (isNegInfConstant(select.getTrueValue())) {
          v = select.getFalseValue();
          continue;
        }
        if (isNegInfConstant(select.getFalseValue())) {
          v = select.getTrueValue();
          continue;
        }
      }
      auto add = v.getDefiningOp<arith::AddFOp>();
      if (!mt.banded || !add)
        break;
      if (isBandBias(mt, add.getRhs()))
        v = add.getLhs();
      else if (isBandBias(mt, add.getLhs()))
        v = add.getRhs();
      else
        break;
    }
    mt.foldScale = v == mt.dot.getResult() && v.hasOneUse();
    // The dot plus a bias: the scale folds too (the kernel divides the key
    // terms by it, and leaves the row terms to the row's max).
    if (!mt.foldScale && v.hasOneUse())
      mt.foldScale = LogitBias(op, mt).split(v);
  }
  return mt;
}

std::optional<int64_t>
mlir::fuse::keyCoefficient(const OnlineSoftmaxMatch &mt,
                           const OnlineSoftmaxMatch::BiasTerm &t,
                           unsigned numDims) {
  SmallVector<int64_t> flat;
  if (t.leaf || !t.index.isPureAffine() ||
      failed(getFlattenedAffineExpr(t.index, numDims, 0, &flat)))
    return std::nullopt;
  return flat[mt.jDim];
}

bool mlir::fuse::readsPerLogit(AggregateOp op, const OnlineSoftmaxMatch &mt) {
  // A bias's factors are read once per tile (the kernel's tileBiasFactors),
  // and so is every input read only on their way.
  SetVector<Operation *> factorOps;
  llvm::SmallPtrSet<Value, 8> factors;
  BackwardSliceOptions inBody;
  inBody.inclusive = true;
  inBody.omitBlockArguments = true;
  inBody.filter = [&](Operation *inner) {
    return op->isProperAncestor(inner);
  };
  for (const auto *terms : {&mt.keyTerms, &mt.rowTerms})
    for (const OnlineSoftmaxMatch::BiasTerm &t : *terms)
      for (Value f : t.factors)
        if (factors.insert(f).second && f.getDefiningOp())
          (void)getBackwardSlice(f, &factorOps, inBody);
  Block &body = op.getBody().front();
  for (unsigned t = 0, e = op.getInputs().size(); t < e; ++t) {
    BlockArgument arg = body.getArgument(t);
    if (t == mt.vArg || arg.use_empty() || factors.contains(arg))
      continue;
    if (!llvm::all_of(arg.getUsers(), [&](Operation *user) {
          return factorOps.contains(user);
        }))
      return true;
  }
  return false;
}

bool mlir::fuse::isTensorCoreOnlineSoftmax(AggregateOp op) {
  return matchOnlineSoftmax(op).has_value();
}

std::string mlir::fuse::whyNotTensorCoreOnlineSoftmax(AggregateOp op) {
  std::string why;
  if (matchOnlineSoftmax(op, &why))
    return "";
  return why;
}

/// Whether the kernel loads K and V with TMA: wgmma, not a clustered
/// combine, head dims in whole 64-column slabs (cost::tmaHeadDims) unless
/// warp-specialized, and both tiles addressable by the copy engine (K
/// stored [d][keys] only in the warp-specialized kernel).
bool mlir::fuse::usesTma(AggregateOp op, const OnlineSoftmaxMatch &mt,
                         bool wgmma, bool combine, bool anyHeadDim) {
  // Every tensor-core head dim can load by TMA (a partial last slab is
  // zero-filled); without warp specialization only where it paid.
  if (!wgmma || (mt.kTransposed && !anyHeadDim) || combine ||
      !(anyHeadDim || cost::tmaHeadDims(mt.d, mt.e)))
    return false;
  return tmaKeysAxis(op, mt) &&
         tmaKeyAxis(mt.v, mt.vMap, mt.jDim, mt.eDim, mt.n, mt.e);
}

std::optional<int64_t> mlir::fuse::tmaKeysAxis(AggregateOp op,
                                                const OnlineSoftmaxMatch &mt) {
  int64_t dDim = op.getDimSizes().size();
  return mt.kTransposed
             ? tmaKeyAxis(mt.k, mt.kMap, dDim, mt.jDim, mt.d, mt.n)
             : tmaKeyAxis(mt.k, mt.kMap, mt.jDim, dDim, mt.n, mt.d);
}
