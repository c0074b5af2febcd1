//===- DeriveBackward.cpp - reverse-mode derivatives of fuse functions ----===//
//
// For each public function @f, builds @f_grad: f's arguments followed by one
// cotangent per result, returning one cotangent per floating-point tensor
// argument. @f_grad recomputes f's values (in the generic form) and then
// takes the derivative op by op in reverse, by the rules of each
// aggregate's monoid and of the scalar ops in its body. An aggregate
//   out[K p] = (+)_R g(x_1[M_1 p], ..., x_n[M_n p])
// gives its input x_t the contribution
//   dx_t[M_t p] += w(p) * dg/dx_t(p),
// summed over the points p that read one element of x_t: itself an
// aggregate in #fuse.add over the same dimensions, keeping those M_t reads
// and reducing the others. The weight w is the monoid's:
//   #fuse.add      w = dout
//   #fuse.max      w = dout where g(p) == out (each tied maximum)
//   #fuse.softmax  (m, s) = (max g, sum e^(g - m)):
//                  w = ds e^(g - m) + (dm - ds s) [g == m], 0 where m = -inf
// Masks, biases, scales and softcaps need no rule of their own: they are
// body ops, and a select's condition passes no derivative. The derived
// function is planned and fused like any other.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MathExtras.h"


namespace mlir::fuse {
#define GEN_PASS_DEF_DERIVEBACKWARDPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// `t` with the element type adjoints are kept in (statisticsType: f64
/// stays f64, narrower types are widened to f32).
static RankedTensorType adjointTensorType(RankedTensorType t) {
  return RankedTensorType::get(t.getShape(),
                               statisticsType(t.getElementType()));
}

/// An aggregate in #fuse.add with no reduced dimension over `inputs` (all of
/// `resultType`'s shape), whose body `body` builds from the elements.
static Value
elementwise(OpBuilder &b, Location loc, RankedTensorType resultType,
            ValueRange inputs,
            function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  int64_t rank = resultType.getRank();
  SmallVector<std::string> names = genericDimNames(rank);
  SmallVector<StringRef> nameRefs(names.begin(), names.end());
  SmallVector<AffineMap> maps(
      inputs.size(), AffineMap::getMultiDimIdentityMap(rank, b.getContext()));
  auto op = AggregateOp::create(b, loc, TypeRange{resultType},
                                AddMonoidAttr::get(b.getContext()), nameRefs,
                                resultType.getShape(), {}, inputs, maps);
  OpBuilder::InsertionGuard guard(b);
  Block &block = op.getBody().front();
  b.setInsertionPointToStart(&block);
  YieldOp::create(b, loc, body(b, loc, block.getArguments()));
  return op.getResult(0);
}

/// `v` converted elementwise to `type`'s element type (v itself when equal).
static Value castTensor(OpBuilder &b, Location loc, Value v,
                        RankedTensorType type) {
  if (v.getType() == type)
    return v;
  return elementwise(b, loc, type, v,
                     [&](OpBuilder &b, Location loc, ValueRange x) {
                       return castFloat(b, loc, x[0], type.getElementType());
                     });
}

namespace {
/// Reverse-mode sweep over one scalar body: the adjoints of the block's
/// arguments, given the adjoint of one value the body computes. The ops are
/// built before the block's terminator, after every primal value.
class BodyAdjoint {
public:
  BodyAdjoint(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  /// Adjoint of argument `arg` of `block` when `y` has adjoint `seed`;
  /// null when y does not depend on it. Fails (with an error at the op)
  /// on an op on the path from `arg` to `y` that has no rule.
  FailureOr<Value> run(Block &block, Value y, Value seed, unsigned arg);

private:
  /// Adds `contribution` to the adjoint of `v`.
  void add(Value v, Value contribution);
  /// Propagates the adjoint `a` of `op`'s result `r` to its operands.
  LogicalResult propagate(Operation *op, Value r, Value a);

  Value constant(Type t, double v) { return floatConstant(b, loc, t, v); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value neg(Value x) { return arith::NegFOp::create(b, loc, x); }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }

  OpBuilder &b;
  Location loc;
  /// Values that depend on the argument being differentiated.
  llvm::SetVector<Value> active;
  DenseMap<Value, Value> adjoints;
};
} // namespace

void BodyAdjoint::add(Value v, Value contribution) {
  if (!active.contains(v))
    return;
  Value &slot = adjoints[v];
  slot = slot ? arith::AddFOp::create(b, loc, slot, contribution).getResult()
              : contribution;
}

FailureOr<Value> BodyAdjoint::run(Block &block, Value y, Value seed,
                                  unsigned arg) {
  active.clear();
  adjoints.clear();
  active.insert(block.getArgument(arg));
  for (Operation &op : block.without_terminator())
    if (llvm::any_of(op.getOperands(),
                     [&](Value v) { return active.contains(v); }))
      for (Value r : op.getResults())
        if (isa<FloatType>(r.getType()))
          active.insert(r);
  if (!active.contains(y))
    return Value();
  adjoints[y] = seed;
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops)) {
    if (op->getNumResults() != 1)
      continue;
    Value r = op->getResult(0);
    Value a = adjoints.lookup(r);
    if (!a)
      continue;
    if (failed(propagate(op, r, a)))
      return failure();
  }
  return adjoints.lookup(block.getArgument(arg));
}

