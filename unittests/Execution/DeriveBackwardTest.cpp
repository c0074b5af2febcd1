//===- DeriveBackwardTest.cpp - derived gradients against differences -----===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//
//
// Each test derives @f_grad with fuse-derive-backward, runs it on the CPU
// on fresh seeded random inputs and a random cotangent, and checks it
// against central differences of @f in f64: for each argument a and a
// random direction u (nonzero in a only),
//   (L(x + h u) - L(x - h u)) / 2h  ==  <grad_a, u>,   L(x) = <dy, f(x)>.
// Sizes are small and not multiples of anything.
//
//===----------------------------------------------------------------------===//

#include "Harness.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace fusec::exec;

namespace {

/// <a, b>.
double dot(const Values &a, const Values &b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i)
    sum += a[i] * b[i];
  return sum;
}

/// Checks @<name>_grad of `source` against central differences of @<name>.
/// `argSizes` and `resultSizes` count the elements of f's (f64) arguments
/// and results; `differentiable[i]` says whether argument i gets a
/// cotangent (floating-point arguments do).
void checkGradient(llvm::StringRef source, llvm::StringRef name,
                   std::vector<size_t> argSizes,
                   std::vector<size_t> resultSizes, uint32_t seed,
                   double rtol = 1e-6) {
  std::vector<Values> args;
  for (size_t i = 0; i < argSizes.size(); ++i)
    args.push_back(randomValues(argSizes[i], -1.0, 1.0, seed + i,
                                ElementType::F64));
  std::vector<Values> cotangents;
  for (size_t i = 0; i < resultSizes.size(); ++i)
    cotangents.push_back(randomValues(resultSizes[i], -1.0, 1.0,
                                      seed + 100 + i, ElementType::F64));
  std::vector<Values> gradInputs = args;
  gradInputs.insert(gradInputs.end(), cotangents.begin(), cotangents.end());
  auto derived = applyPasses(source, "fuse-derive-backward");
  ASSERT_TRUE(static_cast<bool>(derived))
      << llvm::toString(derived.takeError());
  auto grads = runFuseFunction(*derived, (name + "_grad").str(), gradInputs);
  ASSERT_TRUE(static_cast<bool>(grads)) << llvm::toString(grads.takeError());
  ASSERT_EQ(grads->size(), args.size());

  auto loss = [&](const std::vector<Values> &x) -> double {
    auto outputs = runFuseFunction(source, name, x);
    if (!outputs) {
      ADD_FAILURE() << llvm::toString(outputs.takeError());
      return NAN;
    }
    double sum = 0;
    for (size_t r = 0; r < outputs->size(); ++r)
      sum += dot((*outputs)[r], cotangents[r]);
    return sum;
  };
  const double h = 1e-5;
  for (size_t a = 0; a < args.size(); ++a) {
    Values u = randomValues(argSizes[a], -1.0, 1.0, seed + 200 + a,
                            ElementType::F64);
    std::vector<Values> plus = args, minus = args;
    for (size_t i = 0; i < u.size(); ++i) {
      plus[a][i] += h * u[i];
      minus[a][i] -= h * u[i];
    }
    double difference = (loss(plus) - loss(minus)) / (2 * h);
    double derived = dot((*grads)[a], u);
    EXPECT_NEAR(derived, difference, rtol * (1 + std::abs(difference)))
        << "argument #" << a;
  }
}

TEST(DeriveBackwardTest, CausalAttention) {
  // Q K^T scaled, a causal mask as a select to -inf, softmax, P V: the
  // mask's derivative comes from the select, softmax's from its monoid.
  const char *source = R"mlir(
func.func @f(%q: tensor<7x5xf64>, %k: tensor<9x5xf64>, %v: tensor<9x3xf64>)
    -> tensor<7x3xf64> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.5
      : tensor<7x5xf64>, tensor<9x5xf64> -> tensor<7x9xf64>
  %m = fuse.map ins(%s : tensor<7x9xf64>) -> tensor<7x9xf64> {
  ^bb0(%x: f64):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %after = arith.cmpi ugt, %j, %i : index
    %y = arith.select %after, %ninf, %x : f64
    fuse.yield %y : f64
  }
  %p = fuse.softmax %m axis = 1 : tensor<7x9xf64>
  %o = fuse.matmul %p, %v : tensor<7x9xf64>, tensor<9x3xf64> -> tensor<7x3xf64>
  return %o : tensor<7x3xf64>
}
)mlir";
  checkGradient(source, "f", {35, 45, 27}, {21}, 11);
}

