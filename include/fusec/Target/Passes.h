//===- Passes.h - kernels to PTX, in parallel --------------------*- C++
//-*-===//
//
// The last stage of the pipeline: the kernel module split into partitions
// that lower and code-generate on the MLIR context's threads, and the
// partitions' PTX linked back into one module.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TARGET_PASSES_H
#define FUSEC_TARGET_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>

namespace mlir::fuse {

/// fuse-partition-kernels: splits each gpu.module of the module into at
/// most `partitions` gpu.modules (0: as many as kernels), each holding a
/// contiguous run of its kernels: a kernel of more than its share of the
/// module's ops alone, smaller ones together, so
/// that the nested lowering passes and code generation run in parallel.
std::unique_ptr<Pass> createPartitionKernelsPass(unsigned partitions = 0);

/// fuse-serialize-kernels: compiles every gpu.module of the module to PTX
/// through its target attribute, the modules in parallel, and replaces them
/// by one gpu.binary (named as the first module) holding the linked PTX
/// (linkPTX). `toolkitPath`: the CUDA toolkit whose libdevice is linked.
std::unique_ptr<Pass> createSerializeKernelsPass(std::string toolkitPath = "");

/// Registers both passes with their command-line options.
void registerTargetPasses();

} // namespace mlir::fuse

#endif // FUSEC_TARGET_PASSES_H