LogicalResult BodyAdjoint::propagate(Operation *op, Value r, Value a) {
  // Adjoints are kept in the seed's type (f32 or f64): primal values
  // narrower than it are widened exactly where a rule reads them, and no
  // partial is rounded to a 16-bit type on the way.
  Type t = a.getType();
  auto key = [&](unsigned i) { return op->getOperand(i); };
  auto operand = [&](unsigned i) { return castFloat(b, loc, key(i), t); };
  r = castFloat(b, loc, r, t);
  if (isa<arith::AddFOp>(op)) {
    add(key(0), a);
    add(key(1), a);
  } else if (isa<arith::SubFOp>(op)) {
    add(key(0), a);
    add(key(1), neg(a));
  } else if (isa<arith::MulFOp>(op)) {
    add(key(0), mul(a, operand(1)));
    add(key(1), mul(a, operand(0)));
  } else if (isa<arith::DivFOp>(op)) {
    // d(x / y) = dx / y - (x / y) dy / y.
    add(key(0), div(a, operand(1)));
    add(key(1), neg(div(mul(a, r), operand(1))));
  } else if (isa<arith::NegFOp>(op)) {
    add(key(0), neg(a));
  } else if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MinimumFOp,
                 arith::MinNumFOp>(op)) {
    // The derivative goes to the operand chosen (the first on ties).
    bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(op);
    Value first = cmp(isMax ? arith::CmpFPredicate::OGE
                            : arith::CmpFPredicate::OLE,
                      operand(0), operand(1));
    Value zero = constant(t, 0.0);
    add(key(0), select(first, a, zero));
    add(key(1), select(first, zero, a));
  } else if (auto sel = dyn_cast<arith::SelectOp>(op)) {
    Value zero = constant(t, 0.0);
    add(sel.getTrueValue(), select(sel.getCondition(), a, zero));
    add(sel.getFalseValue(), select(sel.getCondition(), zero, a));
  } else if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
    add(key(0), a);
  } else if (isa<math::ExpOp>(op)) {
    add(key(0), mul(a, r));
  } else if (isa<math::Exp2Op>(op)) {
    add(key(0), mul(a, mul(r, constant(t, llvm::numbers::ln2))));
  } else if (isa<math::LogOp>(op)) {
    add(key(0), div(a, operand(0)));
  } else if (isa<math::Log2Op>(op)) {
    add(key(0),
        div(a, mul(operand(0), constant(t, llvm::numbers::ln2))));
  } else if (isa<math::TanhOp>(op)) {
    // d tanh x = 1 - tanh^2 x.
    add(key(0), mul(a, arith::SubFOp::create(b, loc, constant(t, 1.0),
                                                 mul(r, r))));
  } else if (isa<math::SqrtOp>(op)) {
    add(key(0), div(mul(a, constant(t, 0.5)), r));
  } else if (isa<math::RsqrtOp>(op)) {
    add(key(0), mul(a, mul(constant(t, -0.5), mul(r, mul(r, r)))));
  } else if (isa<math::AbsFOp>(op)) {
    Value negative =
        cmp(arith::CmpFPredicate::OLT, operand(0), constant(t, 0.0));
    add(key(0), select(negative, neg(a), a));
  } else if (isa<math::ErfOp>(op)) {
    // d erf x = 2 / sqrt(pi) e^(-x^2).
    Value x = operand(0);
    Value gauss = math::ExpOp::create(b, loc, neg(mul(x, x)));
    add(key(0), mul(a, mul(gauss, constant(t, llvm::numbers::inv_sqrtpi * 2))));
  } else if (isa<math::SinOp>(op)) {
    add(key(0), mul(a, math::CosOp::create(b, loc, operand(0))));
  } else if (isa<math::CosOp>(op)) {
    add(key(0), neg(mul(a, math::SinOp::create(b, loc, operand(0)))));
  } else if (isa<math::FmaOp>(op)) {
    add(key(0), mul(a, operand(1)));
    add(key(1), mul(a, operand(0)));
    add(key(2), a);
  } else if (isa<math::PowFOp>(op)) {
    // d x^y = y x^(y - 1) dx + x^y ln x dy.
    Value x = operand(0), y = operand(1);
    if (active.contains(key(0))) {
      Value ym1 = arith::SubFOp::create(b, loc, y, constant(t, 1.0));
      add(key(0), mul(a, mul(y, math::PowFOp::create(b, loc, x, ym1))));
    }
    if (active.contains(key(1)))
      add(key(1), mul(a, mul(r, math::LogOp::create(b, loc, x))));
  } else {
    return op->emitOpError()
           << "has no derivative rule in fuse-derive-backward (rules: arith "
              "addf, subf, mulf, divf, negf, maximumf, minimumf, select, "
              "extf, truncf; math exp, exp2, log, log2, tanh, sqrt, rsqrt, "
              "absf, erf, sin, cos, fma, powf)";
  }
  return success();
}

