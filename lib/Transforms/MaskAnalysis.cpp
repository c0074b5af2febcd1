//===- MaskAnalysis.cpp - the keys a softmax's mask leaves ----------------===//
//
// A softmax's logit is masked by selects to -inf (`select(c, -inf, x)`,
// `select(c, x, -inf)`, or such a select added to the logit). Each
// condition `c` is read as a formula over the iteration indices:
// `fuse.index`, integer constants, casts, + - *, floor / ceil division and
// remainder by positive constants, compares of any direction and
// signedness (and float compares of converted integers), and / or / not.
// Where the set of keys it leaves is an interval of j whose ends are affine
// functions of the other indices and of integers read from tensors at
// points that do not move with j (symbols: a KV-cache length len[b]), it
// contributes those ends to the band:
//
//   j > i            (causal)             j <= i
//   i - j >= W       (window)             j >= i - W + 1
//   i / C != j / C   (chunks, with ori)   j >= C (i floordiv C), j <= ...
//   (i - j) <u W     (window, unsigned)   i - W + 1 <= j <= i
//   j >= P and j > i (prefix-LM)          j <= max(P - 1, i)
//   j >= len[b]      (KV-cache length)    j <= s0 - 1, s0 = len[b]
//
// A disjunction is kept where it is one interval (both sides bounded on
// the same side only); its bound is the greatest (least) of the sides'.
// Every spelling of a mask becomes the same band; the kernel visits only
// the key blocks the band reaches and evaluates no condition in a block
// wholly inside it. A condition that is no such interval (a tensor read,
// `j mod s == 0`, two disjoint intervals) is left in the body and
// evaluated everywhere: slower, never wrong; one that reads tensors gets a
// block table (analyzeBlockMask) where it can. An additive mask from a
// function argument (0 or the lowest float, as Hugging Face writes it) is
// first made such a select (maskLowestAddends).
//
//===----------------------------------------------------------------------===//

#include "fusec/Transforms/MaskAnalysis.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// Bounds on j: `j >= min(g)` for each lower group g, `j <= max(g)` for each
/// upper group g (a conjunction of groups, each a disjunction of its
/// expressions).
struct Bounds {
  using Group = SmallVector<AffineExpr, 1>;
  SmallVector<Group> lower, upper;
  void append(const Bounds &o) {
    lower.append(o.lower);
    upper.append(o.upper);
  }
  void add(bool isLower, AffineExpr e) {
    (isLower ? lower : upper).push_back(Group{e});
  }
};
} // namespace

/// The union of two intervals of j where it is one: both bounded on the same
/// side only. `j <= min(A) or j <= min(B)` is j <= max(min(A), min(B)) =
/// min over a in A, b in B of max(a, b) (likewise for lower bounds).
static std::optional<Bounds> unite(const Bounds &a, const Bounds &b) {
  // A side without bounds keeps every key; so does the union.
  if ((a.lower.empty() && a.upper.empty()) ||
      (b.lower.empty() && b.upper.empty()))
    return Bounds{};
  bool upperOnly = a.lower.empty() && b.lower.empty();
  bool lowerOnly = a.upper.empty() && b.upper.empty();
  if (!upperOnly && !lowerOnly)
    return std::nullopt;
  const auto &ga = upperOnly ? a.upper : a.lower;
  const auto &gb = upperOnly ? b.upper : b.lower;
  // Kept small: the kernel evaluates every expression per row tile.
  constexpr size_t kMaxExprs = 8;
  if (ga.size() * gb.size() > kMaxExprs)
    return std::nullopt;
  Bounds out;
  for (const Bounds::Group &x : ga)
    for (const Bounds::Group &y : gb) {
      Bounds::Group g = x;
      for (AffineExpr e : y)
        if (!llvm::is_contained(g, e))
          g.push_back(e);
      if (g.size() > kMaxExprs)
        return std::nullopt;
      (upperOnly ? out.upper : out.lower).push_back(std::move(g));
    }
  return out;
}

namespace {
/// Integer values of a tensor read at a point that does not move with the
/// key (a KV-cache length per batch, len[b]) are symbols of the bounds:
/// symbol k is input `inputs[k]` of the aggregate, read at its map.
struct Symbols {
  AggregateOp op;
  unsigned j;
  SmallVector<unsigned> inputs;

  std::optional<AffineExpr> of(Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!op || !arg || arg.getOwner() != &op.getBody().front() ||
        !arg.getType().isSignlessInteger() || arg.getType().isInteger(1) ||
        arg.getType().getIntOrFloatBitWidth() > 64)
      return std::nullopt;
    unsigned t = arg.getArgNumber();
    if (t >= op.getInputs().size() || indexingMap(op, t).isFunctionOfDim(j))
      return std::nullopt;
    if (!llvm::is_contained(inputs, t))
      inputs.push_back(t);
    return getAffineSymbolExpr(llvm::find(inputs, t) - inputs.begin(),
                               v.getContext());
  }
};
} // namespace

