//===- ExecutionTest.cpp - fuse programs run on the CPU -------------------===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//
//
// Each test compiles a fuse module with the CPU pipeline, runs it on fresh
// seeded random inputs and compares the outputs with the double-precision
// reference of fusec/Runtime/Reference.h (or a few lines of C++ for what it
// does not cover). Sizes are deliberately not multiples of anything.
//
//===----------------------------------------------------------------------===//

#include "Harness.h"

#include "fusec/Runtime/Reference.h"

#include "gtest/gtest.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>
#include <sstream>
#include <limits>

using namespace fusec::exec;
using fusec::runtime::RefOp;
using fusec::runtime::Shape;
using fusec::runtime::Tensor;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
/// Relative tolerance for f32 results.
constexpr double f32Tol = 1e-5;

/// Runs `function` of `source` on `inputs` and returns its outputs; fails
/// the test (returning nothing) when compilation or the call fails.
std::vector<Values> run(llvm::StringRef source, llvm::StringRef function,
                        llvm::ArrayRef<Values> inputs,
                        llvm::StringRef extraRewrites = "") {
  auto outputs = runFuseFunction(source, function, inputs, extraRewrites);
  if (!outputs) {
    ADD_FAILURE() << llvm::toString(outputs.takeError());
    return {};
  }
  return std::move(*outputs);
}

/// Evaluates one reference op in double precision.
Values reference(const RefOp &op, const std::vector<Tensor> &inputs) {
  std::vector<const Tensor *> ptrs;
  for (const Tensor &t : inputs)
    ptrs.push_back(&t);
  Tensor result;
  fusec::runtime::Status status =
      fusec::runtime::evaluateOp(op, ptrs, result);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();
  return result.data;
}

RefOp matmulOp(bool transposeLhs = false, bool transposeRhs = false,
               double scale = 1.0) {
  RefOp op;
  op.kind = RefOp::Kind::Matmul;
  op.transposeLhs = transposeLhs;
  op.transposeRhs = transposeRhs;
  op.scale = scale;
  return op;
}

RefOp softmaxOp(int64_t axis) {
  RefOp op;
  op.kind = RefOp::Kind::Softmax;
  op.axis = axis;
  return op;
}

RefOp attentionOp(double scale, bool causal) {
  RefOp op;
  op.kind = RefOp::Kind::Attention;
  op.scale = scale;
  op.causal = causal;
  return op;
}

//===----------------------------------------------------------------------===//
// Matmul
//===----------------------------------------------------------------------===//

/// Runs a one-matmul function `@f(lhs, rhs)` and checks it against the
/// reference matmul.
void checkMatmul(llvm::StringRef source, const Shape &lhsShape,
                 const Shape &rhsShape, const RefOp &op, ElementType inType,
                 double rtol, uint32_t seed) {
  Values lhs = randomValues(fusec::runtime::getNumElements(lhsShape), 0.1, 1.0,
                            seed, inType);
  Values rhs = randomValues(fusec::runtime::getNumElements(rhsShape), 0.1, 1.0,
                            seed + 1, inType);
  std::vector<Values> out = run(source, "f", {lhs, rhs});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(allClose(
      out[0], reference(op, {Tensor(lhsShape, lhs), Tensor(rhsShape, rhs)}),
      rtol));
}

TEST(MatmulExecutionTest, Plain) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<7x13xf32>, %b: tensor<13x5xf32>) -> tensor<7x5xf32> {
      %c = fuse.matmul %a, %b : tensor<7x13xf32>, tensor<13x5xf32> -> tensor<7x5xf32>
      return %c : tensor<7x5xf32>
    })mlir",
              {7, 13}, {13, 5}, matmulOp(), ElementType::F32, f32Tol, 1);
}

TEST(MatmulExecutionTest, TransposeRhsAndScale) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<7x13xf32>, %b: tensor<5x13xf32>) -> tensor<7x5xf32> {
      %c = fuse.matmul %a, %b transpose_rhs scale 0.125
          : tensor<7x13xf32>, tensor<5x13xf32> -> tensor<7x5xf32>
      return %c : tensor<7x5xf32>
    })mlir",
              {7, 13}, {5, 13}, matmulOp(false, true, 0.125), ElementType::F32,
              f32Tol, 2);
}

TEST(MatmulExecutionTest, TransposeLhs) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<13x7xf32>, %b: tensor<13x5xf32>) -> tensor<7x5xf32> {
      %c = fuse.matmul %a, %b transpose_lhs : tensor<13x7xf32>, tensor<13x5xf32> -> tensor<7x5xf32>
      return %c : tensor<7x5xf32>
    })mlir",
              {13, 7}, {13, 5}, matmulOp(true), ElementType::F32, f32Tol, 3);
}

TEST(MatmulExecutionTest, BroadcastBatch) {
  // lhs has a size-1 batch dim, rhs a missing one.
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<2x1x7x13xf32>, %b: tensor<3x13x5xf32>) -> tensor<2x3x7x5xf32> {
      %c = fuse.matmul %a, %b : tensor<2x1x7x13xf32>, tensor<3x13x5xf32> -> tensor<2x3x7x5xf32>
      return %c : tensor<2x3x7x5xf32>
    })mlir",
              {2, 1, 7, 13}, {3, 13, 5}, matmulOp(), ElementType::F32, f32Tol,
              4);
}

TEST(MatmulExecutionTest, BF16InputsF32Result) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<2x7x13xbf16>, %b: tensor<2x5x13xbf16>) -> tensor<2x7x5xf32> {
      %c = fuse.matmul %a, %b transpose_rhs scale 0.5
          : tensor<2x7x13xbf16>, tensor<2x5x13xbf16> -> tensor<2x7x5xf32>
      return %c : tensor<2x7x5xf32>
    })mlir",
              {2, 7, 13}, {2, 5, 13}, matmulOp(false, true, 0.5),
              ElementType::BF16, f32Tol, 5);
}