namespace {
/// How a value changes when a softmax state (m, s) is replaced by the equal
/// state (m + c, s e^(-c)): not at all, by a shift (v + k c), by a factor
/// (v e^(k c)), or otherwise.
struct GaugeTag {
  enum Kind { Invariant, Shift, Scale, Unknown } kind = Invariant;
  double k = 0;
  static GaugeTag of(Kind kind, double k) {
    return k == 0 && kind != Unknown ? GaugeTag() : GaugeTag{kind, k};
  }
  bool invariant() const { return kind == Invariant; }
  bool operator==(const GaugeTag &o) const {
    return kind == o.kind && k == o.k;
  }
};
} // namespace

/// Whether `consumer`'s element is unchanged when the softmax state it reads
/// through `mArgs` / `sArgs` (its body arguments) is replaced by an equal
/// one: e^(x - m) / s is, and so is a guard m == -inf.
static bool invariantElement(AggregateOp consumer, ArrayRef<unsigned> mArgs,
                             ArrayRef<unsigned> sArgs) {
  using K = GaugeTag::Kind;
  Block &body = consumer.getBody().front();
  DenseMap<Value, GaugeTag> tags;
  for (unsigned a : mArgs)
    tags[body.getArgument(a)] = GaugeTag::of(K::Shift, 1);
  for (unsigned a : sArgs)
    tags[body.getArgument(a)] = GaugeTag::of(K::Scale, -1);
  auto tag = [&](Value v) { return tags.lookup(v); };
  auto isZero = [](Value v) { return matchPattern(v, m_AnyZeroFloat()); };
  for (Operation &op : body.without_terminator()) {
    if (op.getNumResults() != 1)
      return false;
    SmallVector<GaugeTag> in = llvm::to_vector(llvm::map_range(
        op.getOperands(), [&](Value v) { return tag(v); }));
    GaugeTag out;
    auto both = [&](K kind) {
      return llvm::all_of(in, [&](const GaugeTag &t) {
        return t.invariant() || t.kind == kind;
      });
    };
    if (llvm::all_of(in, [](const GaugeTag &t) { return t.invariant(); })) {
      out = GaugeTag();
    } else if (isa<arith::AddFOp, arith::SubFOp>(op) && both(K::Shift)) {
      double sign = isa<arith::SubFOp>(op) ? -1 : 1;
      out = GaugeTag::of(K::Shift, in[0].k + sign * in[1].k);
    } else if (isa<arith::AddFOp, arith::SubFOp>(op) && in[0] == in[1]) {
      out = in[0]; // two values scaled alike
    } else if (isa<arith::MulFOp, arith::DivFOp>(op) && both(K::Scale)) {
      double sign = isa<arith::DivFOp>(op) ? -1 : 1;
      out = GaugeTag::of(K::Scale, in[0].k + sign * in[1].k);
    } else if (isa<arith::NegFOp, arith::ExtFOp, arith::TruncFOp>(op)) {
      out = isa<arith::NegFOp>(op) && in[0].kind == K::Shift
                ? GaugeTag::of(K::Shift, -in[0].k)
                : in[0];
    } else if (isa<math::ExpOp>(op) && in[0].kind == K::Shift) {
      out = GaugeTag::of(K::Scale, in[0].k);
    } else if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
      // m + c is -inf exactly where m is.
      bool guard = (in[0].kind == K::Shift && isNegInfConstant(cmp.getRhs())) ||
                   (in[1].kind == K::Shift && isNegInfConstant(cmp.getLhs()));
      out = guard ? GaugeTag() : GaugeTag::of(K::Unknown, 0);
    } else if (auto sel = dyn_cast<arith::SelectOp>(op)) {
      GaugeTag t = tag(sel.getTrueValue()), f = tag(sel.getFalseValue());
      if (!tag(sel.getCondition()).invariant())
        out = GaugeTag::of(K::Unknown, 0);
      else if (t == f)
        out = t;
      else if (isZero(sel.getTrueValue()) && f.kind == K::Scale)
        out = f; // 0 e^(k c) = 0
      else if (isZero(sel.getFalseValue()) && t.kind == K::Scale)
        out = t;
      else
        out = GaugeTag::of(K::Unknown, 0);
    } else {
      out = GaugeTag::of(K::Unknown, 0);
    }
    if (out.kind == K::Unknown)
      return false;
    tags[op.getResult(0)] = out;
  }
  return tag(body.getTerminator()->getOperand(0)).invariant();
}

