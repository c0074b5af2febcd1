//===- ScalarBuilders.cpp - scalar IR for monoids and bodies --------------===//

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::fuse;

Type mlir::fuse::statisticsType(Type elementType) {
  return elementType.isF64() ? elementType
                             : Float32Type::get(elementType.getContext());
}

SmallVector<std::string> mlir::fuse::genericDimNames(int64_t rank) {
  SmallVector<std::string> names;
  for (int64_t i = 0; i < rank; ++i)
    names.push_back("d" + std::to_string(i));
  return names;
}

Value mlir::fuse::castFloat(OpBuilder &b, Location loc, Value v, Type type) {
  if (v.getType() == type)
    return v;
  if (v.getType().getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, type, v);
  return arith::TruncFOp::create(b, loc, type, v);
}

Value mlir::fuse::unroundedSource(Value v) {
  auto ext = v.getDefiningOp<arith::ExtFOp>();
  auto trunc = ext ? ext.getIn().getDefiningOp<arith::TruncFOp>() : nullptr;
  return trunc && trunc.getIn().getType() == v.getType() ? trunc.getIn()
                                                         : Value();
}

Value mlir::fuse::stripExt(Value v) {
  while (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  return v;
}

Value mlir::fuse::floatConstant(OpBuilder &b, Location loc, Type type,
                               double value) {
  return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, value));
}

Value mlir::fuse::negInfinity(OpBuilder &b, Location loc, Type type) {
  auto ft = cast<FloatType>(type);
  return arith::ConstantOp::create(
      b, loc, type,
      b.getFloatAttr(ft, APFloat::getInf(ft.getFloatSemantics(), true)));
}


/// `value`, or 0 where `m` is -inf.
static Value zeroWhereNoMax(OpBuilder &b, Location loc, Value value,
                            Value m) {
  Value noMax = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, m,
                                      negInfinity(b, loc, m.getType()));
  return arith::SelectOp::create(
      b, loc, noMax, floatConstant(b, loc, value.getType(), 0.0), value);
}

Value mlir::fuse::buildWeightedFinalize(OpBuilder &b, Location loc, Value v,
                                        Value s, Value m) {
  // Every value of a row is divided by the row's one total: `arcp` lets
  // the backend take the total's reciprocal once and multiply (d = 128:
  // 2 rcp.rn and 64 mul.rn per thread instead of 64 div.rn, each a
  // Newton sequence in SASS), within an ulp of the division.
  // 0 also where the total is 0: a row masked by a finite lowest value
  // (finfo.min) in a kernel whose exponentials of it underflow.
  Value empty = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, s,
                                      floatConstant(b, loc, s.getType(), 0.0));
  Value q = arith::DivFOp::create(b, loc, v, s, arith::FastMathFlags::arcp);
  return zeroWhereNoMax(
      b, loc,
      arith::SelectOp::create(b, loc, empty,
                              floatConstant(b, loc, v.getType(), 0.0), q),
      m);
}

Value mlir::fuse::buildNormalizedExp(OpBuilder &b, Location loc, Value x,
                                     Value m, Value s) {
  Value e = math::ExpOp::create(b, loc, arith::SubFOp::create(b, loc, x, m));
  return zeroWhereNoMax(b, loc, arith::DivFOp::create(b, loc, e, s), m);
}