TEST(MatmulExecutionTest, BF16Result) {
  // Accumulates in f32, rounds once: within half a bf16 ulp (2^-9).
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<7x13xbf16>, %b: tensor<13x5xbf16>) -> tensor<7x5xbf16> {
      %c = fuse.matmul %a, %b : tensor<7x13xbf16>, tensor<13x5xbf16> -> tensor<7x5xbf16>
      return %c : tensor<7x5xbf16>
    })mlir",
              {7, 13}, {13, 5}, matmulOp(), ElementType::BF16, 0x1p-8, 6);
}

TEST(MatmulExecutionTest, F16Result) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<7x13xf16>, %b: tensor<13x5xf16>) -> tensor<7x5xf16> {
      %c = fuse.matmul %a, %b : tensor<7x13xf16>, tensor<13x5xf16> -> tensor<7x5xf16>
      return %c : tensor<7x5xf16>
    })mlir",
              {7, 13}, {13, 5}, matmulOp(), ElementType::F16, 0x1p-10, 7);
}

TEST(MatmulExecutionTest, F64) {
  checkMatmul(R"mlir(
    func.func @f(%a: tensor<7x13xf64>, %b: tensor<13x5xf64>) -> tensor<7x5xf64> {
      %c = fuse.matmul %a, %b : tensor<7x13xf64>, tensor<13x5xf64> -> tensor<7x5xf64>
      return %c : tensor<7x5xf64>
    })mlir",
              {7, 13}, {13, 5}, matmulOp(), ElementType::F64, 1e-13, 8);
}

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

constexpr llvm::StringLiteral kSoftmaxRows = R"mlir(
  func.func @f(%x: tensor<7x13xf32>) -> tensor<7x13xf32> {
    %p = fuse.softmax %x axis = 1 : tensor<7x13xf32>
    return %p : tensor<7x13xf32>
  })mlir";

/// Runs kSoftmaxRows on `x` and checks it against the reference.
void checkSoftmaxRows(const Values &x) {
  std::vector<Values> out = run(kSoftmaxRows, "f", {x});
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(softmaxOp(1), {Tensor({7, 13}, x)});
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
  for (double v : out[0])
    EXPECT_FALSE(std::isnan(v));
}

TEST(SoftmaxExecutionTest, OrdinaryRows) {
  checkSoftmaxRows(randomValues(7 * 13, -4, 4, 11));
}

TEST(SoftmaxExecutionTest, LeadingAxis) {
  Values x = randomValues(7 * 13, -4, 4, 12);
  std::vector<Values> out = run(R"mlir(
    func.func @f(%x: tensor<7x13xf32>) -> tensor<7x13xf32> {
      %p = fuse.softmax %x axis = 0 : tensor<7x13xf32>
      return %p : tensor<7x13xf32>
    })mlir",
                                "f", {x});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(
      allClose(out[0], reference(softmaxOp(0), {Tensor({7, 13}, x)}), f32Tol));
}

TEST(SoftmaxExecutionTest, RowsContainingNegInf) {
  Values x = randomValues(7 * 13, -4, 4, 13);
  for (size_t i = 0; i < x.size(); i += 3)
    x[i] = -inf;
  checkSoftmaxRows(x);
}

TEST(SoftmaxExecutionTest, HugeLogits) {
  // +-1e4: e^x overflows in any float type; the safe form subtracts the max.
  Values x = randomValues(7 * 13, -4, 4, 14);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = roundTo(ElementType::F32, (i % 2 ? 1e4 : -1e4) + x[i]);
  checkSoftmaxRows(x);
}

TEST(SoftmaxExecutionTest, FullyMaskedRowIsZero) {
  Values x = randomValues(7 * 13, -4, 4, 15);
  for (size_t j = 0; j < 13; ++j)
    x[2 * 13 + j] = -inf;
  checkSoftmaxRows(x);
  std::vector<Values> out = run(kSoftmaxRows, "f", {x});
  ASSERT_EQ(out.size(), 1u);
  for (size_t j = 0; j < 13; ++j)
    EXPECT_EQ(out[0][2 * 13 + j], 0.0);
}

TEST(SoftmaxExecutionTest, BF16) {
  // Statistics in f32, one rounding of the result to bf16.
  Values x = randomValues(7 * 13, -4, 4, 16, ElementType::BF16);
  std::vector<Values> out = run(R"mlir(
    func.func @f(%x: tensor<7x13xbf16>) -> tensor<7x13xbf16> {
      %p = fuse.softmax %x axis = 1 : tensor<7x13xbf16>
      return %p : tensor<7x13xbf16>
    })mlir",
                                "f", {x});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(
      allClose(out[0], reference(softmaxOp(1), {Tensor({7, 13}, x)}), 0x1p-8));
}

//===----------------------------------------------------------------------===//
// Map
//===----------------------------------------------------------------------===//

TEST(MapExecutionTest, CausalMaskFromIndex) {
  Values x = randomValues(7 * 13, -4, 4, 21);
  Values y = randomValues(7 * 13, -4, 4, 22);
  std::vector<Values> out = run(R"mlir(
    func.func @f(%x: tensor<7x13xf32>, %y: tensor<7x13xf32>) -> tensor<7x13xf32> {
      %m = fuse.map ins(%x, %y : tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xf32> {
      ^bb0(%a: f32, %b: f32):
        %i = fuse.index 0 : index
        %j = fuse.index 1 : index
        %ninf = arith.constant 0xFF800000 : f32
        %after = arith.cmpi ugt, %j, %i : index
        %s = arith.addf %a, %b : f32
        %r = arith.select %after, %ninf, %s : f32
        fuse.yield %r : f32
      }
      return %m : tensor<7x13xf32>
    })mlir",
                                "f", {x, y});
  ASSERT_EQ(out.size(), 1u);
  Values expected(7 * 13);
  for (int64_t i = 0; i < 7; ++i)
    for (int64_t j = 0; j < 13; ++j)
      expected[i * 13 + j] = j > i ? -inf : x[i * 13 + j] + y[i * 13 + j];
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
}

