//===- AttentionBlockTable.cpp - key blocks a mask read from tensors leaves ===//
//
// A mask that reads tensors (document ids, doc[b, i] == doc[b, j]; key
// padding, pad[b, j]) cannot be bounded when the kernel is compiled. The
// online-softmax kernel then reads a block table that a pre-kernel,
// launched just before it, writes: per table batch point (the dims the
// mask depends on besides the row and the key) and row block of the CTA's
// rows, the first key block that can keep a key and the one after the last.
//
// The pre-kernel evaluates the mask's conditions (BlockMask) in interval
// arithmetic over a (row block, key block): the row and the key range over
// the block, each tensor read over the least and the greatest value it
// holds there (a float's as its order-preserving integer key, so that its
// compare with a constant is one of keys: an additive mask's), and each
// condition comes out as [lo, hi] of 0 / 1 (surely
// false, surely true, either). A key block where some condition is surely
// not what keeps a key contributes nothing (every logit -inf) and is
// skipped; the kernel evaluates the mask per element in the blocks it
// visits, so the table is never wrong, only loose for a mask that is no
// interval of keys (a dilated mask read from a tensor).
//
// One CTA of T = 256 threads per (row block, table batch point): the
// threads bound the reads that move with the row together (shared-memory
// atomics), then each warp takes key blocks w, w + T / 32, ..., its lanes
// reading a block's keys together and combining their extremes by
// shuffles (a mask with no read that moves with the key: each thread takes
// key blocks t, t + T, ...). A read that moves with both (a boolean mask
// matrix) is read whole, the warp's lanes taking each row's keys of the
// block in turn, T = 1024: the pre-kernel reads the matrix once.
//
//===----------------------------------------------------------------------===//

#include "OnlineSoftmaxMatch.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
constexpr int64_t kThreads = 256;

/// The pre-kernel's threads: kThreads, or 1024 where a read moves with both
/// the row and the key (32 warps share the row block's key blocks: the
/// matrix is the bulk of the reads).
int64_t tableThreads(AggregateOp op, const OnlineSoftmaxMatch &mt) {
  for (unsigned t : mt.blockMask.inputs) {
    AffineMap map = indexingMap(op, t);
    if (map.isFunctionOfDim(mt.iDim) && map.isFunctionOfDim(mt.jDim))
      return 1024;
  }
  return kThreads;
}
/// Shared slots: key blocks visited (first, last), full (first, last,
/// count), then the row reads' extremes.
constexpr int64_t kFullCount = 4, kRowSlots = 5;

/// The values in [lo, hi], as i64 (booleans: 0 / 1).
struct Interval {
  Value lo, hi;
};

/// Emits the pre-kernel's interval evaluation of the mask's conditions.
class BlockTableBuilder {
public:
  BlockTableBuilder(OpBuilder &b, Location loc, AggregateOp op,
                    const OnlineSoftmaxMatch &mt)
      : b(b), loc(loc), op(op), mt(mt), threads(tableThreads(op, mt)) {}

  /// The kernel's body: `frame` holds the inputs' and the table's
  /// memrefs, `sizeOf` gives an iteration dim's size.
  void build(const KernelFrame &frame, function_ref<Value(int64_t)> sizeOf,
             int64_t rows, int64_t keys);

private:
  Value i64(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  }
  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::ExtUIOp::create(b, loc, b.getI64Type(),
                                  arith::CmpIOp::create(b, loc, p, x, y));
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  /// An integer or index value as i64: i1 zero-extended, others
  /// sign-extended.
  Value toI64(Value v) {
    Type t = v.getType();
    if (t.isIndex())
      return arith::IndexCastOp::create(b, loc, b.getI64Type(), v);
    if (t.isInteger(64))
      return v;
    if (t.isInteger(1))
      return arith::ExtUIOp::create(b, loc, b.getI64Type(), v);
    return arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
  }

