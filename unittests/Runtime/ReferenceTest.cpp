//===- ReferenceTest.cpp - Tests for the CPU reference and host data ------===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Reference.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <limits>

using namespace fusec::runtime;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

TEST(ConversionTest, BF16RoundsToNearestEven) {
  EXPECT_EQ(floatToBF16(1.0f), 0x3F80);
  EXPECT_EQ(floatToBF16(-2.0f), 0xC000);
  // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties go to the even 1.
  EXPECT_EQ(floatToBF16(1.0f + 0x1p-8f), 0x3F80);
  EXPECT_EQ(floatToBF16(1.0f + 0x1p-8f + 0x1p-20f), 0x3F81);
  // 1 + 3 * 2^-8 is halfway between 0x3F81 and 0x3F82: ties go to 0x3F82.
  EXPECT_EQ(floatToBF16(1.0f + 3 * 0x1p-8f), 0x3F82);
  EXPECT_EQ(floatToBF16(std::numeric_limits<float>::max()), 0x7F80);
  EXPECT_EQ(floatToBF16(std::numeric_limits<float>::infinity()), 0x7F80);
  EXPECT_EQ(floatToBF16(-std::numeric_limits<float>::infinity()), 0xFF80);
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBF16(std::nanf("")))));
  // A NaN whose payload is only in the low bits must not become infinity.
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBF16(std::nanf("1")))));
  // Float subnormals keep bf16 subnormals.
  EXPECT_EQ(floatToBF16(0x1p-130f), 0x0008);
  EXPECT_EQ(bf16ToFloat(0x0008), 0x1p-130f);
  EXPECT_EQ(floatToBF16(0x1p-149f), 0x0000);
  // Subnormal ties also go to even.
  EXPECT_EQ(floatToBF16(0x1p-134f), 0x0000);
  EXPECT_EQ(floatToBF16(0x1p-133f + 0x1p-134f), 0x0002);
  EXPECT_EQ(floatToBF16(0x1p-134f + 0x1p-149f), 0x0001);
  EXPECT_EQ(floatToBF16(-0.0f), 0x8000);
}

TEST(ConversionTest, BF16RoundTripsEveryValue) {
  for (uint32_t bits = 0; bits <= 0xFFFF; ++bits) {
    float value = bf16ToFloat(uint16_t(bits));
    if (std::isnan(value))
      EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBF16(value))));
    else
      EXPECT_EQ(floatToBF16(value), bits);
  }
}

TEST(ConversionTest, F16RoundsToNearestEven) {
  EXPECT_EQ(floatToF16(1.0f), 0x3C00);
  EXPECT_EQ(floatToF16(-2.0f), 0xC000);
  EXPECT_EQ(floatToF16(-0.0f), 0x8000);
  EXPECT_EQ(floatToF16(1.0f + 0x1p-11f), 0x3C00);
  EXPECT_EQ(floatToF16(1.0f + 0x1p-11f + 0x1p-20f), 0x3C01);
  EXPECT_EQ(floatToF16(1.0f + 3 * 0x1p-11f), 0x3C02);
  // Largest finite value and overflow.
  EXPECT_EQ(floatToF16(65504.0f), 0x7BFF);
  EXPECT_EQ(floatToF16(65519.0f), 0x7BFF);
  EXPECT_EQ(floatToF16(65520.0f), 0x7C00);
  EXPECT_EQ(floatToF16(1e10f), 0x7C00);
  EXPECT_EQ(floatToF16(-std::numeric_limits<float>::infinity()), 0xFC00);
  EXPECT_TRUE(std::isnan(f16ToFloat(floatToF16(std::nanf("")))));
  EXPECT_TRUE(std::isnan(f16ToFloat(floatToF16(std::nanf("1")))));
  // Subnormals: 2^-24 is the smallest; 2^-25 ties to 0; ties round to even.
  EXPECT_EQ(floatToF16(0x1p-14f), 0x0400);
  EXPECT_EQ(floatToF16(0x1p-24f), 0x0001);
  EXPECT_EQ(floatToF16(0x1p-25f), 0x0000);
  EXPECT_EQ(floatToF16(0x1.8p-25f), 0x0001);
  EXPECT_EQ(floatToF16(3 * 0x1p-25f), 0x0002);
  EXPECT_EQ(floatToF16(0x1p-26f), 0x0000);
  EXPECT_EQ(floatToF16(-0x1p-24f), 0x8001);
  EXPECT_EQ(floatToF16(1023.5f * 0x1p-24f), 0x0400);
  EXPECT_EQ(floatToF16(1022.5f * 0x1p-24f), 0x03FE);
  EXPECT_EQ(floatToF16(0x1p-149f), 0x0000);
  EXPECT_EQ(f16ToFloat(0x0001), 0x1p-24f);
  EXPECT_EQ(f16ToFloat(0x83FF), -1023 * 0x1p-24f);
}

