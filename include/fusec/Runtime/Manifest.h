//===- Manifest.h - Launch manifest model and parser ------------*- C++ -*-===//
//
// Part of fusec. Depends only on the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// A launch manifest tells a runtime how to run the PTX that fusec emits: which
// buffers to allocate, which kernels to launch in which order with which
// arguments, and (optionally) the unfused computation to verify against.
//
// Schema, version 1 (strict JSON: no comments, no trailing commas, no
// duplicate keys; an unknown key is an error, except inside an "opaque"
// reference op):
//
//   {
//     "version": 1,                      required, must be 1
//     "ptx": "kernel.ptx",               required; relative to the manifest
//     "entry": "attention",              optional; the compiled function
//     "arch": "sm_90a",                  optional; "sm_<N>" or "sm_<N>a"
//     "flops": 1.23e9,                   optional; useful FLOPs of the graph
//     "buffers": [                       required, names unique
//       {"name": "arg0",
//        "kind": "input",                "input" | "temp" | "output"
//        "dtype": "bf16",                "f32" | "f16" | "bf16"
//        "shape": [2, 128, 64],          non-negative integers; [] is a scalar
//        "strides": [8192, 64, 1]}       optional, in elements, non-negative;
//     ],                                 default: row-major contiguous
//     "kernels": [                       required, launched in this order
//       {"name": "fusec_matmul_0",       the PTX .entry name
//        "grid": [4, 8, 2],              1 to 3 positive integers (rest = 1)
//        "block": [128, 1, 1],           1 to 3 positive integers, <= 1024
//        "shared_bytes": 0,              optional dynamic shared memory, def. 0
//        "chain": "matmul+softmax",      optional free text: what it fuses
//        "args": [                       in .param order:
//          {"buffer": "arg0"},           one CUdeviceptr (bare-pointer ABI)
//          {"scalar": "i64", "value": 128}]}  by value: i32|i64|f32|f16|bf16
//     ],
//     "reference": [                     optional: the unfused graph, in order
//       {"op": "matmul", "inputs": ["a", "b"], "output": "c",
//        "transpose_lhs": false, "transpose_rhs": true, "scale": 0.125},
//       {"op": "softmax", "inputs": ["x"], "output": "y", "axis": -1},
//       {"op": "attention", "inputs": ["q", "k", "v"], "output": "o",
//        "scale": 0.125, "causal": true},
//       {"op": "scale", "inputs": ["x"], "output": "y", "factor": 0.125},
//       {"op": "add", "inputs": ["x", "bias"], "output": "y"},
//       {"op": "causal_mask", "inputs": ["x"], "output": "y"},   // optional
//                                              "strict": true masks j >= i
//       {"op": "opaque", ...}            anything: verification is skipped
//     ]
//   }
//
// Reference ops read input buffers or outputs of earlier ops and may define
// intermediate names that are not buffers; an op whose output names a buffer
// defines that buffer's expected value. Defaults: "scale" is 1 for matmul and
// 1/sqrt(d) for attention, "axis" is -1 (negative axes count from the end),
// "transpose_*" and "causal" are false; "factor" is required. Op semantics are
// in Reference.h.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_RUNTIME_MANIFEST_H
#define FUSEC_RUNTIME_MANIFEST_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fusec {
namespace runtime {

/// The outcome of a fallible step: success, or failure with a one-line
/// message (parse errors start with "LINE:COLUMN: ").
class [[nodiscard]] Status {
public:
  static Status success() { return Status(); }
  static Status failure(std::string message);

  bool succeeded() const { return message.empty(); }
  bool failed() const { return !message.empty(); }
  /// The failure message; empty on success.
  const std::string &getMessage() const { return message; }

private:
  std::string message;
};

/// Element types of buffers and scalar arguments.
enum class DType { F32, F16, BF16, I32, I64 };

/// Parses "f32", "f16", "bf16", "i32" or "i64".
std::optional<DType> parseDType(std::string_view name);
/// Returns the manifest spelling of `type`.
const char *stringifyDType(DType type);
/// Returns the size of one element of `type` in bytes.
size_t getByteWidth(DType type);
/// Returns true for f32, f16 and bf16.
bool isFloatDType(DType type);

/// A 1-based line and column (in bytes) in the manifest text.
struct SourceLoc {
  unsigned line = 0;
  unsigned column = 0;
  /// Formats as "LINE:COLUMN".
  std::string str() const;
};

/// Role of a buffer: inputs are filled before the launch, temps and outputs
/// are poisoned, outputs are checked against the reference.
enum class BufferKind { Input, Temp, Output };

/// Returns "input", "temp" or "output".
const char *stringifyBufferKind(BufferKind kind);

/// One device allocation and the logical tensor it holds.
struct BufferDesc {
  std::string name;
  BufferKind kind = BufferKind::Input;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  /// Element strides, one per dimension.
  std::vector<int64_t> strides;
  SourceLoc loc;

