//===- FuseAttrs.cpp - fuse monoid attributes -----------------------------===//
//
// The monoid attributes emit their identity, embedding and combine as
// arith/math IR. The scalar semantics are MonoidAlgebra.h; keep them in sync.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cstdio>
#include <cstdlib>

using namespace mlir;
using namespace mlir::fuse;

#include "fusec/Dialect/Fuse/IR/FuseAttrInterfaces.cpp.inc"

// A grid dimension in a list prints as its integer when it is static
// (`grid = [4, 2, 1]`), else as the attribute (`<product = ["s0"]>`).
namespace mlir {
template <> struct FieldParser<fuse::GridDimAttr> {
  static FailureOr<fuse::GridDimAttr> parse(AsmParser &parser) {
    int64_t size;
    OptionalParseResult integer = parser.parseOptionalInteger(size);
    if (integer.has_value()) {
      if (failed(*integer))
        return failure();
      return fuse::GridDimAttr::get(parser.getContext(), {fuse::Extent(size)},
                                    /*ceil_div=*/1);
    }
    fuse::GridDimAttr dim;
    if (parser.parseCustomAttributeWithFallback(dim))
      return failure();
    return dim;
  }
};
} // namespace mlir

namespace mlir::fuse {
static void printListElement(AsmPrinter &printer, GridDimAttr dim) {
  ArrayRef<Extent> product = dim.getProduct();
  if (product.size() == 1 && product.front().isStatic() &&
      dim.getCeilDiv() == 1)
    printer << product.front().size;
  else
    printer.printStrippedAttrOrType(dim);
}
} // namespace mlir::fuse

#define GET_ATTRDEF_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseAttrs.cpp.inc"

void FuseDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fusec/Dialect/Fuse/IR/FuseAttrs.cpp.inc"
      >();
}

LogicalResult FuseDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  // A kernel's config belongs on the aggregate the kernel computes; on
  // another op (the function, a fuse.matmul) nothing would read it.
  if (attr.getName() == kKernelConfigAttrName) {
    if (isa<AggregateOp>(op))
      return success();
    return op->emitError("'")
           << kKernelConfigAttrName << "' on '" << op->getName()
           << "', which takes none: a kernel's config belongs on the "
              "fuse.aggregate the kernel computes";
  }
  if (attr.getName() != kTargetAttrName)
    return success();
  if (!isa<TargetAttr>(attr.getValue()))
    return op->emitError("'")
           << kTargetAttrName << "' must be a #fuse.target attribute, got "
           << attr.getValue();
  if (!isa<ModuleOp>(op))
    return op->emitError("'")
           << kTargetAttrName << "' belongs on a builtin.module";
  return success();
}

//===----------------------------------------------------------------------===//
// #fuse.target
//===----------------------------------------------------------------------===//

FailureOr<TargetNumber>
mlir::fuse::parseTargetNumber(AsmParser &parser) {
  double value;
  if (parser.parseFloat(value))
    return failure();
  return TargetNumber(value);
}

void mlir::fuse::printTargetNumber(AsmPrinter &printer,
                                              double value) {
  // The shortest %g form that reads back exactly, with a '.' in the
  // mantissa: MLIR's lexer reads "5e-06" as an integer.
  char buffer[32];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof(buffer), "%.*g", precision, value);
    if (std::strtod(buffer, nullptr) == value)
      break;
  }
  std::string text(buffer);
  if (text.find_first_of(".ni") == std::string::npos) {
    size_t exponent = text.find('e');
    text.insert(exponent == std::string::npos ? text.size() : exponent, ".0");
  }
  printer << text;
}

ArrayRef<StringRef> mlir::fuse::knownArchs() {
  static const StringRef archs[] = {"sm_90a", "sm_90", "sm_80"};
  return archs;
}

std::optional<unsigned> mlir::fuse::archComputeCapability(StringRef arch) {
  if (arch == "sm_90a" || arch == "sm_90")
    return 90;
  if (arch == "sm_80")
    return 80;
  return std::nullopt;
}

StringRef mlir::fuse::defaultArchFor(const fusec::cost::GpuSpec &gpu) {
  return gpu.computeCapability >= 90 ? "sm_90a" : "sm_80";
}

