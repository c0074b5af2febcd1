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

#include "fusec/Dialect/Fuse/IR/FuseAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h.inc"

#endif // FUSEC_DIALECT_FUSE_IR_FUSEATTRS_H
