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
// Schema, version 1 (strict JSON in UTF-8: no comments, no trailing commas,
// no duplicate keys; an unknown key is an error, except inside an "opaque"
// reference op):
//
//   {
//     "version": 1,                      required: 1, or 2 (below)
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
//          {"tensor_map": {"buffer": "arg1",  a CUdeviceptr to a CUtensorMap
//           "box": [1, 128, 64],         (128 bytes) the runtime encodes
//           "swizzle": 128}},            from the buffer's device address,
//                                        extents and strides: box = tile
//                                        extents per axis (outermost
//                                        first, 1..256), swizzle 128 (B);
//                                        16-bit buffers; version 2
//          {"counters": 64},            a CUdeviceptr to 64 int32 counters,
//                                        zero before the first launch; the
//                                        kernel leaves them zero; version 2
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
// Version 2 adds dynamic extents (compile once, run any batch, heads or
// sequence length). Everything of version 1 is valid in version 2, which also
// accepts (and version 1 rejects):
//
//   "dims": [                            optional; the extent symbols
//     {"name": "s0",                     [A-Za-z_][A-Za-z0-9_]*, unique
//      "buffer": "arg0", "axis": 0}]     where it occurs (for messages): that
//                                        buffer's shape has "s0" at `axis`
//   buffer "shape": ["s0", 128, 64]      integers or declared symbols; with a
//                                        symbol "strides" must be absent: the
//                                        layout is row-major of the resolved
//                                        shape
//   kernel "grid": [{"product": ["s2", 2], "ceil_div": 128}, 4]
//                                        an entry is a positive integer or
//                                        ceil(product of the items (symbols
//                                        or positive integers) / ceil_div)
//                                        ("ceil_div" optional, default 1)
//   kernel arg {"dim": "s2"}             the symbol's value as a 64-bit
//                                        integer by value (.u64/.s64 param)
//
// Unknown or duplicate symbols, and "dims" entries whose buffer does not
// have the symbol at that axis, are errors located like any other.
//
// A manifest with symbols is run after resolveDims() gives every symbol a
// value (>= 1): that yields a manifest with concrete shapes, strides, grids
// and scalar values, on which everything else works unchanged. A grid entry
// without symbols is evaluated when parsing. "flops" describes one shape, so
// resolveDims() drops it from manifests with symbols.
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
#include <map>
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

/// Element types of buffers and scalar arguments. Buffers are f32, f16,
/// bf16, f64 or i1 (a boolean mask: one byte per element, 0 or 1, as
/// PyTorch stores torch.bool); scalars are f32, f16, bf16, f64, i32 or i64.
enum class DType { F32, F16, BF16, I1, I32, I64, F64, I8, I16 };

/// Parses "f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32" or "i64".
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

/// The shape and stride entries of a symbolic extent before resolveDims().
constexpr int64_t kDynamicExtent = -1;

/// One device allocation and the logical tensor it holds.
struct BufferDesc {
  std::string name;
  BufferKind kind = BufferKind::Input;
  DType dtype = DType::F32;
  /// Extents; kDynamicExtent for a symbol not resolved yet.
  std::vector<int64_t> shape;
  /// Element strides, one per dimension; all kDynamicExtent while any extent
  /// is.
  std::vector<int64_t> strides;
  /// Empty when every extent is an integer in the manifest; otherwise one
  /// entry per dimension: the symbol, or "" where the extent is static.
  /// Kept by resolveDims() (which fills in `shape` and `strides`).
  std::vector<std::string> shapeSymbols;
  SourceLoc loc;

  /// True when the manifest gives some extent as a symbol.
  bool isDynamic() const { return !shapeSymbols.empty(); }
  /// Number of logical elements (product of the shape). Like the two below,
  /// only meaningful once the shape is resolved.
  int64_t getNumElements() const;
  /// Number of elements the strided layout spans: 1 + the largest offset,
  /// or 0 for an empty tensor.
  int64_t getStorageElements() const;
  /// getStorageElements() times the element width.
  size_t getStorageBytes() const;
};

/// A dynamic extent: a symbol of a version 2 manifest.
struct DimDesc {
  std::string name;
  /// Where it occurs (for messages): `buffer`'s shape has it at `axis`.
  std::string buffer;
  int64_t axis = 0;
  /// Set by resolveDims().
  std::optional<int64_t> value;
  SourceLoc loc;
};

/// A grid extent computed from symbols: ceil(product / ceilDiv), where the
/// product is that of `symbols` (in manifest order, repeats allowed) times
/// `factor` (the product of the integer items).
struct GridExpr {
  std::vector<std::string> symbols;
  int64_t factor = 1;
  int64_t ceilDiv = 1;

  /// Formats as "s0*s1" or "ceil(s2*2/128)".
  std::string str() const;
};