/// "8.0" for 80.
static std::string capabilityString(unsigned capability) {
  return std::to_string(capability / 10) + "." +
         std::to_string(capability % 10);
}

LogicalResult
TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                   StringRef name, StringRef arch, unsigned computeCapability,
                   unsigned sms, uint64_t sharedPerSM, uint64_t sharedPerBlock,
                   unsigned registersPerSM, TargetNumber peakBf16Flops,
                   TargetNumber peakFp16Flops, TargetNumber peakFp32Flops,
                   TargetNumber hbmBytesPerSec, uint64_t hbmBytes,
                   uint64_t l2Bytes, StringRef displayName,
                   TargetNumber launchOverheadS, TargetNumber l2BytesPerSec) {
  if (name.empty())
    return emitError() << "#fuse.target needs a GPU name";
  std::optional<unsigned> needed = archComputeCapability(arch);
  if (!needed)
    return emitError() << "#fuse.target: unknown arch '" << arch
                       << "'; expected one of: "
                       << llvm::join(knownArchs(), ", ");
  if (*needed > computeCapability)
    return emitError() << "#fuse.target: arch " << arch
                       << " does not run on GPU '" << name
                       << "' (compute capability "
                       << capabilityString(computeCapability) << ")";
  if (sms == 0 || sharedPerSM == 0 || sharedPerBlock == 0 ||
      registersPerSM == 0 || l2Bytes == 0)
    return emitError() << "#fuse.target: sms, shared memory, registers and "
                          "L2 size must be positive";
  if (sharedPerBlock > sharedPerSM)
    return emitError() << "#fuse.target: shared_per_block (" << sharedPerBlock
                       << ") exceeds shared_per_sm (" << sharedPerSM << ")";
  if (!(peakBf16Flops.value > 0) || !(peakFp16Flops.value > 0) ||
      !(peakFp32Flops.value > 0) || !(hbmBytesPerSec.value > 0))
    return emitError() << "#fuse.target: peak FLOP/s and HBM bandwidth must "
                          "be positive";
  if (!(launchOverheadS.value >= 0) || !(l2BytesPerSec.value >= 0))
    return emitError() << "#fuse.target: launch_overhead_s and "
                          "l2_bytes_per_sec must not be negative";
  return success();
}

TargetAttr TargetAttr::getFromGpuSpec(
    function_ref<InFlightDiagnostic()> emitError, MLIRContext *context,
    const fusec::cost::GpuSpec &gpu, StringRef arch) {
  return getChecked(emitError, context, gpu.name, arch, gpu.computeCapability,
                    gpu.numSMs, gpu.sharedPerSM, gpu.maxSharedPerBlock,
                    gpu.registersPerSM, gpu.peakBf16Flops, gpu.peakFp16Flops,
                    gpu.peakFp32Flops, gpu.hbmBytesPerSec, gpu.hbmBytes,
                    gpu.l2Bytes, gpu.displayName, gpu.launchOverheadSec,
                    gpu.l2BytesPerSecOverride);
}

fusec::cost::GpuSpec TargetAttr::toGpuSpec() const {
  fusec::cost::GpuSpec gpu;
  gpu.name = getName().str();
  gpu.displayName =
      getDisplayName().empty() ? gpu.name : getDisplayName().str();
  gpu.peakBf16Flops = getPeakBf16Flops();
  gpu.peakFp16Flops = getPeakFp16Flops();
  gpu.peakFp32Flops = getPeakFp32Flops();
  gpu.hbmBytesPerSec = getHbmBytesPerSec();
  gpu.hbmBytes = getHbmBytes();
  gpu.numSMs = getSms();
  gpu.sharedPerSM = getSharedPerSm();
  gpu.maxSharedPerBlock = getSharedPerBlock();
  gpu.registersPerSM = getRegistersPerSm();
  gpu.l2Bytes = getL2Bytes();
  gpu.computeCapability = getComputeCapability();
  gpu.launchOverheadSec = getLaunchOverheadS();
  gpu.l2BytesPerSecOverride = getL2BytesPerSec();
  return gpu;
}

