//===- ContractionMatch.h - the GEMM generator's match ----------*- C++ -*-===//
//
// What the tensor-core GEMM generator (ContractionKernel.cpp), its config
// (ContractionConfig.cpp), its kernels (GemmKernel.h) and its match
// (ContractionMatch.cpp) share.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_CONTRACTIONMATCH_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_CONTRACTIONMATCH_H

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/AffineMap.h"

#include <optional>
#include <string>

namespace mlir::fuse {

/// The grid's y and z limit (column tiles, batch points).
inline constexpr int64_t kMaxGridYZ = 65535;

/// What the generator needs to know about a matched contraction. The rows
/// (i) are the dims only A reads, the columns (j) the dims only B reads,
/// each group linearized row-major (outer dims first): a matmul whose
/// output is written per head ([B, H, N, d] from [B*N, H*d] rows and
/// columns) is one GEMM of B*N x H*d. The maps are in "GEMM space": the
/// first dim of each group holds the linear index, the others are unused.
struct ContractionMatch {
  Value a, b;
  AffineMap aMap, bMap;
  double scale = 1.0;
  int64_t iDim = -1, jDim = -1, kDim = -1;
  SmallVector<int64_t> iGroup, jGroup;
  SmallVector<int64_t> batchDims;
  /// m is kDynamic when the outermost row dim is; mFactor is the product
  /// of the other (static) row dims.
  int64_t m = 0, n = 0, k = 0, mFactor = 1;
  /// B stored [..., n, k] (k contiguous) instead of [..., k, n].
  bool bTransposed = false;
  /// A stored [..., k, m] (m contiguous: A^T B, both operands MN-major)
  /// instead of [..., m, k].
  bool aTransposed = false;
  /// f32 operands read as tf32 (the module's f32 precision is tf32): the
  /// mma.sync m16n8k8 kernel.
  bool tf32 = false;
  /// f32 operands read exactly (--f32-precision=ieee): the tiled FMA
  /// kernel on the CUDA cores (gemm_simt).
  bool simt = false;
};

/// The contraction the tensor-core GEMM generator builds for `op`, if any
/// (ContractionMatch.cpp); when `op` is a sum of products of two inputs
/// that it does not take, `whyOut` says what keeps it out.
std::optional<ContractionMatch> matchContraction(AggregateOp op,
                                                 std::string *whyOut = nullptr);

/// The axes of A's and B's tensors along which their TMA boxes run (the
/// box's rows: A's rows or, MN-major, its k; B's columns or, MN-major,
/// its k), when the copy engine can load both tiles.
struct GemmTmaAxes {
  int64_t a = 0, b = 0;
};

/// Both operands' TMA box axes (ContractionMatch.cpp), when each tile is a
/// box of its tensor in GEMM space.
std::optional<GemmTmaAxes> gemmTmaAxes(const ContractionMatch &mt);

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_CONTRACTIONMATCH_H
