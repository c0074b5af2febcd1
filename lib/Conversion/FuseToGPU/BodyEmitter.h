//===- BodyEmitter.h - aggregate bodies as scalar kernel code ---*- C++ -*-===//
//
// Private to the kernel generators: emits the scalar computation of an
// aggregate body at a point of its iteration space, reading inputs from
// memrefs, folding nested fuse.reduce ops as loops.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_BODYEMITTER_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_BODYEMITTER_H

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::fuse {

/// Emits the scalar computation of aggregate bodies at a point of the
/// iteration space, reading inputs from memrefs.
class BodyEmitter {
public:
  BodyEmitter(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  /// Loads `memref` at `map(ivs)`; a gathered input (a map with no results
  /// on a memref of rank > 0) is the memref itself, read by the body.
  Value load(Value memref, AffineMap map, ValueRange ivs) {
    if (map.getNumResults() == 0 &&
        cast<MemRefType>(memref.getType()).getRank() > 0)
      return memref;
    SmallVector<Value> idx;
    for (AffineExpr e : map.getResults())
      idx.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, e), ivs));
    return memref::LoadOp::create(b, loc, memref, idx);
  }

  /// Clones, once, the constants that `op` (or ops nested in it) uses from
  /// outside the body: the greedy rewriter hoists them to the host function.
  void materializeConstants(Operation *op, IRMapping &mapping) {
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        Operation *def = v.getDefiningOp();
        if (mapping.contains(v) || !def || !def->hasTrait<OpTrait::ConstantLike>() ||
            def->isAncestor(inner) || isa<gpu::GPUFuncOp>(def->getParentOp()))
          continue;
        if (op->isAncestor(def))
          continue;
        mapping.map(v, b.clone(*def)->getResult(0));
      }
    });
  }

  /// Emits `body` at `ivs`, its block arguments bound to `args`; fuse.index
  /// reads `ivs`, nested fuse.reduce ops become loops. Returns the yielded
  /// values. `memrefOf` maps tensors captured by nested reduces to memrefs.
  SmallVector<Value> emit(Block &body, ValueRange args, ValueRange ivs,
                          const llvm::DenseMap<Value, Value> &memrefOf,
                          const IRMapping *precomputed = nullptr) {
    IRMapping mapping = emitMapping(body, args, ivs, memrefOf, precomputed);
    return llvm::to_vector(
        llvm::map_range(body.getTerminator()->getOperands(),
                        [&](Value v) { return mapping.lookupOrDefault(v); }));
  }

  /// As emit, but returns the mapping of every body value to its emitted
  /// counterpart. Values in `precomputed` are taken as given (their defining
  /// ops are not emitted; a body argument there is not taken from `args`).
  IRMapping emitMapping(Block &body, ValueRange args, ValueRange ivs,
                        const llvm::DenseMap<Value, Value> &memrefOf,
                        const IRMapping *precomputed = nullptr) {
    IRMapping mapping;
    if (precomputed)
      mapping = *precomputed;
    for (auto [arg, value] : llvm::zip(body.getArguments(), args))
      if (!mapping.contains(arg))
        mapping.map(arg, value);
    for (Operation &op : body) {
      materializeConstants(&op, mapping);
      if (op.hasTrait<OpTrait::IsTerminator>())
        break;
      if (op.getNumResults() == 1 && mapping.contains(op.getResult(0)))
        continue;
      if (auto index = dyn_cast<IndexOp>(op)) {
        mapping.map(index.getResult(), ivs[index.getDim()]);
      } else if (auto reduce = dyn_cast<ReduceOp>(op)) {
        mapping.map(reduce.getResult(),
                    emitReduce(reduce, mapping, ivs, memrefOf));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(op);
                 extract && isa<MemRefType>(
                                mapping.lookupOrDefault(extract.getTensor())
                                    .getType())) {
        mapping.map(extract.getResult(),
                    gather(mapping.lookup(extract.getTensor()),
                           llvm::to_vector(llvm::map_range(
                               extract.getIndices(), [&](Value v) {
                                 return mapping.lookupOrDefault(v);
                               }))));
      } else {
        b.clone(op, mapping);
      }
    }
    return mapping;
  }

  /// Folds `monoid` over the loop nest `sizes`, starting from `init`; at each
  /// point `element(allIvs)` yields the element to embed.
  /// With `yieldsState`, `element` yields whole states (no embedding).
  /// With a `lane`, the innermost loop visits only lane, lane + 32, ...:
  /// the part of the fold one lane of a warp takes.
  SmallVector<Value>
  fold(MonoidAttrInterface monoid, ArrayRef<int64_t> sizes, ValueRange init,
       ValueRange outerIvs,
       function_ref<SmallVector<Value>(ValueRange allIvs)> element,
       bool yieldsState = false, Value lane = {}) {
    SmallVector<Value> ivs(outerIvs);
    return foldFrom(monoid, sizes, init, ivs, element, yieldsState, lane);
  }