TargetAttr mlir::fuse::getTarget(Operation *module) {
  return module->getAttrOfType<TargetAttr>(kTargetAttrName);
}

TargetAttr mlir::fuse::lookupTarget(function_ref<InFlightDiagnostic()> emitError,
                                    MLIRContext *context, StringRef gpu,
                                    StringRef arch, StringRef what) {
  StringRef gpuName = gpu.empty() ? StringRef(kDefaultGpu) : gpu;
  const fusec::cost::GpuSpec *spec = fusec::cost::lookupGpu(gpuName.str());
  if (!spec) {
    emitError() << what << "unknown GPU '" << gpuName
                << "' for the cost model; expected one of: "
                << llvm::join(fusec::cost::knownGpuNames(), ", ");
    return {};
  }
  StringRef archName = arch.empty() ? defaultArchFor(*spec) : arch;
  std::optional<unsigned> needed = archComputeCapability(archName);
  if (!needed) {
    emitError() << what << "unknown arch '" << archName
                << "'; expected one of: " << llvm::join(knownArchs(), ", ");
    return {};
  }
  if (*needed > spec->computeCapability) {
    emitError() << what << "arch " << archName << " does not run on GPU "
                << spec->name << " (compute capability "
                << capabilityString(spec->computeCapability)
                << "); use arch sm_80 for it, or a Hopper GPU";
    return {};
  }
  return TargetAttr::getFromGpuSpec(emitError, context, *spec, archName);
}

TargetAttr mlir::fuse::resolveTarget(Operation *module, StringRef what,
                                     StringRef gpu, StringRef arch,
                                     StringRef defaultArch) {
  auto emitError = [&] { return module->emitError(); };
  Attribute attr = module->getAttr(kTargetAttrName);
  if (!attr)
    return lookupTarget(emitError, module->getContext(), gpu,
                        arch.empty() ? defaultArch : arch, what);
  auto target = dyn_cast<TargetAttr>(attr);
  if (!target) {
    emitError() << what << "'" << kTargetAttrName
                << "' must be a #fuse.target attribute, got " << attr;
    return {};
  }
  if (!gpu.empty() && !gpu.equals_insensitive(target.getName())) {
    emitError() << what << "gpu=" << gpu
                << " contradicts the module's fuse.target (GPU '"
                << target.getName()
                << "'); the target is set once, by fuse-set-target";
    return {};
  }
  if (!arch.empty() && arch != target.getArch()) {
    emitError() << what << "arch=" << arch
                << " contradicts the module's fuse.target (arch "
                << target.getArch()
                << "); the target is set once, by fuse-set-target";
    return {};
  }
  return target;
}

//===----------------------------------------------------------------------===//
// Scalar helpers
//===----------------------------------------------------------------------===//

/// Weight e^(mi - m); exactly 1 when mi == m, so two -inf maxima never
/// evaluate e^(-inf - -inf) (MonoidAlgebra.h's rescaleWeight).
static Value rescaleWeight(OpBuilder &b, Location loc, Value mi, Value m) {
  Value same = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, mi, m);
  Value diff = arith::SubFOp::create(b, loc, mi, m);
  Value safe = arith::SelectOp::create(
      b, loc, same, floatConstant(b, loc, m.getType(), 0.0), diff);
  return math::ExpOp::create(b, loc, safe);
}

//===----------------------------------------------------------------------===//
// #fuse.add
//===----------------------------------------------------------------------===//

StringRef AddMonoidAttr::getMonoidName() const { return "add"; }
unsigned AddMonoidAttr::getNumInputs() const { return 1; }
unsigned AddMonoidAttr::getNumState() const { return 1; }

SmallVector<Value> AddMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                TypeRange types) const {
  if (isa<IntegerType>(types[0]))
    return {arith::ConstantOp::create(b, loc, types[0],
                                      b.getIntegerAttr(types[0], 0))};
  return {floatConstant(b, loc, types[0], 0.0)};
}

SmallVector<Value> AddMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                             ValueRange element,
                                             TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0])};
}