/// Whether `e` is non-negative for non-negative dims.
static bool nonNegative(AffineExpr e) {
  if (isa<AffineDimExpr>(e))
    return true;
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue() >= 0;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return nonNegative(bin.getLHS()) && nonNegative(bin.getRHS());
  // Mul, FloorDiv, CeilDiv, Mod: by a positive constant (see exprOf).
  return nonNegative(bin.getLHS()) && nonNegative(bin.getRHS());
}

/// The affine expression an integer or index body value computes from the
/// iteration indices, if it is one. Integer widths are taken as wide
/// enough (index positions of a tensor).
static std::optional<AffineExpr> exprOf(Value v, Symbols &syms) {
  MLIRContext *ctx = v.getContext();
  if (auto index = v.getDefiningOp<IndexOp>())
    return getAffineDimExpr(index.getDim(), ctx);
  if (!v.getType().isIntOrIndex() || v.getType().isInteger(1))
    return std::nullopt;
  if (std::optional<AffineExpr> symbol = syms.of(v))
    return symbol;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return getAffineConstantExpr(c.getSExtValue(), ctx);
  Operation *op = v.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(op))
    return exprOf(op->getOperand(0), syms);
  if (op->getNumOperands() != 2)
    return std::nullopt;
  std::optional<AffineExpr> a = exprOf(op->getOperand(0), syms);
  std::optional<AffineExpr> b = exprOf(op->getOperand(1), syms);
  if (!a || !b)
    return std::nullopt;
  if (isa<arith::AddIOp>(op))
    return *a + *b;
  if (isa<arith::SubIOp>(op))
    return *a - *b;
  auto constant = dyn_cast<AffineConstantExpr>(*b);
  if (isa<arith::MulIOp>(op)) {
    if (constant || isa<AffineConstantExpr>(*a))
      return *a * *b;
    return std::nullopt;
  }
  // Division and remainder by a positive constant; the truncating and
  // unsigned forms only of a non-negative dividend (where they floor).
  if (!constant || constant.getValue() <= 0)
    return std::nullopt;
  int64_t d = constant.getValue();
  if (isa<arith::FloorDivSIOp>(op) ||
      (isa<arith::DivSIOp, arith::DivUIOp>(op) && nonNegative(*a)))
    return a->floorDiv(d);
  if (isa<arith::CeilDivSIOp>(op) ||
      (isa<arith::CeilDivUIOp>(op) && nonNegative(*a)))
    return a->ceilDiv(d);
  if (isa<arith::RemSIOp, arith::RemUIOp>(op) && nonNegative(*a))
    return *a % d;
  return std::nullopt;
}

std::optional<AffineExpr> mlir::fuse::indexExpr(Value v) {
  Symbols none{nullptr, 0, {}};
  return exprOf(v, none);
}

/// The terms of a sum.
static void collectTerms(AffineExpr e, SmallVectorImpl<AffineExpr> &terms) {
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (bin && bin.getKind() == AffineExprKind::Add) {
    collectTerms(bin.getLHS(), terms);
    collectTerms(bin.getRHS(), terms);
    return;
  }
  terms.push_back(e);
}

/// Bounds on j for `e >= 0`, where j enters `e` as k * j or as
/// k * ((j + c) floordiv C) and nowhere else.
static std::optional<Bounds> boundsOfNonNegative(AffineExpr e, unsigned j) {
  MLIRContext *ctx = e.getContext();
  AffineExpr dimJ = getAffineDimExpr(j, ctx);
  // The flattened sum of terms (k * d, c, k * (expr floordiv C), ...).
  unsigned numDims = j + 1, numSymbols = 0;
  e.walk([&](AffineExpr x) {
    if (auto d = dyn_cast<AffineDimExpr>(x))
      numDims = std::max(numDims, d.getPosition() + 1);
    if (auto d = dyn_cast<AffineSymbolExpr>(x))
      numSymbols = std::max(numSymbols, d.getPosition() + 1);
  });
  e = simplifyAffineExpr(e, numDims, numSymbols);
  SmallVector<AffineExpr> terms;
  collectTerms(e, terms);
  int64_t k = 0;
  AffineExpr jTerm, rest = getAffineConstantExpr(0, ctx);
  for (AffineExpr t : terms) {
    if (!t.isFunctionOfDim(j)) {
      rest = rest + t;
      continue;
    }
    int64_t coefficient = 1;
    if (auto mul = dyn_cast<AffineBinaryOpExpr>(t);
        mul && mul.getKind() == AffineExprKind::Mul) {
      auto c = dyn_cast<AffineConstantExpr>(mul.getRHS());
      if (!c)
        return std::nullopt;
      coefficient = c.getValue();
      t = mul.getLHS();
    }
    // t is j itself or (j + c) floordiv C.
    if (t != dimJ) {
      auto div = dyn_cast<AffineBinaryOpExpr>(t);
      if (!div || div.getKind() != AffineExprKind::FloorDiv ||
          !isa<AffineConstantExpr>(div.getLHS() - dimJ))
        return std::nullopt;
    }
    if (jTerm && jTerm != t)
      return std::nullopt;
    jTerm = t;
    k += coefficient;
  }
  if (!jTerm || k == 0)
    return std::nullopt;
  // k J + rest >= 0: J >= ceil(-rest / k) (k > 0), J <= floor(rest / -k).
  bool isLower = k > 0;
  AffineExpr bound = isLower ? (-rest).ceilDiv(k) : rest.floorDiv(-k);
  Bounds out;
  if (jTerm == dimJ) {
    out.add(isLower, bound);
    return out;
  }
  // J = (j + c) floordiv C: J >= L iff j >= C L - c; J <= U iff
  // j <= C U + C - 1 - c.
  auto div = cast<AffineBinaryOpExpr>(jTerm);
  int64_t c = cast<AffineConstantExpr>(div.getLHS() - dimJ).getValue();
  int64_t bigC = cast<AffineConstantExpr>(div.getRHS()).getValue();
  out.add(isLower, isLower ? bound * bigC - c : bound * bigC + (bigC - 1 - c));
  return out;
}