  /// Input `t` at `point`, as i64 (a float as its orderedKey).
  Value load(unsigned t) {
    SmallVector<Value> at;
    for (AffineExpr e : indexingMap(op, t).getResults())
      at.push_back(affine::expandAffineExpr(b, loc, e, point, {}));
    Value v = memref::LoadOp::create(b, loc, inputs.lookup(t), at);
    if (!isa<FloatType>(v.getType()))
      return toI64(v);
    if (!v.getType().isF32())
      v = arith::ExtFOp::create(b, loc, b.getF32Type(), v);
    Value bits = arith::BitcastOp::create(b, loc, b.getI32Type(), v);
    Value negative = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::slt, bits,
        arith::ConstantIntOp::create(b, loc, 0, 32));
    // The magnitude flipped where the sign is set; -0.0 (then -1) is 0.
    Value flipped = arith::XOrIOp::create(
        b, loc, bits, arith::ConstantIntOp::create(b, loc, 0x7fffffff, 32));
    Value key = select(negative, flipped, bits);
    Value minusZero = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq, key,
        arith::ConstantIntOp::create(b, loc, -1, 32));
    key = select(minusZero, arith::ConstantIntOp::create(b, loc, 0, 32), key);
    return arith::ExtSIOp::create(b, loc, b.getI64Type(), key);
  }
  /// An f32 value's integer key, in the order of the values: its bits,
  /// the magnitude's flipped where the sign is set, -0.0 as +0.0. A NaN
  /// comes above +inf (sign 0) or below -inf (sign 1).
  static int64_t orderedKey(APFloat value) {
    bool lost;
    value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                  &lost);
    auto bits = static_cast<int32_t>(
        value.bitcastToAPInt().getZExtValue());
    int32_t key = bits < 0 ? (bits ^ 0x7fffffff) : bits;
    return key == -1 ? 0 : key;
  }
  /// The least and greatest value of input `t` where dim `dim` runs over
  /// [begin, end) by `step`.
  Interval extremes(unsigned t, unsigned dim, Value begin, Value end,
                    Value step) {
    auto loop = scf::ForOp::create(
        b, loc, begin, end, step,
        ValueRange{i64(std::numeric_limits<int64_t>::max()),
                   i64(std::numeric_limits<int64_t>::min())});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value saved = point[dim];
    point[dim] = loop.getInductionVar();
    Value v = load(t);
    point[dim] = saved;
    scf::YieldOp::create(b, loc,
                         ValueRange{min(loop.getRegionIterArgs()[0], v),
                                    max(loop.getRegionIterArgs()[1], v)});
    b.setInsertionPointAfter(loop);
    return {loop.getResult(0), loop.getResult(1)};
  }
  /// The same over the `keys` points from `begin`, each at most at `last`
  /// (a point read twice changes neither extreme), read by the 32 lanes of
  /// a warp together, lane `lane` at begin + lane + 32 u (coalesced), then
  /// combined across the warp by shuffles: every lane holds the extremes.
  Interval warpExtremes(unsigned t, unsigned dim, Value begin, int64_t keys,
                        Value lane, Value last) {
    return acrossWarp(laneExtremes(t, dim, begin, keys, lane, last, {}));
  }
  /// The same where the read also moves with the row (dim `rowDim`, over
  /// [rowBegin, rowEnd)): the warp's lanes read the keys of each row,
  /// kPairRows rows at a time (their loads in flight together; a row past
  /// the last is read as the last, which changes neither extreme).
  Interval pairExtremes(unsigned t, unsigned rowDim, Value rowBegin,
                        Value rowEnd, unsigned dim, Value begin, int64_t keys,
                        Value lane, Value last) {
    constexpr int64_t kPairRows = 8;
    auto loop = scf::ForOp::create(
        b, loc, rowBegin, rowEnd, idx(kPairRows),
        ValueRange{i64(std::numeric_limits<int64_t>::max()),
                   i64(std::numeric_limits<int64_t>::min())});
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(loop.getBody());
      Value saved = point[rowDim];
      Interval r = {loop.getRegionIterArgs()[0], loop.getRegionIterArgs()[1]};
      Value lastRow = arith::SubIOp::create(b, loc, rowEnd, idx(1));
      for (int64_t u = 0; u < kPairRows; ++u) {
        point[rowDim] = arith::MinUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, loop.getInductionVar(),
                                          idx(u)),
            lastRow);
        r = laneExtremes(t, dim, begin, keys, lane, last, r);
      }
      point[rowDim] = saved;
      scf::YieldOp::create(b, loc, ValueRange{r.lo, r.hi});
    }
    return acrossWarp({loop.getResult(0), loop.getResult(1)});
  }
  /// This lane's extremes of input `t` at its keys (warpExtremes), folded
  /// into `acc` (null: none yet).
  Interval laneExtremes(unsigned t, unsigned dim, Value begin, int64_t keys,
                        Value lane, Value last, Interval acc) {
    Value saved = point[dim];
    Value lo = acc.lo, hi = acc.hi;
    for (int64_t u = 0, e = llvm::divideCeil(keys, 32); u < e; ++u) {
      Value at = arith::AddIOp::create(
          b, loc, begin, arith::AddIOp::create(b, loc, lane, idx(32 * u)));
      point[dim] = arith::MinUIOp::create(b, loc, at, last);
      Value v = load(t);
      lo = lo ? min(lo, v) : v;
      hi = hi ? max(hi, v) : v;
    }
    point[dim] = saved;
    return {lo, hi};
  }
  /// The extremes of every lane's `r`, in every lane.
  Interval acrossWarp(Interval r) {
    Value lo = r.lo, hi = r.hi;
    for (int32_t offset = 16; offset >= 1; offset /= 2) {
      auto across = [&](Value v) {
        return gpu::ShuffleOp::create(b, loc, v, offset, 32,
                                      gpu::ShuffleMode::XOR)
            .getShuffleResult();
      };
      lo = min(lo, across(lo));
      hi = max(hi, across(hi));
    }
    return {lo, hi};
  }

  /// The table's indices at the batch point: the mask's dims (a unit axis
  /// when it has none), then `row` and `entry`.
  SmallVector<Value> tableIndices(Value row, Value entry) {
    SmallVector<Value> at;
    for (unsigned d : mt.blockMask.dims)
      at.push_back(point[d]);
    if (at.empty())
      at.push_back(idx(0));
    at.push_back(row);
    at.push_back(entry);
    return at;
  }

  Interval eval(Value v);
  Interval compare(arith::CmpIPredicate p, Interval x, Interval y);

  OpBuilder &b;
  Location loc;
  AggregateOp op;
  const OnlineSoftmaxMatch &mt;
  /// The CTA's threads (tableThreads).
  int64_t threads;
  /// The kernel's memref of each input the mask reads.
  llvm::DenseMap<unsigned, Value> inputs;
  /// Per iteration dim, its index at the table's batch point (0 where the
  /// mask does not depend on it).
  SmallVector<Value> point;
  /// The row block's and the key block's indices.
  Interval rowRange, keyRange;
  /// The inputs' values over the blocks.
  llvm::DenseMap<unsigned, Interval> reads;
  llvm::DenseMap<Value, Interval> known;
};
} // namespace

