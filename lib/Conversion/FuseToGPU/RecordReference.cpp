//===- RecordReference.cpp - the unfused graph for the runtime's check ----===//
//
// Records, before the rewrites change it, what the program computes in the
// runtime's small reference vocabulary, so that fuse-run can check every
// fused kernel against a double-precision evaluation of the original graph.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_RECORDREFERENCEPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Whether `v` is fuse.index `dim`.
static bool isIndex(Value v, int64_t dim) {
  auto index = v.getDefiningOp<IndexOp>();
  return index && static_cast<int64_t>(index.getDim()) == dim;
}

/// What a reference op computes beyond its inputs and output: the fields
/// of #fuse.reference_op that its `op` reads.
struct RefOpFields {
  bool transposeLhs = false, transposeRhs = false, strict = false;
  double scale = 1.0, factor = 1.0;
  int64_t axis = -1;
};

/// Recognizes a one-input map body as scale / cast / causal mask and fills
/// `fields`; returns the op name or "" when unrecognized.
static StringRef classifyMap(MapOp map, RefOpFields &fields) {
  Block &body = map.getBody().front();
  Value y = body.getTerminator()->getOperand(0);
  int64_t rank = map.getResult().getType().getRank();
  if (map.getInputs().size() == 2) {
    auto add = y.getDefiningOp<arith::AddFOp>();
    if (add && add.getLhs() == body.getArgument(0) &&
        add.getRhs() == body.getArgument(1))
      return "add";
    return "";
  }
  if (map.getInputs().size() != 1)
    return "";
  Value x = body.getArgument(0);
  if (auto cast = y.getDefiningOp<arith::ExtFOp>(); cast && cast.getIn() == x) {
    fields.factor = 1.0;
    return "scale";
  }
  if (auto cast = y.getDefiningOp<arith::TruncFOp>();
      cast && cast.getIn() == x) {
    fields.factor = 1.0;
    return "scale";
  }
  if (auto mul = y.getDefiningOp<arith::MulFOp>()) {
    FloatAttr factor;
    Value other = mul.getLhs() == x ? mul.getRhs() : mul.getLhs();
    if ((mul.getLhs() == x || mul.getRhs() == x) &&
        matchPattern(other, m_Constant(&factor))) {
      fields.factor = factor.getValueAsDouble();
      return "scale";
    }
  }
  auto select = y.getDefiningOp<arith::SelectOp>();
  auto cmp = select ? select.getCondition().getDefiningOp<arith::CmpIOp>()
                    : nullptr;
  FloatAttr fill;
  if (!cmp || rank < 2 || select.getFalseValue() != x ||
      !matchPattern(select.getTrueValue(), m_Constant(&fill)) ||
      !fill.getValue().isInfinity() || !fill.getValue().isNegative())
    return "";
  int64_t i = rank - 2, j = rank - 1;
  using P = arith::CmpIPredicate;
  P pred = cmp.getPredicate();
  bool jFirst = isIndex(cmp.getLhs(), j) && isIndex(cmp.getRhs(), i);
  bool iFirst = isIndex(cmp.getLhs(), i) && isIndex(cmp.getRhs(), j);
  // j > i (or i < j): keys after the query; j >= i (i <= j): strictly causal.
  bool after = (jFirst && (pred == P::ugt || pred == P::sgt)) ||
               (iFirst && (pred == P::ult || pred == P::slt));
  bool atOrAfter = (jFirst && (pred == P::uge || pred == P::sge)) ||
                   (iFirst && (pred == P::ule || pred == P::sle));
  fields.strict = atOrAfter;
  return after || atOrAfter ? "causal_mask" : "";
}

namespace {
struct RecordReferencePass
    : public mlir::fuse::impl::RecordReferencePassBase<RecordReferencePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto funcs = llvm::to_vector(llvm::make_filter_range(
        module.getOps<func::FuncOp>(),
        [](func::FuncOp f) { return !f.isDeclaration() && f.isPublic(); }));
    // One function: the module's reference (`fusec.reference`); several:
    // each function's own, on the function, read by convert-fuse-to-gpu
    // into that function's manifest.
    // A reference already recorded (recompiling `--emit=fuse` output, the
    // edit-the-config workflow) is the program as written: it is kept.
    for (func::FuncOp func : funcs) {
      Operation *holder = funcs.size() == 1 ? module.getOperation()
                                            : func.getOperation();
      if (holder->hasAttr(kReferenceAttrName))
        continue;
      holder->setAttr(kReferenceAttrName, record(func));
    }
  }

  /// The unfused graph of `func`, op by op.
  ReferenceGraphAttr record(func::FuncOp func) {
    MLIRContext *ctx = &getContext();
    llvm::DenseMap<Value, std::string> names;
    for (auto [i, arg] : llvm::enumerate(func.getArguments()))
      names[arg] = "arg" + std::to_string(i);
    for (auto [i, v] : llvm::enumerate(
             func.getBody().front().getTerminator()->getOperands()))
      if (!names.count(v))
        names[v] = "out" + std::to_string(i);
    unsigned numRefs = 0;
    SmallVector<ReferenceOpAttr> ops;
    for (Operation &op : func.getBody().front().without_terminator()) {
      if (op.getNumResults() != 1 || !isa<ShapedType>(op.getResult(0).getType()))
        continue;
      Value result = op.getResult(0);
      if (!names.count(result))
        names[result] = "ref" + std::to_string(numRefs++);
      RefOpFields fields;
      SmallVector<StringAttr> inputs;
      for (Value in : op.getOperands())
        inputs.push_back(StringAttr::get(ctx, names.lookup(in)));
      StringRef kind = "opaque";
      if (auto mm = dyn_cast<MatmulOp>(op)) {
        kind = "matmul";
        fields.transposeLhs = mm.getTransposeLhs();
        fields.transposeRhs = mm.getTransposeRhs();
        fields.scale = mm.getScaleValue();
      } else if (auto sm = dyn_cast<SoftmaxOp>(op)) {
        kind = "softmax";
        fields.axis = sm.getAxis();
      } else if (auto map = dyn_cast<MapOp>(op)) {
        StringRef recognized = classifyMap(map, fields);
        if (!recognized.empty())
          kind = recognized;
      }
      ops.push_back(ReferenceOpAttr::get(
          ctx, kind, inputs, names.lookup(result), fields.transposeLhs,
          fields.transposeRhs, fields.scale, fields.axis, fields.factor,
          fields.strict));
    }
    return ReferenceGraphAttr::get(ctx, ops);
  }
};
} // namespace