/// A gather (embedding lookup): row ids[i] of the table, ids given as
/// floats and converted in the body; ids out of range read the nearest row.
TEST(AggregateExecutionTest, GatherClampsIndices) {
  Values table = randomValues(9 * 4, -4, 4, 23);
  Values ids = {3, 0, 8, -2, 11, 5};
  std::vector<Values> out = run(R"mlir(
    func.func @f(%ids: tensor<6xf32>, %t: tensor<9x4xf32>) -> tensor<6x4xf32> {
      %g = fuse.aggregate #fuse.add dims [i = 6, d = 4] reduce []
          ins(%ids, %t : tensor<6xf32>, tensor<9x4xf32>)
          maps [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>]
          -> tensor<6x4xf32> {
      ^bb0(%id: f32, %w: tensor<9x4xf32>):
        %n = arith.fptosi %id : f32 to i64
        %r = arith.index_cast %n : i64 to index
        %d = fuse.index 1 : index
        %x = tensor.extract %w[%r, %d] : tensor<9x4xf32>
        fuse.yield %x : f32
      }
      return %g : tensor<6x4xf32>
    })mlir",
                                "f", {ids, table});
  ASSERT_EQ(out.size(), 1u);
  Values expected;
  for (double id : ids) {
    int64_t row = std::clamp<int64_t>(static_cast<int64_t>(id), 0, 8);
    for (int64_t d = 0; d < 4; ++d)
      expected.push_back(table[row * 4 + d]);
  }
  EXPECT_TRUE(allClose(out[0], expected, 0.0));
}

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

/// Unfused causal attention: S = Q K^T / 4, masked above the diagonal through
/// fuse.index, P = softmax(S), O = P V.
constexpr llvm::StringLiteral kUnfusedAttention = R"mlir(
  func.func @attention(%q: tensor<2x5x16xf32>, %k: tensor<2x11x16xf32>,
                       %v: tensor<2x11x16xf32>) -> tensor<2x5x16xf32> {
    %s = fuse.matmul %q, %k transpose_rhs scale 0.25
        : tensor<2x5x16xf32>, tensor<2x11x16xf32> -> tensor<2x5x11xf32>
    %m = fuse.map ins(%s : tensor<2x5x11xf32>) -> tensor<2x5x11xf32> {
    ^bb0(%x: f32):
      %i = fuse.index 1 : index
      %j = fuse.index 2 : index
      %ninf = arith.constant 0xFF800000 : f32
      %after = arith.cmpi ugt, %j, %i : index
      %y = arith.select %after, %ninf, %x : f32
      fuse.yield %y : f32
    }
    %p = fuse.softmax %m axis = 2 : tensor<2x5x11xf32>
    %o = fuse.matmul %p, %v : tensor<2x5x11xf32>, tensor<2x11x16xf32> -> tensor<2x5x16xf32>
    return %o : tensor<2x5x16xf32>
  })mlir";

struct AttentionInputs {
  Values q = randomValues(2 * 5 * 16, -1, 1, 31);
  Values k = randomValues(2 * 11 * 16, -1, 1, 32);
  Values v = randomValues(2 * 11 * 16, 0.1, 1, 33);

  Values expected() const {
    return reference(attentionOp(0.25, /*causal=*/true),
                     {Tensor({2, 5, 16}, q), Tensor({2, 11, 16}, k),
                      Tensor({2, 11, 16}, v)});
  }
};

TEST(AttentionExecutionTest, UnfusedCausal) {
  AttentionInputs in;
  std::vector<Values> out = run(kUnfusedAttention, "attention",
                                {in.q, in.k, in.v});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(allClose(out[0], in.expected(), f32Tol));
}

TEST(AttentionExecutionTest, FullyMaskedQueryGivesZero) {
  // Strictly causal (the diagonal masked too): query 0 sees no key.
  std::string source = kUnfusedAttention.str();
  size_t at = source.find("arith.cmpi ugt");
  source.replace(at, 14, "arith.cmpi uge");
  AttentionInputs in;
  std::vector<Values> out = run(source, "attention", {in.q, in.k, in.v});
  ASSERT_EQ(out.size(), 1u);
  // Reference: the causal mask shifted by one through an additive bias.
  Values bias(5 * 11);
  for (int64_t i = 0; i < 5; ++i)
    for (int64_t j = 0; j < 11; ++j)
      bias[i * 11 + j] = j >= i ? -inf : 0.0;
  Values expected = reference(
      attentionOp(0.25, /*causal=*/false),
      {Tensor({2, 5, 16}, in.q), Tensor({2, 11, 16}, in.k),
       Tensor({2, 11, 16}, in.v), Tensor({5, 11}, bias)});
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
  for (int64_t b = 0; b < 2; ++b)
    for (int64_t e = 0; e < 16; ++e)
      EXPECT_EQ(out[0][b * 5 * 16 + e], 0.0);
}