SmallVector<Value> AddMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                               ValueRange lhs,
                                               ValueRange rhs) const {
  if (isa<IntegerType>(lhs[0].getType()))
    return {arith::AddIOp::create(b, loc, lhs[0], rhs[0])};
  return {arith::AddFOp::create(b, loc, lhs[0], rhs[0])};
}

//===----------------------------------------------------------------------===//
// #fuse.max
//===----------------------------------------------------------------------===//

StringRef MaxMonoidAttr::getMonoidName() const { return "max"; }
unsigned MaxMonoidAttr::getNumInputs() const { return 1; }
unsigned MaxMonoidAttr::getNumState() const { return 1; }

SmallVector<Value> MaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                TypeRange types) const {
  // Integers compare signed (arith.maxsi): the identity is the minimum.
  if (auto it = dyn_cast<IntegerType>(types[0]))
    return {arith::ConstantOp::create(
        b, loc, it,
        b.getIntegerAttr(it, APInt::getSignedMinValue(it.getWidth())))};
  return {negInfinity(b, loc, types[0])};
}

SmallVector<Value> MaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                             ValueRange element,
                                             TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0])};
}

SmallVector<Value> MaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                               ValueRange lhs,
                                               ValueRange rhs) const {
  if (isa<IntegerType>(lhs[0].getType()))
    return {arith::MaxSIOp::create(b, loc, lhs[0], rhs[0])};
  return {arith::MaximumFOp::create(b, loc, lhs[0], rhs[0])};
}

//===----------------------------------------------------------------------===//
// #fuse.softmax and #fuse.weighted_softmax
//===----------------------------------------------------------------------===//

/// Combines (m, s, rest...) pairs: every component after m is rescaled by
/// the same weight, so the weighted form shares the softmax's weights.
static SmallVector<Value> combineRescaled(OpBuilder &b, Location loc,
                                          ValueRange lhs, ValueRange rhs) {
  Value m = arith::MaximumFOp::create(b, loc, lhs[0], rhs[0]);
  Value wl = rescaleWeight(b, loc, lhs[0], m);
  Value wr = rescaleWeight(b, loc, rhs[0], m);
  SmallVector<Value> out{m};
  for (auto [l, r] : llvm::drop_begin(llvm::zip_equal(lhs, rhs))) {
    Value sl = arith::MulFOp::create(b, loc, l, wl);
    Value sr = arith::MulFOp::create(b, loc, r, wr);
    out.push_back(arith::AddFOp::create(b, loc, sl, sr));
  }
  return out;
}

StringRef SoftmaxMonoidAttr::getMonoidName() const { return "softmax"; }
unsigned SoftmaxMonoidAttr::getNumInputs() const { return 1; }
unsigned SoftmaxMonoidAttr::getNumState() const { return 2; }

SmallVector<Value> SoftmaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                                    TypeRange types) const {
  return {negInfinity(b, loc, types[0]), floatConstant(b, loc, types[1], 0.0)};
}

SmallVector<Value> SoftmaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                                 ValueRange element,
                                                 TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0]),
          floatConstant(b, loc, types[1], 1.0)};
}

SmallVector<Value> SoftmaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                                   ValueRange lhs,
                                                   ValueRange rhs) const {
  return combineRescaled(b, loc, lhs, rhs);
}

StringRef WeightedSoftmaxMonoidAttr::getMonoidName() const {
  return "weighted_softmax";
}
unsigned WeightedSoftmaxMonoidAttr::getNumInputs() const { return 2; }
unsigned WeightedSoftmaxMonoidAttr::getNumState() const { return 3; }

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildIdentity(OpBuilder &b, Location loc,
                                         TypeRange types) const {
  return {negInfinity(b, loc, types[0]), floatConstant(b, loc, types[1], 0.0),
          floatConstant(b, loc, types[2], 0.0)};
}

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildEmbed(OpBuilder &b, Location loc,
                                      ValueRange element,
                                      TypeRange types) const {
  return {castFloat(b, loc, element[0], types[0]),
          floatConstant(b, loc, types[1], 1.0),
          castFloat(b, loc, element[1], types[2])};
}

