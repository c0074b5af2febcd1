//===- Reference.h - CPU reference and host data ----------------*- C++ -*-===//
//
// Part of fusec. Depends only on the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// Host-side data for verifying fused kernels: 16-bit float conversions,
// strided buffer storage (random filling, gathering into dense tensors,
// packing to files), the double-precision reference of the manifest's
// reference ops, and error statistics.
//
// Reference op semantics (all tensors dense row-major, computed in double):
//  - matmul(lhs, rhs): lhs [..., M, K] ([..., K, M] if transpose_lhs), rhs
//    [..., K, N] ([..., N, K] if transpose_rhs); leading batch dims broadcast
//    like numpy; result [..., M, N] = scale * lhs . rhs.
//  - softmax(x, axis): exp(x - max) / sum(exp(x - max)) along `axis`; a slice
//    that is entirely -inf gives 0.
//  - attention(q, k, v[, bias]): q [..., N, d], k [..., Nk, d],
//    v [..., Nk, dv], bias broadcastable to [..., N, Nk]; batch dims of all
//    operands broadcast; result [..., N, dv] = softmax(scale * q.k^T + bias
//    + mask) . v, where with `causal` key j > query i is masked (-inf,
//    top-left aligned); a fully masked row gives 0.
//  - scale(x): x * factor, elementwise; any rank.
//  - add(x, b): x + b, with b broadcast to x's shape like numpy (b may have
//    fewer dims, and dims of size 1 stretch); the result has x's shape.
//  - causal_mask(x): x of rank >= 2; y[..., i, j] = -inf where j > i, else
//    x[..., i, j] (top-left aligned, also for non-square trailing dims).
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_RUNTIME_REFERENCE_H
#define FUSEC_RUNTIME_REFERENCE_H

#include "fusec/Runtime/Manifest.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace fusec {
namespace runtime {

//===----------------------------------------------------------------------===//
// Scalar conversions
//===----------------------------------------------------------------------===//

/// Rounds `value` to bfloat16 (round to nearest even; NaN stays a quiet NaN).
uint16_t floatToBF16(float value);
/// Widens a bfloat16 bit pattern exactly.
float bf16ToFloat(uint16_t bits);
/// Rounds `value` to IEEE half (round to nearest even, with subnormals;
/// overflow gives infinity; NaN stays a quiet NaN).
uint16_t floatToF16(float value);
/// Widens an IEEE half bit pattern exactly.
float f16ToFloat(uint16_t bits);

/// Rounds `value` to float dtype `type` (through float, then to 16 bits).
double roundToDType(double value, DType type);
/// Reads one element of float dtype `type` from `src`.
double loadElement(DType type, const void *src);
/// Rounds `value` to float dtype `type` and writes it to `dst`.
void storeElement(DType type, double value, void *dst);

//===----------------------------------------------------------------------===//
// Tensors and buffer storage
//===----------------------------------------------------------------------===//

using Shape = std::vector<int64_t>;

/// Returns the number of elements of `shape`.
int64_t getNumElements(const Shape &shape);
/// Formats `shape` as "[2,128,64]".
std::string formatShape(const Shape &shape);

/// A dense row-major double tensor.
struct Tensor {
  Shape shape;
  std::vector<double> data;

  Tensor() = default;
  /// Creates a tensor of `shape` with every element `fill`.
  explicit Tensor(Shape shape, double fill = 0);
  /// Creates a tensor of `shape` from row-major `data`.
  Tensor(Shape shape, std::vector<double> data);
};

/// Host copy of a buffer's device storage: every element its strided layout
/// spans (BufferDesc::getStorageBytes()), in the buffer's dtype.
using Storage = std::vector<uint8_t>;

/// Fills all of `storage` (resized to the buffer) with values uniform in
/// [-1, 1] rounded to the buffer's dtype. The stream comes from a
/// std::mt19937_64 seeded with (seed, hash of the buffer name), so each
/// buffer's values depend only on the seed and its name.
void fillRandom(const BufferDesc &buffer, uint64_t seed, Storage &storage);

/// Reads the logical tensor out of a buffer's strided storage.
Tensor gatherTensor(const BufferDesc &buffer, const Storage &storage);

/// Returns the logical tensor as dense row-major bytes in the buffer's dtype
/// (the format of --input / --dump-output files).
std::vector<uint8_t> packDense(const BufferDesc &buffer,
                               const Storage &storage);
/// Writes dense row-major bytes (as produced by packDense) into the strided
/// storage; fails if the size is not getNumElements() * element width.
Status unpackDense(const BufferDesc &buffer, const std::vector<uint8_t> &dense,
                   Storage &storage);

//===----------------------------------------------------------------------===//
// Reference ops
//===----------------------------------------------------------------------===//

/// Computes the result shape of `op` from its input shapes, or fails with a
/// message located at the op.
Status inferShape(const RefOp &op, const std::vector<Shape> &inputShapes,
                  Shape &result);

/// Evaluates one non-opaque op in double precision (multithreaded).
Status evaluateOp(const RefOp &op, const std::vector<const Tensor *> &inputs,
                  Tensor &result);

/// Checks the manifest's reference graph: every op well-shaped, and every op
/// that writes a buffer produces the buffer's shape. Opaque ops are skipped.
/// Like evaluateReference, fails on a manifest with unresolved dimensions
/// (see resolveDims).
Status checkReference(const Manifest &manifest);

/// Evaluates the manifest's reference graph. `values` must hold a tensor for
/// every input buffer; each op's output is added to it by name.
Status evaluateReference(const Manifest &manifest,
                         std::map<std::string, Tensor> &values);

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

/// How far a result is from its reference.
struct ErrorStats {
  /// max_i |got_i - ref_i| over elements where got is not NaN.
  double maxAbsError = 0;
  /// Normwise: maxAbsError / max(max_i |ref_i|, 1e-6).
  double maxRelError = 0;
  /// Elements that are NaN in got but not in ref.
  int64_t nanCount = 0;
};

/// Compares two tensors of the same shape.
ErrorStats compareTensors(const Tensor &got, const Tensor &ref);

/// Default bound on ErrorStats::maxRelError for an output of `type`:
/// 2e-2 for bf16, 1e-2 for f16, f32 and f64 (f32 results may come from
/// 16-bit inputs through tensor cores).
double getDefaultTolerance(DType type);

} // namespace runtime
} // namespace fusec

#endif // FUSEC_RUNTIME_REFERENCE_H
