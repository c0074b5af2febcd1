//===- F32Precision.cpp - f32 contractions onto the tensor cores ----------===//
//
// `--f32-precision=tf32`: the choice is recorded on the module
// (`fuse.f32_precision`), and the GEMM generator takes f32 contractions on
// the tensor cores' tf32 MMAs (f32 accumulation). wgmma's tf32 form reads
// both operands k-major; an operand stored the other way (B of A B stored
// [k, n], A of A^T B stored [k, m]) is copied k-major first by a
// transposing fuse.aggregate when the GEMM is large enough for the copy
// to pay (kMinRowsForKMajorCopy), else the GEMM takes mma.sync's m16n8k8,
// which reads either layout.
//
// `--f32-precision=3xtf32`: as tf32, and each f32 product A B becomes
// (A_lo B_hi + A_hi B_lo) + A_hi B_hi, three tf32 GEMMs, with x_hi = x
// rounded to the nearest tf32 and x_lo = x - x_hi (exact) rounded to tf32
// too (the tensor cores truncate; rounded, no bias accumulates along k):
// what is lost, x_lo's rounding and the dropped A_lo B_lo, is about 2^-22
// of each product, near f32's accuracy. The sums are elementwise maps
// the GEMMs take as epilogues. Attention's products too: under 3xtf32 an
// f32 chain is not fused (fuse-plan-chains: its fused kernel would be
// untiled, its GEMMs are not); under tf32 it is, on the online softmax's
// tf32 MMAs.
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

/// The fewest rows of the other operand (A's m for B, B's n for A) for
/// which a k-major copy of an f32 operand stored MN-major pays under tf32.
/// Measured on an H200 (bench/results/2026-11-28-h200-tf32.md, 4096^3):
/// wgmma saves about 7 fs per multiply-add over mma.sync (0.35 against
/// 1.30 ms). The copy took 7.2 ps per element when it was one thread per
/// element (0.12 ms for 4096^2), so that it paid from m = 7.2e-12 / 2 /
/// 7e-15, about 520; as the tiled_transpose kernel it takes 2.3 ps
/// (0.038 ms, bench/results/2026-11-29-h200-tiled-transpose.md), which
/// moves that point to about 160 rows. It stays at 512: the copy is a
/// launch of its own, a few microseconds that decide at the sizes between,
/// which no measurement has priced yet.
static constexpr int64_t kMinRowsForKMajorCopy = 512;

/// A builder placed right after `v`'s definition (or at the start of the
/// block of a block argument).
static OpBuilder builderAfter(Value v) {
  OpBuilder b(v.getContext());
  if (Operation *def = v.getDefiningOp())
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
  return b;
}

/// `v` ([..., r, c], static) copied as [..., c, r] by an elementwise
/// fuse.aggregate (a transposing read), placed after v's definition.
static Value transposedCopy(Value v) {
  auto ty = cast<RankedTensorType>(v.getType());
  MLIRContext *ctx = v.getContext();
  int64_t rank = ty.getRank();
  SmallVector<int64_t> shape(ty.getShape());
  std::swap(shape[rank - 1], shape[rank - 2]);
  SmallVector<AffineExpr> reads;
  for (int64_t d = 0; d < rank; ++d)
    reads.push_back(getAffineDimExpr(d, ctx));
  std::swap(reads[rank - 1], reads[rank - 2]);
  SmallVector<std::string> names;
  for (int64_t d = 0; d < rank; ++d)
    names.push_back("d" + std::to_string(d));
  SmallVector<StringRef> nameRefs(names.begin(), names.end());
  OpBuilder b = builderAfter(v);
  Location loc = v.getLoc();
  auto copy = AggregateOp::create(
      b, loc, TypeRange{ty.clone(shape)}, AddMonoidAttr::get(ctx), nameRefs,
      shape, ArrayRef<int64_t>{}, ValueRange{v},
      ArrayRef<AffineMap>{AffineMap::get(rank, 0, reads, ctx)});
  Block &body = copy.getBody().front();
  b.setInsertionPointToStart(&body);
  YieldOp::create(b, loc, body.getArgument(0));
  return copy.getResult(0);
}