/// Whether every use of the state (m, s) of `softmax` (a #fuse.softmax
/// aggregate) is unchanged by replacing it with an equal state (m + c,
/// s e^(-c)), c per kept point: then m carries no cotangent (the
/// derivative along that direction, dm - ds s, is zero) and the monoid's
/// weight is ds e^(g - m). Each consumer must read m and s at the same
/// point; a state returned or read by anything but an aggregate is not.
static bool onlyInvariantUses(AggregateOp softmax) {
  Value m = softmax.getResult(0), s = softmax.getResult(1);
  llvm::SmallPtrSet<Operation *, 4> consumers;
  for (Value v : {m, s})
    for (Operation *user : v.getUsers()) {
      if (!isa<AggregateOp>(user))
        return false;
      consumers.insert(user);
    }
  for (Operation *user : consumers) {
    auto consumer = cast<AggregateOp>(user);
    SmallVector<unsigned> mArgs, sArgs;
    std::optional<AffineMap> map;
    for (auto [i, in] : llvm::enumerate(consumer.getInputs())) {
      if (in != m && in != s)
        continue;
      if (map && *map != indexingMap(consumer, i))
        return false;
      map = indexingMap(consumer, i);
      (in == m ? mArgs : sArgs).push_back(i);
    }
    if (!invariantElement(consumer, mArgs, sArgs))
      return false;
  }
  return true;
}

namespace {
/// Builds the reverse sweep of one function into @f_grad.
class FunctionDeriver {
public:
  explicit FunctionDeriver(func::FuncOp grad) : grad(grad), b(grad) {}

  /// Seeds each returned value with its cotangent argument, then derives
  /// every aggregate in reverse order. Returns the cotangent of each
  /// floating-point argument among the first `numArgs`.
  FailureOr<SmallVector<Value>> run(unsigned numArgs);

private:
  void accumulate(Location loc, Value primal, Value contribution);
  LogicalResult derive(AggregateOp op);
  /// The contribution of `op` to its input `t`, or null when the body's
  /// element does not depend on that input.
  FailureOr<Value> contribution(AggregateOp op, unsigned t,
                                ArrayRef<Value> resultAdjoints);

  func::FuncOp grad;
  OpBuilder b;
  DenseMap<Value, Value> adjoints;
  /// Cotangents rounded to a contraction's 16-bit operand type.
  DenseMap<Value, Value> roundedAdjoints;
  /// The m of each #fuse.softmax state whose uses are all invariant under
  /// an equal state (onlyInvariantUses): it carries no cotangent.
  llvm::SmallPtrSet<Value, 4> gaugeMaxima;
};
} // namespace

void FunctionDeriver::accumulate(Location loc, Value primal,
                                 Value contribution) {
  Value &slot = adjoints[primal];
  if (!slot) {
    slot = contribution;
    return;
  }
  auto type = cast<RankedTensorType>(slot.getType());
  slot = elementwise(
      b, loc, type, {slot, contribution},
      [&](OpBuilder &b, Location loc, ValueRange x) -> Value {
        Type sumType = statisticsType(type.getElementType());
        Value sum = arith::AddFOp::create(b, loc, castFloat(b, loc, x[0], sumType),
                                          castFloat(b, loc, x[1], sumType));
        return castFloat(b, loc, sum, type.getElementType());
      });
}

/// The element type of tensor `v`.
static Type elementTypeOf(Value v) {
  return cast<ShapedType>(v.getType()).getElementType();
}

