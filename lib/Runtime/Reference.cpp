//===- Reference.cpp - CPU reference and host data ------------------------===//
//
// Part of fusec. Depends only on the C++17 standard library.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Reference.h"

#include <algorithm>
#include <cstdint>
#include <atomic>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <thread>

using namespace fusec::runtime;

static constexpr double negInf = -std::numeric_limits<double>::infinity();

//===----------------------------------------------------------------------===//
// Scalar conversions
//===----------------------------------------------------------------------===//

static uint32_t getFloatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

static float getFloatFromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

uint16_t fusec::runtime::floatToBF16(float value) {
  uint32_t bits = getFloatBits(value);
  if ((bits & 0x7FFFFFFF) > 0x7F800000)
    return static_cast<uint16_t>((bits >> 16) | 0x0040);
  // Add just under half an ulp, plus one if the kept lsb is odd: ties go to
  // even, and overflow carries into the exponent (up to infinity).
  bits += 0x7FFF + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

float fusec::runtime::bf16ToFloat(uint16_t bits) {
  return getFloatFromBits(uint32_t(bits) << 16);
}

uint16_t fusec::runtime::floatToF16(float value) {
  uint32_t bits = getFloatBits(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  uint32_t magnitude = bits & 0x7FFFFFFF;
  if (magnitude > 0x7F800000) // NaN: keep the top payload bits, make quiet.
    return sign | 0x7E00 | ((magnitude >> 13) & 0x3FF);
  if (magnitude >= 0x477FF000) // >= 65520 rounds to infinity.
    return sign | 0x7C00;
  uint32_t exponent = magnitude >> 23;
  uint32_t mantissa = (magnitude & 0x7FFFFF) | 0x800000;
  // Normal halves keep the top 10 fraction bits (shift 13); below 2^-14 the
  // result is a subnormal multiple of 2^-24 (shift 126 - exponent).
  uint32_t shift = exponent >= 113 ? 13 : 126 - exponent;
  if (shift > 24)
    return sign;
  uint32_t result =
      exponent >= 113 ? ((exponent - 112) << 10) | ((mantissa & 0x7FFFFF) >> 13)
                      : mantissa >> shift;
  uint32_t rest = mantissa & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rest > half || (rest == half && (result & 1)))
    ++result; // A carry correctly moves into the exponent.
  return sign | static_cast<uint16_t>(result);
}

float fusec::runtime::f16ToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1F, mantissa = bits & 0x3FF;
  if (exponent == 0x1F)
    return getFloatFromBits(sign | 0x7F800000 | (mantissa << 13));
  if (exponent == 0) {
    float magnitude = std::ldexp(float(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  return getFloatFromBits(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

/// The largest value of integer buffer type `type`.
static double integerMax(DType type) {
  return type == DType::I8    ? double(INT8_MAX)
         : type == DType::I16 ? double(INT16_MAX)
         : type == DType::I32 ? double(INT32_MAX)
                              : 0x1p63 - 1024;
}

/// `value` rounded to the nearest integer of an integer buffer, saturated
/// at its range (NaN is 0): converting out of range would be undefined.
static int64_t toInteger(double value, DType type) {
  double hi = integerMax(type);
  double lo = type == DType::I64 ? -0x1p63 : -hi - 1;
  if (std::isnan(value))
    return 0;
  return std::llround(std::clamp(value, lo, hi));
}

double fusec::runtime::roundToDType(double value, DType type) {
  float single = static_cast<float>(value);
  switch (type) {
  case DType::F16:
    return f16ToFloat(floatToF16(single));
  case DType::BF16:
    return bf16ToFloat(floatToBF16(single));
  case DType::F64:
    return value;
  case DType::I1:
    return value != 0 ? 1 : 0;
  case DType::I8:
  case DType::I16:
  case DType::I32:
  case DType::I64:
    return double(toInteger(value, type));
  default:
    return single;
  }
}

double fusec::runtime::loadElement(DType type, const void *src) {
  if (type == DType::I1) // One byte; bit 0, as the kernels read it.
    return (*static_cast<const uint8_t *>(src) & 1) != 0 ? 1 : 0;
  if (type == DType::I8)
    return *static_cast<const int8_t *>(src);
  if (type == DType::I16) {
    int16_t value;
    std::memcpy(&value, src, sizeof(value));
    return value;
  }
  if (type == DType::I32) {
    int32_t value;
    std::memcpy(&value, src, sizeof(value));
    return value;
  }
  if (type == DType::I64) {
    int64_t value;
    std::memcpy(&value, src, sizeof(value));
    return double(value);
  }
  if (type == DType::F32) {
    float value;
    std::memcpy(&value, src, sizeof(value));
    return value;
  }
  if (type == DType::F64) {
    double value;
    std::memcpy(&value, src, sizeof(value));
    return value;
  }
  uint16_t bits;
  std::memcpy(&bits, src, sizeof(bits));
  return type == DType::F16 ? f16ToFloat(bits) : bf16ToFloat(bits);
}

void fusec::runtime::storeElement(DType type, double value, void *dst) {
  if (type == DType::I1) {
    *static_cast<uint8_t *>(dst) = value != 0 ? 1 : 0;
    return;
  }
  if (type == DType::I8) {
    *static_cast<int8_t *>(dst) = int8_t(toInteger(value, type));
    return;
  }
  if (type == DType::I16) {
    int16_t v = int16_t(toInteger(value, type));
    std::memcpy(dst, &v, sizeof(v));
    return;
  }
  if (type == DType::I32) {
    int32_t v = int32_t(toInteger(value, type));
    std::memcpy(dst, &v, sizeof(v));
    return;
  }
  if (type == DType::I64) {
    int64_t v = toInteger(value, type);
    std::memcpy(dst, &v, sizeof(v));
    return;
  }
  if (type == DType::F64) {
    std::memcpy(dst, &value, sizeof(value));
    return;
  }
  float single = static_cast<float>(value);
  if (type == DType::F32) {
    std::memcpy(dst, &single, sizeof(single));
    return;
  }
  uint16_t bits = type == DType::F16 ? floatToF16(single) : floatToBF16(single);
  std::memcpy(dst, &bits, sizeof(bits));
}

//===----------------------------------------------------------------------===//
// Tensors and buffer storage
//===----------------------------------------------------------------------===//

int64_t fusec::runtime::getNumElements(const Shape &shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

std::string fusec::runtime::formatShape(const Shape &shape) {
  std::string result = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    result += (i ? "," : "") + std::to_string(shape[i]);
  return result + "]";
}

Tensor::Tensor(Shape shape, double fill)
    : shape(std::move(shape)), data(getNumElements(this->shape), fill) {}

Tensor::Tensor(Shape shape, std::vector<double> data)
    : shape(std::move(shape)), data(std::move(data)) {}

/// Calls `fn(index, offset)` for every logical element of `buffer` in
/// row-major order, with its element offset in the strided storage.
template <typename Fn>
static void forEachElement(const BufferDesc &buffer, Fn fn) {
  int64_t count = buffer.getNumElements();
  std::vector<int64_t> position(buffer.shape.size(), 0);
  int64_t offset = 0;
  for (int64_t index = 0; index < count; ++index) {
    fn(index, offset);
    for (size_t dim = position.size(); dim-- > 0;) {
      if (++position[dim] < buffer.shape[dim]) {
        offset += buffer.strides[dim];
        break;
      }
      offset -= (buffer.shape[dim] - 1) * buffer.strides[dim];
      position[dim] = 0;
    }
  }
}

/// FNV-1a, so that a buffer's random stream depends on its name only.
static uint64_t hashName(const std::string &name) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (unsigned char c : name)
    hash = (hash ^ c) * 0x100000001B3ull;
  return hash;
}

void fusec::runtime::fillRandom(const BufferDesc &buffer, uint64_t seed,
                                Storage &storage) {
  uint64_t nameHash = hashName(buffer.name);
  std::seed_seq sequence{uint32_t(seed), uint32_t(seed >> 32),
                         uint32_t(nameHash), uint32_t(nameHash >> 32)};
  std::mt19937_64 generator(sequence);
  size_t width = getByteWidth(buffer.dtype);
  storage.resize(buffer.getStorageBytes());
  for (size_t offset = 0; offset < storage.size(); offset += width) {
    // 53 random bits give a uniform double in [0, 1), mapped to [-1, 1);
    // a mask (i1) keeps 3 of 4 elements (1) and masks the others (0); an
    // integer (a length, a position, an id) is uniform in [0, 1024]: its
    // meaning is the program's, pass --input for values that have one
    // (i8: [0, 127]).
    double unit = double(generator() >> 11) * 0x1p-53;
    double value =
        buffer.dtype == DType::I1 ? (unit < 0.75 ? 1 : 0)
        : !isFloatDType(buffer.dtype)
            ? std::floor(unit * (std::min(1024.0, integerMax(buffer.dtype)) + 1))
            : 2 * unit - 1;
    storeElement(buffer.dtype, value, &storage[offset]);
  }
}

Tensor fusec::runtime::gatherTensor(const BufferDesc &buffer,
                                    const Storage &storage) {
  Tensor tensor(buffer.shape);
  size_t width = getByteWidth(buffer.dtype);
  forEachElement(buffer, [&](int64_t index, int64_t offset) {
    tensor.data[index] = loadElement(buffer.dtype, &storage[offset * width]);
  });
  return tensor;
}

std::vector<uint8_t> fusec::runtime::packDense(const BufferDesc &buffer,
                                               const Storage &storage) {
  size_t width = getByteWidth(buffer.dtype);
  std::vector<uint8_t> dense(buffer.getNumElements() * width);
  forEachElement(buffer, [&](int64_t index, int64_t offset) {
    std::memcpy(&dense[index * width], &storage[offset * width], width);
  });
  return dense;
}

Status fusec::runtime::unpackDense(const BufferDesc &buffer,
                                   const std::vector<uint8_t> &dense,
                                   Storage &storage) {
  size_t width = getByteWidth(buffer.dtype);
  size_t expected = buffer.getNumElements() * width;
  if (dense.size() != expected)
    return Status::failure(
        "buffer '" + buffer.name + "' needs " + std::to_string(expected) +
        " bytes (" + formatShape(buffer.shape) + " " +
        stringifyDType(buffer.dtype) + ", dense row-major), got " +
        std::to_string(dense.size()));
  storage.resize(buffer.getStorageBytes());
  forEachElement(buffer, [&](int64_t index, int64_t offset) {
    std::memcpy(&storage[offset * width], &dense[index * width], width);
  });
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Shape inference
//===----------------------------------------------------------------------===//

static Status opError(const RefOp &op, const std::string &message) {
  std::string location = op.loc.line ? op.loc.str() + ": " : "";
  return Status::failure(location + stringifyRefOpKind(op.kind) + " -> '" +
                         op.output + "': " + message);
}

/// Broadcasts `shape` into `result` numpy-style (right-aligned; a dimension
/// of 1 stretches). Returns false if they are incompatible.
static bool broadcastInto(const Shape &shape, Shape &result) {
  if (shape.size() > result.size())
    result.insert(result.begin(), shape.size() - result.size(), 1);
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t &dim = result[result.size() - 1 - i];
    int64_t size = shape[shape.size() - 1 - i];
    if (dim == 1)
      dim = size;
    else if (size != 1 && size != dim)
      return false;
  }
  return true;
}

/// Returns `shape` without its last `count` dimensions.
static Shape dropTrailing(const Shape &shape, size_t count) {
  return Shape(shape.begin(), shape.end() - count);
}

Status fusec::runtime::inferShape(const RefOp &op,
                                  const std::vector<Shape> &inputShapes,
                                  Shape &result) {
  // Minimum input ranks: matrices for matmul, attention (but not its bias)
  // and causal_mask, a dimension to reduce for softmax, anything otherwise.
  auto getMinRank = [&](size_t i) -> size_t {
    switch (op.kind) {
    case RefOp::Kind::Matmul:
    case RefOp::Kind::CausalMask:
      return 2;
    case RefOp::Kind::Attention:
      return i == 3 ? 0 : 2;
    case RefOp::Kind::Softmax:
      return 1;
    default:
      return 0;
    }
  };
  for (size_t i = 0; i < inputShapes.size(); ++i)
    if (inputShapes[i].size() < getMinRank(i))
      return opError(op,
                     "input '" + (i < op.inputs.size() ? op.inputs[i] : "") +
                         "' has rank " + std::to_string(inputShapes[i].size()) +
                         ", which is too small");
  auto incompatible = [&](const std::string &what) {
    std::string shapes;
    for (const Shape &shape : inputShapes)
      shapes += " " + formatShape(shape);
    return opError(op, what + " (input shapes" + shapes + ")");
  };

  switch (op.kind) {
  case RefOp::Kind::Matmul: {
    if (inputShapes.size() != 2)
      return opError(op, "expected 2 inputs");
    const Shape &lhs = inputShapes[0], &rhs = inputShapes[1];
    int64_t lhsRows = lhs[lhs.size() - 2], lhsCols = lhs.back();
    int64_t rhsRows = rhs[rhs.size() - 2], rhsCols = rhs.back();
    int64_t m = op.transposeLhs ? lhsCols : lhsRows;
    int64_t k = op.transposeLhs ? lhsRows : lhsCols;
    int64_t rhsK = op.transposeRhs ? rhsCols : rhsRows;
    int64_t n = op.transposeRhs ? rhsRows : rhsCols;
    if (k != rhsK)
      return incompatible("contraction sizes differ: " + std::to_string(k) +
                          " vs " + std::to_string(rhsK));
    result = dropTrailing(lhs, 2);
    if (!broadcastInto(dropTrailing(rhs, 2), result))
      return incompatible("batch dimensions do not broadcast");
    result.push_back(m);
    result.push_back(n);
    return Status::success();
  }
  case RefOp::Kind::Softmax: {
    if (inputShapes.size() != 1)
      return opError(op, "expected 1 input");
    int64_t rank = inputShapes[0].size();
    if (op.axis < -rank || op.axis >= rank)
      return incompatible("axis " + std::to_string(op.axis) +
                          " is out of range");
    result = inputShapes[0];
    return Status::success();
  }
  case RefOp::Kind::Attention: {
    if (inputShapes.size() != 3 && inputShapes.size() != 4)
      return opError(op, "expected 3 or 4 inputs");
    const Shape &q = inputShapes[0], &k = inputShapes[1], &v = inputShapes[2];
    if (q.back() != k.back())
      return incompatible("query and key head dims differ");
    if (k[k.size() - 2] != v[v.size() - 2])
      return incompatible("key and value lengths differ");
    result = dropTrailing(q, 2);
    if (!broadcastInto(dropTrailing(k, 2), result) ||
        !broadcastInto(dropTrailing(v, 2), result))
      return incompatible("batch dimensions do not broadcast");
    int64_t queries = q[q.size() - 2], keys = k[k.size() - 2];
    result.push_back(queries);
    result.push_back(keys);
    if (inputShapes.size() == 4 &&
        (!broadcastInto(inputShapes[3], result) ||
         result[result.size() - 2] != queries || result.back() != keys))
      return incompatible("bias does not broadcast to [..., " +
                          std::to_string(queries) + ", " +
                          std::to_string(keys) + "]");
    result.back() = v.back();
    return Status::success();
  }
  case RefOp::Kind::Scale:
  case RefOp::Kind::CausalMask:
    if (inputShapes.size() != 1)
      return opError(op, "expected 1 input");
    result = inputShapes[0];
    return Status::success();
  case RefOp::Kind::Add: {
    if (inputShapes.size() != 2)
      return opError(op, "expected 2 inputs");
    // The addend stretches to x's shape; x itself never stretches.
    result = inputShapes[0];
    Shape broadcast = result;
    if (!broadcastInto(inputShapes[1], broadcast) || broadcast != result)
      return incompatible("the addend does not broadcast to " +
                          formatShape(result));
    return Status::success();
  }
  case RefOp::Kind::Opaque:
    break;
  }
  return opError(op, "opaque ops have no reference");
}

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

/// Runs `body(i)` for i in [0, count) on all hardware threads when the total
/// work (count * costPerItem multiply-adds) is worth it.
static void parallelFor(int64_t count, double costPerItem,
                        const std::function<void(int64_t)> &body) {
  int64_t threads = std::min<int64_t>(
      {int64_t(std::max(1u, std::thread::hardware_concurrency())), count,
       int64_t(double(count) * costPerItem / 1e6) + 1});
  if (threads <= 1) {
    for (int64_t i = 0; i < count; ++i)
      body(i);
    return;
  }
  int64_t chunk =
      std::max<int64_t>(1, int64_t(1e5 / std::max(costPerItem, 1.0)));
  std::atomic<int64_t> next{0};
  auto work = [&] {
    for (int64_t begin; (begin = next.fetch_add(chunk)) < count;)
      for (int64_t i = begin, end = std::min(begin + chunk, count); i < end;
           ++i)
        body(i);
  };
  std::vector<std::thread> pool;
  for (int64_t i = 1; i < threads; ++i)
    pool.emplace_back(work);
  work();
  for (std::thread &thread : pool)
    thread.join();
}

/// Element strides of the leading (batch) dimensions of a dense tensor of
/// `shape`, viewed as broadcast to `batch` (0 where broadcast). The trailing
/// `innerRank` dimensions are not batch dimensions.
static Shape getBatchStrides(const Shape &shape, size_t innerRank,
                             const Shape &batch) {
  size_t outerRank = shape.size() - innerRank;
  int64_t stride =
      getNumElements(Shape(shape.begin() + outerRank, shape.end()));
  Shape strides(batch.size(), 0);
  for (size_t i = 0; i < outerRank; ++i) {
    int64_t size = shape[outerRank - 1 - i];
    strides[batch.size() - 1 - i] = size == 1 ? 0 : stride;
    stride *= size;
  }
  return strides;
}

/// Returns the element offset of row-major batch index `linear` over `batch`.
static int64_t getBatchOffset(int64_t linear, const Shape &batch,
                              const Shape &strides) {
  int64_t offset = 0;
  for (size_t dim = batch.size(); dim-- > 0;) {
    offset += (linear % batch[dim]) * strides[dim];
    linear /= batch[dim];
  }
  return offset;
}

static double dot(const double *a, const double *b, int64_t size) {
  // Independent partial sums let the additions overlap (and vectorize).
  double sums[4] = {0, 0, 0, 0};
  int64_t i = 0;
  for (; i + 4 <= size; i += 4)
    for (int lane = 0; lane < 4; ++lane)
      sums[lane] += a[i + lane] * b[i + lane];
  for (; i < size; ++i)
    sums[0] += a[i] * b[i];
  return (sums[0] + sums[1]) + (sums[2] + sums[3]);
}

static void axpy(double alpha, const double *x, double *y, int64_t size) {
  for (int64_t i = 0; i < size; ++i)
    y[i] += alpha * x[i];
}

static void evaluateMatmul(const RefOp &op, const Tensor &lhs,
                           const Tensor &rhs, Tensor &result) {
  const Shape &shape = result.shape;
  Shape batch = dropTrailing(shape, 2);
  int64_t m = shape[shape.size() - 2], n = shape.back();
  int64_t k =
      op.transposeLhs ? lhs.shape[lhs.shape.size() - 2] : lhs.shape.back();
  Shape lhsStrides = getBatchStrides(lhs.shape, 2, batch);
  Shape rhsStrides = getBatchStrides(rhs.shape, 2, batch);
  double scale = op.scale.value_or(1.0);
  parallelFor(getNumElements(batch) * m, double(k * n), [&](int64_t row) {
    int64_t b = row / m, i = row % m;
    const double *a = lhs.data.data() + getBatchOffset(b, batch, lhsStrides);
    const double *w = rhs.data.data() + getBatchOffset(b, batch, rhsStrides);
    double *out = result.data.data() + row * n;
    std::vector<double> lhsRow(k);
    for (int64_t l = 0; l < k; ++l)
      lhsRow[l] = op.transposeLhs ? a[l * m + i] : a[i * k + l];
    for (int64_t j = 0; op.transposeRhs && j < n; ++j)
      out[j] = dot(lhsRow.data(), w + j * k, k);
    for (int64_t l = 0; !op.transposeRhs && l < k; ++l)
      axpy(lhsRow[l], w + l * n, out, n);
    for (int64_t j = 0; j < n; ++j)
      out[j] *= scale;
  });
}

/// Normalizes `row` (`size` values `stride` apart) to its safe softmax; an
/// all -inf row becomes 0.
static void softmaxInPlace(double *row, int64_t size, int64_t stride) {
  double maxValue = negInf, sum = 0;
  for (int64_t j = 0; j < size; ++j)
    maxValue = std::max(maxValue, row[j * stride]);
  for (int64_t j = 0; j < size; ++j) {
    double &value = row[j * stride];
    value = maxValue == negInf ? 0 : std::exp(value - maxValue);
    sum += value;
  }
  for (int64_t j = 0; sum != 0 && j < size; ++j)
    row[j * stride] /= sum;
}

static void evaluateSoftmax(const RefOp &op, const Tensor &input,
                            Tensor &result) {
  const Shape &shape = input.shape;
  size_t axis = op.axis < 0 ? op.axis + shape.size() : op.axis;
  int64_t size = shape[axis];
  int64_t inner = getNumElements(Shape(shape.begin() + axis + 1, shape.end()));
  result.data = input.data;
  if (size == 0 || inner == 0)
    return;
  int64_t slices = getNumElements(shape) / size;
  parallelFor(slices, double(size), [&](int64_t slice) {
    int64_t outer = slice / inner, in = slice % inner;
    softmaxInPlace(result.data.data() + outer * size * inner + in, size, inner);
  });
}

static void evaluateAttention(const RefOp &op,
                              const std::vector<const Tensor *> &inputs,
                              Tensor &result) {
  const Tensor &q = *inputs[0], &k = *inputs[1], &v = *inputs[2];
  const Tensor *bias = inputs.size() > 3 ? inputs[3] : nullptr;
  Shape batch = dropTrailing(result.shape, 2);
  int64_t queries = q.shape[q.shape.size() - 2],
          keys = k.shape[k.shape.size() - 2];
  int64_t headDim = q.shape.back(), valueDim = v.shape.back();
  Shape qStrides = getBatchStrides(q.shape, 2, batch);
  Shape kStrides = getBatchStrides(k.shape, 2, batch);
  Shape vStrides = getBatchStrides(v.shape, 2, batch);
  // The bias is indexed through broadcast strides of all its dimensions.
  Shape biasFull = batch;
  biasFull.push_back(queries);
  biasFull.push_back(keys);
  Shape biasStrides =
      bias ? getBatchStrides(bias->shape, 0, biasFull) : Shape();
  double scale = op.scale.value_or(1.0 / std::sqrt(double(headDim)));

  parallelFor(
      getNumElements(batch) * queries, double(keys * (headDim + valueDim)),
      [&](int64_t row) {
        int64_t b = row / queries, i = row % queries;
        const double *qRow =
            q.data.data() + getBatchOffset(b, batch, qStrides) + i * headDim;
        const double *kBase =
            k.data.data() + getBatchOffset(b, batch, kStrides);
        const double *vBase =
            v.data.data() + getBatchOffset(b, batch, vStrides);
        double *out = result.data.data() + row * valueDim;
        std::vector<double> scores(keys);
        for (int64_t j = 0; j < keys; ++j) {
          if (op.causal && j > i) {
            scores[j] = negInf;
            continue;
          }
          scores[j] = scale * dot(qRow, kBase + j * headDim, headDim);
          if (bias)
            scores[j] += bias->data[getBatchOffset(b, batch, biasStrides) +
                                    i * biasStrides[batch.size()] +
                                    j * biasStrides[batch.size() + 1]];
        }
        softmaxInPlace(scores.data(), keys, 1);
        for (int64_t j = 0; j < keys; ++j)
          if (scores[j] != 0)
            axpy(scores[j], vBase + j * valueDim, out, valueDim);
      });
}

static void evaluateScale(const RefOp &op, const Tensor &input,
                          Tensor &result) {
  for (size_t i = 0; i < input.data.size(); ++i)
    result.data[i] = input.data[i] * op.factor;
}

static void evaluateAdd(const Tensor &input, const Tensor &addend,
                        Tensor &result) {
  const Shape &shape = input.shape;
  if (shape.empty()) {
    result.data[0] = input.data[0] + addend.data[0];
    return;
  }
  // Rows along the last dimension; the addend is indexed through broadcast
  // strides (0 along stretched dims).
  int64_t size = shape.back();
  Shape strides = getBatchStrides(addend.shape, 0, shape);
  Shape outer = dropTrailing(shape, 1);
  Shape outerStrides = dropTrailing(strides, 1);
  int64_t step = strides.back();
  parallelFor(getNumElements(outer), double(size), [&](int64_t row) {
    const double *b =
        addend.data.data() + getBatchOffset(row, outer, outerStrides);
    const double *x = input.data.data() + row * size;
    double *out = result.data.data() + row * size;
    for (int64_t j = 0; j < size; ++j)
      out[j] = x[j] + b[j * step];
  });
}

static void evaluateCausalMask(const Tensor &input, bool strict,
                               Tensor &result) {
  const Shape &shape = input.shape;
  int64_t rows = shape[shape.size() - 2], cols = shape.back();
  result.data = input.data;
  if (rows == 0 || cols == 0)
    return;
  // Row `row` of the flattened tensor is query i = row % rows.
  int64_t numRows = getNumElements(shape) / cols;
  for (int64_t row = 0; row < numRows; ++row)
    for (int64_t j = row % rows + (strict ? 0 : 1); j < cols; ++j)
      result.data[row * cols + j] = negInf;
}

Status fusec::runtime::evaluateOp(const RefOp &op,
                                  const std::vector<const Tensor *> &inputs,
                                  Tensor &result) {
  std::vector<Shape> shapes;
  for (const Tensor *input : inputs) {
    if (!input || input->data.size() != size_t(getNumElements(input->shape)))
      return opError(op, "input tensor is missing or has the wrong size");
    shapes.push_back(input->shape);
  }
  Shape shape;
  if (Status s = inferShape(op, shapes, shape); s.failed())
    return s;
  result = Tensor(shape);
  switch (op.kind) {
  case RefOp::Kind::Matmul:
    evaluateMatmul(op, *inputs[0], *inputs[1], result);
    break;
  case RefOp::Kind::Softmax:
    evaluateSoftmax(op, *inputs[0], result);
    break;
  case RefOp::Kind::Attention:
    evaluateAttention(op, inputs, result);
    break;
  case RefOp::Kind::Scale:
    evaluateScale(op, *inputs[0], result);
    break;
  case RefOp::Kind::Add:
    evaluateAdd(*inputs[0], *inputs[1], result);
    break;
  case RefOp::Kind::CausalMask:
    evaluateCausalMask(*inputs[0], op.strict, result);
    break;
  case RefOp::Kind::Opaque:
    return opError(op, "opaque ops have no reference");
  }
  return Status::success();
}

/// Walks the reference graph checking shapes; evaluates it too when `values`
/// is given. Stops at the first opaque op unless evaluating.
static Status walkReference(const Manifest &manifest,
                            std::map<std::string, Tensor> *values) {
  if (manifest.hasUnresolvedDims())
    return Status::failure("the manifest has dimensions without values (" +
                           formatDims(manifest) + "): resolve them first");
  std::map<std::string, Shape> shapes;
  for (const BufferDesc &buffer : manifest.buffers)
    if (buffer.kind == BufferKind::Input)
      shapes[buffer.name] = buffer.shape;
  for (const RefOp &op : manifest.reference) {
    if (op.kind == RefOp::Kind::Opaque)
      return values ? opError(op, "opaque ops have no reference")
                    : Status::success();
    std::vector<Shape> inputShapes;
    std::vector<const Tensor *> inputs;
    for (const std::string &name : op.inputs) {
      auto shape = shapes.find(name);
      if (shape == shapes.end())
        return opError(op, "input '" + name + "' is not defined");
      inputShapes.push_back(shape->second);
      if (!values)
        continue;
      auto value = values->find(name);
      if (value == values->end())
        return opError(op, "no value for input '" + name + "'");
      inputs.push_back(&value->second);
    }
    Shape shape;
    if (Status s = inferShape(op, inputShapes, shape); s.failed())
      return s;
    const BufferDesc *buffer = manifest.lookupBuffer(op.output);
    if (buffer && buffer->shape != shape)
      return opError(op, "result shape " + formatShape(shape) +
                             " differs from buffer shape " +
                             formatShape(buffer->shape));
    shapes[op.output] = shape;
    if (!values)
      continue;
    Tensor result;
    if (Status s = evaluateOp(op, inputs, result); s.failed())
      return s;
    (*values)[op.output] = std::move(result);
  }
  return Status::success();
}

Status fusec::runtime::checkReference(const Manifest &manifest) {
  return walkReference(manifest, nullptr);
}

Status
fusec::runtime::evaluateReference(const Manifest &manifest,
                                  std::map<std::string, Tensor> &values) {
  return walkReference(manifest, &values);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

ErrorStats fusec::runtime::compareTensors(const Tensor &got,
                                          const Tensor &ref) {
  ErrorStats stats;
  if (got.data.size() != ref.data.size()) {
    stats.maxAbsError = stats.maxRelError =
        std::numeric_limits<double>::infinity();
    return stats;
  }
  double refNorm = 0;
  for (size_t i = 0; i < ref.data.size(); ++i) {
    double actual = got.data[i], expected = ref.data[i];
    if (!std::isnan(expected))
      refNorm = std::max(refNorm, std::fabs(expected));
    if (std::isnan(actual)) {
      stats.nanCount += !std::isnan(expected);
      continue;
    }
    double error = actual == expected ? 0 : std::fabs(actual - expected);
    stats.maxAbsError = std::max(
        stats.maxAbsError,
        std::isnan(error) ? std::numeric_limits<double>::infinity() : error);
  }
  stats.maxRelError = stats.maxAbsError / std::max(refNorm, 1e-6);
  return stats;
}

double fusec::runtime::getDefaultTolerance(DType type) {
  return type == DType::BF16 ? 2e-2 : 1e-2;
}