/// Bounds on j for `a pred b` (signed).
static std::optional<Bounds> boundsOfCompare(arith::CmpIPredicate pred,
                                             AffineExpr a, AffineExpr b,
                                             unsigned j) {
  using P = arith::CmpIPredicate;
  AffineExpr e = a - b;
  SmallVector<AffineExpr, 2> nonNeg;
  switch (pred) {
  case P::sge:
    nonNeg = {e};
    break;
  case P::sgt:
    nonNeg = {e - 1};
    break;
  case P::sle:
    nonNeg = {-e};
    break;
  case P::slt:
    nonNeg = {-e - 1};
    break;
  case P::eq:
    nonNeg = {e, -e};
    break;
  default:
    return std::nullopt;
  }
  Bounds out;
  for (AffineExpr f : nonNeg) {
    std::optional<Bounds> part = boundsOfNonNegative(f, j);
    if (!part)
      return std::nullopt;
    out.append(*part);
  }
  return out;
}

/// Bounds on j for `a pred b`, any signedness. An unsigned compare of
/// non-negative values is the signed one; `x <u y` with y non-negative is
/// `0 <= x < y` (a negative x wraps above y).
static std::optional<Bounds> boundsOfAnyCompare(arith::CmpIPredicate pred,
                                                AffineExpr a, AffineExpr b,
                                                unsigned j) {
  using P = arith::CmpIPredicate;
  P signedPred;
  switch (pred) {
  case P::ult:
    signedPred = P::slt;
    break;
  case P::ule:
    signedPred = P::sle;
    break;
  case P::ugt:
    signedPred = P::sgt;
    break;
  case P::uge:
    signedPred = P::sge;
    break;
  default:
    return boundsOfCompare(pred, a, b, j);
  }
  if (nonNegative(a) && nonNegative(b))
    return boundsOfCompare(signedPred, a, b, j);
  // x <u y, x <=u y with y non-negative: x >= 0 as well (a negative x
  // wraps above y). x >u y, x >=u y with x non-negative: y <u x, y <=u x.
  if ((pred == P::ult || pred == P::ule) && nonNegative(b)) {
    std::optional<Bounds> low = boundsOfCompare(
        P::sge, a, getAffineConstantExpr(0, a.getContext()), j);
    std::optional<Bounds> high = boundsOfCompare(signedPred, a, b, j);
    if (!low || !high)
      return std::nullopt;
    high->append(*low);
    return high;
  }
  if ((pred == P::ugt || pred == P::uge) && nonNegative(a))
    return boundsOfAnyCompare(pred == P::ugt ? P::ult : P::ule, b, a, j);
  return std::nullopt;
}

std::optional<arith::CmpIPredicate>
mlir::fuse::integerPredicate(arith::CmpFPredicate p) {
  using F = arith::CmpFPredicate;
  using I = arith::CmpIPredicate;
  switch (p) {
  case F::OEQ:
  case F::UEQ:
    return I::eq;
  case F::ONE:
  case F::UNE:
    return I::ne;
  case F::OLT:
  case F::ULT:
    return I::slt;
  case F::OLE:
  case F::ULE:
    return I::sle;
  case F::OGT:
  case F::UGT:
    return I::sgt;
  case F::OGE:
  case F::UGE:
    return I::sge;
  default:
    return std::nullopt;
  }
}

/// The integer expression a converted float holds.
static std::optional<AffineExpr> exprOfConverted(Value v, Symbols &syms) {
  if (auto cvt = v.getDefiningOp<arith::SIToFPOp>())
    return exprOf(cvt.getIn(), syms);
  if (auto cvt = v.getDefiningOp<arith::UIToFPOp>())
    return exprOf(cvt.getIn(), syms);
  return std::nullopt;
}