TEST(ConversionTest, F16RoundTripsEveryValue) {
  for (uint32_t bits = 0; bits <= 0xFFFF; ++bits) {
    float value = f16ToFloat(uint16_t(bits));
    if (std::isnan(value))
      EXPECT_TRUE(std::isnan(f16ToFloat(floatToF16(value))));
    else
      EXPECT_EQ(floatToF16(value), bits);
  }
}

TEST(ConversionTest, ElementsAndRounding) {
  EXPECT_EQ(roundToDType(1.0 / 3, DType::F32), double(1.0f / 3));
  EXPECT_EQ(roundToDType(1.0 + 0x1p-9, DType::BF16), 1.0);
  EXPECT_EQ(roundToDType(1.0 + 0x1p-9, DType::F16), 1.0 + 0x1p-9);
  EXPECT_EQ(roundToDType(1.0 / 3, DType::F64), 1.0 / 3);
  for (DType type : {DType::F32, DType::F16, DType::BF16, DType::F64}) {
    uint8_t bytes[8];
    storeElement(type, -0.3, bytes);
    EXPECT_EQ(loadElement(type, bytes), roundToDType(-0.3, type));
  }
  // f64 buffers: 8 bytes an element, kept exactly.
  EXPECT_EQ(getByteWidth(DType::F64), 8u);
  EXPECT_TRUE(isFloatDType(DType::F64));
  EXPECT_EQ(parseDType("f64"), DType::F64);
}

//===----------------------------------------------------------------------===//
// Buffer storage
//===----------------------------------------------------------------------===//

BufferDesc makeBuffer(const std::string &name, DType dtype, Shape shape,
                      Shape strides) {
  BufferDesc buffer;
  buffer.name = name;
  buffer.dtype = dtype;
  buffer.shape = std::move(shape);
  buffer.strides = std::move(strides);
  return buffer;
}

TEST(StorageTest, RandomFillIsSeededAndRepresentable) {
  BufferDesc buffer = makeBuffer("x", DType::BF16, {3, 5}, {8, 1});
  Storage a, b, c, d;
  fillRandom(buffer, 7, a);
  fillRandom(buffer, 7, b);
  fillRandom(buffer, 8, c);
  BufferDesc renamed = buffer;
  renamed.name = "y";
  fillRandom(renamed, 7, d);
  EXPECT_EQ(a.size(), buffer.getStorageBytes());
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  EXPECT_NE(a, d);
  Tensor tensor = gatherTensor(buffer, a);
  double sum = 0;
  for (double value : tensor.data) {
    EXPECT_GE(value, -1.0);
    EXPECT_LE(value, 1.0);
    EXPECT_EQ(roundToDType(value, DType::BF16), value);
    sum += std::fabs(value);
  }
  EXPECT_GT(sum, 0.0);
}