private:
  /// Loads `memref` (a gathered input) at `indices`, each clamped into
  /// [0, extent - 1]: an index out of range reads the nearest element
  /// instead of faulting (frontends guard them with asserts, dropped).
  Value gather(Value memref, SmallVector<Value> indices) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    for (auto [r, index] : llvm::enumerate(indices)) {
      Value extent = memref::DimOp::create(b, loc, memref, r);
      Value last = arith::SubIOp::create(
          b, loc, extent, arith::ConstantIndexOp::create(b, loc, 1));
      index = arith::MaxSIOp::create(b, loc, index, zero);
      index = arith::MinSIOp::create(b, loc, index, last);
    }
    return memref::LoadOp::create(b, loc, memref, indices);
  }

  SmallVector<Value>
  foldFrom(MonoidAttrInterface monoid, ArrayRef<int64_t> sizes,
           ValueRange state, SmallVectorImpl<Value> &ivs,
           function_ref<SmallVector<Value>(ValueRange)> element,
           bool yieldsState, Value lane) {
    TypeRange types = state.getTypes();
    if (sizes.empty()) {
      SmallVector<Value> e =
          yieldsState ? element(ivs)
                      : monoid.buildEmbed(b, loc, element(ivs), TypeRange(types));
      return monoid.buildCombine(b, loc, state, e);
    }
    bool split = lane && sizes.size() == 1;
    Value lb = split ? lane : arith::ConstantIndexOp::create(b, loc, 0);
    Value ub = arith::ConstantIndexOp::create(b, loc, sizes.front());
    Value step = arith::ConstantIndexOp::create(b, loc, split ? 32 : 1);
    auto loop = scf::ForOp::create(b, loc, lb, ub, step, state);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ivs.push_back(loop.getInductionVar());
    SmallVector<Value> next =
        foldFrom(monoid, sizes.drop_front(), loop.getRegionIterArgs(), ivs,
                 element, yieldsState, lane);
    ivs.pop_back();
    scf::YieldOp::create(b, loc, next);
    return loop.getResults();
  }

  Value emitReduce(ReduceOp reduce, IRMapping &mapping, ValueRange outerIvs,
                   const llvm::DenseMap<Value, Value> &memrefOf) {
    MonoidAttrInterface monoid = reduce.getMonoidAttr();
    Type ty = reduce.getResult().getType();
    SmallVector<Value> init = monoid.buildIdentity(b, loc, TypeRange{ty});
    SmallVector<Value> out = fold(
        monoid, reduce.getDimSizes(), init, outerIvs, [&](ValueRange all) {
          SmallVector<Value> args;
          for (auto [in, m] :
               llvm::zip(reduce.getInputs(), reduce.getIndexingMaps()))
            args.push_back(load(memrefOf.lookup(mapping.lookupOrDefault(in)),
                                cast<AffineMapAttr>(m).getValue(), all));
          return emit(reduce.getBody().front(), args, all, memrefOf);
        });
    return out.front();
  }

  OpBuilder &b;
  Location loc;
};


} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_BODYEMITTER_H