/// Bounds on j of the set where i1 `cond` equals `value`, when it is an
/// interval of j (a conjunction of bounds).
static std::optional<Bounds> keepBounds(Value cond, bool value, unsigned j,
                                        Symbols &syms) {
  Operation *op = cond.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    std::optional<AffineExpr> a = exprOf(cmp.getLhs(), syms);
    std::optional<AffineExpr> b = exprOf(cmp.getRhs(), syms);
    if (!a || !b)
      return std::nullopt;
    arith::CmpIPredicate p = cmp.getPredicate();
    return boundsOfAnyCompare(value ? p : arith::invertPredicate(p), *a, *b,
                              j);
  }
  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    std::optional<arith::CmpIPredicate> p =
        integerPredicate(cmp.getPredicate());
    std::optional<AffineExpr> a = exprOfConverted(cmp.getLhs(), syms);
    std::optional<AffineExpr> b = exprOfConverted(cmp.getRhs(), syms);
    if (!p || !a || !b)
      return std::nullopt;
    return boundsOfAnyCompare(value ? *p : arith::invertPredicate(*p), *a, *b,
                              j);
  }
  // and = true, or = false: both sides; the other way round a union,
  // where it is one interval.
  bool conjunction =
      (isa<arith::AndIOp>(op) && value) || (isa<arith::OrIOp>(op) && !value);
  bool disjunction =
      (isa<arith::OrIOp>(op) && value) || (isa<arith::AndIOp>(op) && !value);
  if (conjunction || disjunction) {
    std::optional<Bounds> a = keepBounds(op->getOperand(0), value, j, syms);
    std::optional<Bounds> b = keepBounds(op->getOperand(1), value, j, syms);
    if (!a || !b)
      return std::nullopt;
    if (disjunction)
      return unite(*a, *b);
    a->append(*b);
    return a;
  }
  if (auto x = dyn_cast<arith::XOrIOp>(op)) {
    for (unsigned side : {0u, 1u}) {
      APInt one;
      if (matchPattern(x->getOperand(1 - side), m_ConstantInt(&one)) &&
          one.isAllOnes())
        return keepBounds(x->getOperand(side), !value, j, syms);
    }
  }
  return std::nullopt;
}

/// Bounds on j that every key where `cond` equals `value` meets, when some
/// are known: keepBounds, else those of the conjuncts that are intervals
/// (`doc[i] == doc[j] and j <= i` keeps only keys j <= i).
static std::optional<Bounds> necessaryBounds(Value cond, bool value,
                                             unsigned j, Symbols &syms) {
  // A failed attempt leaves no symbol behind.
  unsigned symbolsBefore = syms.inputs.size();
  if (std::optional<Bounds> exact = keepBounds(cond, value, j, syms))
    return exact;
  syms.inputs.resize(symbolsBefore);
  Operation *op = cond.getDefiningOp();
  if (!op || !((isa<arith::AndIOp>(op) && value) ||
               (isa<arith::OrIOp>(op) && !value)))
    return std::nullopt;
  std::optional<Bounds> a = necessaryBounds(op->getOperand(0), value, j, syms);
  std::optional<Bounds> b = necessaryBounds(op->getOperand(1), value, j, syms);
  if (!a)
    return b;
  if (b)
    a->append(*b);
  return a;
}

/// Whether -inf in `v` always reaches the logit (the yield's first
/// operand) as -inf, and `v` reaches nothing else.
static bool masksLogit(Value v, Operation *yield) {
  SmallVector<Value> work{v};
  while (!work.empty()) {
    Value x = work.pop_back_val();
    for (OpOperand &use : x.getUses()) {
      Operation *user = use.getOwner();
      unsigned n = use.getOperandNumber();
      if (user == yield) {
        if (n != 0)
          return false;
        continue;
      }
      bool propagates =
          isa<arith::AddFOp, arith::ExtFOp, arith::TruncFOp>(user) ||
          (isa<arith::SubFOp>(user) && n == 0) ||
          (isa<arith::SelectOp>(user) && n != 0);
      if (auto mul = dyn_cast<arith::MulFOp>(user)) {
        FloatAttr factor;
        propagates = matchPattern(mul->getOperand(1 - n), m_Constant(&factor)) &&
                     factor.getValue().isNormal() &&
                     !factor.getValue().isNegative();
      }
      if (!propagates || user->getBlock() != yield->getBlock())
        return false;
      work.push_back(user->getResult(0));
    }
  }
  return true;
}

/// Calls `fn(select, maskedWhenTrue, masks)` for each select of `op`'s body
/// with -inf as an operand: `maskedWhenTrue` when -inf is its true value,
/// `masks` when that -inf always reaches the logit as -inf (masksLogit).
static void
forEachNegInfSelect(AggregateOp op,
                    function_ref<void(arith::SelectOp, bool, bool)> fn) {
  Block &body = op.getBody().front();
  Operation *yield = body.getTerminator();
  for (Operation &inner : body) {
    auto select = dyn_cast<arith::SelectOp>(inner);
    if (!select)
      continue;
    bool maskedWhenTrue = isNegInfConstant(select.getTrueValue());
    if (maskedWhenTrue || isNegInfConstant(select.getFalseValue()))
      fn(select, maskedWhenTrue, masksLogit(select.getResult(), yield));
  }
}

KeyBand mlir::fuse::analyzeKeyBand(AggregateOp op) {
  if (!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()) ||
      op.getReduceDims().size() != 1)
    return KeyBand();
  return analyzeKeyBandOver(op, op.getReduceDims()[0]);
}