SmallVector<Value>
WeightedSoftmaxMonoidAttr::buildCombine(OpBuilder &b, Location loc,
                                        ValueRange lhs, ValueRange rhs) const {
  return combineRescaled(b, loc, lhs, rhs);
}

//===----------------------------------------------------------------------===//
// Side data: plans, reference graph, launch manifest
//===----------------------------------------------------------------------===//

FailureOr<Extent> FieldParser<Extent>::parse(AsmParser &parser) {
  std::string symbol;
  if (succeeded(parser.parseOptionalString(&symbol)))
    return Extent(StringAttr::get(parser.getContext(), symbol));
  int64_t size;
  if (parser.parseInteger(size))
    return failure();
  return Extent(size);
}

void mlir::fuse::printListElement(AsmPrinter &printer, const Extent &extent) {
  if (extent.symbol)
    printer.printString(extent.symbol.getValue());
  else
    printer << extent.size;
}

LogicalResult
ReferenceOpAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        StringRef op, ArrayRef<StringAttr> inputs,
                        StringRef output, bool transposeLhs, bool transposeRhs,
                        TargetNumber scale, int64_t axis, TargetNumber factor,
                        bool strict) {
  // The runtime's vocabulary (lib/Runtime/Manifest.cpp): it rejects a
  // manifest with any other op.
  if (!llvm::is_contained({"matmul", "softmax", "attention", "scale", "add",
                           "causal_mask", "opaque"},
                          op))
    return emitError() << "#fuse.reference_op: unknown op '" << op
                       << "' (expected matmul, softmax, attention, scale, "
                          "add, causal_mask or opaque)";
  return success();
}

std::optional<int64_t> GridDimAttr::getStaticValue() const {
  int64_t product = 1;
  for (const Extent &e : getProduct()) {
    if (!e.isStatic())
      return std::nullopt;
    product *= e.size;
  }
  return (product + getCeilDiv() - 1) / getCeilDiv();
}

LogicalResult
LaunchArgAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      StringRef buffer, StringRef dim,
                      TensorMapArgAttr tensorMap, int64_t counters,
                      int64_t offset) {
  int given = !buffer.empty() + !dim.empty() + !!tensorMap + (counters != 0);
  if (given != 1)
    return emitError() << "#fuse.launch_arg: exactly one of buffer, dim, "
                          "tensor_map or counters, got "
                       << given;
  if (offset < 0 || (offset != 0 && buffer.empty()))
    return emitError() << "#fuse.launch_arg: an offset is a non-negative "
                          "number of elements into a buffer, got "
                       << offset;
  return success();
}

SmallVector<ManifestAttr> mlir::fuse::getManifests(ModuleOp module) {
  if (auto one = module->getAttrOfType<ManifestAttr>(kManifestAttrName))
    return {one};
  SmallVector<ManifestAttr> all;
  if (auto several = module->getAttrOfType<ArrayAttr>(kManifestsAttrName))
    for (Attribute a : several)
      all.push_back(cast<ManifestAttr>(a));
  return all;
}

//===----------------------------------------------------------------------===//
// Side data: the rewrites' decisions and the kernels built
//===----------------------------------------------------------------------===//

LogicalResult ReassociateRecordAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, StringRef location,
    StringRef function, int64_t m, int64_t k, int64_t n, int64_t p,
    int64_t batch, ReassociationPairAttr flops, ReassociationPairAttr timeUs,
    bool applied, StringRef reason) {
  if (m < 1 || k < 1 || n < 1 || p < 1 || batch < 1)
    return emitError() << "#fuse.reassociate_record: m, k, n, p and batch "
                          "must be positive, got "
                       << m << ", " << k << ", " << n << ", " << p << ", "
                       << batch;
  // Reassociated exactly when A.(B.C) is faster: the times in microseconds
  // may round a strict difference in seconds to a tie, never reverse it.
  double asWritten = double(timeUs.getAsWritten()),
         reassociated = double(timeUs.getReassociated());
  if (applied ? reassociated > asWritten : reassociated < asWritten)
    return emitError() << "#fuse.reassociate_record: applied = "
                       << (applied ? "true" : "false") << " but A.(B.C) is "
                       << (applied ? "slower" : "faster") << " ("
                       << reassociated << " us against " << asWritten
                       << " us as written)";
  return success();
}

