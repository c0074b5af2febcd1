//===- MonoidAlgebra.h - scalar semantics of the fuse monoids ---*- C++ -*-===//
//
// The reference semantics of the monoids, as plain C++ over any floating
// type. The attribute builders in FuseAttrs.cpp emit exactly these
// operations as IR; unit tests check the algebra (identity, associativity)
// against a double-precision reference.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_MONOIDALGEBRA_H
#define FUSEC_DIALECT_FUSE_IR_MONOIDALGEBRA_H

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlir::fuse::algebra {

/// State of the safe-softmax monoid: sum_i e^(x_i) = s * e^m.
template <typename T>
struct SoftmaxState {
  T m;
  T s;
};

/// The identity (-inf, 0).
template <typename T>
SoftmaxState<T> softmaxIdentity() {
  return {-std::numeric_limits<T>::infinity(), T(0)};
}

/// Element x embeds as (x, 1).
template <typename T>
SoftmaxState<T> softmaxEmbed(T x) {
  return {x, T(1)};
}

/// The weight e^(mi - m) of a partial state whose maximum is `mi` when the
/// combined maximum is `m`. Equal maxima weigh exactly 1, so two -inf maxima
/// never evaluate e^(-inf - -inf) and the identity law holds bit for bit.
template <typename T>
T rescaleWeight(T mi, T m) {
  return mi == m ? T(1) : std::exp(mi - m);
}

/// (m1, s1) (+) (m2, s2) = (m, s1 e^(m1-m) + s2 e^(m2-m)), m = max(m1, m2).
template <typename T>
SoftmaxState<T> softmaxCombine(SoftmaxState<T> a, SoftmaxState<T> b) {
  T m = std::max(a.m, b.m);
  return {m, a.s * rescaleWeight(a.m, m) + b.s * rescaleWeight(b.m, m)};
}

/// State of the weighted safe-softmax monoid (m, s, v) over scalars.
template <typename T>
struct WeightedSoftmaxState {
  T m;
  T s;
  T v;
};

/// (m1,s1,v1) (+) (m2,s2,v2): the softmax combine, with v rescaled by the
/// same weights as s.
template <typename T>
WeightedSoftmaxState<T> weightedCombine(WeightedSoftmaxState<T> a,
                                        WeightedSoftmaxState<T> b) {
  T m = std::max(a.m, b.m);
  T wa = rescaleWeight(a.m, m), wb = rescaleWeight(b.m, m);
  return {m, a.s * wa + b.s * wb, a.v * wa + b.v * wb};
}

/// The normalized result v / s; 0 when every element was -inf (a fully
/// masked row) or there were none.
template <typename T>
T weightedFinalize(WeightedSoftmaxState<T> st) {
  bool empty = st.m == -std::numeric_limits<T>::infinity() || st.s == T(0);
  return empty ? T(0) : st.v / st.s;
}

} // namespace mlir::fuse::algebra

#endif // FUSEC_DIALECT_FUSE_IR_MONOIDALGEBRA_H
