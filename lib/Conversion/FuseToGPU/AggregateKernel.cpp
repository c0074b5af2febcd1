//===- AggregateKernel.cpp - untiled kernel for any fuse.aggregate --------===//
//
// One thread per kept point of the iteration space; it folds the monoid over
// the reduced dimensions in registers (identity, embed, combine) and stores
// the state. Nested fuse.reduce ops become inner loops. Every aggregate the
// rewrites produce -- matmuls, softmax statistics, normalization, and
// attention's online-softmax aggregate with q . k_j computed in its body --
// therefore has a correct (if untiled) kernel; tiled tensor-core kernels
// specialize this.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "BodyEmitter.h"
#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::fuse;

FailureOr<UntiledConfigAttr> mlir::fuse::untiledConfig(AggregateOp op,
                                                       StringRef strategy) {
  auto attr = op->getAttrOfType<UntiledConfigAttr>(kKernelConfigAttrName);
  if (!attr) {
    if (Attribute other = op->getAttr(kKernelConfigAttrName))
      return op.emitOpError("'")
             << kKernelConfigAttrName
             << "' must be a #fuse.untiled_config (no tiled generator takes "
                "this aggregate), got "
             << other;
    return UntiledConfigAttr::get(op.getContext(), strategy, kUntiledThreads);
  }
  StringRef s = attr.getStrategy();
  if (s != "untiled" && s != "split_k_combine" && s != "split_kv_combine")
    return op.emitOpError("kernel config ")
           << attr
           << " has an unknown strategy (expected untiled, split_k_combine "
              "or split_kv_combine)";
  int64_t threads = attr.getThreads();
  if (threads < 32 || threads > 1024 || threads % 32 != 0)
    return op.emitOpError("kernel config ")
           << attr << " must have a multiple of 32 threads from 32 to 1024";
  return attr;
}

/// Tensors a body reads through nested fuse.reduce ops, in first-use order.
static SmallVector<Value> capturedTensors(AggregateOp op) {
  SmallVector<Value> captured;
  op.getBody().walk([&](ReduceOp reduce) {
    for (Value in : reduce.getInputs())
      if (!llvm::is_contained(captured, in) &&
          !op.getBody().isAncestor(in.getParentRegion()))
        captured.push_back(in);
  });
  return captured;
}

SmallVector<Value> mlir::fuse::aggregateKernelOperands(AggregateOp op) {
  SmallVector<Value> operands(op.getInputs());
  for (Value v : capturedTensors(op))
    if (!llvm::is_contained(operands, v))
      operands.push_back(v);
  return operands;
}