TEST(DeriveBackwardTest, SoftmaxAsFrontendsWriteIt) {
  // max, exp(x - max), sum, divide, as torch-mlir decomposes softmax; a
  // tanh softcap on the logits; batched heads with K broadcast over heads.
  const char *source = R"mlir(
#l = affine_map<(b, i, j, k) -> (b, i, k)>
#r = affine_map<(b, i, j, k) -> (0, j, k)>
#o = affine_map<(b, i, j, k) -> (b, i, j)>
#id = affine_map<(b, i, j) -> (b, i, j)>
#row = affine_map<(b, i, j) -> (b, i)>
func.func @f(%q: tensor<2x4x6xf64>, %k: tensor<1x5x6xf64>)
    -> tensor<2x4x5xf64> {
  %s = fuse.aggregate #fuse.add dims [b = 2, i = 4, j = 5, k = 6] reduce [k]
      ins(%q, %k : tensor<2x4x6xf64>, tensor<1x5x6xf64>) maps [#l, #r]
      -> tensor<2x4x5xf64> {
  ^bb0(%a: f64, %c: f64):
    %p = arith.mulf %a, %c : f64
    fuse.yield %p : f64
  }
  %capped = fuse.map ins(%s : tensor<2x4x5xf64>) -> tensor<2x4x5xf64> {
  ^bb0(%x: f64):
    %c = arith.constant 3.0 : f64
    %d = arith.divf %x, %c : f64
    %t = math.tanh %d : f64
    %y = arith.mulf %t, %c : f64
    fuse.yield %y : f64
  }
  %m = fuse.aggregate #fuse.max dims [b = 2, i = 4, j = 5] reduce [j]
      ins(%capped : tensor<2x4x5xf64>) maps [#id] -> tensor<2x4xf64> {
  ^bb0(%x: f64):
    fuse.yield %x : f64
  }
  %l = fuse.aggregate #fuse.add dims [b = 2, i = 4, j = 5] reduce [j]
      ins(%capped, %m : tensor<2x4x5xf64>, tensor<2x4xf64>) maps [#id, #row]
      -> tensor<2x4xf64> {
  ^bb0(%x: f64, %mx: f64):
    %d = arith.subf %x, %mx : f64
    %e = math.exp %d : f64
    fuse.yield %e : f64
  }
  %p = fuse.aggregate #fuse.add dims [b = 2, i = 4, j = 5] reduce []
      ins(%capped, %m, %l : tensor<2x4x5xf64>, tensor<2x4xf64>,
          tensor<2x4xf64>) maps [#id, #row, #row] -> tensor<2x4x5xf64> {
  ^bb0(%x: f64, %mx: f64, %sum: f64):
    %d = arith.subf %x, %mx : f64
    %e = math.exp %d : f64
    %y = arith.divf %e, %sum : f64
    fuse.yield %y : f64
  }
  return %p : tensor<2x4x5xf64>
}
)mlir";
  checkGradient(source, "f", {48, 30}, {40}, 23);
}

TEST(DeriveBackwardTest, MlpWithBiasAndTwoResults) {
  // gelu(x W1 + b) W2 (erf form), returning the hidden activation too; the
  // bias is read by j only; @f's last argument is read by nothing.
  const char *source = R"mlir(
#b = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @f(%x: tensor<3x4xf64>, %w1: tensor<4x6xf64>, %bias: tensor<6xf64>,
             %w2: tensor<6x2xf64>, %unused: tensor<5xf64>)
    -> (tensor<3x2xf64>, tensor<3x6xf64>) {
  %h = fuse.matmul %x, %w1 : tensor<3x4xf64>, tensor<4x6xf64> -> tensor<3x6xf64>
  %g = fuse.aggregate #fuse.add dims [i = 3, j = 6] reduce []
      ins(%h, %bias : tensor<3x6xf64>, tensor<6xf64>) maps [#id, #b]
      -> tensor<3x6xf64> {
  ^bb0(%v: f64, %c: f64):
    %a = arith.addf %v, %c : f64
    %half = arith.constant 0.5 : f64
    %one = arith.constant 1.0 : f64
    %rs2 = arith.constant 0.7071067811865476 : f64
    %s = arith.mulf %a, %rs2 : f64
    %e = math.erf %s : f64
    %e1 = arith.addf %e, %one : f64
    %ha = arith.mulf %a, %half : f64
    %y = arith.mulf %ha, %e1 : f64
    fuse.yield %y : f64
  }
  %o = fuse.matmul %g, %w2 : tensor<3x6xf64>, tensor<6x2xf64> -> tensor<3x2xf64>
  return %o, %g : tensor<3x2xf64>, tensor<3x6xf64>
}
)mlir";
  checkGradient(source, "f", {12, 24, 6, 12, 5}, {6, 18}, 37);
}