/// Under tf32: the operands of `mm` stored MN-major replaced by k-major
/// copies (one per value), where the other operand has enough rows.
static void copyKMajor(MatmulOp mm, DenseMap<Value, Value> &copies) {
  auto lhsTy = dyn_cast<RankedTensorType>(mm.getLhs().getType());
  auto rhsTy = dyn_cast<RankedTensorType>(mm.getRhs().getType());
  if (!lhsTy || !rhsTy || !lhsTy.getElementType().isF32() ||
      !rhsTy.getElementType().isF32() || !lhsTy.hasStaticShape() ||
      !rhsTy.hasStaticShape() || isSoftmaxValue(mm.getLhs()))
    return;
  auto rowsOf = [](RankedTensorType t, bool transposed) {
    return t.getDimSize(t.getRank() - (transposed ? 1 : 2));
  };
  auto copyOf = [&](Value v) {
    Value &c = copies[v];
    if (!c)
      c = transposedCopy(v);
    return c;
  };
  // A stored [k, m] (A^T B), when B has enough columns.
  if (mm.getTransposeLhs() &&
      rowsOf(rhsTy, !mm.getTransposeRhs()) >= kMinRowsForKMajorCopy) {
    mm.getLhsMutable().assign(copyOf(mm.getLhs()));
    mm.setTransposeLhs(false);
  }
  // B stored [k, n] (A B), when A has enough rows.
  if (!mm.getTransposeRhs() &&
      rowsOf(lhsTy, mm.getTransposeLhs()) >= kMinRowsForKMajorCopy) {
    mm.getRhsMutable().assign(copyOf(mm.getRhs()));
    mm.setTransposeRhs(true);
  }
}

/// An elementwise fuse.map of `inputs` (tensors of one shape and element
/// type) placed after `after`'s definition, whose body `build` computes
/// from the block arguments a value of `resultElt` (the inputs' element
/// type when null).
static Value elementwise(
    Value after, ValueRange inputs,
    function_ref<Value(OpBuilder &, Location, ValueRange)> build,
    Type resultElt = Type()) {
  OpBuilder b = builderAfter(after);
  Location loc = after.getLoc();
  auto ty = cast<RankedTensorType>(inputs.front().getType());
  auto map = MapOp::create(
      b, loc, ty.clone(resultElt ? resultElt : ty.getElementType()), inputs);
  SmallVector<Type> argTypes(inputs.size(), ty.getElementType());
  SmallVector<Location> locs(inputs.size(), loc);
  Block *body = b.createBlock(&map.getBody(), {}, argTypes, locs);
  b.setInsertionPointToStart(body);
  YieldOp::create(b, loc, build(b, loc, body->getArguments()));
  return map.getResult();
}

/// The f32 `x` rounded to the nearest tf32 (ties away from zero, as
/// cvt.rna): its low 13 mantissa bits rounded off, in the bits.
static Value roundToTf32(OpBuilder &b, Location loc, Value x) {
  Type i32 = b.getI32Type();
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value half = arith::ConstantIntOp::create(b, loc, i32, 0x1000);
  Value mask = arith::ConstantIntOp::create(b, loc, i32, ~int64_t(0x1FFF));
  Value rounded = arith::AndIOp::create(
      b, loc, arith::AddIOp::create(b, loc, bits, half), mask);
  return arith::BitcastOp::create(b, loc, x.getType(), rounded);
}