FailureOr<KernelLaunch>
mlir::fuse::buildAggregateKernel(gpu::GPUModuleOp kernels, StringRef name,
                                 AggregateOp op, ArrayRef<Value> operands,
                                 const KernelSignature &sig,
                                 AggregateOp epilogue) {
  if (op.getSegmentDim())
    return op.emitOpError(
        "is a segmented reduction (segment_dim), which only the tensor-core "
        "online-softmax generator builds");
  // Threads per block: the aggregate's fuse.kernel_config, else the default.
  FailureOr<UntiledConfigAttr> config = untiledConfig(op);
  if (failed(config))
    return failure();
  const int64_t threads = config->getThreads();
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  KernelFrame frame = beginKernel(b, kernels, loc, name, operands, sig);
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  SmallVector<Value> results = frame.results;

  SmallVector<int64_t> keptSizes, reducedSizes;
  for (auto [d, size] : llvm::enumerate(op.getDimSizes())) {
    if (op.isReduced(d))
      reducedSizes.push_back(size);
    else
      keptSizes.push_back(size);
  }
  int64_t points = 1;
  for (int64_t s : keptSizes)
    points *= s;

  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  Value tid = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc,
                            gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                            cst(threads)),
      gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid, cst(points));
  auto ifOp = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
  gpu::ReturnOp::create(b, loc);
  b.setInsertionPointToStart(ifOp.thenBlock());

  // The kept indices of this thread (last fastest).
  SmallVector<Value> kept(keptSizes.size());
  Value linear = tid;
  for (int i = static_cast<int>(keptSizes.size()) - 1; i >= 0; --i) {
    kept[i] = arith::RemUIOp::create(b, loc, linear, cst(keptSizes[i]));
    linear = arith::DivUIOp::create(b, loc, linear, cst(keptSizes[i]));
  }

  MonoidAttrInterface monoid = op.getMonoidAttr();
  SmallVector<Type> stateTypes = llvm::to_vector(llvm::map_range(
      op.getResultTypes(),
      [](Type t) { return cast<ShapedType>(t).getElementType(); }));
  BodyEmitter emitter(b, loc);
  SmallVector<Value> init = monoid.buildIdentity(b, loc, stateTypes);
  // Iteration order: the reduced dims are looped; the full index vector is
  // rebuilt in the op's dimension order at each point.
  SmallVector<Value> state = emitter.fold(
      monoid, reducedSizes, init, {}, [&](ValueRange reducedIvs) {
        SmallVector<Value> ivs;
        unsigned k = 0, r = 0;
        for (int64_t d = 0, e = op.getDimSizes().size(); d < e; ++d)
          ivs.push_back(op.isReduced(d) ? reducedIvs[r++] : kept[k++]);
        SmallVector<Value> args;
        for (auto [in, m] : llvm::zip(op.getInputs(), op.getIndexingMaps()))
          args.push_back(emitter.load(memrefOf.lookup(in),
                                      cast<AffineMapAttr>(m).getValue(), ivs));
        return emitter.emit(op.getBody().front(), args, ivs, memrefOf);
      },
      op.getYieldsState());
  if (epilogue) {
    // The epilogue reads the state components in its input order.
    SmallVector<Value> args = llvm::to_vector(
        llvm::map_range(epilogue.getInputs(), [&](Value in) {
          return state[cast<OpResult>(in).getResultNumber()];
        }));
    SmallVector<Value> element =
        emitter.emit(epilogue.getBody().front(), args, kept, memrefOf);
    Type elt =
        cast<ShapedType>(epilogue.getResult(0).getType()).getElementType();
    state = epilogue.getMonoidAttr().buildEmbed(b, loc, element, elt);
  }
  for (auto [v, out] : llvm::zip(state, results))
    memref::StoreOp::create(b, loc, v, out, kept);

  KernelLaunch launch;
  launch.grid = {(points + threads - 1) / threads, 1, 1};
  launch.block = {threads, 1, 1};
  return launch;
}

/// The untiled kernel's name for what `op` computes: the sum over the
/// splits of a split-k's partial GEMMs, the fold of a split-KV's segment
/// states, or a plain untiled aggregate.
static StringRef untiledStrategy(AggregateOp op) {
  if (op.getInputs().size() != 1 || op.getReduceDims().size() != 1)
    return "untiled";
  auto producer = op.getInputs()[0].getDefiningOp<AggregateOp>();
  if (!producer)
    return "untiled";
  if (op.getYieldsState() && producer.getSegmentDim())
    return "split_kv_combine";
  if (isa<AddMonoidAttr>(op.getMonoid()) && op.getReduceDims()[0] == 0 &&
      splitKSplits(producer) > 1 &&
      op.getDimSizes()[0] == splitKSplits(producer))
    return "split_k_combine";
  return "untiled";
}

namespace {
/// Any aggregate the tensor-core generators do not take.
struct AggregateGenerator : KernelGenerator {
  StringRef name() const override { return "untiled"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    return isa<AggregateOp>(op);
  }

  LogicalResult selectConfig(const KernelGroup &group, const TensorCoreTarget &,
                             KernelRecordAttr &record) const override {
    auto op = cast<AggregateOp>(group.op);
    // Only the online-softmax generator builds a segmented reduction:
    // convert-fuse-to-gpu says so, located.
    if (op.getSegmentDim())
      return success();
    FailureOr<UntiledConfigAttr> attr = untiledConfig(op, untiledStrategy(op));
    if (failed(attr))
      return failure();
    op->setAttr(kKernelConfigAttrName, *attr);
    // A contraction or an online softmax left to this kernel: what kept it
    // off tensor cores.
    std::string why = whyNotTensorCoreContraction(op);
    if (why.empty())
      why = whyNotTensorCoreOnlineSoftmax(op);
    record = KernelRecordAttr::get(
        op.getContext(), locationString(op.getLoc()), functionNameOf(op),
        *attr, /*segments=*/0, /*fold=*/"", /*planned_tile=*/{}, why,
        /*key_band=*/"", /*precision=*/"");
    return success();
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &) const override {
    return buildAggregateKernel(kernels, name, cast<AggregateOp>(group.op),
                                group.inputs, sig, group.epilogue);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createAggregateGenerator() {
  return std::make_unique<AggregateGenerator>();
}