Interval BlockTableBuilder::compare(arith::CmpIPredicate p, Interval x,
                                    Interval y) {
  using P = arith::CmpIPredicate;
  auto lt = [&](Interval x, Interval y, bool orEqual) -> Interval {
    P q = orEqual ? P::sle : P::slt;
    return {cmp(q, x.hi, y.lo), cmp(q, x.lo, y.hi)};
  };
  auto eq = [&]() -> Interval {
    Value can = arith::AndIOp::create(b, loc, cmp(P::sle, x.lo, y.hi),
                                      cmp(P::sle, y.lo, x.hi));
    Value sure = arith::AndIOp::create(
        b, loc,
        arith::AndIOp::create(b, loc, cmp(P::eq, x.lo, x.hi),
                              cmp(P::eq, y.lo, y.hi)),
        cmp(P::eq, x.lo, y.lo));
    return {sure, can};
  };
  auto negate = [&](Interval c) -> Interval {
    return {arith::SubIOp::create(b, loc, i64(1), c.hi),
            arith::SubIOp::create(b, loc, i64(1), c.lo)};
  };
  // Unsigned: as signed where both sides are non-negative, else either.
  bool isUnsigned = p == P::ult || p == P::ule || p == P::ugt || p == P::uge;
  Interval out;
  switch (p) {
  case P::eq:
    out = eq();
    break;
  case P::ne:
    out = negate(eq());
    break;
  case P::slt:
  case P::ult:
    out = lt(x, y, false);
    break;
  case P::sle:
  case P::ule:
    out = lt(x, y, true);
    break;
  case P::sgt:
  case P::ugt:
    out = lt(y, x, false);
    break;
  case P::sge:
  case P::uge:
    out = lt(y, x, true);
    break;
  }
  if (!isUnsigned)
    return out;
  Value nonNegative = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, P::sge, x.lo, i64(0)),
      arith::CmpIOp::create(b, loc, P::sge, y.lo, i64(0)));
  return {select(nonNegative, out.lo, i64(0)),
          select(nonNegative, out.hi, i64(1))};
}