TEST(AttentionExecutionTest, WeightedSoftmaxAggregateWithNestedReduce) {
  // The factorized form written by hand: one #fuse.weighted_softmax
  // aggregate over the keys whose body computes q . k_j with fuse.reduce.
  Values q = randomValues(5 * 16, -1, 1, 51);
  Values k = randomValues(11 * 16, -1, 1, 52);
  Values v = randomValues(11 * 8, 0.1, 1, 53);
  std::vector<Values> out = run(R"mlir(
    func.func @f(%q: tensor<5x16xf32>, %k: tensor<11x16xf32>, %v: tensor<11x8xf32>)
        -> (tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>) {
      %m, %s, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 5, j = 11, e = 8] reduce [j]
          ins(%v : tensor<11x8xf32>) maps [affine_map<(i, j, e) -> (j, e)>]
          -> tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32> {
      ^bb0(%ve: f32):
        %x = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<5x16xf32>, tensor<11x16xf32>)
            maps [affine_map<(i, j, e, d) -> (i, d)>, affine_map<(i, j, e, d) -> (j, d)>] -> f32 {
        ^bb0(%a: f32, %b: f32):
          %p = arith.mulf %a, %b : f32
          fuse.yield %p : f32
        }
        fuse.yield %x, %ve : f32, f32
      }
      return %m, %s, %o : tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>
    })mlir",
                                "f", {q, k, v});
  ASSERT_EQ(out.size(), 3u);
  Values m(5 * 8), s(5 * 8), normalized(5 * 8);
  for (int64_t i = 0; i < 5; ++i) {
    std::vector<double> logits(11);
    double max = -inf;
    for (int64_t j = 0; j < 11; ++j) {
      for (int64_t d = 0; d < 16; ++d)
        logits[j] += q[i * 16 + d] * k[j * 16 + d];
      max = std::max(max, logits[j]);
    }
    double sum = 0;
    for (double x : logits)
      sum += std::exp(x - max);
    for (int64_t e = 0; e < 8; ++e) {
      double acc = 0;
      for (int64_t j = 0; j < 11; ++j)
        acc += std::exp(logits[j] - max) * v[j * 8 + e];
      m[i * 8 + e] = max;
      s[i * 8 + e] = sum;
      normalized[i * 8 + e] = acc / sum;
    }
  }
  EXPECT_TRUE(allClose(out[0], m, f32Tol, 1e-5));
  EXPECT_TRUE(allClose(out[1], s, f32Tol));
  Values got(5 * 8);
  for (size_t n = 0; n < got.size(); ++n)
    got[n] = out[2][n] / out[1][n];
  EXPECT_TRUE(allClose(got, normalized, f32Tol));
}

//===----------------------------------------------------------------------===//
// Harness
//===----------------------------------------------------------------------===//

TEST(HarnessTest, ReferenceAndRewrittenRunTheSameInputs) {
  AttentionInputs in;
  auto runs = runReferenceAndRewritten(kUnfusedAttention, "attention",
                                       {in.q, in.k, in.v}, "canonicalize,cse");
  ASSERT_TRUE(static_cast<bool>(runs)) << llvm::toString(runs.takeError());
  ASSERT_EQ(runs->reference.size(), 1u);
  ASSERT_EQ(runs->rewritten.size(), 1u);
  EXPECT_TRUE(allClose(runs->reference[0], in.expected(), f32Tol));
  EXPECT_TRUE(allClose(runs->rewritten[0], runs->reference[0], f32Tol));
}

