//===- F32Precision.cpp - f32 contractions onto the tensor cores ----------===//
//
// `--f32-precision=tf32`: the choice is recorded on the module
// (`fuse.f32_precision`), and the GEMM generator takes f32 contractions on
// mma.sync's tf32 MMAs (the operands truncated to tf32 as the tensor cores
// read them, f32 accumulation); nothing is rewritten.
//
// `--f32-precision=bf16`: each f32 operand of a fuse.matmul that is read from
// memory (a function argument, or a value a kernel writes) is rounded to
// bf16 by an elementwise fuse.map, so that the contraction takes the
// tensor-core kernels (bf16 operands, f32 accumulation). The map is an
// ordinary elementwise op: the planner fuses it into the epilogue of the
// kernel that computes the value where it can (GELU's output before the
// MLP's down projection), else it is a small copy kernel. Values a fused
// chain computes on chip from a softmax (attention's P) are left alone:
// the kernel rounds them itself.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_F32PRECISIONPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Whether `v` is computed, through elementwise ops, from a softmax or from
/// a reduction that is not a contraction (the max and sum of a softmax
/// written out): the normalized values a fused attention keeps on chip.
static bool isSoftmaxValue(Value v) {
  SmallVector<Value> work{v};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (isa<SoftmaxOp>(def))
      return true;
    if (auto map = dyn_cast<MapOp>(def)) {
      work.append(map.getInputs().begin(), map.getInputs().end());
      continue;
    }
    auto agg = dyn_cast<AggregateOp>(def);
    if (!agg)
      continue;
    if (agg.getReduceDims().empty()) {
      work.append(agg.getInputs().begin(), agg.getInputs().end());
      continue;
    }
    // A sum of products is a matmul's value; any other reduction (a max, a
    // sum of exponentials) a softmax statistic.
    Value e = agg.getBody().front().getTerminator()->getOperand(0);
    while (auto ext = e.getDefiningOp<arith::ExtFOp>())
      e = ext.getIn();
    if (!isa<AddMonoidAttr>(agg.getMonoid()) ||
        !e.getDefiningOp<arith::MulFOp>())
      return true;
  }
  return false;
}

namespace {
struct F32PrecisionPass
    : public mlir::fuse::impl::F32PrecisionPassBase<F32PrecisionPass> {
  using F32PrecisionPassBase::F32PrecisionPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (precision != "ieee" && precision != "bf16" && precision != "tf32") {
      module.emitError("fuse-f32-precision: unknown precision '")
          << precision << "' (expected ieee, tf32 or bf16)";
      return signalPassFailure();
    }
    // The default leaves the module as it is; another choice is recorded.
    if (precision == "ieee")
      return;
    module->setAttr("fuse.f32_precision", StringAttr::get(ctx, precision));
    if (precision == "tf32")
      return;
    Type bf16 = BFloat16Type::get(ctx);
    DenseMap<Value, Value> rounded;
    module.walk([&](MatmulOp mm) {
      for (OpOperand &operand : mm->getOpOperands()) {
        Value v = operand.get();
        auto ty = dyn_cast<RankedTensorType>(v.getType());
        if (!ty || !ty.getElementType().isF32() || isSoftmaxValue(v))
          continue;
        Value &bf = rounded[v];
        if (!bf) {
          OpBuilder b(ctx);
          if (Operation *def = v.getDefiningOp())
            b.setInsertionPointAfter(def);
          else
            b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
          Location loc = v.getLoc();
          auto map = MapOp::create(b, loc, ty.clone(bf16), ValueRange{v});
          Block *body = b.createBlock(&map.getBody(), {}, {ty.getElementType()},
                                      {loc});
          b.setInsertionPointToStart(body);
          YieldOp::create(b, loc,
                          castFloat(b, loc, body->getArgument(0), bf16));
          bf = map.getResult();
        }
        operand.set(bf);
      }
    });
  }
};
} // namespace