/// The operands' element type when `op` is a contraction (a sum over
/// reduced dimensions) of two operands of one 16-bit float type; else null.
static Type contractionOperandType(AggregateOp op) {
  if (!isa<AddMonoidAttr>(op.getMonoid()) || op.getReduceDims().empty() ||
      op.getInputs().size() != 2)
    return {};
  Type a = elementTypeOf(op.getInputs()[0]);
  if (a != elementTypeOf(op.getInputs()[1]) || a.getIntOrFloatBitWidth() != 16)
    return {};
  return a;
}

/// Whether values of `v` have derivatives worth propagating: a float tensor
/// computed by an aggregate or passed as an argument.
static bool isDifferentiable(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !isa<FloatType>(type.getElementType()))
    return false;
  return isa<BlockArgument>(v) || v.getDefiningOp<AggregateOp>();
}

FailureOr<Value>
FunctionDeriver::contribution(AggregateOp op, unsigned t,
                              ArrayRef<Value> resultAdjoints) {
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  Value input = op.getInputs()[t];
  auto inputType = cast<RankedTensorType>(input.getType());
  AffineMap map = indexingMap(op, t);
  Block &body = op.getBody().front();
  if (isa<ShapedType>(body.getArgument(t).getType()))
    return op.emitOpError() << "reads input #" << t
                            << " as a whole tensor (a gather): its gradient "
                               "is a scatter, which fuse-derive-backward "
                               "does not derive";

  // The gradient's iteration space: the dimensions M_t reads, in its order
  // (a size-1 dimension read at 0 gets a unit dimension of its own), then
  // the others, reduced.
  ArrayRef<int64_t> sizes = op.getDimSizes();
  int64_t numOld = sizes.size();
  SmallVector<int64_t> order; // old dim, or -1 for a unit dim
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr);
        dim && !llvm::is_contained(order, dim.getPosition())) {
      order.push_back(dim.getPosition());
      continue;
    }
    auto c = dyn_cast<AffineConstantExpr>(expr);
    if (c && c.getValue() == 0 && inputType.getDimSize(r) == 1) {
      order.push_back(-1);
      continue;
    }
    return op.emitOpError()
           << "reads input #" << t << " through " << AffineMapAttr::get(map)
           << ": its gradient would be a scatter (fuse-derive-backward "
              "takes inputs read by distinct dimensions or a 0 index into a "
              "size-1 dimension)";
  }
  SmallVector<int64_t> perm(numOld, -1);
  SmallVector<std::string> names;
  SmallVector<int64_t> newSizes;
  for (auto [pos, d] : llvm::enumerate(order)) {
    if (d < 0) {
      names.push_back("unit" + std::to_string(pos));
      newSizes.push_back(1);
      continue;
    }
    perm[d] = pos;
    names.push_back(cast<StringAttr>(op.getDimNames()[d]).str());
    newSizes.push_back(sizes[d]);
  }
  SmallVector<int64_t> reduced;
  for (int64_t d = 0; d < numOld; ++d) {
    if (perm[d] >= 0)
      continue;
    perm[d] = names.size();
    reduced.push_back(names.size());
    names.push_back(cast<StringAttr>(op.getDimNames()[d]).str());
    newSizes.push_back(sizes[d]);
  }
  int64_t numNew = names.size();
  SmallVector<AffineExpr> dimReplacements;
  for (int64_t d = 0; d < numOld; ++d)
    dimReplacements.push_back(getAffineDimExpr(perm[d], ctx));
  auto moved = [&](AffineMap m) {
    return m.replaceDimsAndSymbols(dimReplacements, {}, numNew, 0);
  };
  // The map reading op's results at a point: its kept dimensions.
  SmallVector<AffineExpr> keptExprs;
  for (int64_t d = 0; d < numOld; ++d)
    if (!op.isReduced(d))
      keptExprs.push_back(getAffineDimExpr(d, ctx));
  AffineMap keptMap = AffineMap::get(numOld, 0, keptExprs, ctx);

  SmallVector<Value> inputs(op.getInputs());
  SmallVector<AffineMap> maps;
  for (unsigned i = 0; i < op.getInputs().size(); ++i)
    maps.push_back(moved(indexingMap(op, i)));
  unsigned numResults = op.getNumResults();
  unsigned adjointBase = inputs.size();
  for (Value a : resultAdjoints)
    if (a) {
      inputs.push_back(a);
      maps.push_back(moved(keptMap));
    }
  unsigned resultBase = inputs.size();
  bool readsResults = !isa<AddMonoidAttr>(op.getMonoid());
  if (readsResults)
    for (Value r : op.getResults()) {
      inputs.push_back(r);
      maps.push_back(moved(keptMap));
    }

  auto resultType = adjointTensorType(inputType);
  Type adjElt = resultType.getElementType();
  SmallVector<StringRef> nameRefs(names.begin(), names.end());
  auto gradOp = AggregateOp::create(b, loc, TypeRange{resultType},
                                    AddMonoidAttr::get(ctx), nameRefs,
                                    newSizes, reduced, inputs, maps);
  Block &block = gradOp.getBody().front();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&block);

  // The primal body, its indices moved to the new dimension order.
  IRMapping mapping;
  for (unsigned i = 0; i < body.getNumArguments(); ++i)
    mapping.map(body.getArgument(i), block.getArgument(i));
  for (Operation &inner : body.without_terminator()) {
    Operation *clone = b.clone(inner, mapping);
    if (auto index = dyn_cast<IndexOp>(clone))
      index.setDim(perm[index.getDim()]);
  }
  Value element = mapping.lookup(body.getTerminator()->getOperand(0));
  auto yield = YieldOp::create(b, loc, ValueRange{});
  b.setInsertionPoint(yield);

  // The monoid's weight of this point.
  SmallVector<Value> dOut(numResults);
  unsigned next = adjointBase;
  for (unsigned i = 0; i < numResults; ++i)
    if (resultAdjoints[i])
      dOut[i] = castFloat(b, loc, block.getArgument(next++), adjElt);
  auto f = [&](double v) { return floatConstant(b, loc, adjElt, v); };
  Value e = castFloat(b, loc, element, adjElt);
  Value weight;
  if (isa<AddMonoidAttr>(op.getMonoid())) {
    weight = dOut[0];
  } else if (isa<MaxMonoidAttr>(op.getMonoid())) {
    Value out = castFloat(b, loc, block.getArgument(resultBase), adjElt);
    Value isMax =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, e, out);
    weight = arith::SelectOp::create(b, loc, isMax, dOut[0], f(0.0));
  } else {
    Value m = castFloat(b, loc, block.getArgument(resultBase), adjElt);
    Value s = castFloat(b, loc, block.getArgument(resultBase + 1), adjElt);
    Value isMax =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, e, m);
    Value atMax = arith::SelectOp::create(b, loc, isMax, f(1.0), f(0.0));
    // dm [g == m] + ds (e^(g - m) - s [g == m]); where m carries no
    // cotangent (dm = ds s), ds e^(g - m).
    bool gauge = gaugeMaxima.contains(op.getResult(0));
    if (dOut[0])
      weight = arith::MulFOp::create(b, loc, dOut[0], atMax);
    if (dOut[1]) {
      Value p = math::ExpOp::create(
          b, loc, arith::SubFOp::create(b, loc, e, m).getResult());
      Value ds = arith::MulFOp::create(
          b, loc, dOut[1],
          gauge ? p
                : arith::SubFOp::create(
                      b, loc, p, arith::MulFOp::create(b, loc, s, atMax))
                      .getResult());
      weight = weight ? arith::AddFOp::create(b, loc, weight, ds).getResult()
                      : ds;
    }
    if (!weight)
      weight = f(0.0);
    Value empty = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                        m, negInfinity(b, loc, adjElt));
    weight = arith::SelectOp::create(b, loc, empty, f(0.0), weight);
  }

  BodyAdjoint sweep(b, loc);
  FailureOr<Value> partial = sweep.run(block, element, f(1.0), t);
  if (failed(partial))
    return failure();
  if (!*partial) {
    gradOp.erase();
    return Value();
  }
  Value value = arith::MulFOp::create(
      b, loc, weight, castFloat(b, loc, *partial, adjElt));
  yield->setOperands(value);
  b.setInsertionPointAfter(gradOp);
  return castTensor(b, loc, gradOp.getResult(0), inputType);
}