TEST(StorageTest, IntegersAreStoredExactlyAndFilledInRange) {
  // Lengths and ids: integers in [0, 1024] when no input is given.
  for (DType dtype : {DType::I32, DType::I64}) {
    BufferDesc buffer = makeBuffer("len", dtype, {64}, {1});
    Storage storage;
    fillRandom(buffer, 1, storage);
    size_t width = getByteWidth(dtype);
    ASSERT_EQ(storage.size(), 64 * width);
    bool sawLarge = false;
    for (size_t offset = 0; offset < storage.size(); offset += width) {
      double v = loadElement(dtype, &storage[offset]);
      EXPECT_EQ(v, std::floor(v));
      EXPECT_GE(v, 0);
      EXPECT_LE(v, 1024);
      sawLarge |= v > 64;
    }
    EXPECT_TRUE(sawLarge);
  }
  // Beyond f32's integers, and negative.
  int64_t big = (int64_t(1) << 40) + 1;
  uint8_t bytes[8];
  storeElement(DType::I64, double(big), bytes);
  EXPECT_EQ(loadElement(DType::I64, bytes), double(big));
  storeElement(DType::I32, -7, bytes);
  EXPECT_EQ(loadElement(DType::I32, bytes), -7);
  EXPECT_EQ(roundToDType(2.6, DType::I32), 3);
  // Saturated, not undefined, out of range.
  EXPECT_EQ(roundToDType(1e30, DType::I32), double(INT32_MAX));
  EXPECT_EQ(roundToDType(-1e30, DType::I32), double(INT32_MIN));
  storeElement(DType::I64, 1e300, bytes);
  EXPECT_GT(loadElement(DType::I64, bytes), 9e18);
}

TEST(StorageTest, BoolMasksAreOneByteZeroOrOne) {
  // An i1 mask: one byte per element, 0 or 1; random masks keep about 3 of 4.
  BufferDesc buffer = makeBuffer("mask", DType::I1, {64, 64}, {64, 1});
  EXPECT_EQ(getByteWidth(DType::I1), 1u);
  EXPECT_FALSE(isFloatDType(DType::I1));
  EXPECT_EQ(parseDType("i1"), DType::I1);
  Storage storage;
  fillRandom(buffer, 3, storage);
  ASSERT_EQ(storage.size(), size_t(64 * 64));
  size_t kept = 0;
  for (uint8_t byte : storage) {
    EXPECT_LE(byte, 1);
    kept += byte;
  }
  EXPECT_GT(kept, size_t(64 * 64 / 2));
  EXPECT_LT(kept, size_t(64 * 64 * 7 / 8));
  uint8_t byte = 0;
  storeElement(DType::I1, -2.5, &byte);
  EXPECT_EQ(byte, 1);
  EXPECT_EQ(loadElement(DType::I1, &byte), 1.0);
  storeElement(DType::I1, 0.0, &byte);
  EXPECT_EQ(loadElement(DType::I1, &byte), 0.0);
}

TEST(StorageTest, GatherPackAndUnpackFollowStrides) {
  // A transposed 2x3 f32 view with padding: element (i, j) at j * 4 + i.
  BufferDesc buffer = makeBuffer("t", DType::F32, {2, 3}, {1, 4});
  EXPECT_EQ(buffer.getStorageElements(), 10);
  Storage storage(buffer.getStorageBytes());
  for (int64_t offset = 0; offset < 10; ++offset)
    storeElement(DType::F32, double(offset), &storage[offset * 4]);
  Tensor tensor = gatherTensor(buffer, storage);
  EXPECT_EQ(tensor.shape, (Shape{2, 3}));
  EXPECT_EQ(tensor.data, (std::vector<double>{0, 4, 8, 1, 5, 9}));

  std::vector<uint8_t> dense = packDense(buffer, storage);
  ASSERT_EQ(dense.size(), 24u);
  EXPECT_EQ(loadElement(DType::F32, &dense[4]), 4.0);
  Storage copy(buffer.getStorageBytes(), 0);
  ASSERT_TRUE(unpackDense(buffer, dense, copy).succeeded());
  EXPECT_EQ(gatherTensor(buffer, copy).data, tensor.data);

  dense.pop_back();
  Status status = unpackDense(buffer, dense, copy);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "buffer 't' needs 24 bytes ([2,3] f32, "
                                 "dense row-major), got 23");
}