Interval BlockTableBuilder::eval(Value v) {
  if (auto it = known.find(v); it != known.end())
    return it->second;
  Interval out;
  APInt c;
  if (auto index = v.getDefiningOp<IndexOp>()) {
    unsigned d = index.getDim();
    if (static_cast<int64_t>(d) == mt.iDim)
      out = rowRange;
    else if (static_cast<int64_t>(d) == mt.jDim)
      out = keyRange;
    else
      out.lo = out.hi = toI64(point[d]);
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    out = reads.lookup(arg.getArgNumber());
  } else if (matchPattern(v, m_ConstantInt(&c))) {
    out.lo = out.hi =
        i64(c.getBitWidth() == 1 ? c.getZExtValue() : c.getSExtValue());
  } else {
    Operation *def = v.getDefiningOp();
    auto operand = [&](unsigned k) { return eval(def->getOperand(k)); };
    auto constantOf = [&](unsigned k) {
      APInt value;
      return matchPattern(def->getOperand(k), m_ConstantInt(&value))
                 ? std::optional<int64_t>(value.getSExtValue())
                 : std::nullopt;
    };
    if (isa<arith::ExtSIOp>(def) &&
        def->getOperand(0).getType().isInteger(1)) {
      // A boolean sign-extended: true is -1.
      Interval x = operand(0);
      out = {arith::SubIOp::create(b, loc, i64(0), x.hi),
             arith::SubIOp::create(b, loc, i64(0), x.lo)};
    } else if (isa<arith::IndexCastOp, arith::ExtSIOp>(def)) {
      out = operand(0);
    } else if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(def)) {
      // A negative value read unsigned: anything the source width holds.
      Interval x = operand(0);
      unsigned w = def->getOperand(0).getType().isIndex()
                       ? 64
                       : def->getOperand(0).getType().getIntOrFloatBitWidth();
      Value neg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        x.lo, i64(0));
      int64_t top = w >= 63 ? std::numeric_limits<int64_t>::max()
                            : (int64_t(1) << w) - 1;
      out = {select(neg, i64(0), x.lo), select(neg, i64(top), x.hi)};
    } else if (isa<arith::AddIOp>(def)) {
      Interval x = operand(0), y = operand(1);
      out = {arith::AddIOp::create(b, loc, x.lo, y.lo),
             arith::AddIOp::create(b, loc, x.hi, y.hi)};
    } else if (isa<arith::SubIOp>(def)) {
      Interval x = operand(0), y = operand(1);
      out = {arith::SubIOp::create(b, loc, x.lo, y.hi),
             arith::SubIOp::create(b, loc, x.hi, y.lo)};
    } else if (isa<arith::MulIOp>(def)) {
      // By a constant (analyzeBlockMask): its sign orders the ends.
      std::optional<int64_t> k = constantOf(1);
      Interval x = operand(k ? 0 : 1);
      if (!k)
        k = constantOf(0);
      Value lo = arith::MulIOp::create(b, loc, x.lo, i64(*k));
      Value hi = arith::MulIOp::create(b, loc, x.hi, i64(*k));
      out = *k >= 0 ? Interval{lo, hi} : Interval{hi, lo};
    } else if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(
                   def)) {
      // By a positive constant: monotone. Unsigned of a negative value:
      // anything from 0.
      Interval x = operand(0);
      Value k = i64(*constantOf(1));
      bool floor = isa<arith::FloorDivSIOp>(def);
      auto div = [&](Value n) -> Value {
        if (floor)
          return arith::FloorDivSIOp::create(b, loc, n, k);
        return arith::DivSIOp::create(b, loc, n, k);
      };
      out = {div(x.lo), div(x.hi)};
      if (isa<arith::DivUIOp>(def)) {
        Value neg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          x.lo, i64(0));
        out = {select(neg, i64(0), out.lo),
               select(neg, i64(std::numeric_limits<int64_t>::max()), out.hi)};
      }
    } else if (auto c = dyn_cast<arith::CmpIOp>(def)) {
      out = compare(c.getPredicate(), operand(0), operand(1));
    } else if (auto c = dyn_cast<arith::CmpFOp>(def)) {
      // A float read against a constant (analyzeBlockMask), on the reads'
      // ordered keys (orderedKey).
      Value read = c.getLhs();
      if (auto ext = read.getDefiningOp<arith::ExtFOp>())
        read = ext.getIn();
      Interval x = eval(read);
      FloatAttr constant;
      matchPattern(c.getRhs(), m_Constant(&constant));
      Value k = i64(orderedKey(constant.getValue()));
      std::optional<arith::CmpIPredicate> p =
          integerPredicate(c.getPredicate());
      if (!p) {
        // true / false / ord / uno: either.
        out = {i64(0), i64(1)};
        known[v] = out;
        return out;
      }
      out = compare(*p, x, Interval{k, k});
      // A NaN read (a key beyond an infinity's) compares false ordered and
      // true unordered: either, as far as the block goes.
      Value inf = i64(orderedKey(APFloat::getInf(APFloat::IEEEsingle())));
      Value above = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                          x.hi, inf);
      Value negInf = i64(orderedKey(
          APFloat::getInf(APFloat::IEEEsingle(), /*Negative=*/true)));
      Value below = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          x.lo, negInf);
      Value nan = arith::OrIOp::create(b, loc, above, below);
      out = {select(nan, i64(0), out.lo), select(nan, i64(1), out.hi)};
    } else if (isa<arith::AndIOp>(def)) {
      Interval x = operand(0), y = operand(1);
      out = {min(x.lo, y.lo), min(x.hi, y.hi)};
    } else if (isa<arith::OrIOp>(def)) {
      Interval x = operand(0), y = operand(1);
      out = {max(x.lo, y.lo), max(x.hi, y.hi)};
    } else {
      // xori with true (analyzeBlockMask): not.
      Interval x = operand(0);
      out = {arith::SubIOp::create(b, loc, i64(1), x.hi),
             arith::SubIOp::create(b, loc, i64(1), x.lo)};
    }
  }
  // A value of fewer than 64 bits (i1 aside) whose ends leave its type may
  // have wrapped: anything the type holds.
  if (auto type = dyn_cast<IntegerType>(v.getType());
      type && type.getWidth() > 1 && type.getWidth() < 64) {
    int64_t least = -(int64_t(1) << (type.getWidth() - 1));
    int64_t greatest = (int64_t(1) << (type.getWidth() - 1)) - 1;
    Value inside = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, out.lo,
                              i64(least)),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, out.hi,
                              i64(greatest)));
    out = {select(inside, out.lo, i64(least)),
           select(inside, out.hi, i64(greatest))};
  }
  known[v] = out;
  return out;
}