LogicalResult FunctionDeriver::derive(AggregateOp op) {
  SmallVector<Value> resultAdjoints;
  for (Value r : op.getResults())
    resultAdjoints.push_back(adjoints.lookup(r));
  if (llvm::all_of(resultAdjoints, [](Value v) { return !v; }))
    return success();
  if (!isa<AddMonoidAttr, MaxMonoidAttr, SoftmaxMonoidAttr>(op.getMonoid()))
    return op.emitOpError()
           << "aggregates in " << op.getMonoid()
           << ", which has no derivative rule in fuse-derive-backward (rules: "
              "#fuse.add, #fuse.max, #fuse.softmax; run it before "
              "fuse-factor-aggregates)";
  if (op.getSegmentDim() || op.getYieldsState())
    return op.emitOpError() << "is a segmented aggregate: "
                               "fuse-derive-backward runs before split-KV";
  if (llvm::any_of(op.getDimSizes(), ShapedType::isDynamic))
    return op.emitOpError()
           << "has dynamic sizes: fuse-derive-backward derives static "
              "shapes only";
  if (hasNestedReduce(op))
    return op.emitOpError() << "holds a fuse.reduce: fuse-derive-backward "
                               "runs before chains are formed";
  // A rounding to a narrower type (a matmul's result cast from its f32
  // accumulator) passes its cotangent through: consumers widen it exactly
  // where they read it, so none is materialized in f32.
  Block &body = op.getBody().front();
  if (op.getInputs().size() == 1 && op.getReduceDims().empty() &&
      indexingMap(op, 0).isIdentity() && resultAdjoints[0])
    if (auto trunc = body.getTerminator()
                         ->getOperand(0)
                         .getDefiningOp<arith::TruncFOp>();
        trunc && trunc.getIn() == body.getArgument(0) &&
        isDifferentiable(op.getInputs()[0])) {
      accumulate(op.getLoc(), op.getInputs()[0], resultAdjoints[0]);
      return success();
    }
  // A contraction of two 16-bit operands reads its result's cotangent
  // rounded to their type, as FlashAttention's and cuDNN's backward kernels
  // round dS: its gradients are then tensor-core GEMMs (f32 accumulation).
  SmallVector<Value> read(resultAdjoints);
  if (Type narrow = contractionOperandType(op);
      narrow && read[0] && elementTypeOf(read[0]) != narrow) {
    Value &rounded = roundedAdjoints[read[0]];
    if (!rounded) {
      auto type = cast<RankedTensorType>(read[0].getType());
      rounded = castTensor(b, op.getLoc(), read[0], type.clone(narrow));
    }
    read[0] = rounded;
  }
  for (auto [t, input] : llvm::enumerate(op.getInputs())) {
    if (!isDifferentiable(input) || gaugeMaxima.contains(input))
      continue;
    FailureOr<Value> c = contribution(op, t, read);
    if (failed(c))
      return failure();
    if (*c)
      accumulate(op.getLoc(), input, *c);
  }
  return success();
}