TEST(DeriveBackwardTest, EveryScalarRule) {
  // One elementwise body through every rule but the casts, on positive
  // arguments where a log or a root needs them; a sum over j reads it.
  const char *source = R"mlir(
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @f(%x: tensor<3x5xf64>, %y: tensor<3x5xf64>) -> tensor<3xf64> {
  %r = fuse.aggregate #fuse.add dims [i = 3, j = 5] reduce [j]
      ins(%x, %y : tensor<3x5xf64>, tensor<3x5xf64>) maps [#id, #id]
      -> tensor<3xf64> {
  ^bb0(%a: f64, %b: f64):
    %one = arith.constant 1.0 : f64
    %two = arith.constant 2.0 : f64
    %a2 = arith.mulf %a, %a : f64
    %p = arith.addf %a2, %one : f64
    %t0 = math.exp2 %b : f64
    %t1 = math.log %p : f64
    %t2 = math.log2 %p : f64
    %t3 = math.sqrt %p : f64
    %q = arith.addf %p, %one : f64
    %t4 = math.rsqrt %q : f64
    %t5 = math.absf %b : f64
    %t6 = math.sin %a : f64
    %t7 = math.cos %b : f64
    %t8 = math.fma %a, %b, %t6 : f64
    %e = arith.addf %b, %two : f64
    %t9 = math.powf %p, %e : f64
    %t10 = arith.maximumf %a, %b : f64
    %t11 = arith.minimumf %a, %b : f64
    %t12 = arith.negf %t11 : f64
    %t13 = arith.divf %t3, %q : f64
    %t14 = arith.subf %t0, %t1 : f64
    %s1 = arith.addf %t14, %t2 : f64
    %s2 = arith.addf %s1, %t4 : f64
    %s3 = arith.addf %s2, %t5 : f64
    %s4 = arith.addf %s3, %t7 : f64
    %s5 = arith.addf %s4, %t8 : f64
    %s6 = arith.addf %s5, %t9 : f64
    %s7 = arith.addf %s6, %t10 : f64
    %s8 = arith.addf %s7, %t12 : f64
    %s9 = arith.addf %s8, %t13 : f64
    fuse.yield %s9 : f64
  }
  return %r : tensor<3xf64>
}
)mlir";
  checkGradient(source, "f", {15, 15}, {3}, 51);
}

TEST(DeriveBackwardTest, UnreadArgumentGetsZeros) {
  const char *source = R"mlir(
func.func @f(%x: tensor<3x4xf64>, %y: tensor<4x2xf64>, %z: tensor<7xf64>)
    -> tensor<3x2xf64> {
  %o = fuse.matmul %x, %y : tensor<3x4xf64>, tensor<4x2xf64> -> tensor<3x2xf64>
  return %o : tensor<3x2xf64>
}
)mlir";
  std::vector<Values> inputs = {
      randomValues(12, -1, 1, 1, ElementType::F64),
      randomValues(8, -1, 1, 2, ElementType::F64),
      randomValues(7, -1, 1, 3, ElementType::F64),
      randomValues(6, -1, 1, 4, ElementType::F64)};
  auto derived = applyPasses(source, "fuse-derive-backward");
  ASSERT_TRUE(static_cast<bool>(derived))
      << llvm::toString(derived.takeError());
  auto grads = runFuseFunction(*derived, "f_grad", inputs);
  ASSERT_TRUE(static_cast<bool>(grads)) << llvm::toString(grads.takeError());
  ASSERT_EQ(grads->size(), 3u);
  EXPECT_TRUE(allClose((*grads)[2], Values(7, 0.0), 0));
}

} // namespace
