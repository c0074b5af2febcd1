//===- InitAll.h - the one registration point of fusec ----------*- C++ -*-===//
//
// Every fusec tool, and every compiler that embeds fusec, registers the
// dialects, passes and pipelines through these functions.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_INITALL_H
#define FUSEC_INITALL_H

namespace mlir {
class DialectRegistry;
namespace fuse {

/// Adds the fuse dialect and every dialect and extension the pipeline uses
/// (linalg, tosa, gpu, nvvm, llvm and their interface models).
void registerAllDialects(DialectRegistry &registry);

/// Registers fusec's passes, `--fusec-pipeline` and `--fusec-cpu-pipeline`.
void registerAllPasses();

} // namespace fuse
} // namespace mlir

#endif // FUSEC_INITALL_H