FailureOr<SmallVector<Value>> FunctionDeriver::run(unsigned numArgs) {
  Block &entry = grad.getBody().front();
  Operation *ret = entry.getTerminator();
  SmallVector<Operation *> ops;
  for (Operation &op : entry.without_terminator()) {
    if (!isa<AggregateOp, arith::ConstantOp>(op))
      return op.emitOpError()
             << "cannot be differentiated: fuse-derive-backward takes fuse "
                "ops (the generic form after fuse-generalize and "
                "fuse-softmax-to-monoid)";
    ops.push_back(&op);
  }
  for (Operation *op : ops)
    if (auto agg = dyn_cast<AggregateOp>(op);
        agg && isa<SoftmaxMonoidAttr>(agg.getMonoid()) &&
        onlyInvariantUses(agg))
      gaugeMaxima.insert(agg.getResult(0));
  unsigned numResults = ret->getNumOperands();
  b.setInsertionPoint(ret);
  for (unsigned i = 0; i < numResults; ++i) {
    Value result = ret->getOperand(i);
    Value cotangent = entry.getArgument(numArgs + i);
    if (!isDifferentiable(result))
      continue;
    accumulate(ret->getLoc(), result, cotangent);
  }
  for (Operation *op : llvm::reverse(ops))
    if (auto agg = dyn_cast<AggregateOp>(op))
      if (failed(derive(agg)))
        return failure();

  b.setInsertionPoint(ret);
  SmallVector<Value> cotangents;
  for (unsigned i = 0; i < numArgs; ++i) {
    Value arg = entry.getArgument(i);
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !isa<FloatType>(type.getElementType()))
      continue;
    Value adjoint = adjoints.lookup(arg);
    if (!adjoint) {
      // Nothing reads it: its cotangent is zero.
      auto zero = b.getFloatAttr(type.getElementType(), 0.0);
      cotangents.push_back(arith::ConstantOp::create(
          b, grad.getLoc(), type, DenseElementsAttr::get(type, zero)));
      continue;
    }
    cotangents.push_back(castTensor(b, grad.getLoc(), adjoint, type));
  }
  return cotangents;
}