void BlockTableBuilder::build(const KernelFrame &frame,
                              function_ref<Value(int64_t)> sizeOf,
                              int64_t rows, int64_t keys) {
  const BlockMask &mask = mt.blockMask;
  gpu::GPUFuncOp fn = frame.fn;
  for (unsigned t : mask.inputs)
    inputs[t] = frame.memrefOf.lookup(op.getInputs()[t]);
  Value table = frame.results.front();
  Value m = sizeOf(mt.iDim), n = sizeOf(mt.jDim);
  // The table's row: the row block, or with a dynamic row count (a table
  // of one entry per row) its first row.
  bool perRow = ShapedType::isDynamic(op.getDimSizes()[mt.iDim]);
  unsigned iDim = mt.iDim, jDim = mt.jDim;

  // The reads that move with the row, with neither, with the key, with
  // both (a matrix).
  SmallVector<unsigned> rowReads, fixedReads, keyReads, pairReads;
  for (unsigned t : mask.inputs) {
    AffineMap map = indexingMap(op, t);
    bool row = map.isFunctionOfDim(iDim), key = map.isFunctionOfDim(jDim);
    (row && key ? pairReads
     : row      ? rowReads
     : key      ? keyReads
                : fixedReads)
        .push_back(t);
  }
  // Shared: the first and last key block that may keep a key, the first
  // and last that surely keep every key and their count, then each row
  // read's least and greatest value.
  int64_t slots = kRowSlots + 2 * static_cast<int64_t>(rowReads.size());
  auto shared = fn.addWorkgroupAttribution(
      MemRefType::get({slots},
                      b.getI64Type(), AffineMap(),
                      gpu::AddressSpaceAttr::get(
                          b.getContext(), gpu::AddressSpace::Workgroup)),
      loc);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value rowBlock = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);

  // The table batch point, row-major over the mask's dims.
  point.assign(op.getDimSizes().size(), idx(0));
  Value rest = batch;
  for (unsigned d : llvm::reverse(mask.dims)) {
    point[d] = arith::RemUIOp::create(b, loc, rest, sizeOf(d));
    rest = arith::DivUIOp::create(b, loc, rest, sizeOf(d));
  }
  Value rowBegin = arith::MulIOp::create(b, loc, rowBlock, idx(rows));
  Value rowEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, rowBegin, idx(rows)), m);
  rowRange = {toI64(rowBegin),
              toI64(arith::SubIOp::create(b, loc, rowEnd, idx(1)))};

  auto atSlot = [&](int64_t slot) { return SmallVector<Value, 1>{idx(slot)}; };
  Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid,
                                        idx(0));
  auto ifFirst = scf::IfOp::create(b, loc, isFirst, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifFirst.thenBlock());
    // Minima start at the greatest value, maxima at the least, the count
    // at 0.
    for (int64_t slot = 0; slot < slots; ++slot) {
      bool isMax = slot < kRowSlots ? slot % 2 == 1 : (slot - kRowSlots) % 2;
      memref::StoreOp::create(
          b, loc,
          i64(slot == kFullCount ? 0
              : isMax            ? std::numeric_limits<int64_t>::min()
                                 : std::numeric_limits<int64_t>::max()),
          shared, atSlot(slot));
    }
  }
  gpu::BarrierOp::create(b, loc);
  auto atomic = [&](arith::AtomicRMWKind kind, Value v, int64_t slot) {
    memref::AtomicRMWOp::create(b, loc, kind, v, shared, atSlot(slot));
  };
  for (auto [k, t] : llvm::enumerate(rowReads)) {
    Interval r = extremes(t, iDim, arith::AddIOp::create(b, loc, rowBegin, tid),
                          rowEnd, idx(threads));
    atomic(arith::AtomicRMWKind::mins, r.lo, kRowSlots + 2 * k);
    atomic(arith::AtomicRMWKind::maxs, r.hi, kRowSlots + 1 + 2 * k);
  }
  gpu::BarrierOp::create(b, loc);
  for (auto [k, t] : llvm::enumerate(rowReads))
    reads[t] = {
        memref::LoadOp::create(b, loc, shared, atSlot(kRowSlots + 2 * k)),
        memref::LoadOp::create(b, loc, shared, atSlot(kRowSlots + 1 + 2 * k))};
  for (unsigned t : fixedReads) {
    Value v = load(t);
    reads[t] = {v, v};
  }

  // This thread's key blocks: the first and last that may keep a key,
  // the first and last that surely keep every key, and how many do. With
  // reads that move with the key, a warp reads a block's keys together
  // (its lanes then hold the same state; each adds it to the shared
  // slots, which min / max leave unchanged, and lane 0 alone counts);
  // else each thread takes its own blocks.
  Value blocks = arith::CeilDivUIOp::create(b, loc, n, idx(keys));
  bool byWarp = !keyReads.empty() || !pairReads.empty();
  Value lane = arith::RemUIOp::create(b, loc, tid, idx(32));
  Value none = i64(std::numeric_limits<int64_t>::max());
  Value noneLast = i64(std::numeric_limits<int64_t>::min());
  auto loop = scf::ForOp::create(
      b, loc, byWarp ? arith::DivUIOp::create(b, loc, tid, idx(32)) : tid,
      blocks, idx(byWarp ? threads / 32 : threads),
      ValueRange{none, noneLast, none, noneLast, i64(0)});
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kb = loop.getInductionVar();
    Value keyBegin = arith::MulIOp::create(b, loc, kb, idx(keys));
    Value keyEnd = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, keyBegin, idx(keys)), n);
    keyRange = {toI64(keyBegin),
                toI64(arith::SubIOp::create(b, loc, keyEnd, idx(1)))};
    Value lastKey = arith::SubIOp::create(b, loc, keyEnd, idx(1));
    for (unsigned t : keyReads)
      reads[t] = warpExtremes(t, jDim, keyBegin, keys, lane, lastKey);
    for (unsigned t : pairReads)
      reads[t] = pairExtremes(t, iDim, rowBegin, rowEnd, jDim, keyBegin,
                              keys, lane, lastKey);
    known.clear();
    // Visited when every condition may have its keeping value; full
    // (no condition evaluated) when every one surely has it.
    Value keep = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value full = keep;
    for (auto [cond, value] : mask.conditions) {
      Interval c = eval(cond);
      auto is = [&](Value v, int64_t x) {
        return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, v,
                                     i64(x));
      };
      keep = arith::AndIOp::create(b, loc, keep,
                                   value ? is(c.hi, 1) : is(c.lo, 0));
      full = arith::AndIOp::create(b, loc, full,
                                   value ? is(c.lo, 1) : is(c.hi, 0));
    }
    Value kb64 = toI64(kb);
    ValueRange state = loop.getRegionIterArgs();
    scf::YieldOp::create(
        b, loc,
        ValueRange{select(keep, min(state[0], kb64), state[0]),
                   select(keep, max(state[1], kb64), state[1]),
                   select(full, min(state[2], kb64), state[2]),
                   select(full, max(state[3], kb64), state[3]),
                   arith::AddIOp::create(b, loc, state[4],
                                         toI64(full))});
  }
  atomic(arith::AtomicRMWKind::mins, loop.getResult(0), 0);
  atomic(arith::AtomicRMWKind::maxs, loop.getResult(1), 1);
  atomic(arith::AtomicRMWKind::mins, loop.getResult(2), 2);
  atomic(arith::AtomicRMWKind::maxs, loop.getResult(3), 3);
  Value count = loop.getResult(4);
  if (byWarp)
    count = select(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         lane, idx(0)),
                   count, i64(0));
  atomic(arith::AtomicRMWKind::addi, count, kFullCount);
  gpu::BarrierOp::create(b, loc);
  // [first, last + 1) ([0, 0) when no block keeps a key), and the full
  // blocks' [first, last + 1) where they are all the blocks between
  // ([0, 0) else: the kernel then evaluates the mask in every block).
  auto ifStore = scf::IfOp::create(b, loc, isFirst, /*withElseRegion=*/false);
  b.setInsertionPointToStart(ifStore.thenBlock());
  auto slot = [&](int64_t k) {
    return memref::LoadOp::create(b, loc, shared, atSlot(k)).getResult();
  };
  auto range = [&](Value first, Value last, Value valid) {
    return std::make_pair(
        select(valid, first, i64(0)),
        select(valid, arith::AddIOp::create(b, loc, last, i64(1)), i64(0)));
  };
  auto [begin, end] = range(
      slot(0), slot(1),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, slot(1),
                            i64(0)));
  Value fullFirst = slot(2), fullLast = slot(3);
  Value contiguous = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, slot(kFullCount),
      arith::AddIOp::create(
          b, loc, arith::SubIOp::create(b, loc, fullLast, fullFirst), i64(1)));
  auto [fullBegin, fullEnd] = range(
      fullFirst, fullLast,
      arith::AndIOp::create(b, loc, contiguous,
                            arith::CmpIOp::create(b, loc,
                                                  arith::CmpIPredicate::sge,
                                                  fullLast, i64(0))));
  for (auto [k, v] : llvm::enumerate(
           SmallVector<Value, 4>{begin, end, fullBegin, fullEnd}))
    memref::StoreOp::create(
        b, loc, arith::TruncIOp::create(b, loc, b.getI32Type(), v), table,
        tableIndices(perRow ? rowBegin : rowBlock, idx(k)));
  b.setInsertionPointAfter(ifStore);
  gpu::ReturnOp::create(b, loc);
}

