//===- LinkPTX.h - several PTX modules as one --------------------*- C++
//-*-===//
//
// PTX has no linker short of ptxas / nvlink, and the runtime loads one PTX
// module. The kernel module is code-generated in partitions (each a subset
// of its kernels, with every other symbol); linking their PTX texts is a
// union of their module-scope statements: one header, each kernel once,
// and a symbol the partitions share (the dynamic shared memory, a
// libdevice function or table) once when their texts agree.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TARGET_LINKPTX_H
#define FUSEC_TARGET_LINKPTX_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir::fuse {

/// One PTX module holding every statement of `parts` (PTX texts of the same
/// .version, .target and .address_size), in their order. A statement that
/// an earlier part already holds word for word is dropped. A symbol that a
/// later part defines differently (an internal function IPO specialized
/// differently in two partitions) is renamed in that part, `name_pN`, so
/// that each part keeps its own. Errors: a part that is not PTX as LLVM
/// writes it (unbalanced braces, no header), parts of different headers, a
/// kernel (.entry) defined by two parts.
llvm::Expected<std::string> linkPTX(llvm::ArrayRef<std::string> parts);

} // namespace mlir::fuse

#endif // FUSEC_TARGET_LINKPTX_H