LogicalResult
SplitKRecordAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         StringRef location, StringRef function, int64_t k,
                         int64_t tiles, int64_t splits, int64_t depth,
                         StringRef reason) {
  if (splits < 2)
    return emitError() << "#fuse.split_k_record: a split makes at least 2 "
                          "partial contractions, got splits = "
                       << splits;
  if (depth < 1 || splits * depth != k)
    return emitError() << "#fuse.split_k_record: splits x depth must be k: "
                       << splits << " x " << depth << " != " << k;
  if (tiles < 1)
    return emitError() << "#fuse.split_k_record: tiles must be positive, got "
                       << tiles;
  return success();
}

LogicalResult
SplitKVRecordAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          StringRef location, StringRef function, int64_t keys,
                          int64_t ctas, int64_t segments, bool applied,
                          StringRef reason) {
  if (applied != (segments >= 2))
    return emitError() << "#fuse.split_kv_record: applied = "
                       << (applied ? "true" : "false") << " with " << segments
                       << " segment(s) (a split makes at least 2)";
  if (ctas < 1)
    return emitError() << "#fuse.split_kv_record: ctas must be positive, got "
                       << ctas;
  return success();
}

LogicalResult
KernelRecordAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         StringRef location, StringRef function,
                         Attribute config, int64_t segments, StringRef fold,
                         ChainTileAttr plannedTile, StringRef notTensorCore,
                         StringRef structure, StringRef precision) {
  auto onlineSoftmax = dyn_cast<KernelConfigAttr>(config);
  if (!onlineSoftmax && !isa<GemmConfigAttr, UntiledConfigAttr>(config))
    return emitError() << "#fuse.kernel_record: config must be a "
                          "#fuse.kernel_config, #fuse.gemm_config or "
                          "#fuse.untiled_config, got "
                       << config;
  if (!onlineSoftmax && (segments != 0 || !fold.empty() || plannedTile))
    return emitError() << "#fuse.kernel_record: segments, fold and "
                          "planned_tile belong to an online-softmax kernel "
                          "(#fuse.kernel_config), not to "
                       << config;
  if (!structure.empty() && isa<GemmConfigAttr>(config))
    return emitError() << "#fuse.kernel_record: structure belongs to an "
                          "online-softmax or untiled kernel, not to "
                       << config;
  if (!precision.empty() && isa<UntiledConfigAttr>(config))
    return emitError() << "#fuse.kernel_record: precision belongs to a "
                          "tensor-core kernel, not to "
                       << config;
  if (!llvm::is_contained({"", "bf16", "f16", "tf32"}, precision))
    return emitError() << "#fuse.kernel_record: precision must be bf16, "
                          "f16 or tf32, got \""
                       << precision << "\"";
  if (!notTensorCore.empty() && !isa<UntiledConfigAttr>(config))
    return emitError() << "#fuse.kernel_record: not_tensor_core belongs to "
                          "an untiled kernel (#fuse.untiled_config), not to "
                       << config;
  if (segments < 0)
    return emitError() << "#fuse.kernel_record: segments must not be "
                          "negative, got "
                       << segments;
  if (segments == 0 && !fold.empty())
    return emitError() << "#fuse.kernel_record: fold = \"" << fold
                       << "\" without key segments";
  if (segments > 0 &&
      !llvm::is_contained({"kernel", "last_cta", "cluster"}, fold))
    return emitError() << "#fuse.kernel_record: " << segments
                       << " key segments need a fold: kernel, last_cta or "
                          "cluster, got \""
                       << fold << "\"";
  // A segmented kernel (convert-fuse-to-gpu's check of the config): its
  // CTAs are no query-tile cluster, and it is not persistent.
  if (segments > 0 &&
      (onlineSoftmax.getCluster() != 1 || onlineSoftmax.getPersistent()))
    return emitError() << "#fuse.kernel_record: a kernel with key segments "
                          "has cluster = 1 and is not persistent, got "
                       << config;
  return success();
}