KeyBand mlir::fuse::analyzeKeyBandOver(AggregateOp op, unsigned j) {
  MLIRContext *ctx = op.getContext();
  unsigned numDims = op.getDimSizes().size();
  KeyBand band;
  Bounds all;
  Symbols syms{op, j, {}};
  forEachNegInfSelect(op, [&](arith::SelectOp select, bool maskedWhenTrue,
                              bool masks) {
    if (!masks) {
      ++band.unexplained;
      return;
    }
    // A condition that is no interval leaves no symbol behind.
    unsigned symbolsBefore = syms.inputs.size();
    std::optional<Bounds> keep =
        keepBounds(select.getCondition(), !maskedWhenTrue, j, syms);
    if (!keep) {
      // Its conjuncts may still bound the keys: the band narrows, the
      // select stays in the body.
      syms.inputs.resize(symbolsBefore);
      if (std::optional<Bounds> part = necessaryBounds(
              select.getCondition(), !maskedWhenTrue, j, syms))
        all.append(*part);
      ++band.unexplained;
      return;
    }
    all.append(*keep);
    band.conditions.push_back({select.getCondition(), !maskedWhenTrue});
  });
  unsigned numSymbols = syms.inputs.size();
  band.symbolInputs = syms.inputs;
  // Each group simplified, its constants folded into one (the least for a
  // lower group, the greatest for an upper one), groups listed once.
  auto groups = [&](ArrayRef<Bounds::Group> in, bool isLower) {
    SmallVector<AffineMap> out;
    for (const Bounds::Group &g : in) {
      SmallVector<AffineExpr> exprs;
      std::optional<int64_t> constant;
      for (AffineExpr e : g) {
        e = simplifyAffineExpr(e, numDims, numSymbols);
        if (auto c = dyn_cast<AffineConstantExpr>(e)) {
          constant = !constant ? c.getValue()
                     : isLower ? std::min(*constant, c.getValue())
                               : std::max(*constant, c.getValue());
          continue;
        }
        if (!llvm::is_contained(exprs, e))
          exprs.push_back(e);
      }
      if (constant)
        exprs.push_back(getAffineConstantExpr(*constant, ctx));
      AffineMap map = AffineMap::get(numDims, numSymbols, exprs, ctx);
      if (!llvm::is_contained(out, map))
        out.push_back(map);
    }
    return out;
  };
  band.lower = groups(all.lower, true);
  band.upper = groups(all.upper, false);
  return band;
}

/// The float read under a compare of a block mask: input `t` of `op`'s
/// body, directly or widened by extf; null otherwise.
static BlockArgument floatRead(AggregateOp op, Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != &op.getBody().front() ||
      arg.getArgNumber() >= op.getInputs().size() ||
      !isa<FloatType>(arg.getType()) ||
      arg.getType().getIntOrFloatBitWidth() > 32)
    return nullptr;
  return arg;
}

namespace {
/// What the block interval evaluation of a condition reads
/// (analyzeBlockMask).
struct BlockReads {
  AggregateOp op;
  unsigned i, j;
  ArrayRef<int64_t> batchDims;
  SmallVector<unsigned> inputs, dims;
  bool readsTensor = false;

  /// Whether dim `d` may appear: the row, the key or a batch dim.
  bool allowed(unsigned d) {
    if (d == i || d == j)
      return true;
    if (!llvm::is_contained(batchDims, static_cast<int64_t>(d)))
      return false;
    if (!llvm::is_contained(dims, d))
      dims.push_back(d);
    return true;
  }

  /// Whether `v` can be bounded over a block of rows and keys.
  bool evaluable(Value v, unsigned depth = 0) {
    if (depth > 32 ||
        !(v.getType().isIntOrIndex() || floatRead(op, v) == v))
      return false;
    if (auto index = v.getDefiningOp<IndexOp>())
      return allowed(index.getDim());
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      unsigned t = arg.getArgNumber();
      if (arg.getOwner() != &op.getBody().front() ||
          t >= op.getInputs().size() || arg.getType().getIntOrFloatBitWidth() > 64)
        return false;
      // A read moving with both the row and the key (a boolean matrix) is
      // bounded over the whole block, row by row.
      AffineMap map = indexingMap(op, t);
      for (unsigned d = 0; d < map.getNumDims(); ++d)
        if (map.isFunctionOfDim(d) && !allowed(d))
          return false;
      if (!llvm::is_contained(inputs, t))
        inputs.push_back(t);
      readsTensor = true;
      return true;
    }
    if (matchPattern(v, m_Constant()))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    auto all = [&] {
      return llvm::all_of(def->getOperands(),
                           [&](Value x) { return evaluable(x, depth + 1); });
    };
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::AddIOp, arith::SubIOp>(def))
      return all();
    // and / or of booleans (bitwise on wider integers is no interval).
    if (isa<arith::AndIOp, arith::OrIOp>(def))
      return v.getType().isInteger(1) && all();
    // A float read compared with a constant (an additive mask's
    // maskLowestAddends select).
    if (auto cmp = dyn_cast<arith::CmpFOp>(def)) {
      FloatAttr c;
      BlockArgument arg = floatRead(op, cmp.getLhs());
      return arg && matchPattern(cmp.getRhs(), m_Constant(&c)) &&
             !c.getValue().isNaN() && evaluable(arg, depth + 1);
    }
    // Compares; of booleans only those that read them as 0 and 1.
    if (auto cmp = dyn_cast<arith::CmpIOp>(def))
      return (!cmp.getLhs().getType().isInteger(1) ||
              cmp.getPredicate() == arith::CmpIPredicate::eq ||
              cmp.getPredicate() == arith::CmpIPredicate::ne) &&
             all();
    // Products and quotients by a constant; not: xor with true.
    APInt c;
    if (isa<arith::MulIOp>(def))
      return (matchPattern(def->getOperand(1), m_ConstantInt(&c)) ||
              matchPattern(def->getOperand(0), m_ConstantInt(&c))) &&
             all();
    if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(def))
      return matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
             c.isStrictlyPositive() && all();
    if (isa<arith::XOrIOp>(def))
      return def->getResult(0).getType().isInteger(1) &&
             matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
             c.isAllOnes() && evaluable(def->getOperand(0), depth + 1);
    return false;
  }
};
} // namespace

