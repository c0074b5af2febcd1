//===- FuseDialect.h - fuse dialect -----------------------------*- C++ -*-===//
//
// Declares the fuse dialect class.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEDIALECT_H
#define FUSEC_DIALECT_FUSE_IR_FUSEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "fusec/Dialect/Fuse/IR/FuseOpsDialect.h.inc"

#endif // FUSEC_DIALECT_FUSE_IR_FUSEDIALECT_H