TEST(HarnessTest, ReportsInvalidRewrites) {
  auto out = runFuseFunction(kSoftmaxRows, "f", {randomValues(7 * 13, -1, 1, 61)},
                             "no-such-pass");
  ASSERT_FALSE(static_cast<bool>(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("no-such-pass"),
            std::string::npos);
}

TEST(HarnessTest, ReportsWrongInputSize) {
  auto out = runFuseFunction(kSoftmaxRows, "f", {Values(5, 1.0)});
  ASSERT_FALSE(static_cast<bool>(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("has 91 elements, got 5"),
            std::string::npos);
}

TEST(HarnessTest, RandomValuesAreSeededAndNeverZero) {
  Values a = randomValues(1000, -1, 1, 7, ElementType::BF16);
  EXPECT_EQ(a, randomValues(1000, -1, 1, 7, ElementType::BF16));
  for (double x : a) {
    EXPECT_NE(x, 0.0);
    EXPECT_EQ(x, roundTo(ElementType::BF16, x));
  }
}

//===----------------------------------------------------------------------===//
// Factorization: the rewritten programs compute the same values
//===----------------------------------------------------------------------===//

/// Reduction factorization then chain formation (forced by the policy, as
/// these sizes are too small for the cost model to fuse): the programs run
/// as one #fuse.weighted_softmax aggregate with q . k_j in its body.
constexpr llvm::StringLiteral kFactorAndChain =
    "fuse-factor-aggregates,fuse-plan-chains{policy=always},fuse-form-chains";

/// kUnfusedAttention with `from` replaced by `to`.
std::string attentionVariant(llvm::StringRef from, llvm::StringRef to) {
  std::string source = kUnfusedAttention.str();
  size_t at = source.find(from.str());
  EXPECT_NE(at, std::string::npos);
  source.replace(at, from.size(), to.str());
  return source;
}

TEST(FactorizationExecutionTest, CausalAttentionMatchesReference) {
  AttentionInputs in;
  std::vector<Values> out =
      run(kUnfusedAttention, "attention", {in.q, in.k, in.v}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(allClose(out[0], in.expected(), f32Tol));
}

TEST(FactorizationExecutionTest, UnfusedAndFactoredRunsAgree) {
  AttentionInputs in;
  auto runs = runReferenceAndRewritten(kUnfusedAttention, "attention",
                                       {in.q, in.k, in.v}, kFactorAndChain);
  ASSERT_TRUE(static_cast<bool>(runs)) << llvm::toString(runs.takeError());
  EXPECT_TRUE(allClose(runs->rewritten[0], runs->reference[0], f32Tol));
}

TEST(FactorizationExecutionTest, FullyMaskedRowIsZeroNotNaN) {
  // Strictly causal: query 0 sees no key, its row is all -inf.
  std::string source = attentionVariant("arith.cmpi ugt", "arith.cmpi uge");
  AttentionInputs in;
  std::vector<Values> out =
      run(source, "attention", {in.q, in.k, in.v}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  for (double x : out[0])
    ASSERT_FALSE(std::isnan(x));
  for (int64_t b = 0; b < 2; ++b)
    for (int64_t e = 0; e < 16; ++e)
      EXPECT_EQ(out[0][b * 5 * 16 + e], 0.0);
}

TEST(FactorizationExecutionTest, HugeLogits) {
  // Scale 2500 turns q . k into logits of about +-1e4: the online rescaling
  // must not overflow.
  std::string source = attentionVariant("scale 0.25", "scale 2500.0");
  AttentionInputs in;
  std::vector<Values> out =
      run(source, "attention", {in.q, in.k, in.v}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(attentionOp(2500.0, /*causal=*/true),
                              {Tensor({2, 5, 16}, in.q),
                               Tensor({2, 11, 16}, in.k),
                               Tensor({2, 11, 16}, in.v)});
  EXPECT_TRUE(allClose(out[0], expected, 1e-4));
}

TEST(FactorizationExecutionTest, AdditiveBiasWithNegInfEntries) {
  // An additive bias (with -inf entries: a padding mask) carried into the
  // aggregate's body.
  constexpr llvm::StringLiteral source = R"mlir(
    func.func @attention(%q: tensor<2x5x16xf32>, %k: tensor<2x11x16xf32>,
                         %v: tensor<2x11x16xf32>, %bias: tensor<2x5x11xf32>)
        -> tensor<2x5x16xf32> {
      %s = fuse.matmul %q, %k transpose_rhs scale 0.25
          : tensor<2x5x16xf32>, tensor<2x11x16xf32> -> tensor<2x5x11xf32>
      %b = fuse.map ins(%s, %bias : tensor<2x5x11xf32>, tensor<2x5x11xf32>)
          -> tensor<2x5x11xf32> {
      ^bb0(%x: f32, %y: f32):
        %z = arith.addf %x, %y : f32
        fuse.yield %z : f32
      }
      %p = fuse.softmax %b axis = 2 : tensor<2x5x11xf32>
      %o = fuse.matmul %p, %v : tensor<2x5x11xf32>, tensor<2x11x16xf32> -> tensor<2x5x16xf32>
      return %o : tensor<2x5x16xf32>
    })mlir";
  AttentionInputs in;
  Values bias = randomValues(2 * 5 * 11, -2, 2, 77);
  for (size_t i = 0; i < bias.size(); i += 3)
    bias[i] = -inf;
  std::vector<Values> out =
      run(source, "attention", {in.q, in.k, in.v, bias}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(
      attentionOp(0.25, /*causal=*/false),
      {Tensor({2, 5, 16}, in.q), Tensor({2, 11, 16}, in.k),
       Tensor({2, 11, 16}, in.v), Tensor({2, 5, 11}, bias)});
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
}

TEST(FactorizationExecutionTest, MatmulChainWithMapBetween) {
  // (A.B) -> tanh-free elementwise map -> .C, fused by the policy: the body
  // recomputes A.B per element and the result must not change.
  constexpr llvm::StringLiteral source = R"mlir(
    func.func @chain(%a: tensor<6x9xf32>, %b: tensor<9x13xf32>, %c: tensor<13x7xf32>)
        -> tensor<6x7xf32> {
      %t = fuse.matmul %a, %b : tensor<6x9xf32>, tensor<9x13xf32> -> tensor<6x13xf32>
      %g = fuse.map ins(%t : tensor<6x13xf32>) -> tensor<6x13xf32> {
      ^bb0(%x: f32):
        %two = arith.constant 2.0 : f32
        %y = arith.mulf %x, %two : f32
        fuse.yield %y : f32
      }
      %y = fuse.matmul %g, %c : tensor<6x13xf32>, tensor<13x7xf32> -> tensor<6x7xf32>
      return %y : tensor<6x7xf32>
    })mlir";
  Values a = randomValues(6 * 9, -1, 1, 81), b = randomValues(9 * 13, -1, 1, 82),
         c = randomValues(13 * 7, -1, 1, 83);
  auto runs = runReferenceAndRewritten(source, "chain", {a, b, c},
                                       kFactorAndChain);
  ASSERT_TRUE(static_cast<bool>(runs)) << llvm::toString(runs.takeError());
  Values t = reference(matmulOp(), {Tensor({6, 9}, a), Tensor({9, 13}, b)});
  for (double &x : t)
    x *= 2;
  Values expected = reference(matmulOp(), {Tensor({6, 13}, t),
                                           Tensor({13, 7}, c)});
  EXPECT_TRUE(allClose(runs->reference[0], expected, f32Tol));
  EXPECT_TRUE(allClose(runs->rewritten[0], expected, f32Tol));
}

/// Decoding-shaped bf16 attention: 2 heads x 3 queries against 1100 keys,
/// d = 16; `mask` (empty, or a map) between the scores and the softmax.
std::string decodeAttention(llvm::StringRef mask) {
  std::string logits = mask.empty() ? "%s" : "%m";
  return (R"mlir(
    func.func @attention(%q: tensor<2x3x16xbf16>, %k: tensor<2x1100x16xbf16>,
                         %v: tensor<2x1100x16xbf16>) -> tensor<2x3x16xf32> {
      %s = fuse.matmul %q, %k transpose_rhs scale 0.25
          : tensor<2x3x16xbf16>, tensor<2x1100x16xbf16> -> tensor<2x3x1100xf32>
)mlir" + mask + "      %p = fuse.softmax " + logits +
          R"mlir( axis = 2 : tensor<2x3x1100xf32>
      %o = fuse.matmul %p, %v : tensor<2x3x1100xf32>, tensor<2x1100x16xbf16> -> tensor<2x3x16xf32>
      return %o : tensor<2x3x16xf32>
    })mlir")
      .str();
}

/// The factored chain, then split-KV with 256-key segments allowed: 2 CTAs
/// could take 4 segments, but 1100 / 4 keys aligned to 128 are 384-key
/// segments, which cover the keys in 3 (the last one partial).
constexpr llvm::StringLiteral kFactorChainSplitKV =
    "fuse-factor-aggregates,fuse-plan-chains{policy=always},fuse-form-chains,"
    "fuse-split-kv{min-keys=256}";

TEST(SplitKVExecutionTest, SegmentsAndCombineMatchReference) {
  Values q = randomValues(2 * 3 * 16, -1, 1, 41, ElementType::BF16),
         k = randomValues(2 * 1100 * 16, -1, 1, 42, ElementType::BF16),
         v = randomValues(2 * 1100 * 16, 0.1, 1, 43, ElementType::BF16);
  auto split = applyPasses(decodeAttention(""),
                           ("fuse-softmax-to-monoid,fuse-generalize," +
                            kFactorChainSplitKV)
                               .str());
  ASSERT_TRUE(static_cast<bool>(split)) << llvm::toString(split.takeError());
  // Segmented partial states, folded by a state-yielding aggregate.
  EXPECT_NE(split->find("segment_dim = 2"), std::string::npos) << *split;
  EXPECT_NE(split->find("yields_state"), std::string::npos);
  EXPECT_NE(split->find("tensor<2x3x3x16xf32>"), std::string::npos);
  std::vector<Values> out =
      run(decodeAttention(""), "attention", {q, k, v}, kFactorChainSplitKV);
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(attentionOp(0.25, /*causal=*/false),
                              {Tensor({2, 3, 16}, q), Tensor({2, 1100, 16}, k),
                               Tensor({2, 1100, 16}, v)});
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
}

TEST(SplitKVExecutionTest, FullyMaskedSegmentsWeighNothing) {
  // Causal over 3 queries: query i sees keys 0..i, so every segment but the
  // first holds only -inf logits (and the last no key at all); their
  // states must weigh nothing in the combine, not NaN.
  std::string mask = R"mlir(
      %m = fuse.map ins(%s : tensor<2x3x1100xf32>) -> tensor<2x3x1100xf32> {
      ^bb0(%x: f32):
        %i = fuse.index 1 : index
        %j = fuse.index 2 : index
        %ninf = arith.constant 0xFF800000 : f32
        %after = arith.cmpi ugt, %j, %i : index
        %y = arith.select %after, %ninf, %x : f32
        fuse.yield %y : f32
      }
)mlir";
  Values q = randomValues(2 * 3 * 16, -1, 1, 44, ElementType::BF16),
         k = randomValues(2 * 1100 * 16, -1, 1, 45, ElementType::BF16),
         v = randomValues(2 * 1100 * 16, 0.1, 1, 46, ElementType::BF16);
  std::vector<Values> out =
      run(decodeAttention(mask), "attention", {q, k, v}, kFactorChainSplitKV);
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(attentionOp(0.25, /*causal=*/true),
                              {Tensor({2, 3, 16}, q), Tensor({2, 1100, 16}, k),
                               Tensor({2, 1100, 16}, v)});
  for (double x : out[0])
    ASSERT_FALSE(std::isnan(x));
  EXPECT_TRUE(allClose(out[0], expected, f32Tol));
}

TEST(ReassociationExecutionTest, SplitKChainMatchesWrittenOrder) {
  // (A.B).C with k = 16 << n = 2048, bf16: fuse-reassociate-matmuls picks
  // A.(B.C) and fuse-split-k cuts B.C (16 x 16 from 2048 deep) into 16
  // partial contractions of 128 and a sum. Both the reassociated program
  // and its split form must match the written order in double: the only
  // roundings are the inputs' (exact here), B.C to bf16 and the output.
  constexpr llvm::StringLiteral source = R"mlir(
    func.func @chain(%a: tensor<300x16xbf16>, %b: tensor<16x2048xbf16>, %c: tensor<2048x16xbf16>)
        -> tensor<300x16xbf16> {
      %t = fuse.matmul %a, %b scale 0.5 : tensor<300x16xbf16>, tensor<16x2048xbf16> -> tensor<300x2048xbf16>
      %y = fuse.matmul %t, %c : tensor<300x2048xbf16>, tensor<2048x16xbf16> -> tensor<300x16xbf16>
      return %y : tensor<300x16xbf16>
    })mlir";
  auto reordered = applyPasses(source, "fuse-reassociate-matmuls");
  ASSERT_TRUE(static_cast<bool>(reordered))
      << llvm::toString(reordered.takeError());
  // The rewrite happened: the k x k product is there, the m x n one not.
  EXPECT_NE(reordered->find("-> tensor<16x16xbf16>"), std::string::npos);
  EXPECT_EQ(reordered->find("tensor<300x2048xbf16>"), std::string::npos);
  Values a = randomValues(300 * 16, -1, 1, 91, ElementType::BF16),
         b = randomValues(16 * 2048, -1, 1, 92, ElementType::BF16),
         c = randomValues(2048 * 16, -1, 1, 93, ElementType::BF16);
  auto runs = runReferenceAndRewritten(*reordered, "chain", {a, b, c},
                                       "fuse-split-k");
  ASSERT_TRUE(static_cast<bool>(runs)) << llvm::toString(runs.takeError());
  Values t = reference(matmulOp(false, false, 0.5),
                       {Tensor({300, 16}, a), Tensor({16, 2048}, b)});
  Values expected =
      reference(matmulOp(), {Tensor({300, 2048}, t), Tensor({2048, 16}, c)});
  // Normwise: sums of 2048 random-sign products; bf16 (2^-9) roundings of
  // B.C and of the output.
  auto normwise = [&](const Values &got) {
    double err = 0, ref = 0;
    for (size_t i = 0; i < got.size(); ++i) {
      err = std::max(err, std::fabs(got[i] - expected[i]));
      ref = std::max(ref, std::fabs(expected[i]));
    }
    return err / ref;
  };
  EXPECT_LT(normwise(runs->reference[0]), 1e-2);
  EXPECT_LT(normwise(runs->rewritten[0]), 1e-2);
  // Split-k sums the same products in another order: the two runs agree to
  // f32 accuracy before the final bf16 rounding (one bf16 ulp apart at most).
  EXPECT_TRUE(allClose(runs->rewritten[0], runs->reference[0], 0x1p-7, 1e-3));
}

//===----------------------------------------------------------------------===//
// Import: what frontends emit, raised and factored, computes the same values
//===----------------------------------------------------------------------===//

/// The lit input test/Import/NAME with tensor dimensions renamed by `sizes`
/// (small shapes keep the CPU loops fast).
std::string importInput(llvm::StringRef name,
                        const std::map<std::string, std::string> &sizes) {
  std::string path = std::string(FUSEC_SOURCE_DIR) + "/test/Import/" +
                     name.str();
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    ADD_FAILURE() << "cannot read " << path;
    return "";
  }
  std::string text = (*buffer)->getBuffer().str();
  std::regex tensorType(R"(tensor<([0-9x]+)x(f32|bf16|f16|i1)>)");
  std::string out;
  auto begin = std::sregex_iterator(text.begin(), text.end(), tensorType);
  size_t last = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    out += text.substr(last, it->position() - last);
    std::string dims = (*it)[1], renamed;
    std::stringstream ss(dims);
    for (std::string d; std::getline(ss, d, 'x');) {
      auto found = sizes.find(d);
      renamed += (renamed.empty() ? "" : "x") +
                 (found == sizes.end() ? d : found->second);
    }
    out += "tensor<" + renamed + "x" + (*it)[2].str() + ">";
    last = it->position() + it->length();
  }
  return out + text.substr(last);
}