/// One kernel parameter: a buffer's device pointer or a scalar by value.
struct KernelArg {
  enum class Kind { Buffer, Scalar, TensorMap, Counters };
  Kind kind = Kind::Buffer;
  /// For counters: how many int32 counters the runtime allocates for this
  /// argument, zeroed once (a split reduction's CTAs count their arrivals
  /// on them; the last one folds the partial states and resets its
  /// counter, so they are zero again after every launch).
  int64_t numCounters = 0;
  /// For buffers and tensor maps: index into Manifest::buffers.
  size_t bufferIndex = 0;
  /// For tensor maps: the box (tile extents per axis, outermost first) and
  /// the shared-memory swizzle in bytes (128).
  std::vector<int64_t> box;
  int64_t swizzle = 128;
  /// For tensor maps of a view: the row-major shape the kernel reads the
  /// buffer as (outermost first; as many elements as the buffer); empty for
  /// the buffer's own shape and strides.
  std::vector<int64_t> viewShape;
  /// For buffers and tensor maps of a view: where the kernel's data starts
  /// in the buffer, in elements (a slice of a flat argument); 0 otherwise.
  int64_t offset = 0;
  /// For scalars: the type and value (intValue for i32/i64, floatValue else).
  DType scalarType = DType::I64;
  int64_t intValue = 0;
  double floatValue = 0;
  /// For {"dim": NAME}: NAME; the scalar is an i64 whose intValue is 0 until
  /// resolveDims() sets it to the symbol's value. Empty for other args.
  std::string dim;
};

/// One kernel launch.
struct KernelDesc {
  std::string name;
  /// The launch grid; an entry with a symbolic expression is 0 until
  /// resolveDims() evaluates it.
  std::array<unsigned, 3> grid = {1, 1, 1};
  /// Per grid entry: the expression, where it has symbols.
  std::array<std::optional<GridExpr>, 3> gridExprs;
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
  /// The extent symbols (version 2), in manifest order.
  std::vector<DimDesc> dims;
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
  /// Returns the symbol named `name`, or null.
  const DimDesc *lookupDim(std::string_view name) const;
  /// True when some symbol has no value yet: such a manifest must go through
  /// resolveDims() before it is run, allocated or verified.
  bool hasUnresolvedDims() const;
  /// Returns the first opaque reference op, or null.
  const RefOp *getOpaqueOp() const;
};

/// Parses and validates manifest JSON. Errors are "LINE:COLUMN: message".
Status parseManifest(std::string_view text, Manifest &result);

/// Reads and parses the manifest at `path`; errors are prefixed with "PATH:".
/// A missing NAME.manifest.json beside NAME.<function>.manifest.json files
/// (what fusec writes for a module of several public functions) says so and
/// lists them.
Status readManifestFile(const std::string &path, Manifest &result);

//===----------------------------------------------------------------------===//
// Dynamic extents
//===----------------------------------------------------------------------===//

/// Largest value of a symbol (and of any extent or stride): 2^40.
constexpr int64_t kMaxExtent = int64_t(1) << 40;

/// A value given for a symbol and where it came from, e.g. "--dim s0=2" or
/// "--shape arg0=2x16x1000x64", for messages.
struct DimBinding {
  int64_t value = 0;
  std::string source;
};
/// Bindings by symbol name.
using DimBindings = std::map<std::string, DimBinding>;

/// Binds symbol `name` to `value`. Fails if the manifest declares no such
/// symbol, if `value` is not in [1, kMaxExtent], or if `bindings` already
/// gives it another value (the message names both sources).
Status bindDim(const Manifest &manifest, const std::string &name, int64_t value,
               const std::string &source, DimBindings &bindings);

/// Binds the symbols in the shape of buffer `bufferName` to the extents at
/// their axes in `extents` (the buffer's full shape, as in
/// --shape arg0=2x16x1000x64) like bindDim. Fails on an unknown buffer, a
/// rank mismatch or a static extent that differs (e.g. "arg0: axis 3 is 64
/// in the manifest, 128 given"). Works on static buffers too (a check only).
/// On failure, `bindings` is left unchanged.
Status bindShape(const Manifest &manifest, const std::string &bufferName,
                 const std::vector<int64_t> &extents, const std::string &source,
                 DimBindings &bindings);

/// Returns the value of every symbol in `bindings`.
std::map<std::string, int64_t> getDimValues(const DimBindings &bindings);

/// Returns a copy of `manifest` with every symbol set to its value in
/// `values`: concrete shapes and row-major strides for symbolic buffers,
/// evaluated grids, the values of {"dim"} arguments, and each DimDesc's
/// value; "flops" is dropped if there are symbols. Fails on a name the
/// manifest does not declare, a symbol without a value (e.g. "dimension s3
/// (axis 2 of arg1) has no value"), a value outside [1, kMaxExtent], a
/// buffer over 2^33 elements, or a grid beyond the device limits (see
/// checkGridLimits). A static manifest with empty `values` comes back as is.
/// May be called again on a resolved manifest with other values.
Status resolveDims(const Manifest &manifest,
                   const std::map<std::string, int64_t> &values,
                   Manifest &resolved);

/// Checks every kernel's grid against the CUDA limits: grid.x <= 2^31 - 1,
/// grid.y and grid.z <= 65535. The message names the kernel, and for a
/// symbolic entry the expression and the symbols' values, e.g. "kernel 'k':
/// grid.y = s0*s1 = 70000 (s0=7000, s1=10) is more than the device limit
/// 65535".
Status checkGridLimits(const Manifest &manifest);

/// Formats the symbols' values as "s0=2 s1=16"; "?" for unresolved ones.
std::string formatDims(const Manifest &manifest);

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