SmallVector<int64_t> mlir::fuse::blockTableDims(AggregateOp op,
                                                const OnlineSoftmaxMatch &mt) {
  auto dynamic = [&](int64_t d) {
    return ShapedType::isDynamic(op.getDimSizes()[d]) ? d : int64_t(-1);
  };
  SmallVector<int64_t> dims;
  for (unsigned d : mt.blockMask.dims)
    dims.push_back(dynamic(d));
  if (dims.empty())
    dims.push_back(-1);
  dims.push_back(dynamic(mt.iDim));
  dims.push_back(-1);
  return dims;
}

MemRefType mlir::fuse::blockTableType(AggregateOp op,
                                      const OnlineSoftmaxMatch &mt,
                                      int64_t rows) {
  // Per batch point of the mask and row block (one entry per row when the
  // row count is dynamic: the manifest sizes buffers by dims), 4 entries.
  SmallVector<int64_t> shape;
  for (unsigned d : mt.blockMask.dims)
    shape.push_back(op.getDimSizes()[d]);
  int64_t m = op.getDimSizes()[mt.iDim];
  shape.push_back(ShapedType::isDynamic(m) ? m : llvm::divideCeil(m, rows));
  shape.push_back(4);
  // One batch axis at least (a mask that depends on no batch dim).
  if (mt.blockMask.dims.empty())
    shape.insert(shape.begin(), 1);
  return MemRefType::get(shape, IntegerType::get(op.getContext(), 32));
}