TEST(ImportExecutionTest, TorchMlirBatchMatmulAttention) {
  // torch-mlir style: K^T by a copy generic, batch_matmul, the scale as a
  // generic, softmax decomposed into amax / sub / exp / sum / div generics.
  std::string source = importInput("attention-torch-bmm.mlir",
                                   {{"16", "2"}, {"128", "7"}, {"64", "8"}});
  Values q = randomValues(2 * 7 * 8, -1, 1, 61),
         k = randomValues(2 * 7 * 8, -1, 1, 62),
         v = randomValues(2 * 7 * 8, -1, 1, 63);
  std::vector<Values> out =
      run(source, "attention", {q, k, v}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  Values expected = reference(
      attentionOp(0.125, /*causal=*/false),
      {Tensor({2, 7, 8}, q), Tensor({2, 7, 8}, k), Tensor({2, 7, 8}, v)});
  // V in [-1, 1] cancels: outputs near 0 need an absolute tolerance.
  EXPECT_TRUE(allClose(out[0], expected, f32Tol, /*atol=*/1e-6));
}

TEST(ImportExecutionTest, GroupedQueryAttentionByBroadcast) {
  // Grouped-query attention: 8 query heads share 2 K/V heads through a
  // broadcast generic + collapse_shape (raised to h floordiv 4 maps).
  std::string source =
      importInput("attention-gqa.mlir", {{"128", "7"}, {"64", "8"}});
  Values q = randomValues(8 * 7 * 8, -1, 1, 71),
         k = randomValues(2 * 7 * 8, -1, 1, 72),
         v = randomValues(2 * 7 * 8, -1, 1, 73);
  std::vector<Values> out =
      run(source, "attention", {q, k, v}, kFactorAndChain);
  ASSERT_EQ(out.size(), 1u);
  // Reference: repeat each K/V head for its 4 query heads.
  Values kr, vr;
  for (int64_t h = 0; h < 8; ++h)
    for (int64_t i = 0; i < 7 * 8; ++i) {
      kr.push_back(k[(h / 4) * 7 * 8 + i]);
      vr.push_back(v[(h / 4) * 7 * 8 + i]);
    }
  Values expected = reference(
      attentionOp(1.0, /*causal=*/false),
      {Tensor({1, 8, 7, 8}, q), Tensor({1, 8, 7, 8}, kr),
       Tensor({1, 8, 7, 8}, vr)});
  // V in [-1, 1] cancels: outputs near 0 need an absolute tolerance.
  EXPECT_TRUE(allClose(out[0], expected, f32Tol, /*atol=*/1e-6));
}

/// Arg-max reductions as three frontends lower them, on rows with ties, a
/// row of -inf and a row whose maximum is the start value: the import
/// splits each into a max reduction and a first-index reduction.
constexpr llvm::StringLiteral kArgMax = R"mlir(
#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
#e = affine_map<(i) -> (i)>
// tosa.argmax: ugt guarded by ord, start -FLT_MAX, i32 index.
func.func @tosa(%x: tensor<6x9xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : i32
  %lo = arith.constant -3.40282347E+38 : f32
  %e0 = tensor.empty() : tensor<6xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e0 : tensor<6xi32>) -> tensor<6xi32>
  %e1 = tensor.empty() : tensor<6xf32>
  %v0 = linalg.fill ins(%lo : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %r:2 = linalg.generic {indexing_maps = [#x, #r, #r], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<6x9xf32>) outs(%i0, %v0 : tensor<6xi32>, tensor<6xf32>) {
  ^bb0(%in: f32, %oi: i32, %ov: f32):
    %j = linalg.index 1 : index
    %jc = arith.index_cast %j : index to i32
    %gt = arith.cmpf ugt, %in, %ov : f32
    %ord = arith.cmpf ord, %ov, %ov : f32
    %c = arith.andi %gt, %ord : i1
    %nv = arith.select %c, %in, %ov : f32
    %ni = arith.select %c, %jc, %oi : i32
    linalg.yield %ni, %nv : i32, f32
  } -> (tensor<6xi32>, tensor<6xf32>)
  %e2 = tensor.empty() : tensor<6xf32>
  %f = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel"]} ins(%r#0 : tensor<6xi32>) outs(%e2 : tensor<6xf32>) {
  ^bb0(%a: i32, %o: f32):
    %y = arith.sitofp %a : i32 to f32
    linalg.yield %y : f32
  } -> tensor<6xf32>
  return %f, %r#1 : tensor<6xf32>, tensor<6xf32>
}
// torch max.dim: maximumf for the value, ogt for the index, start -inf.
func.func @torch(%x: tensor<6x9xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : i64
  %lo = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<6xi64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%e0 : tensor<6xi64>) -> tensor<6xi64>
  %e1 = tensor.empty() : tensor<6xf32>
  %v0 = linalg.fill ins(%lo : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %r:2 = linalg.generic {indexing_maps = [#x, #r, #r], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<6x9xf32>) outs(%v0, %i0 : tensor<6xf32>, tensor<6xi64>) {
  ^bb0(%in: f32, %ov: f32, %oi: i64):
    %j = linalg.index 1 : index
    %jc = arith.index_cast %j : index to i64
    %mx = arith.maximumf %in, %ov : f32
    %gt = arith.cmpf ogt, %in, %ov : f32
    %ni = arith.select %gt, %jc, %oi : i64
    linalg.yield %mx, %ni : f32, i64
  } -> (tensor<6xf32>, tensor<6xi64>)
  %e2 = tensor.empty() : tensor<6xf32>
  %f = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel"]} ins(%r#1 : tensor<6xi64>) outs(%e2 : tensor<6xf32>) {
  ^bb0(%a: i64, %o: f32):
    %y = arith.sitofp %a : i64 to f32
    linalg.yield %y : f32
  } -> tensor<6xf32>
  return %f, %r#0 : tensor<6xf32>, tensor<6xf32>
}
// tosa.argmax of integers (token ids): sgt, start INT_MIN.
func.func @ints(%x: tensor<6x9xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : i32
  %lo = arith.constant -2147483648 : i32
  %ex = tensor.empty() : tensor<6x9xi32>
  %xi = linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<6x9xf32>) outs(%ex : tensor<6x9xi32>) {
  ^bb0(%a: f32, %o: i32):
    %y = arith.fptosi %a : f32 to i32
    linalg.yield %y : i32
  } -> tensor<6x9xi32>
  %e0 = tensor.empty() : tensor<6xi32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%e0 : tensor<6xi32>) -> tensor<6xi32>
  %v0 = linalg.fill ins(%lo : i32) outs(%e0 : tensor<6xi32>) -> tensor<6xi32>
  %r:2 = linalg.generic {indexing_maps = [#x, #r, #r], iterator_types = ["parallel", "reduction"]} ins(%xi : tensor<6x9xi32>) outs(%i0, %v0 : tensor<6xi32>, tensor<6xi32>) {
  ^bb0(%in: i32, %oi: i32, %ov: i32):
    %j = linalg.index 1 : index
    %jc = arith.index_cast %j : index to i32
    %c = arith.cmpi sgt, %in, %ov : i32
    %nv = arith.select %c, %in, %ov : i32
    %ni = arith.select %c, %jc, %oi : i32
    linalg.yield %ni, %nv : i32, i32
  } -> (tensor<6xi32>, tensor<6xi32>)
  %e2 = tensor.empty() : tensor<6xf32>
  %f = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel"]} ins(%r#0 : tensor<6xi32>) outs(%e2 : tensor<6xf32>) {
  ^bb0(%a: i32, %o: f32):
    %y = arith.sitofp %a : i32 to f32
    linalg.yield %y : f32
  } -> tensor<6xf32>
  %g = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel"]} ins(%r#1 : tensor<6xi32>) outs(%e2 : tensor<6xf32>) {
  ^bb0(%a: i32, %o: f32):
    %y = arith.sitofp %a : i32 to f32
    linalg.yield %y : f32
  } -> tensor<6xf32>
  return %f, %g : tensor<6xf32>, tensor<6xf32>
}
)mlir";

