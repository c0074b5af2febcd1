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
} // namespace mlir::fuse

#include "fusec/Dialect/Fuse/IR/FuseAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h.inc"

namespace mlir {
class ModuleOp;
namespace fuse {

/// The module attribute that holds the #fuse.target.
inline constexpr StringLiteral kTargetAttrName = "fuse.target";

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
