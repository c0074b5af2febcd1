//===- FuseAttrs.cpp - fuse monoid attributes -----------------------------===//
//
// The monoid attributes emit their identity, embedding and combine as
// arith/math IR. The scalar semantics are MonoidAlgebra.h; keep them in sync.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fuse;

#include "fusec/Dialect/Fuse/IR/FuseAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseAttrs.cpp.inc"

void FuseDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fusec/Dialect/Fuse/IR/FuseAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Scalar helpers
//===----------------------------------------------------------------------===//

/// Weight e^(mi - m); exactly 1 when mi == m, so two -inf maxima never
/// evaluate e^(-inf - -inf) (MonoidAlgebra.h's rescaleWeight).
static Value rescaleWeight(OpBuilder &b, Location loc, Value mi, Value m) {
  Value same = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, mi, m);
  Value diff = arith::SubFOp::create(b, loc, mi, m);
  Value safe = arith::SelectOp::create(
      b, loc, same, floatConstant(b, loc, m.getType(), 0.0), diff);
  return math::ExpOp::create(b, loc, safe);
}

//===----------------------------------------------------------------------===//
// #fuse.add
//===----------------------------------------------------------------------===//

StringRef AddMonoidAttr::getMonoidName() const { return "add"; }
unsigned AddMonoidAttr::getNumInputs() const { return 1; }
unsigned AddMonoidAttr::getNumState() const { return 1; }

SmallVector<Value> AddMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                TypeRange types) const {
  return {floatConstant(b, loc, types[0], 0.0)};
}

SmallVector<Value> AddMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                             ValueRange element,
                                             TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0])};
}

SmallVector<Value> AddMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                               ValueRange lhs,
                                               ValueRange rhs) const {
  return {arith::AddFOp::create(b, loc, lhs[0], rhs[0])};
}

//===----------------------------------------------------------------------===//
// #fuse.max
//===----------------------------------------------------------------------===//

StringRef MaxMonoidAttr::getMonoidName() const { return "max"; }
unsigned MaxMonoidAttr::getNumInputs() const { return 1; }
unsigned MaxMonoidAttr::getNumState() const { return 1; }

SmallVector<Value> MaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                TypeRange types) const {
  return {negInfinity(b, loc, types[0])};
}

SmallVector<Value> MaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                             ValueRange element,
                                             TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0])};
}

SmallVector<Value> MaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                               ValueRange lhs,
                                               ValueRange rhs) const {
  return {arith::MaximumFOp::create(b, loc, lhs[0], rhs[0])};
}

//===----------------------------------------------------------------------===//
// #fuse.softmax and #fuse.weighted_softmax
//===----------------------------------------------------------------------===//

/// Combines (m, s, rest...) pairs: every component after m is rescaled by
/// the same weight, so the weighted form shares the softmax's weights.
static SmallVector<Value> combineRescaled(OpBuilder &b, Location loc,
                                          ValueRange lhs, ValueRange rhs) {
  Value m = arith::MaximumFOp::create(b, loc, lhs[0], rhs[0]);
  Value wl = rescaleWeight(b, loc, lhs[0], m);
  Value wr = rescaleWeight(b, loc, rhs[0], m);
  SmallVector<Value> out{m};
  for (auto [l, r] : llvm::drop_begin(llvm::zip_equal(lhs, rhs))) {
    Value sl = arith::MulFOp::create(b, loc, l, wl);
    Value sr = arith::MulFOp::create(b, loc, r, wr);
    out.push_back(arith::AddFOp::create(b, loc, sl, sr));
  }
  return out;
}

StringRef SoftmaxMonoidAttr::getMonoidName() const { return "softmax"; }
unsigned SoftmaxMonoidAttr::getNumInputs() const { return 1; }
unsigned SoftmaxMonoidAttr::getNumState() const { return 2; }

SmallVector<Value> SoftmaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                    TypeRange types) const {
  return {negInfinity(b, loc, types[0]), floatConstant(b, loc, types[1], 0.0)};
}

SmallVector<Value> SoftmaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                                 ValueRange element,
                                                 TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0]),
          floatConstant(b, loc, types[1], 1.0)};
}

SmallVector<Value> SoftmaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                                   ValueRange lhs,
                                                   ValueRange rhs) const {
  return combineRescaled(b, loc, lhs, rhs);
}

StringRef WeightedSoftmaxMonoidAttr::getMonoidName() const {
  return "weighted_softmax";
}
unsigned WeightedSoftmaxMonoidAttr::getNumInputs() const { return 2; }
unsigned WeightedSoftmaxMonoidAttr::getNumState() const { return 3; }

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                         TypeRange types) const {
  return {negInfinity(b, loc, types[0]), floatConstant(b, loc, types[1], 0.0),
          floatConstant(b, loc, types[2], 0.0)};
}

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                      ValueRange element,
                                      TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0]),
          floatConstant(b, loc, types[1], 1.0),
          castFloat(b, loc, element[1], types[2])};
}

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                        ValueRange lhs, ValueRange rhs) const {
  return combineRescaled(b, loc, lhs, rhs);
}
