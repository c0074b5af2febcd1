//===- MonoidAlgebraTest.cpp - the safe-softmax monoid laws ---------------===//
//
// Identity and associativity of the (m, s) and (m, s, v) monoids in float on
// random values (including -inf and +-1e4), against a double reference.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/MonoidAlgebra.h"

#include "gtest/gtest.h"

#include <random>
#include <vector>

using namespace mlir::fuse::algebra;

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();

/// Random logits: ordinary values, some -inf (masked) and some +-1e4.
std::vector<float> randomLogits(std::mt19937 &rng, size_t n) {
  std::uniform_real_distribution<float> uniform(-8.0f, 8.0f);
  std::uniform_int_distribution<int> kind(0, 9);
  std::vector<float> xs(n);
  for (float &x : xs) {
    int k = kind(rng);
    x = k == 0 ? -kInf : k == 1 ? 1e4f : k == 2 ? -1e4f : uniform(rng);
  }
  return xs;
}

/// Double-precision reference: (max, sum e^(x - max)), (-inf, 0) if empty.
SoftmaxState<double> reference(const std::vector<float> &xs, size_t lo,
                               size_t hi) {
  double m = -std::numeric_limits<double>::infinity();
  for (size_t i = lo; i < hi; ++i)
    m = std::max(m, double(xs[i]));
  double s = 0;
  if (!std::isinf(m) || m > 0)
    for (size_t i = lo; i < hi; ++i)
      s += std::exp(double(xs[i]) - m);
  return {m, s};
}

SoftmaxState<float> foldLeft(const std::vector<float> &xs, size_t lo,
                             size_t hi) {
  SoftmaxState<float> acc = softmaxIdentity<float>();
  for (size_t i = lo; i < hi; ++i)
    acc = softmaxCombine(acc, softmaxEmbed(xs[i]));
  return acc;
}

SoftmaxState<float> foldRight(const std::vector<float> &xs, size_t lo,
                              size_t hi) {
  SoftmaxState<float> acc = softmaxIdentity<float>();
  for (size_t i = hi; i > lo; --i)
    acc = softmaxCombine(softmaxEmbed(xs[i - 1]), acc);
  return acc;
}

SoftmaxState<float> foldTree(const std::vector<float> &xs, size_t lo,
                             size_t hi) {
  if (hi - lo == 0)
    return softmaxIdentity<float>();
  if (hi - lo == 1)
    return softmaxEmbed(xs[lo]);
  size_t mid = lo + (hi - lo) / 2;
  return softmaxCombine(foldTree(xs, lo, mid), foldTree(xs, mid, hi));
}

/// States are equal as values s * e^m; every state with m = -inf is 0.
void expectMatches(SoftmaxState<float> got, SoftmaxState<double> ref) {
  ASSERT_FALSE(std::isnan(got.m));
  ASSERT_FALSE(std::isnan(got.s));
  EXPECT_EQ(double(got.m), ref.m);
  if (std::isinf(ref.m) && ref.m < 0)
    return;
  EXPECT_NEAR(got.s, ref.s, 1e-5 * std::max(1.0, ref.s));
}

TEST(SoftmaxMonoid, IdentityIsUnitOnBothSides) {
  std::mt19937 rng(1234);
  for (float x : randomLogits(rng, 256)) {
    SoftmaxState<float> a = softmaxEmbed(x);
    SoftmaxState<float> l = softmaxCombine(softmaxIdentity<float>(), a);
    SoftmaxState<float> r = softmaxCombine(a, softmaxIdentity<float>());
    EXPECT_EQ(l.m, a.m);
    EXPECT_EQ(l.s, a.s);
    EXPECT_EQ(r.m, a.m);
    EXPECT_EQ(r.s, a.s);
  }
}

TEST(SoftmaxMonoid, IdentityCombinedWithItselfIsNotNaN) {
  SoftmaxState<float> e =
      softmaxCombine(softmaxIdentity<float>(), softmaxIdentity<float>());
  EXPECT_EQ(e.m, -kInf);
  EXPECT_EQ(e.s, 0.0f);
}

TEST(SoftmaxMonoid, BracketingsAgreeWithDoubleReference) {
  std::mt19937 rng(42);
  std::uniform_int_distribution<size_t> len(1, 300);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<float> xs = randomLogits(rng, len(rng));
    SoftmaxState<double> ref = reference(xs, 0, xs.size());
    expectMatches(foldLeft(xs, 0, xs.size()), ref);
    expectMatches(foldRight(xs, 0, xs.size()), ref);
    expectMatches(foldTree(xs, 0, xs.size()), ref);
  }
}

TEST(SoftmaxMonoid, AssociativeOnRandomTriples) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<float> xs = randomLogits(rng, 6);
    SoftmaxState<float> a = foldLeft(xs, 0, 2), b = foldLeft(xs, 2, 4),
                        c = foldLeft(xs, 4, 6);
    SoftmaxState<float> lhs = softmaxCombine(softmaxCombine(a, b), c);
    SoftmaxState<float> rhs = softmaxCombine(a, softmaxCombine(b, c));
    SoftmaxState<double> ref = reference(xs, 0, 6);
    expectMatches(lhs, ref);
    expectMatches(rhs, ref);
  }
}

TEST(SoftmaxMonoid, FullyMaskedSliceIsZeroNotNaN) {
  std::vector<float> xs(17, -kInf);
  for (SoftmaxState<float> st :
       {foldLeft(xs, 0, xs.size()), foldRight(xs, 0, xs.size()),
        foldTree(xs, 0, xs.size())}) {
    EXPECT_EQ(st.m, -kInf);
    EXPECT_FALSE(std::isnan(st.s));
    EXPECT_EQ(weightedFinalize<float>({st.m, st.s, 0.5f}), 0.0f);
  }
}

TEST(WeightedSoftmaxMonoid, MatchesDoubleReferenceAndFinalizes) {
  std::mt19937 rng(99);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<float> xs = randomLogits(rng, 64), vs(64);
    for (float &v : vs)
      v = value(rng);
    SoftmaxState<double> ref = reference(xs, 0, xs.size());
    double num = 0;
    if (ref.s > 0)
      for (size_t i = 0; i < xs.size(); ++i)
        num += std::exp(double(xs[i]) - ref.m) * vs[i];
    double expected = ref.s > 0 ? num / ref.s : 0.0;
    // Two halves folded separately, then combined (split-KV).
    WeightedSoftmaxState<float> halves[2] = {
        {-kInf, 0, 0}, {-kInf, 0, 0}};
    for (size_t i = 0; i < xs.size(); ++i)
      halves[i % 2] = weightedCombine(halves[i % 2], {xs[i], 1.0f, vs[i]});
    WeightedSoftmaxState<float> st = weightedCombine(halves[0], halves[1]);
    float got = weightedFinalize(st);
    ASSERT_FALSE(std::isnan(got));
    EXPECT_NEAR(got, expected, 1e-5);
  }
  WeightedSoftmaxState<float> empty =
      weightedCombine<float>({-kInf, 0, 0}, {-kInf, 0, 0});
  EXPECT_EQ(weightedFinalize(empty), 0.0f);
}

} // namespace
