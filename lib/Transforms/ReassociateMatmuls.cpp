//===- ReassociateMatmuls.cpp - matrix-chain ordering by the roofline -----===//
//
// (A . B) . C = A . (B . C): when the first product feeds only the second
// matmul, directly, the roofline model (seed 003) prices both orders as two
// GEMMs each and the cheaper one is kept. Every considered pair is recorded
// in `fusec.rewrites` with both predictions, applied or not.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <array>

namespace mlir::fuse {
#define GEN_PASS_DEF_REASSOCIATEMATMULSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

namespace {
/// Y = (A . B) . C with A: M x K, B: K x N, C: N x P (as read, after the
/// transposes), over `batch` equal batch points.
struct MatmulPair {
  MatmulOp inner, outer;
  int64_t m = 0, k = 0, n = 0, p = 0, batch = 1;
  unsigned dtypeBytes = 2;
};

/// One order's prediction: two GEMMs, each priced by the roofline.
struct OrderCost {
  double flops = 0, seconds = 0;
};

/// Both orders' predictions.
struct OrderCosts {
  OrderCost asWritten, reassociated;
};
} // namespace

/// Rows and columns of a matmul operand as read (after its transpose).
static std::pair<int64_t, int64_t> readShape(RankedTensorType ty,
                                             bool transposed) {
  int64_t r = ty.getDimSize(ty.getRank() - 2), c = ty.getDimSize(ty.getRank() - 1);
  return transposed ? std::make_pair(c, r) : std::make_pair(r, c);
}

/// Matches `outer` = (A . B) . C where A . B has no other use; nullopt when
/// the pair cannot be reassociated (dynamic shapes, broadcast batches,
/// mixed element types, the intermediate read transposed).
static std::optional<MatmulPair> matchPair(MatmulOp outer) {
  auto inner = outer.getLhs().getDefiningOp<MatmulOp>();
  if (!inner || !inner.getResult().hasOneUse() || outer.getTransposeLhs())
    return std::nullopt;
  SmallVector<RankedTensorType> types = {
      inner.getLhs().getType(), inner.getRhs().getType(),
      outer.getRhs().getType(), inner.getResult().getType(),
      outer.getResult().getType()};
  Type elt = types[0].getElementType();
  int64_t rank = types[0].getRank();
  for (RankedTensorType ty : types) {
    if (!ty.hasStaticShape() || ty.getRank() != rank)
      return std::nullopt;
    if (ty.getShape().drop_back(2) != types[0].getShape().drop_back(2))
      return std::nullopt;
  }
  // One element type for the operands and the intermediate: the new
  // intermediate B . C takes it and stays a tensor-core operand.
  for (RankedTensorType ty : ArrayRef(types).drop_back())
    if (ty.getElementType() != elt)
      return std::nullopt;
  MatmulPair pair{inner, outer};
  auto [m, k] = readShape(types[0], inner.getTransposeLhs());
  auto [k2, n] = readShape(types[1], inner.getTransposeRhs());
  auto [n2, p] = readShape(types[2], outer.getTransposeRhs());
  if (k != k2 || n != n2)
    return std::nullopt;
  pair.m = m, pair.k = k, pair.n = n, pair.p = p;
  for (int64_t e : types[0].getShape().drop_back(2))
    pair.batch *= e;
  pair.dtypeBytes = std::max(1u, elt.getIntOrFloatBitWidth() / 8);
  return pair;
}

/// The roofline time of GEMMs (rows x depth) . (depth x cols), each matrix
/// moved once, summed over `gemms` = {rows, depth, cols} triples.
static OrderCost price(const cost::GpuSpec &gpu, const MatmulPair &pr,
                       ArrayRef<std::array<double, 3>> gemms) {
  OrderCost total;
  for (auto [rows, depth, cols] : gemms) {
    double flops = 2.0 * rows * depth * cols * pr.batch;
    double bytes = (rows * depth + depth * cols + rows * cols) * pr.batch *
                   pr.dtypeBytes;
    total.flops += flops;
    total.seconds +=
        cost::estimateRoofline(gpu, pr.dtypeBytes, flops, bytes, 1).seconds;
  }
  return total;
}

static OrderCosts price(const cost::GpuSpec &gpu, const MatmulPair &pr) {
  double m = pr.m, k = pr.k, n = pr.n, p = pr.p;
  return {price(gpu, pr, {{m, k, n}, {m, n, p}}),
          price(gpu, pr, {{k, n, p}, {m, k, p}})};
}

/// Rewrites the pair to A . (B . C); the scales multiply onto the outer
/// matmul.
static void reassociate(MatmulPair &pr) {
  MatmulOp inner = pr.inner, outer = pr.outer;
  OpBuilder b(outer);
  RankedTensorType tTy = inner.getResult().getType();
  SmallVector<int64_t> xShape(tTy.getShape().drop_back(2));
  xShape.append({pr.k, pr.p});
  auto xTy = RankedTensorType::get(xShape, tTy.getElementType());
  auto unit = [&](bool set) { return set ? b.getUnitAttr() : UnitAttr(); };
  auto x = MatmulOp::create(b, inner.getLoc(), xTy, inner.getRhs(),
                            outer.getRhs(), unit(inner.getTransposeRhs()),
                            unit(outer.getTransposeRhs()), FloatAttr());
  double scale = inner.getScaleValue() * outer.getScaleValue();
  auto y = MatmulOp::create(
      b, outer.getLoc(), outer.getResult().getType(), inner.getLhs(),
      x.getResult(), unit(inner.getTransposeLhs()), UnitAttr(),
      scale != 1.0 ? b.getF64FloatAttr(scale) : FloatAttr());
  outer.getResult().replaceAllUsesWith(y.getResult());
  outer.erase();
  inner.erase();
}

namespace {
struct ReassociateMatmulsPass
    : public mlir::fuse::impl::ReassociateMatmulsPassBase<
          ReassociateMatmulsPass> {
  using ReassociateMatmulsPassBase::ReassociateMatmulsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<cost::GpuSpec> spec =
        targetGpuOrError(module, "fuse-reassociate-matmuls", gpu);
    if (!spec)
      return signalPassFailure();
    SmallVector<MatmulPair> pairs;
    module.walk([&](MatmulOp outer) {
      if (std::optional<MatmulPair> pr = matchPair(outer))
        pairs.push_back(*pr);
    });
    // A longer chain ((A.B).C).D offers overlapping pairs: once one is
    // rewritten, the pairs that shared its ops are not looked at again.
    llvm::DenseSet<Operation *> rewritten;
    for (MatmulPair &pr : pairs) {
      if (rewritten.contains(pr.inner) || rewritten.contains(pr.outer))
        continue;
      OrderCosts c = price(*spec, pr);
      bool apply = c.reassociated.seconds < c.asWritten.seconds;
      std::string reason = llvm::formatv(
          "(A.B).C with A {0}x{1}, B {1}x{2}, C {2}x{3}{4}: as written "
          "{5:e2} FLOP, roofline {6:f1} us; as A.(B.C) {7:e2} FLOP, "
          "roofline {8:f1} us on {9}: {10}",
          pr.m, pr.k, pr.n, pr.p,
          pr.batch > 1 ? llvm::formatv(", batch {0}", pr.batch).str() : "",
          c.asWritten.flops, c.asWritten.seconds * 1e6,
          c.reassociated.flops, c.reassociated.seconds * 1e6, spec->name,
          apply ? "reassociated to A.(B.C)" : "kept as written");
      if (emitRemarks)
        emitRemark(pr.outer.getLoc()) << "fusec reassociation: " << reason;
      MLIRContext *ctx = &getContext();
      appendRewriteRecord(
          module,
          ReassociateRecordAttr::get(
              ctx, locationString(pr.outer.getLoc()), functionNameOf(pr.outer),
              pr.m, pr.k, pr.n, pr.p, pr.batch,
              ReassociationPairAttr::get(ctx, c.asWritten.flops,
                                         c.reassociated.flops),
              ReassociationPairAttr::get(ctx, c.asWritten.seconds * 1e6,
                                         c.reassociated.seconds * 1e6),
              apply, reason));
      if (apply) {
        rewritten.insert(pr.inner);
        rewritten.insert(pr.outer);
        reassociate(pr);
      }
    }
  }
};
} // namespace