//===----------------------------------------------------------------------===//
// Reference ops
//===----------------------------------------------------------------------===//

RefOp makeOp(RefOp::Kind kind, size_t numInputs) {
  RefOp op;
  op.kind = kind;
  op.output = "out";
  for (size_t i = 0; i < numInputs; ++i)
    op.inputs.push_back("in" + std::to_string(i));
  return op;
}

Tensor evaluate(const RefOp &op, std::vector<const Tensor *> inputs) {
  Tensor result;
  Status status = evaluateOp(op, inputs, result);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();
  return result;
}

void expectNear(const Tensor &got, const Tensor &expected,
                double tolerance = 1e-12) {
  ASSERT_EQ(got.shape, expected.shape);
  for (size_t i = 0; i < got.data.size(); ++i) {
    if (std::isinf(expected.data[i]))
      EXPECT_EQ(got.data[i], expected.data[i]) << "element " << i;
    else
      EXPECT_NEAR(got.data[i], expected.data[i], tolerance) << "element " << i;
  }
}

TEST(ReferenceTest, MatmulWithTransposesAndBroadcastBatch) {
  // lhs: batch 2 of 2x3; rhs: one 3x2 matrix broadcast over the batch.
  Tensor lhs({2, 2, 3}, {1, 2, 3, 4, 5, 6, -1, 0, 1, 2, -2, 0});
  Tensor rhs({1, 3, 2}, {1, 0, 0, 1, 1, 1});
  RefOp op = makeOp(RefOp::Kind::Matmul, 2);
  Tensor expected({2, 2, 2}, {4, 5, 10, 11, 0, 1, 2, -2});
  expectNear(evaluate(op, {&lhs, &rhs}), expected);

  // The same product from transposed operands: lhsT [2, 3, 2], rhsT [2, 3].
  Tensor lhsT({2, 3, 2}, {1, 4, 2, 5, 3, 6, -1, 2, 0, -2, 1, 0});
  Tensor rhsT({2, 3}, {1, 0, 1, 0, 1, 1});
  op.transposeLhs = op.transposeRhs = true;
  op.scale = 0.5;
  Tensor halved = expected;
  for (double &value : halved.data)
    value *= 0.5;
  expectNear(evaluate(op, {&lhsT, &rhsT}), halved);

  // Batch dims broadcast in both directions: [3, 1] x [1, 2] -> [3, 2].
  Tensor a({3, 1, 1, 1}, {1, 2, 3});
  Tensor b({2, 1, 1}, {10, 20});
  op = makeOp(RefOp::Kind::Matmul, 2);
  expectNear(evaluate(op, {&a, &b}),
             Tensor({3, 2, 1, 1}, {10, 20, 20, 40, 30, 60}));
}

TEST(ReferenceTest, ShapeErrorsAreLocated) {
  RefOp op = makeOp(RefOp::Kind::Matmul, 2);
  op.loc = {12, 5};
  Shape result;
  Status status = inferShape(op, {{2, 4, 3}, {2, 4, 5}}, result);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "12:5: matmul -> 'out': contraction sizes differ: 3 vs 4 (input "
            "shapes [2,4,3] [2,4,5])");
  EXPECT_TRUE(inferShape(op, {{2, 4, 3}, {3, 3, 5}}, result).failed());
  op.transposeRhs = true;
  EXPECT_TRUE(inferShape(op, {{2, 4, 3}, {2, 5, 3}}, result).succeeded());
  EXPECT_EQ(result, (Shape{2, 4, 5}));

  RefOp softmax = makeOp(RefOp::Kind::Softmax, 1);
  softmax.axis = 2;
  EXPECT_TRUE(inferShape(softmax, {{2, 3}}, result).failed());
  softmax.axis = -2;
  EXPECT_TRUE(inferShape(softmax, {{2, 3}}, result).succeeded());

  RefOp attention = makeOp(RefOp::Kind::Attention, 4);
  EXPECT_TRUE(
      inferShape(attention, {{2, 5, 8}, {2, 7, 8}, {2, 7, 4}, {5, 7}}, result)
          .succeeded());
  EXPECT_EQ(result, (Shape{2, 5, 4}));
  EXPECT_TRUE(
      inferShape(attention, {{2, 5, 8}, {2, 7, 8}, {2, 7, 4}, {5, 5}}, result)
          .failed());
  EXPECT_TRUE(inferShape(attention, {{2, 5, 8}, {2, 7, 8}, {2, 6, 4}}, result)
                  .failed());
}

