//===- Raiser.h - the raising of one function to fuse -----------*- C++ -*-===//
//
// The Raiser, which runs the steps of fuse-raise-linalg over one function,
// and the small helpers that several steps share. RaiseLinalg.cpp describes
// the steps and the file each one's member functions are defined in; the
// helpers and the Raiser's tracking are defined in ImportUtils.cpp.
// Internal to lib/Import.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_IMPORT_RAISER_H
#define FUSEC_LIB_IMPORT_RAISER_H

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <utility>

namespace mlir::fuse::import {

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

/// Starts the error for an op that cannot be raised; the caller streams the
/// reason. `name` is the op's name before generalization.
InFlightDiagnostic cannotRaise(Location loc, StringRef name);

/// The same for `op` under its own name.
InFlightDiagnostic cannotRaise(Operation *op);

/// All indexing maps of `op`.
SmallVector<AffineMap> mapsOf(AggregateOp op);

/// `names` as StringRefs (for the aggregate builder).
SmallVector<StringRef> refs(ArrayRef<std::string> names);

/// Whether `type` is a ranked tensor of floats.
bool isFloatTensor(Type type);

/// The scalar every element of `tensor` holds, as an attribute of
/// `elementType`: a splat constant or a linalg.fill of a constant, possibly
/// reshaped, or `tensor` itself when it is a constant scalar. Null
/// otherwise.
TypedAttr getSplatScalar(Value tensor, Type elementType);

/// An element `scale * a * b` of two body arguments, possibly extended.
struct Product {
  BlockArgument lhs, rhs;
  double scale = 1.0;
};

/// Matches `v` as a product of two distinct block arguments of `block`
/// (through arith.extf), optionally times a constant.
std::optional<Product> matchProduct(Value v, Block *block);

/// Whether `op` reduces and its element is a product of two inputs.
bool isContraction(AggregateOp op);

/// Dimension names: for a contraction the roles (b0.., i, j for the kept
/// dimensions, k or k0.. for the reduced ones), otherwise d0, d1, ....
SmallVector<std::string> dimNames(unsigned numKept, unsigned numReduced,
                                  bool contraction);

/// The reassociation that expands a tensor to one with unit dimensions
/// where `unit` is set: each unit dimension joins the group of a
/// neighbouring kept one (leading ones the first kept one's).
SmallVector<ReassociationIndices> unitGroups(ArrayRef<bool> unit);

/// Checks that every tensor operand and result of `op` is ranked and not
/// empty. Dynamic extents (`?`) are size symbols, as in the fuse dialect.
LogicalResult checkStaticTensors(Operation *op, StringRef name);

/// Whether `op` only moves elements: a fill, or a copy / transpose /
/// broadcast (a generic whose body yields inputs unchanged). Such ops fold
/// into their readers' maps later, whatever their layout.
bool movesOnly(Operation *op);

/// `m` simplified with the extents `sizes` of its dims: `x floordiv c` is
/// 0 and `x mod c` is x where 0 <= x < c (a reshape composed with its
/// inverse).
AffineMap simplifyWithSizes(AffineMap m, ArrayRef<int64_t> sizes);

/// Whether a tensor.expand_shape / tensor.collapse_shape is a view fusec
/// folds into maps: in every group of the expanded side only the first
/// non-unit (outermost) dim may be dynamic, so that the strides are
/// constants ([?, 16] <-> ? is `d0 * 16 + d1` / `d floordiv 16, d mod 16`;
/// [1, ?] <-> ? reads the unit dim as 0).
bool isFoldableReshape(Operation *op);

/// The map from the indices of a static tensor.expand_shape /
/// tensor.collapse_shape result to the indices of its source. Unit
/// dimensions always index 0: they drop out of linearized expressions, and a
/// unit dimension that corresponds to a unit dimension reads it as itself.
AffineMap reshapeMap(Operation *op);

/// Why a tensor.extract_slice cannot fold into its readers' maps, or an
/// empty string when it can: static offsets and sizes, unit strides, a
/// static source (the offsets add to the readers' indices, so the window
/// must be known to lie inside the source).
std::string sliceRefusal(tensor::ExtractSliceOp op);

/// The op on the collapsed side of `reshape` when it joins two computations
/// that spell their batch dimensions differently (BatchLayouts.cpp): a
/// tensor.collapse_shape of a computed value read by `reader`, or a
/// tensor.expand_shape of a linalg op's result read by a computation, that
/// merges only batch dimensions of that op. Null otherwise.
linalg::LinalgOp collapsedSideOfJoin(Operation *reshape,
                                     Operation *reader = nullptr);

/// Brings the softmax side of such joins to the batch layout of the
/// contractions around it, where the P V contraction's result is not
/// expanded back (`resultExpanded`): its ops' batch loops are collapsed.
void collapseSoftmaxBatchLayouts(
    func::FuncOp func, IRRewriter &rewriter,
    llvm::function_ref<bool(Operation *)> resultExpanded);

//===----------------------------------------------------------------------===//
// The raising of one function
//===----------------------------------------------------------------------===//

class Raiser {
public:
  Raiser(func::FuncOp func, bool wideAccumulation)
      : func(func), rewriter(func.getContext()),
        wideAccumulation(wideAccumulation) {}