AuxLaunch mlir::fuse::buildBlockTableKernel(gpu::GPUModuleOp kernels,
                                            StringRef name, AggregateOp op,
                                            const OnlineSoftmaxMatch &mt,
                                            ArrayRef<Value> operands,
                                            int64_t rows, int64_t keys) {
  const BlockMask &mask = mt.blockMask;
  AuxLaunch launch;
  launch.name = name.str();
  ArrayRef<int64_t> sizes = op.getDimSizes();
  // Dynamic sizes come as arguments, one per dynamic dim the kernel needs:
  // the rows, the keys, the mask's batch dims and its reads' extents.
  auto needs = [&](int64_t d) {
    if (ShapedType::isDynamic(sizes[d]) &&
        !llvm::is_contained(launch.sizeDims, d))
      launch.sizeDims.push_back(d);
  };
  needs(mt.iDim);
  needs(mt.jDim);
  for (unsigned d : mask.dims)
    needs(d);
  KernelSignature sig;
  SmallVector<Value> reads;
  for (unsigned t : mask.inputs) {
    Value in = op.getInputs()[t];
    auto type = cast<RankedTensorType>(in.getType());
    sig.types.push_back(MemRefType::get(type.getShape(), type.getElementType()));
    SmallVector<int64_t> axes;
    for (auto [a, e] : llvm::enumerate(indexingMap(op, t).getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(e);
      if (!type.isDynamicDim(a) || !dim) {
        axes.push_back(-1);
        continue;
      }
      needs(dim.getPosition());
      axes.push_back(llvm::find(launch.sizeDims, dim.getPosition()) -
                     launch.sizeDims.begin());
    }
    sig.sizeArgs.push_back(axes);
    reads.push_back(in);
    launch.operands.push_back(llvm::find(operands, in) - operands.begin());
  }
  MemRefType table = blockTableType(op, mt, rows);
  sig.types.push_back(table);
  SmallVector<int64_t> tableAxes;
  for (int64_t d : blockTableDims(op, mt))
    tableAxes.push_back(d < 0 ? -1
                              : llvm::find(launch.sizeDims, d) -
                                    launch.sizeDims.begin());
  sig.sizeArgs.push_back(tableAxes);
  sig.numSizeArgs = launch.sizeDims.size();
  if (!sig.numSizeArgs)
    sig.sizeArgs.clear();
  launch.scratch = {0};
  SmallVector<int64_t> batchDims(mask.dims.begin(), mask.dims.end());
  launch.grid = {gridExtent(op, mt.iDim, rows), gridExtent(op, batchDims),
                 GridExtent()};
  launch.block = {tableThreads(op, mt), 1, 1};

  OpBuilder b(op.getContext());
  Location loc = op.getLoc();
  KernelFrame frame = beginKernel(b, kernels, loc, name, reads, sig);
  unsigned numBuffers = sig.types.size();
  auto sizeOf = [&](int64_t d) -> Value {
    if (!ShapedType::isDynamic(sizes[d]))
      return arith::ConstantIndexOp::create(b, loc, sizes[d]);
    return frame.fn.getArgument(
        numBuffers + (llvm::find(launch.sizeDims, d) - launch.sizeDims.begin()));
  };
  BlockTableBuilder(b, loc, op, mt).build(frame, sizeOf, rows, keys);
  return launch;
}