TEST(ReferenceTest, SoftmaxHandlesInfinities) {
  double ln3 = std::log(3.0);
  Tensor input({3, 3}, {0, ln3, -inf, -inf, 5, 5, -inf, -inf, -inf});
  RefOp op = makeOp(RefOp::Kind::Softmax, 1);
  Tensor result = evaluate(op, {&input});
  expectNear(result, Tensor({3, 3}, {0.25, 0.75, 0, 0, 0.5, 0.5, 0, 0, 0}));

  // Along axis 0: columns.
  op.axis = 0;
  Tensor columns({2, 2}, {0, -inf, ln3, -inf});
  expectNear(evaluate(op, {&columns}), Tensor({2, 2}, {0.25, 0, 0.75, 0}));
}

TEST(ReferenceTest, AttentionCausalMatchesExplicitMask) {
  // q, k, v: [2, 3, 2]; bias masks key j > query i.
  Tensor q({2, 3, 2}, {0.1, 0.2, -0.3, 0.4, 0.5, -0.6, 1, 0, 0, 1, 1, 1});
  Tensor k({2, 3, 2}, {0.3, -0.1, 0.2, 0.2, -0.4, 0.6, 1, 1, 0, 1, 2, 0});
  Tensor v({2, 3, 2}, {1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6});
  Tensor mask({3, 3}, {0, -inf, -inf, 0, 0, -inf, 0, 0, 0});
  RefOp causal = makeOp(RefOp::Kind::Attention, 3);
  causal.causal = true;
  causal.scale = 0.7;
  RefOp masked = makeOp(RefOp::Kind::Attention, 4);
  masked.scale = 0.7;
  Tensor result = evaluate(causal, {&q, &k, &v});
  expectNear(result, evaluate(masked, {&q, &k, &v, &mask}));
  // The first query sees only the first key.
  EXPECT_DOUBLE_EQ(result.data[0], 1);
  EXPECT_DOUBLE_EQ(result.data[1], 2);
  EXPECT_DOUBLE_EQ(result.data[6], -1);

  // Hand-computed second query of batch 1 with scale 1: scores q1.k0 = 1,
  // q1.k1 = 1 -> equal weights over v0 and v1.
  causal.scale = 1;
  result = evaluate(causal, {&q, &k, &v});
  EXPECT_DOUBLE_EQ(result.data[8], -2);
  EXPECT_DOUBLE_EQ(result.data[9], -3);

  // A fully masked row gives 0; others are unaffected.
  Tensor rowMask({3, 1}, {-inf, 0, 0});
  Tensor unmasked = evaluate(makeOp(RefOp::Kind::Attention, 3), {&q, &k, &v});
  result = evaluate(makeOp(RefOp::Kind::Attention, 4), {&q, &k, &v, &rowMask});
  for (size_t i = 0; i < result.data.size(); ++i)
    EXPECT_DOUBLE_EQ(result.data[i], i % 6 < 2 ? 0 : unmasked.data[i]);
}