  /// Raises the function; on failure an error has been emitted.
  LogicalResult run();

private:
  LogicalResult fuseNonFloatProducers();
  void propagateReshapes();
  LogicalResult raiseOp(Operation *op);
  LogicalResult raiseGeneric(linalg::GenericOp op, StringRef name);
  LogicalResult raiseSoftmax(linalg::SoftmaxOp op);
  LogicalResult foldResultCast(tensor::CastOp op);
  void relayoutThroughViews();
  bool canRelayout(AggregateOp op) const;
  AggregateOp relayout(AggregateOp op, AffineMap view,
                       ArrayRef<int64_t> shape);
  void foldViews();
  void dropUnreadUnitDims(AggregateOp &op);
  void carryElementwise();
  void splitGroupedDims();
  bool readsElementwise(Operation *view) const;
  void normalizeLogSumExp();
  void orientContractions();
  void formSurfaceOps();
  void materializeLeftovers();
  void eraseDeadOps();

  bool isRaised(Operation *op) const { return op && raisedSet.contains(op); }
  bool isRaisedElementwise(Operation *op) const;
  bool isCopy(AggregateOp op) const;
  std::optional<std::pair<Value, AffineMap>> viewOf(Value v) const;
  bool shouldCarry(AggregateOp consumer, unsigned operand) const;
  /// Whether `v` is a reduction's result or an elementwise function of one.
  bool isStatistic(Value v) const;
  AggregateOp carry(AggregateOp consumer, unsigned operand);
  std::optional<MatmulOp> tryMatmul(AggregateOp op);
  void track(AggregateOp op) {
    raised.push_back(op);
    raisedSet.insert(op);
  }
  void replaceTracked(AggregateOp oldOp, Operation *newOp);

  func::FuncOp func;
  IRRewriter rewriter;
  /// Whether a sum into a 16-bit float output accumulates in f32 and rounds
  /// once (see normalizeFrontendIdioms).
  bool wideAccumulation;
  /// Aggregates created by the raising, in program order (null once erased
  /// or replaced by a surface op). Only these are rewritten.
  SmallVector<AggregateOp> raised;
  llvm::DenseSet<Operation *> raisedSet;
  /// Set while relayout computes a value the function returns through a
  /// view: chain candidates may change layout then (else the view is a copy
  /// kernel of its own).
  bool relayoutForResult = false;
  /// Aggregates `relayout` replaced, producers first: erased in reverse
  /// (readers first) once the view is gone.
  SmallVector<Operation *> relayoutDead;
  /// The expand_shape ops restoring dropped unit dimensions.
  SmallVector<tensor::ExpandShapeOp> unitExpansions;
};

} // namespace mlir::fuse::import

#endif // FUSEC_LIB_IMPORT_RAISER_H