TEST(ImportExecutionTest, ArgMaxIsTheFirstIndexOfTheMaximum) {
  // Values on a grid of 0.5 in [-4, 4], so rows have ties; row 4 is -inf
  // throughout; row 5 has -inf and the largest finite float as its maximum
  // (only the start value reaches it: tosa keeps index 0).
  const double inf = std::numeric_limits<double>::infinity();
  const double lowest = -3.4028234663852886e38;
  Values x = randomValues(6 * 9, -4, 4, 91);
  for (double &v : x)
    v = std::round(v * 2) / 2;
  for (int j = 0; j < 9; ++j) {
    x[4 * 9 + j] = -inf;
    x[5 * 9 + j] = j % 2 ? lowest : -inf;
  }
  for (llvm::StringRef fn : {"tosa", "torch", "ints"}) {
    SCOPED_TRACE(fn.str());
    bool ints = fn == "ints", tosa = fn == "tosa";
    std::vector<Values> out = run(kArgMax, fn, {x});
    ASSERT_EQ(out.size(), 2u);
    for (int i = 0; i < 6; ++i) {
      if (ints && i >= 4)
        continue; // -inf has no i32 value
      double start = tosa ? lowest : -inf; // INT_MIN for ints: no row has it
      double best = start;
      int index = 0;
      for (int j = 0; j < 9; ++j) {
        double v = x[i * 9 + j];
        if (ints)
          v = std::trunc(v);
        if (v > best) {
          best = v;
          index = j;
        }
      }
      EXPECT_EQ(out[0][i], index) << "row " << i;
      // TOSA's lowest-finite start counts as max's identity (Design.md):
      // a row of -inf has the maximum -inf; its index is the start's.
      if (tosa && i == 4)
        best = -inf;
      EXPECT_EQ(out[1][i], best) << "row " << i;
    }
  }
}

} // namespace