TEST(ReferenceTest, AttentionDefaultsAndBroadcast) {
  // One key/value head shared by two query batches; default scale 1/sqrt(d).
  Tensor q({2, 1, 4}, {1, 0, 0, 0, 0, 1, 0, 0});
  Tensor k({1, 2, 4}, {2, 0, 0, 0, 0, 0, 0, 0});
  Tensor v({1, 2, 1}, {1, 0});
  Tensor result = evaluate(makeOp(RefOp::Kind::Attention, 3), {&q, &k, &v});
  ASSERT_EQ(result.shape, (Shape{2, 1, 1}));
  // Batch 0: scores (1, 0) -> e / (e + 1); batch 1: scores (0, 0) -> 1/2.
  EXPECT_NEAR(result.data[0], std::exp(1.0) / (std::exp(1.0) + 1), 1e-15);
  EXPECT_NEAR(result.data[1], 0.5, 1e-15);
}

TEST(ReferenceTest, ScaleMultipliesElementwise) {
  RefOp op = makeOp(RefOp::Kind::Scale, 1);
  op.factor = 0.125;
  Tensor x({2, 2}, {1, -2, 8, -inf});
  expectNear(evaluate(op, {&x}), Tensor({2, 2}, {0.125, -0.25, 1, -inf}));
  // Any rank, scalars included.
  Tensor scalar({}, {3});
  op.factor = -2;
  expectNear(evaluate(op, {&scalar}), Tensor({}, {-6}));
}