BlockMask mlir::fuse::analyzeBlockMask(AggregateOp op, unsigned i,
                                       unsigned j,
                                       ArrayRef<int64_t> batchDims) {
  BlockMask mask;
  KeyBand band = analyzeKeyBandOver(op, j);
  BlockReads reads{op, i, j, batchDims, {}, {}, false};
  forEachNegInfSelect(op, [&](arith::SelectOp select, bool maskedWhenTrue,
                              bool masks) {
    Value cond = select.getCondition();
    if (!masks || llvm::any_of(band.conditions,
                               [&](auto &c) { return c.first == cond; }))
      return;
    // Only what a tensor read leaves (index-only conditions are the
    // band's, or no interval: `j mod s`).
    BlockReads trial = reads;
    trial.readsTensor = false;
    if (!trial.evaluable(cond) || !trial.readsTensor)
      return;
    reads = std::move(trial);
    mask.conditions.push_back({cond, !maskedWhenTrue});
  });
  mask.inputs = reads.inputs;
  mask.dims = reads.dims;
  llvm::sort(mask.inputs);
  llvm::sort(mask.dims);
  return mask;
}

SmallVector<AffineExpr> KeyBand::exprs() const {
  SmallVector<AffineExpr> out;
  for (AffineMap m : llvm::concat<const AffineMap>(lower, upper))
    llvm::append_range(out, m.getResults());
  return out;
}

bool KeyBand::isCausal(unsigned i) const {
  return lower.empty() && upper.size() == 1 &&
         upper[0].getNumResults() == 1 &&
         upper[0].getResult(0) == getAffineDimExpr(i, upper[0].getContext());
}

/// -1, 0 or 1: non-increasing, constant or non-decreasing in `dim`;
/// nullopt when neither.
static std::optional<int> direction(AffineExpr e, unsigned dim) {
  if (!e.isFunctionOfDim(dim))
    return 0;
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return 1;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  std::optional<int> l = direction(bin.getLHS(), dim);
  std::optional<int> r = direction(bin.getRHS(), dim);
  if (!l || !r)
    return std::nullopt;
  auto constant = dyn_cast<AffineConstantExpr>(bin.getRHS());
  switch (bin.getKind()) {
  case AffineExprKind::Add:
    if (*l != 0 && *r != 0 && *l != *r)
      return std::nullopt;
    return *l != 0 ? *l : *r;
  case AffineExprKind::Mul:
    if (!constant)
      return std::nullopt;
    return *l * (constant.getValue() > 0 ? 1 : constant.getValue() < 0 ? -1
                                                                        : 0);
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
    if (!constant || constant.getValue() <= 0)
      return std::nullopt;
    return *l;
  default: // mod
    return std::nullopt;
  }
}

bool mlir::fuse::isMonotoneIn(AffineExpr e, unsigned dim) {
  return direction(e, dim).has_value();
}

/// `e` at the point with dim `i` = `row`, the other dims 0.
static int64_t evaluateAt(AffineExpr e, unsigned i, unsigned numDims,
                          int64_t row) {
  MLIRContext *ctx = e.getContext();
  SmallVector<AffineExpr> dims(numDims, getAffineConstantExpr(0, ctx));
  dims[i] = getAffineConstantExpr(row, ctx);
  return cast<AffineConstantExpr>(e.replaceDims(dims)).getValue();
}

