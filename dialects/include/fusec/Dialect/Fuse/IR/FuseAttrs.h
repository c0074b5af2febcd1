//===- FuseAttrs.h - fuse monoid and plan attributes ------------*- C++ -*-===//
//
// Declares the monoid attribute interface and the fuse attributes.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEATTRS_H
#define FUSEC_DIALECT_FUSE_IR_FUSEATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"

#include "fusec/Analysis/GpuSpecs.h"

#include <optional>

namespace mlir::fuse {
/// A number of #fuse.target (FLOP/s, bytes/s, seconds): a double that
/// hashes, as attribute parameters must.
struct TargetNumber {
  TargetNumber(double value = 0) : value(value) {}
  operator double() const { return value; }
  bool operator==(const TargetNumber &other) const {
    return llvm::bit_cast<uint64_t>(value) ==
           llvm::bit_cast<uint64_t>(other.value);
  }
  double value;
};
inline llvm::hash_code hash_value(const TargetNumber &number) {
  return llvm::hash_value(llvm::bit_cast<uint64_t>(number.value));
}

/// Parses and prints the numbers of #fuse.target.
FailureOr<TargetNumber> parseTargetNumber(AsmParser &parser);
void printTargetNumber(AsmPrinter &printer, double value);

/// An extent of a launch manifest's shape or grid: an integer, or a size
/// symbol (`s0`, ...) bound at launch. Printed as `64` or `"s0"`.
struct Extent {
  Extent(int64_t size = 0) : size(size) {}
  Extent(StringAttr symbol) : symbol(symbol) {}
  bool isStatic() const { return !symbol; }
  bool operator==(const Extent &other) const {
    return size == other.size && symbol == other.symbol;
  }
  /// The integer; 0 for a symbol.
  int64_t size = 0;
  /// The symbol; null for an integer.
  StringAttr symbol;
};
inline llvm::hash_code hash_value(const Extent &extent) {
  return llvm::hash_combine(extent.size, extent.symbol);
}
} // namespace mlir::fuse

namespace mlir {
template <> struct FieldParser<fuse::Extent> {
  static FailureOr<fuse::Extent> parse(AsmParser &parser);
};
} // namespace mlir

namespace mlir::fuse {
/// The elements of a list parameter of the side-data attributes
/// (FuseSideData.td), in square brackets: attributes without their
/// `#fuse.x` prefix, integers and extents.
template <typename T> FailureOr<SmallVector<T>> parseList(AsmParser &parser) {
  SmallVector<T> elements;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            FailureOr<T> element = FieldParser<T>::parse(parser);
            if (failed(element))
              return failure();
            elements.push_back(std::move(*element));
            return success();
          }))
    return failure();
  return elements;
}

inline void printListElement(AsmPrinter &printer, int64_t value) {
  printer << value;
}
void printListElement(AsmPrinter &printer, const Extent &extent);
template <typename AttrT,
          std::enable_if_t<std::is_base_of_v<Attribute, AttrT>> * = nullptr>
void printListElement(AsmPrinter &printer, AttrT attr) {
  printer.printStrippedAttrOrType(attr);
}

template <typename T>
void printList(AsmPrinter &printer, ArrayRef<T> elements) {
  printer << '[';
  llvm::interleaveComma(elements, printer, [&](const T &element) {
    printListElement(printer, element);
  });
  printer << ']';
}
} // namespace mlir::fuse

#include "fusec/Dialect/Fuse/IR/FuseAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h.inc"

namespace mlir {
class ModuleOp;
namespace fuse {

/// The module attribute that holds the #fuse.target.
inline constexpr StringLiteral kTargetAttrName = "fuse.target";

/// The discardable attribute holding an aggregate's kernel description
/// (#fuse.kernel_config, #fuse.gemm_config or #fuse.untiled_config), set by
/// fuse-select-kernel-config (or by hand) and read by the generators and by
/// fuse-split-kv.
inline constexpr StringLiteral kKernelConfigAttrName = "fuse.kernel_config";

/// The side data (FuseSideData.td) the passes leave for the report, the
/// launch manifest and fuse-run: module attributes holding an array of
/// #fuse.chain_record (fuse-plan-chains), of #fuse.unchained (softmax
/// without a chain), of the other rewrites' decisions (each a
/// RewriteRecordAttrInterface: #fuse.reassociate_record,
/// #fuse.split_k_record, #fuse.split_kv_record), of #fuse.kernel_record
/// (fuse-select-kernel-config), a #fuse.reference (fuse-record-reference; on
/// each function in a module of several), a #fuse.manifest
/// (convert-fuse-to-gpu, a module of one public function) or an array of
/// them (several).
inline constexpr StringLiteral kPlansAttrName = "fusec.plans";
inline constexpr StringLiteral kUnchainedAttrName = "fusec.unchained";
inline constexpr StringLiteral kRewritesAttrName = "fusec.rewrites";
inline constexpr StringLiteral kKernelsAttrName = "fusec.kernels";
inline constexpr StringLiteral kReferenceAttrName = "fusec.reference";
inline constexpr StringLiteral kManifestAttrName = "fusec.manifest";
inline constexpr StringLiteral kManifestsAttrName = "fusec.manifests";

/// The launch manifests of `module`: its `fusec.manifest`, or each of its
/// `fusec.manifests`; none before convert-fuse-to-gpu.
SmallVector<ManifestAttr> getManifests(ModuleOp module);

/// The GPU the cost model plans for when no target or option names one.
inline constexpr StringLiteral kDefaultGpu = "h100";

/// The architectures fusec generates kernels for, in order of preference.
ArrayRef<StringRef> knownArchs();

/// The compute capability (major * 10 + minor) `arch` needs, or nullopt for
/// an architecture fusec does not know.
std::optional<unsigned> archComputeCapability(StringRef arch);

/// The newest architecture `gpu` runs: sm_90a on Hopper, sm_80 on an A100.
StringRef defaultArchFor(const fusec::cost::GpuSpec &gpu);

/// The `fuse.target` of `module`, or null when it has none.
TargetAttr getTarget(Operation *module);

/// The target named by options: the cost model's GPU `gpu` ("" = h100) and
/// `arch` ("" = the newest the GPU runs). Null after an error through
/// `emitError` (unknown GPU or architecture, or an architecture the GPU
/// cannot run); `what` prefixes the messages ("fuse-plan-chains: ").
TargetAttr lookupTarget(function_ref<InFlightDiagnostic()> emitError,
                        MLIRContext *context, StringRef gpu, StringRef arch,
                        StringRef what = "");

/// The target a pass compiles for: the module's `fuse.target`, else the one
/// its `gpu` / `arch` options name (lookupTarget). An option given (non-
/// empty) that differs from the module's target is an error at the module:
/// the target is set once, by fuse-set-target. `defaultArch` replaces an
/// empty `arch` when the module has no target. Null after an error.
TargetAttr resolveTarget(Operation *module, StringRef what, StringRef gpu,
                         StringRef arch, StringRef defaultArch = "");

} // namespace fuse
} // namespace mlir

#endif // FUSEC_DIALECT_FUSE_IR_FUSEATTRS_H
