//===- Passes.h - fusec conversion passes -----------------------*- C++ -*-===//
//
// Declares the passes that lower the fuse dialect towards the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_CONVERSION_PASSES_H
#define FUSEC_CONVERSION_PASSES_H

#include "fusec/Dialect/Fuse/IR/FuseDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fuse {

#define GEN_PASS_DECL
#include "fusec/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fusec/Conversion/Passes.h.inc"

} // namespace mlir::fuse

#endif // FUSEC_CONVERSION_PASSES_H