/// Under 3xtf32: `mm` (f32 operands and result) as the sum of three tf32
/// products of its operands' high and low parts (`parts` caches each
/// value's (hi, lo)).
static void splitThreeTf32(MatmulOp mm,
                           DenseMap<Value, std::pair<Value, Value>> &parts) {
  auto isF32 = [](Value v) {
    auto ty = dyn_cast<RankedTensorType>(v.getType());
    return ty && ty.getElementType().isF32();
  };
  if (!isF32(mm.getLhs()) || !isF32(mm.getRhs()) || !isF32(mm.getResult()))
    return;
  auto partsOf = [&](Value v) {
    std::pair<Value, Value> &p = parts[v];
    if (!p.first) {
      p.first = elementwise(v, v, [](OpBuilder &b, Location loc,
                                     ValueRange x) {
        return roundToTf32(b, loc, x[0]);
      });
      // Rounded too, so that the tensor cores, which truncate, read it
      // whole: no bias accumulates along k.
      p.second = elementwise(v, v, [](OpBuilder &b, Location loc,
                                      ValueRange x) -> Value {
        Value lo =
            arith::SubFOp::create(b, loc, x[0], roundToTf32(b, loc, x[0]));
        return roundToTf32(b, loc, lo);
      });
    }
    return p;
  };
  auto [aHi, aLo] = partsOf(mm.getLhs());
  auto [bHi, bLo] = partsOf(mm.getRhs());
  OpBuilder b(mm);
  auto product = [&](Value lhs, Value rhs) -> Value {
    auto copy = cast<MatmulOp>(b.clone(*mm));
    copy.getLhsMutable().assign(lhs);
    copy.getRhsMutable().assign(rhs);
    return copy.getResult();
  };
  // The small terms first.
  Value cross1 = product(aLo, bHi), cross2 = product(aHi, bLo);
  auto add = [](OpBuilder &ob, Location loc, ValueRange x) -> Value {
    return arith::AddFOp::create(ob, loc, x[0], x[1]);
  };
  Value cross = elementwise(cross2, ValueRange{cross1, cross2}, add);
  Value high = product(aHi, bHi);
  Value sum = elementwise(high, ValueRange{cross, high}, add);
  mm.getResult().replaceAllUsesWith(sum);
  mm.erase();
}

namespace {
struct F32PrecisionPass
    : public mlir::fuse::impl::F32PrecisionPassBase<F32PrecisionPass> {
  using F32PrecisionPassBase::F32PrecisionPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (!llvm::is_contained({"ieee", "tf32", "3xtf32", "bf16"},
                            StringRef(precision))) {
      module.emitError("fuse-f32-precision: unknown precision '")
          << precision << "' (expected ieee, tf32, 3xtf32 or bf16)";
      return signalPassFailure();
    }
    // The default leaves the module as it is; another choice is recorded.
    if (precision == "ieee")
      return;
    module->setAttr("fuse.f32_precision", StringAttr::get(ctx, precision));
    if (precision == "tf32" || precision == "3xtf32") {
      DenseMap<Value, Value> copies;
      module.walk([&](MatmulOp mm) { copyKMajor(mm, copies); });
      if (precision == "tf32")
        return;
      SmallVector<MatmulOp> matmuls;
      module.walk([&](MatmulOp mm) { matmuls.push_back(mm); });
      DenseMap<Value, std::pair<Value, Value>> parts;
      for (MatmulOp mm : matmuls)
        splitThreeTf32(mm, parts);
      return;
    }
    Type bf16 = BFloat16Type::get(ctx);
    DenseMap<Value, Value> rounded;
    module.walk([&](MatmulOp mm) {
      for (OpOperand &operand : mm->getOpOperands()) {
        Value v = operand.get();
        auto ty = dyn_cast<RankedTensorType>(v.getType());
        if (!ty || !ty.getElementType().isF32() || isSoftmaxValue(v))
          continue;
        Value &bf = rounded[v];
        if (!bf)
          bf = elementwise(
              v, v,
              [&](OpBuilder &ob, Location loc, ValueRange x) {
                return castFloat(ob, loc, x[0], bf16);
              },
              bf16);
        operand.set(bf);
      }
    });
  }
};
} // namespace