  /// Number of logical elements (product of the shape).
  int64_t getNumElements() const;
  /// Number of elements the strided layout spans: 1 + the largest offset,
  /// or 0 for an empty tensor.
  int64_t getStorageElements() const;
  /// getStorageElements() times the element width.
  size_t getStorageBytes() const;
};

/// One kernel parameter: a buffer's device pointer or a scalar by value.
struct KernelArg {
  enum class Kind { Buffer, Scalar };
  Kind kind = Kind::Buffer;
  /// For buffers: index into Manifest::buffers.
  size_t bufferIndex = 0;
  /// For scalars: the type and value (intValue for i32/i64, floatValue else).
  DType scalarType = DType::I64;
  int64_t intValue = 0;
  double floatValue = 0;
};

/// One kernel launch.
struct KernelDesc {
  std::string name;
  std::array<unsigned, 3> grid = {1, 1, 1};
  std::array<unsigned, 3> block = {1, 1, 1};
  /// Dynamic shared memory in bytes.
  unsigned sharedBytes = 0;
  /// Free-text description of the fused ops (e.g. "matmul+softmax+matmul");
  /// empty when absent.
  std::string chain;
  std::vector<KernelArg> args;
  SourceLoc loc;
};

/// One op of the unfused reference graph.
struct RefOp {
  enum class Kind {
    Matmul,
    Softmax,
    Attention,
    Scale,
    Add,
    CausalMask,
    Opaque
  };
  Kind kind = Kind::Opaque;
  std::vector<std::string> inputs;
  std::string output;
  bool transposeLhs = false;
  bool transposeRhs = false;
  /// Unset: 1 for matmul, 1/sqrt(d) for attention.
  std::optional<double> scale;
  /// The multiplier of a scale op.
  double factor = 1;
  int64_t axis = -1;
  bool causal = false;
  /// causal_mask only: also mask the diagonal (keys j >= query i).
  bool strict = false;
  SourceLoc loc;
};

/// Returns the manifest spelling of `kind`: "matmul", "softmax", "attention",
/// "scale", "add", "causal_mask" or "opaque".
const char *stringifyRefOpKind(RefOp::Kind kind);

/// A parsed and validated launch manifest.
struct Manifest {
  int64_t version = 1;
  std::string ptx;
  /// The name of the compiled function; empty when absent.
  std::string entry;
  /// Empty when absent.
  std::string arch;
  std::optional<double> flops;
  std::vector<BufferDesc> buffers;
  std::vector<KernelDesc> kernels;
  /// False when the manifest has no "reference" field.
  bool hasReference = false;
  std::vector<RefOp> reference;

  /// Returns the buffer named `name`, or null.
  const BufferDesc *lookupBuffer(std::string_view name) const;
  /// Returns the first opaque reference op, or null.
  const RefOp *getOpaqueOp() const;
};

/// Parses and validates manifest JSON. Errors are "LINE:COLUMN: message".
Status parseManifest(std::string_view text, Manifest &result);

/// Reads and parses the manifest at `path`; errors are prefixed with "PATH:".
Status readManifestFile(const std::string &path, Manifest &result);

/// Returns the number of parameters of kernel `name` in `ptx` (the .param
/// declarations in the parentheses after ".entry NAME", outside comments), or
/// nullopt when the PTX declares no such entry.
std::optional<size_t> countPtxEntryParams(std::string_view ptx,
                                          std::string_view name);

/// Checks the kernels of `manifest` against `ptx` without a driver: every
/// kernel whose .entry the PTX declares must receive as many arguments as it
/// has parameters. (Kernels the PTX text lacks are left to the driver.)
/// Errors are "LINE:COLUMN: kernel 'NAME': ...", located at the kernel.
Status checkPtxEntries(const Manifest &manifest, std::string_view ptx);

} // namespace runtime
} // namespace fusec

#endif // FUSEC_RUNTIME_MANIFEST_H