/// Rewrites the surface ops of `func` (matmul, map, softmax) into
/// aggregates, as fuse-generalize and fuse-softmax-to-monoid do.
static LogicalResult generalize(func::FuncOp func) {
  RewritePatternSet patterns(func.getContext());
  populateGeneralizePatterns(patterns);
  populateSoftmaxToMonoidPatterns(patterns);
  return applyPatternsGreedily(func, std::move(patterns));
}

/// Drops the inputs aggregates of `func` no longer read (after
/// canonicalization a gradient's body reads few of the primal inputs it was
/// built with) and the copies left of casts.
static void pruneInputs(func::FuncOp func) {
  func.walk([](AggregateOp op) {
    Block &body = op.getBody().front();
    llvm::BitVector unused(body.getNumArguments());
    SmallVector<Attribute> maps;
    for (BlockArgument arg : body.getArguments()) {
      if (arg.use_empty())
        unused.set(arg.getArgNumber());
      else
        maps.push_back(op.getIndexingMaps()[arg.getArgNumber()]);
    }
    if (unused.none())
      return;
    body.eraseArguments(unused);
    op->eraseOperands(unused);
    op.setIndexingMapsAttr(ArrayAttr::get(op.getContext(), maps));
  });
  func.walk([](AggregateOp op) {
    // A copy: one input read whole, in order, yielded as it is.
    Block &body = op.getBody().front();
    if (op.getInputs().size() != 1 || !op.getReduceDims().empty() ||
        op.getResult(0).getType() != op.getInputs()[0].getType() ||
        !indexingMap(op, 0).isIdentity() ||
        body.getTerminator()->getOperand(0) != body.getArgument(0))
      return;
    op.getResult(0).replaceAllUsesWith(op.getInputs()[0]);
    op.erase();
  });
}

namespace {
struct DeriveBackwardPass
    : public mlir::fuse::impl::DeriveBackwardPassBase<DeriveBackwardPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto funcs = llvm::to_vector(llvm::make_filter_range(
        module.getOps<func::FuncOp>(),
        [](func::FuncOp f) { return !f.isDeclaration() && f.isPublic(); }));
    // The module's reference belongs to its one function, which is about
    // to have a sibling.
    if (funcs.size() == 1)
      if (Attribute reference = module->getAttr(kReferenceAttrName)) {
        module->removeAttr(kReferenceAttrName);
        funcs.front()->setAttr(kReferenceAttrName, reference);
      }
    SymbolTable symbols(module);
    for (func::FuncOp func : funcs)
      if (failed(deriveFunction(func, symbols)))
        return signalPassFailure();
  }

  LogicalResult deriveFunction(func::FuncOp func, SymbolTable &symbols) {
    std::string name = (func.getName() + "_grad").str();
    if (symbols.lookup(name))
      return func.emitOpError()
             << "would get its derivative as @" << name
             << ", which the module already defines";
    for (Type t : func.getResultTypes())
      if (!isa<RankedTensorType>(t))
        return func.emitOpError() << "returns " << t
                                  << ": fuse-derive-backward takes functions "
                                     "of ranked tensors";
    OpBuilder b(func);
    b.setInsertionPointAfter(func);
    auto grad = cast<func::FuncOp>(b.clone(*func));
    grad.setSymName(name);
    grad->removeAttr(kReferenceAttrName);
    symbols.insert(grad);
    if (failed(generalize(grad)))
      return grad.emitOpError() << "could not be generalized";
    Block &entry = grad.getBody().front();
    unsigned numArgs = entry.getNumArguments();
    for (Type t : func.getResultTypes())
      entry.addArgument(t, func.getLoc());

    FunctionDeriver deriver(grad);
    FailureOr<SmallVector<Value>> cotangents = deriver.run(numArgs);
    if (failed(cotangents)) {
      grad.erase();
      return failure();
    }
    Operation *ret = entry.getTerminator();
    ret->setOperands(*cotangents);
    grad.setFunctionType(FunctionType::get(
        grad.getContext(), entry.getArgumentTypes(),
        ValueRange(*cotangents).getTypes()));
    // Drops the forward values and body partials the sweep did not read:
    // the canonicalizer, the inputs left unread, the canonicalizer and CSE.
    OpPassManager canonical(func::FuncOp::getOperationName());
    canonical.addPass(createCanonicalizerPass());
    OpPassManager cleanup(func::FuncOp::getOperationName());
    cleanup.addPass(createCanonicalizerPass());
    cleanup.addPass(createCSEPass());
    if (failed(runPipeline(canonical, grad)))
      return failure();
    pruneInputs(grad);
    return runPipeline(cleanup, grad);
  }
};
} // namespace
