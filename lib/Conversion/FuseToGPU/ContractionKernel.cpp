//===- ContractionKernel.cpp - tensor-core kernel for a contraction -------===//
//
// The kernel generator for a single `#fuse.add` aggregate whose body is the
// (scaled) product of two 16-bit inputs: a matmul the planner decided not to
// fuse, e.g. each half of a transformer MLP. It builds exactly the
// aggregate's #fuse.gemm_config (fuse-select-kernel-config's, from
// fusec::cost::chooseGemmConfig, or set by hand and checked in
// ContractionConfig.cpp) by one of its strategies:
//   `gemm_mma`: tiled GEMM on mma.sync (GemmMmaKernel.cpp);
//   `gemm_wgmma` on sm_90a: warpgroup MMA fed by a cp.async pipeline, and
//   `gemm_wgmma_ws`: warp-specialized, a producer warpgroup loading the
//   tiles by TMA (GemmWgmmaKernel.cpp).
// What it takes is ContractionMatch.cpp's. This file holds the dispatch
// (buildContractionKernel) and the generator class.
//
//===----------------------------------------------------------------------===//

#include "ContractionMatch.h"
#include "GemmKernel.h"
#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

FailureOr<KernelLaunch> mlir::fuse::buildContractionKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue, TensorCoreTarget target) {
  std::optional<ContractionMatch> found = matchContraction(op);
  if (!found)
    return op.emitOpError("is not a contraction the tensor-core generator "
                          "handles");
  const ContractionMatch &mt = *found;
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  // The tiles: the aggregate's fuse.kernel_config (set by
  // fuse-select-kernel-config or by hand), else the same rule.
  FailureOr<cost::GemmConfig> config = gemmConfig(op, target);
  if (failed(config))
    return failure();
  KernelSignature withMaps = sig;
  if (config->warpSpecialized)
    withMaps.numTensorMaps = 2;
  KernelFrame frame = beginKernel(b, kernels, loc, name, operands, withMaps);
  if (config->wgmma) {
    SmallVector<Value> tensorMaps;
    if (config->warpSpecialized) {
      unsigned first = sig.types.size() + sig.numSizeArgs;
      tensorMaps = {frame.fn.getArgument(first),
                    frame.fn.getArgument(first + 1)};
      // 384 (or 256) threads: ptxas keeps the registers within the SM's
      // 64K until the warpgroups move them with setmaxnreg.
      frame.fn->setAttr(
          NVVM::NVVMDialect::getMaxntidAttrName(),
          b.getDenseI32ArrayAttr(
              {static_cast<int32_t>(32 * config->warps + 128), 1, 1}));
    }
    KernelLaunch launch = buildWgmmaContraction(b, loc, op, mt, frame,
                                                epilogue, *config, tensorMaps);
    gpu::ReturnOp::create(b, loc);
    if (config->warpSpecialized) {
      // The boxes the runtime encodes: a tile's rows along the axis
      // gemmTmaAxes found.
      GemmTmaAxes axes = *gemmTmaAxes(mt);
      auto position = [&](Value v) {
        return static_cast<unsigned>(llvm::find(operands, v) -
                                     operands.begin());
      };
      launch.tensorMaps.push_back(
          tmaTileArg(position(mt.a), mt.a, axes.a,
                     mt.aTransposed ? config->tileK : config->tileM));
      launch.tensorMaps.push_back(
          tmaTileArg(position(mt.b), mt.b, axes.b,
                     mt.bTransposed ? config->tileN : config->tileK));
    }
    return launch;
  }
  if (mt.simt) {
    // Two CTAs per SM: ptxas keeps the 8 x 8 accumulators and their
    // operands within 128 registers (130 otherwise, one CTA).
    frame.fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                      b.getDenseI32ArrayAttr(
                          {static_cast<int32_t>(32 * config->warps), 1, 1}));
    frame.fn->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                      b.getI32IntegerAttr(2));
  }
  KernelLaunch launch =
      mt.simt ? buildSimtContraction(b, loc, op, mt, frame, epilogue, *config)
              : buildMmaContraction(b, loc, op, mt, frame, epilogue, *config);
  gpu::ReturnOp::create(b, loc);
  return launch;
}

namespace {
struct ContractionGenerator : KernelGenerator {
  StringRef name() const override { return "gemm"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    auto agg = dyn_cast<AggregateOp>(op);
    return agg && isTensorCoreContraction(agg);
  }

  KernelGroup group(Operation *op, const TensorCoreTarget &) const override {
    auto agg = cast<AggregateOp>(op);
    KernelGroup group;
    group.op = op;
    group.epilogue = findEpilogue(agg, /*readsOthers=*/true);
    group.inputs = aggregateKernelOperands(agg);
    // What the epilogue reads besides the GEMM (bias, residual).
    if (group.epilogue)
      for (Value in : group.epilogue.getInputs())
        if (in.getDefiningOp() != op && !llvm::is_contained(group.inputs, in))
          group.inputs.push_back(in);
    return group;
  }

  bool takesDynamicExtents() const override { return true; }

  LogicalResult selectConfig(const KernelGroup &group,
                             const TensorCoreTarget &target,
                             KernelRecordAttr &record) const override {
    auto op = cast<AggregateOp>(group.op);
    FailureOr<cost::GemmConfig> config = gemmConfig(op, target);
    if (failed(config))
      return failure();
    GemmConfigAttr attr =
        toAttr(op.getContext(), *config, matchContraction(op)->simt);
    op->setAttr(kKernelConfigAttrName, attr);
    record = KernelRecordAttr::get(
        op.getContext(), locationString(op.getLoc()), functionNameOf(op), attr,
        /*segments=*/0, /*fold=*/"", /*planned_tile=*/{},
        /*not_tensor_core=*/"", /*structure=*/"",
        mmaPrecision(matchContraction(op)->a));
    return success();
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &target) const override {
    return buildContractionKernel(kernels, name, cast<AggregateOp>(group.op),
                                  group.inputs, sig, group.epilogue, target);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createContractionGenerator() {
  return std::make_unique<ContractionGenerator>();
}