std::pair<int64_t, int64_t>
mlir::fuse::countBandBlocks(const KeyBand &band, unsigned i, int64_t rowBegin,
                            int64_t rowEnd, int64_t keys,
                            int64_t keysPerBlock) {
  // The kernel's bounds (AttentionKernel.cpp, bandKeyBlocks): over the
  // rows' ends, the widest range visited and the narrowest wholly inside.
  // A group's bound over the rows: for a lower group (the least of its
  // expressions) the least and the greatest are at most the least of its
  // expressions' extremes; for an upper group at least the greatest.
  // Under-estimating the visited range's start (over-estimating its end)
  // and narrowing the range wholly inside is always safe, exact for groups
  // of one.
  int64_t blocks = llvm::divideCeil(keys, keysPerBlock);
  // Bounds read from tensors are known at run time only: every block.
  if (!band.symbolInputs.empty())
    return {blocks, blocks};
  // {least, greatest} of group `g` over the rows: a lower group combines
  // its expressions' extremes by min, an upper group by max.
  auto extremes = [&](AffineMap g, bool isLower) {
    auto combine = [&](int64_t x, int64_t y) {
      return isLower ? std::min(x, y) : std::max(x, y);
    };
    int64_t start = isLower ? INT64_MAX : INT64_MIN;
    std::pair<int64_t, int64_t> out{start, start};
    for (AffineExpr e : g.getResults()) {
      int64_t a = evaluateAt(e, i, g.getNumDims(), rowBegin);
      int64_t b = evaluateAt(e, i, g.getNumDims(), rowEnd - 1);
      out.first = combine(out.first, std::min(a, b));
      out.second = combine(out.second, std::max(a, b));
    }
    return out;
  };
  int64_t lowMin = INT64_MIN, lowMax = INT64_MIN;
  int64_t highMin = INT64_MAX, highMax = INT64_MAX;
  for (AffineMap g : band.lower) {
    auto [least, greatest] = extremes(g, true);
    lowMin = std::max(lowMin, least);
    lowMax = std::max(lowMax, greatest);
  }
  for (AffineMap g : band.upper) {
    auto [least, greatest] = extremes(g, false);
    highMin = std::min(highMin, least);
    highMax = std::min(highMax, greatest);
  }
  auto floorDiv = [](int64_t a, int64_t b) {
    return a >= 0 ? a / b : -((-a + b - 1) / b);
  };
  int64_t lb = lowMin == INT64_MIN ? 0 : std::max<int64_t>(0, floorDiv(lowMin, keysPerBlock));
  int64_t ub = highMax == INT64_MAX
                   ? blocks
                   : std::min(blocks, floorDiv(highMax, keysPerBlock) + 1);
  ub = std::max(ub, lb);
  int64_t fastBegin =
      lowMax == INT64_MIN ? lb : -floorDiv(-lowMax, keysPerBlock);
  int64_t fastEnd =
      highMin == INT64_MAX ? ub : floorDiv(highMin + 1, keysPerBlock);
  fastBegin = std::clamp(fastBegin, lb, ub);
  fastEnd = std::clamp(fastEnd, fastBegin, ub);
  return {ub - lb, (ub - lb) - (fastEnd - fastBegin)};
}

std::string KeyBand::describe(ArrayRef<std::string> names,
                              ArrayRef<std::string> symbolNames) const {
  auto print = [&](AffineExpr e) {
    std::string s;
    llvm::raw_string_ostream os(s);
    e.print(os);
    llvm::Regex dim("([ds])([0-9]+)");
    SmallVector<StringRef> groups;
    std::string out;
    StringRef rest = s;
    while (dim.match(rest, &groups)) {
      size_t at = groups[0].data() - rest.data();
      out += rest.take_front(at).str();
      unsigned k = 0;
      groups[2].getAsInteger(10, k);
      if (groups[1] == "s")
        out += k < symbolNames.size() ? symbolNames[k]
               : k < symbolInputs.size()
                   ? "in" + std::to_string(symbolInputs[k])
                   : groups[0].str();
      else
        out += k < names.size() ? names[k] : groups[0].str();
      rest = rest.drop_front(at + groups[0].size());
    }
    return out + rest.str();
  };
  auto call = [&](StringRef fn, ArrayRef<std::string> args) {
    if (args.size() == 1)
      return args[0];
    std::string s = fn.str() + "(";
    for (auto [k, a] : llvm::enumerate(args))
      s += (k ? ", " : "") + a;
    return s + ")";
  };
  // max of lower groups' min, min of upper groups' max.
  auto list = [&](ArrayRef<AffineMap> groups, bool isLower, StringRef none) {
    if (groups.empty())
      return none.str();
    SmallVector<std::string> outer;
    for (AffineMap g : groups) {
      SmallVector<std::string> inner;
      for (AffineExpr e : g.getResults())
        inner.push_back(print(e));
      outer.push_back(call(isLower ? "min" : "max", inner));
    }
    return call(isLower ? "max" : "min", outer);
  };
  return "[" + list(lower, true, "0") + ", " + list(upper, false, "end") + "]";
}

/// The most keys a key block of the online-softmax kernels holds.
static constexpr int64_t kMaxKeysPerBlock = 128;