TEST(ReferenceTest, AddBroadcastsTheAddend) {
  RefOp op = makeOp(RefOp::Kind::Add, 2);
  Tensor x({2, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  // Same shape.
  Tensor same({2, 2, 3}, {1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2});
  expectNear(evaluate(op, {&x, &same}),
             Tensor({2, 2, 3}, {1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13}));
  // Fewer dims: a row vector added to every row.
  Tensor row({3}, {10, 20, 30});
  expectNear(
      evaluate(op, {&x, &row}),
      Tensor({2, 2, 3}, {10, 21, 32, 13, 24, 35, 16, 27, 38, 19, 30, 41}));
  // Size-1 dims stretch: a per-batch column [2, 1, 1] and a per-row [2, 1].
  Tensor perBatch({2, 1, 1}, {100, 200});
  expectNear(evaluate(op, {&x, &perBatch}),
             Tensor({2, 2, 3}, {100, 101, 102, 103, 104, 105, 206, 207, 208,
                                209, 210, 211}));
  Tensor perRow({2, 1}, {-1, 1});
  expectNear(evaluate(op, {&x, &perRow}),
             Tensor({2, 2, 3}, {-1, 0, 1, 4, 5, 6, 5, 6, 7, 10, 11, 12}));
  // A scalar addend; -inf stays -inf.
  Tensor scalar({}, {0.5});
  Tensor masked({1, 2}, {-inf, 1});
  expectNear(evaluate(op, {&masked, &scalar}), Tensor({1, 2}, {-inf, 1.5}));

  // The result keeps x's shape: the addend may not stretch x.
  Shape result;
  op.loc = {3, 7};
  Status status = inferShape(op, {{2, 1}, {2, 3}}, result);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "3:7: add -> 'out': the addend does not broadcast to [2,1] (input "
            "shapes [2,1] [2,3])");
  EXPECT_TRUE(inferShape(op, {{3}, {2, 3}}, result).failed());
  EXPECT_TRUE(inferShape(op, {{2, 3}, {2}}, result).failed());
  EXPECT_TRUE(inferShape(op, {{4, 2, 3}, {1, 1, 3}}, result).succeeded());
  EXPECT_EQ(result, (Shape{4, 2, 3}));
}

TEST(ReferenceTest, CausalMaskIsTopLeftAligned) {
  RefOp op = makeOp(RefOp::Kind::CausalMask, 1);
  // Batch of two 3x3 blocks: everything above the diagonal becomes -inf.
  Tensor x({2, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  Tensor expected({2, 3, 3}, {1, -inf, -inf, 4, 5, -inf, 7, 8, 9, 1, -inf, -inf,
                              4, 5, -inf, 7, 8, 9});
  Tensor result = evaluate(op, {&x});
  ASSERT_EQ(result.shape, expected.shape);
  EXPECT_EQ(result.data, expected.data);
  // Non-square: 2 queries, 4 keys (top-left: query i sees keys 0..i).
  Tensor wide({2, 4}, {1, 2, 3, 4, 5, 6, 7, 8});
  EXPECT_EQ(evaluate(op, {&wide}).data,
            (std::vector<double>{1, -inf, -inf, -inf, 5, 6, -inf, -inf}));
  // 3 queries, 2 keys: the last query sees both.
  Tensor tall({3, 2}, {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(evaluate(op, {&tall}).data,
            (std::vector<double>{1, -inf, 3, 4, 5, 6}));
  // Rank 1 has no query/key structure.
  Shape shape;
  EXPECT_TRUE(inferShape(op, {{4}}, shape).failed());

  // causal_mask then softmax then a matmul with v equals causal attention.
  Tensor q({2, 3, 2}, {0.1, 0.2, -0.3, 0.4, 0.5, -0.6, 1, 0, 0, 1, 1, 1});
  Tensor k({2, 3, 2}, {0.3, -0.1, 0.2, 0.2, -0.4, 0.6, 1, 1, 0, 1, 2, 0});
  Tensor v({2, 3, 2}, {1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6});
  RefOp qk = makeOp(RefOp::Kind::Matmul, 2);
  qk.transposeRhs = true;
  RefOp scale = makeOp(RefOp::Kind::Scale, 1);
  scale.factor = 0.7;
  RefOp softmax = makeOp(RefOp::Kind::Softmax, 1);
  RefOp pv = makeOp(RefOp::Kind::Matmul, 2);
  Tensor scores = evaluate(qk, {&q, &k});
  Tensor scaled = evaluate(scale, {&scores});
  Tensor masked = evaluate(op, {&scaled});
  Tensor probs = evaluate(softmax, {&masked});
  RefOp attention = makeOp(RefOp::Kind::Attention, 3);
  attention.causal = true;
  attention.scale = 0.7;
  expectNear(evaluate(pv, {&probs, &v}), evaluate(attention, {&q, &k, &v}));
}

//===----------------------------------------------------------------------===//
// Reference graphs
//===----------------------------------------------------------------------===//

const char *attentionManifest = R"({
  "version": 1, "ptx": "k.ptx",
  "buffers": [
    {"name": "q", "kind": "input", "dtype": "f32", "shape": [2, 4, 8]},
    {"name": "k", "kind": "input", "dtype": "bf16", "shape": [2, 6, 8]},
    {"name": "v", "kind": "input", "dtype": "f16", "shape": [2, 6, 3],
     "strides": [32, 4, 1]},
    {"name": "o", "kind": "output", "dtype": "f32", "shape": [2, 4, 3]},
    {"name": "o2", "kind": "output", "dtype": "f32", "shape": [2, 4, 3]}
  ],
  "kernels": [{"name": "k", "grid": [1], "block": [1], "args": []}],
  "reference": [
    {"op": "matmul", "inputs": ["q", "k"], "output": "s",
     "transpose_rhs": true, "scale": 0.25},
    {"op": "softmax", "inputs": ["s"], "output": "p", "axis": -1},
    {"op": "matmul", "inputs": ["p", "v"], "output": "o"},
    {"op": "attention", "inputs": ["q", "k", "v"], "output": "o2",
     "scale": 0.25}
  ]
})";

TEST(ReferenceGraphTest, UnfusedChainEqualsAttention) {
  Manifest manifest;
  ASSERT_TRUE(parseManifest(attentionManifest, manifest).succeeded());
  ASSERT_TRUE(checkReference(manifest).succeeded());
  std::map<std::string, Tensor> values;
  for (const BufferDesc &buffer : manifest.buffers) {
    if (buffer.kind != BufferKind::Input)
      continue;
    Storage storage;
    fillRandom(buffer, 1, storage);
    values[buffer.name] = gatherTensor(buffer, storage);
  }
  Status status = evaluateReference(manifest, values);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(values.at("s").shape, (Shape{2, 4, 6}));
  expectNear(values.at("o"), values.at("o2"));
}

TEST(ReferenceGraphTest, ElementwiseChainEqualsCausalAttentionWithBias) {
  // The op sequence fusec emits for a decomposed causal attention.
  const char *text = R"({
  "version": 1, "ptx": "k.ptx", "entry": "attention",
  "buffers": [
    {"name": "q", "kind": "input", "dtype": "bf16", "shape": [2, 3, 5, 8]},
    {"name": "k", "kind": "input", "dtype": "bf16", "shape": [2, 3, 5, 8]},
    {"name": "v", "kind": "input", "dtype": "bf16", "shape": [2, 3, 5, 4]},
    {"name": "bias", "kind": "input", "dtype": "f32", "shape": [3, 1, 5]},
    {"name": "o", "kind": "output", "dtype": "f32", "shape": [2, 3, 5, 4]},
    {"name": "o2", "kind": "output", "dtype": "f32", "shape": [2, 3, 5, 4]}
  ],
  "kernels": [{"name": "k", "grid": [1], "block": [1], "args": [],
               "chain": "matmul+scale+add+causal_mask+softmax+matmul"}],
  "reference": [
    {"op": "matmul", "inputs": ["q", "k"], "output": "s",
     "transpose_rhs": true},
    {"op": "scale", "inputs": ["s"], "output": "scaled", "factor": 0.35},
    {"op": "add", "inputs": ["scaled", "bias"], "output": "biased"},
    {"op": "causal_mask", "inputs": ["biased"], "output": "masked"},
    {"op": "softmax", "inputs": ["masked"], "output": "p"},
    {"op": "matmul", "inputs": ["p", "v"], "output": "o"},
    {"op": "attention", "inputs": ["q", "k", "v", "bias"], "output": "o2",
     "scale": 0.35, "causal": true}
  ]
})";
  Manifest manifest;
  Status status = parseManifest(text, manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  ASSERT_TRUE(checkReference(manifest).succeeded());
  std::map<std::string, Tensor> values;
  for (const BufferDesc &buffer : manifest.buffers) {
    if (buffer.kind != BufferKind::Input)
      continue;
    Storage storage;
    fillRandom(buffer, 7, storage);
    values[buffer.name] = gatherTensor(buffer, storage);
  }
  status = evaluateReference(manifest, values);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(values.at("masked").shape, (Shape{2, 3, 5, 5}));
  EXPECT_EQ(values.at("masked").data[1], -inf);
  expectNear(values.at("o"), values.at("o2"));
}

TEST(ReferenceGraphTest, ShapeMismatchWithBufferIsLocated) {
  std::string text = attentionManifest;
  text.replace(text.find("[2, 4, 3]"), 9, "[2, 4, 5]");
  Manifest manifest;
  ASSERT_TRUE(parseManifest(text, manifest).succeeded());
  Status status = checkReference(manifest);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "16:5: matmul -> 'o': result shape [2,4,3] differs from buffer "
            "shape [2,4,5]");
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

TEST(CompareTest, NormwiseErrorAndNaNs) {
  Tensor ref({4}, {1, -4, 2, 0});
  Tensor got({4}, {1.5, -4, std::nan(""), 0});
  ErrorStats stats = compareTensors(got, ref);
  EXPECT_EQ(stats.maxAbsError, 0.5);
  EXPECT_EQ(stats.maxRelError, 0.125);
  EXPECT_EQ(stats.nanCount, 1);

  got.data[2] = inf;
  EXPECT_EQ(compareTensors(got, ref).maxRelError, inf);
  EXPECT_EQ(compareTensors(ref, ref).maxAbsError, 0);
  Tensor zeros({2}, {0, 0});
  EXPECT_DOUBLE_EQ(compareTensors(Tensor({2}, {1e-9, 0}), zeros).maxRelError,
                   1e-3);
  EXPECT_EQ(getDefaultTolerance(DType::BF16), 2e-2);
}

} // namespace