void mlir::fuse::maskLowestAddends(AggregateOp op) {
  if (!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()) ||
      op.getReduceDims().size() != 1)
    return;
  unsigned j = op.getReduceDims()[0];
  // With the keys in one block (the tensor-core kernels' key blocks hold
  // up to 128) no block can be skipped: the table would cost a launch.
  int64_t keys = op.getDimSizes()[j];
  if (!ShapedType::isDynamic(keys) && keys <= kMaxKeysPerBlock)
    return;
  Block &body = op.getBody().front();
  Operation *yield = body.getTerminator();
  // The logit computed in the body from the dot (attention as
  // fuse-form-chains writes it), so that the addend is told from the
  // scores: a softmax over scores read from a tensor is left alone.
  auto dotOf = [&](Value v) -> ReduceOp {
    SmallVector<Value> work{v};
    llvm::SmallPtrSet<Operation *, 16> seen;
    while (!work.empty()) {
      Operation *def = work.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != &body || !seen.insert(def).second)
        continue;
      if (auto dot = dyn_cast<ReduceOp>(def))
        return dot;
      llvm::append_range(work, def->getOperands());
    }
    return nullptr;
  };
  // Whether the read of `map` ignores some dim of the aggregate the dot
  // reads: a mask broadcast over the heads (Hugging Face's [B, 1, S, S]),
  // the queries (key padding) or the batch, not a bias per logit (a T5
  // position bias [B, H, S, S]), whose bounds would cost a pass over as
  // many values as the attention has logits.
  auto broadcast = [&](AffineMap map, ReduceOp dot) {
    unsigned outer = op.getDimSizes().size();
    for (Attribute m : dot.getIndexingMaps())
      for (unsigned d = 0; d < outer; ++d)
        if (cast<AffineMapAttr>(m).getValue().isFunctionOfDim(d) &&
            !map.isFunctionOfDim(d))
          return true;
    return false;
  };
  auto adds = llvm::to_vector(body.getOps<arith::AddFOp>());
  for (arith::AddFOp add : adds) {
    // Marked already: its one user is the select.
    if (add->hasOneUse())
      if (auto select = dyn_cast<arith::SelectOp>(*add->getUsers().begin()))
        if (select.getTrueValue() == add.getResult() &&
            isNegInfConstant(select.getFalseValue()))
          continue;
    for (auto [n, t] : llvm::enumerate(add->getOperands())) {
      BlockArgument arg = floatRead(op, t);
      if (!arg || !isa<BlockArgument>(op.getInputs()[arg.getArgNumber()]))
        continue;
      ReduceOp dot = dotOf(add->getOperand(1 - n));
      // A projection that moves with the key (a mask matrix, key padding),
      // not a relative-position table read at i - j.
      AffineMap map = indexingMap(op, arg.getArgNumber());
      if (!dot || !broadcast(map, dot) || !map.isFunctionOfDim(j) ||
          !llvm::all_of(map.getResults(), [](AffineExpr e) {
            auto c = dyn_cast<AffineConstantExpr>(e);
            return isa<AffineDimExpr>(e) || (c && c.getValue() == 0);
          }))
        continue;
      if (!masksLogit(add.getResult(), yield))
        continue;
      OpBuilder b(add.getContext());
      b.setInsertionPointAfter(add);
      Location loc = add.getLoc();
      Type tType = t.getType(), type = add.getType();
      Value lowest = arith::ConstantOp::create(
          b, loc, tType, b.getFloatAttr(tType, kLowestKeptAddend));
      Value keep = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UGT,
                                         t, lowest);
      Value ninf = arith::ConstantOp::create(
          b, loc, type,
          b.getFloatAttr(type, -std::numeric_limits<double>::infinity()));
      auto select = arith::SelectOp::create(b, loc, keep, add.getResult(), ninf);
      add.getResult().replaceAllUsesExcept(select.getResult(), select);
      break;
    }
  }
}

namespace mlir::fuse {
#define GEN_PASS_DEF_ANALYZEMASKSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

namespace {
struct AnalyzeMasksPass
    : public mlir::fuse::impl::AnalyzeMasksPassBase<AnalyzeMasksPass> {
  void runOnOperation() override {
    getOperation()->walk([](AggregateOp op) {
      maskLowestAddends(op);
      KeyBand band = analyzeKeyBand(op);
      if (!band.bounded()) {
        op->removeAttr("fuse.key_band");
        return;
      }
      Builder b(op.getContext());
      auto maps = [&](ArrayRef<AffineMap> groups) {
        SmallVector<Attribute> attrs;
        for (AffineMap g : groups)
          attrs.push_back(AffineMapAttr::get(g));
        return b.getArrayAttr(attrs);
      };
      SmallVector<NamedAttribute> fields = {
          b.getNamedAttr("lower", maps(band.lower)),
          b.getNamedAttr("upper", maps(band.upper)),
          b.getNamedAttr("unexplained",
                         b.getI64IntegerAttr(band.unexplained))};
      if (!band.symbolInputs.empty())
        fields.push_back(b.getNamedAttr(
            "symbols",
            b.getI64ArrayAttr(llvm::to_vector_of<int64_t>(band.symbolInputs))));
      op->setAttr("fuse.key_band", b.getDictionaryAttr(fields));
    });
  }
};
} // namespace
