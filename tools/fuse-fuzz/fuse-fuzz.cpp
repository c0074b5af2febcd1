//===- fuse-fuzz.cpp - libFuzzer target for the fusec pipeline ------------===//
//
// Feeds each input as MLIR through parse -> verify -> the fusec pipeline up
// to the llvm stage (buildFusecPipeline with stop-after=llvm: serializing PTX
// is slow and upstream's business), then through the report and manifest
// writers. Diagnostics are swallowed: bad input must be reported, not crash.
// Besides crashes and sanitizer reports, two more outcomes abort, because the
// fusec driver would misbehave on them:
//   - a pass leaves invalid IR behind (the verifier runs after every pass);
//   - the pipeline fails without having reported an error.
//
// Built with -DFUSEC_BUILD_FUZZER=ON and clang; scripts/fuzz.sh builds it and
// runs it on a seed corpus made of the lit inputs and the examples.
// FUSE_FUZZ_VERBOSE=1 prints the diagnostics (to study a reproducer);
// FUSE_FUZZ_FRESH_CONTEXT=1 compiles each input in a context of its own.
//
//===----------------------------------------------------------------------===//

#include "fusec/InitAll.h"
#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Report/Report.h"
#include "fusec/Target/PTX.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace mlir;

static DialectRegistry *registry;
static bool verbose;
/// Inputs compiled in one context before it is replaced. Loading the dialects
/// the pipeline needs into a fresh context costs more than most inputs; a
/// context also grows with every uniqued attribute, so it is not kept forever.
static unsigned contextLifetime = 1000;

/// The context for the next input (threads off: one input at a time).
static MLIRContext &getContext() {
  static std::unique_ptr<MLIRContext> context;
  static unsigned uses = 0;
  if (!context || ++uses >= contextLifetime) {
    context.reset();
    context = std::make_unique<MLIRContext>(*registry,
                                            MLIRContext::Threading::DISABLED);
    context->printOpOnDiagnostic(false);
    uses = 0;
  }
  return *context;
}

/// fusec's code is instrumented, Debian's libMLIR is not: LLVM's
/// BumpPtrAllocator poisons slabs only when started from instrumented code,
/// and libMLIR then hands out memory from them without unpoisoning it.
/// Without this, ASan reports such writes as use-after-poison.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

namespace {
/// Verifies the IR after every pass and aborts, naming the pass, when it is
/// invalid: a pass must either fail with an error or produce valid IR.
struct VerifyAfterEachPass : public PassInstrumentation {
  void runAfterPass(Pass *pass, Operation *op) override {
    if (succeeded(verify(op)))
      return;
    // The upstream TOSA lowerings run first, on the user's IR, and some
    // produce invalid IR from IR the TOSA verifier accepts (tosa.matmul of
    // bf16 into f16: mismatched arith.addf). Upstream's bug, not fusec's;
    // fusec reports the verifier's error. Drop the function so that the
    // rest of the pipeline sees valid IR.
    auto fn = dyn_cast<func::FuncOp>(op);
    if (fn && pass->getArgument().starts_with("tosa-to-")) {
      fn.getBody().dropAllReferences();
      fn.getBody().getBlocks().clear();
      fn.setPrivate();
      return;
    }
    llvm::errs() << "fuse-fuzz: pass '" << pass->getArgument()
                 << "' produced invalid IR\n";
    if (verbose)
      op->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
    std::abort();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Mutations that keep the input consistent
//===----------------------------------------------------------------------===//
//
// A shape or an element type appears in several places (signature, every op's
// types, dims lists), so byte-level mutations hardly ever produce valid IR
// with an unusual shape. Half the time, the mutator rewrites one extent, or
// one element type, everywhere at once, as a frontend would.

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

static bool isWordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

/// The positions [begin, end) of the integer literals of `text` that can be
/// extents or dimension sizes: not part of an identifier (%0, d1, @f2, #map3),
/// a float (0.5, 1e3) or a hexadecimal literal (0xFF800000).
static std::vector<std::pair<size_t, size_t>> extentTokens(StringRef text) {
  std::vector<std::pair<size_t, size_t>> tokens;
  size_t i = 0, n = text.size();
  while (i < n) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    size_t begin = i;
    while (i < n && std::isdigit(static_cast<unsigned char>(text[i])))
      ++i;
    char before = begin ? text[begin - 1] : ' ';
    char after = i < n ? text[i] : ' ';
    // After a letter only as in 4x8 (a shape), not as in d1 or f32.
    bool afterShapeX =
        before == 'x' && begin >= 2 &&
        (std::isdigit(static_cast<unsigned char>(text[begin - 2])) ||
         text[begin - 2] == '?');
    if ((isWordChar(before) && !afterShapeX) || before == '%' ||
        before == '#' || before == '@' || before == '^' || before == '.' ||
        before == '-' || after == '.' || after == 'e' || after == 'E' ||
        (isWordChar(after) && after != 'x'))
      continue;
    if (after == 'x' && text.substr(begin, i - begin) == "0") {
      // 0x64xbf16 is a shape, 0xFF800000 a hexadecimal literal.
      size_t j = i + 1;
      while (j < n && std::isxdigit(static_cast<unsigned char>(text[j])))
        ++j;
      if (j == n || text[j] != 'x')
        continue;
    }
    tokens.emplace_back(begin, i);
  }
  return tokens;
}

/// Replaces every extent equal to a randomly chosen one by another value: a
/// boundary value, its neighbour or double, or a dynamic extent.
static std::string mutateExtent(StringRef text, std::minstd_rand &rng) {
  std::vector<std::pair<size_t, size_t>> tokens = extentTokens(text);
  if (tokens.empty())
    return text.str();
  auto [b, e] = tokens[rng() % tokens.size()];
  StringRef from = text.substr(b, e - b);
  // clang-format off
  static const char *const boundaries[] = {
      "0", "1", "2", "3", "7", "8", "15", "16", "17", "31", "32", "33", "63",
      "64", "65", "127", "128", "129", "255", "256", "1000", "1024", "4096",
      "65535", "65536", "2147483647", "2147483648", "4294967296",
      "1099511627776", "4611686018427387904", "9223372036854775807", "?"};
  // clang-format on
  std::string to = boundaries[rng() % std::size(boundaries)];
  uint64_t value = 0;
  if (rng() % 4 == 0 && !from.getAsInteger(10, value)) {
    switch (rng() % 3) {
    case 0:
      to = std::to_string(value + 1);
      break;
    case 1:
      to = std::to_string(value ? value - 1 : 0);
      break;
    default:
      to = std::to_string(value * 2);
      break;
    }
  }
  std::string out;
  size_t last = 0;
  for (auto [tb, te] : tokens) {
    if (text.substr(tb, te - tb) != from)
      continue;
    out += text.substr(last, tb - last);
    out += to;
    last = te;
  }
  out += text.substr(last);
  return out;
}

/// Replaces every occurrence of one element type by another.
static std::string mutateElementType(StringRef text, std::minstd_rand &rng) {
  static const char *const types[] = {"bf16", "f16", "f32",   "f64",
                                      "i32",  "i8",  "index", "f8E4M3FN"};
  std::vector<StringRef> present;
  for (StringRef t : types)
    if (text.contains(t))
      present.push_back(t);
  if (present.empty())
    return text.str();
  StringRef from = present[rng() % present.size()];
  StringRef to = types[rng() % std::size(types)];
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    size_t at = text.find(from, i);
    if (at == StringRef::npos)
      break;
    char before = at ? text[at - 1] : ' ';
    size_t end = at + from.size();
    char after = end < text.size() ? text[end] : ' ';
    bool shapeX = before == 'x' && at >= 2 &&
                  (std::isdigit(static_cast<unsigned char>(text[at - 2])) ||
                   text[at - 2] == '?');
    out += text.substr(i, at - i);
    out += ((!isWordChar(before) || shapeX) && !isWordChar(after)) ? to : from;
    i = end;
  }
  out += text.substr(i);
  return out;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  std::minstd_rand rng(seed);
  if (rng() % 2)
    return LLVMFuzzerMutate(data, size, maxSize);
  StringRef text(reinterpret_cast<const char *>(data), size);
  std::string out =
      rng() % 4 ? mutateExtent(text, rng) : mutateElementType(text, rng);
  if (out == text || out.size() > maxSize)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, out.data(), out.size());
  return out.size();
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  registry = new DialectRegistry();
  fuse::registerAllDialects(*registry);
  verbose = std::getenv("FUSE_FUZZ_VERBOSE") != nullptr;
  if (std::getenv("FUSE_FUZZ_FRESH_CONTEXT"))
    contextLifetime = 1;
  return 0;
}

/// MLIR's parser recurses once per nesting level and has no depth limit, so
/// a few thousand open brackets overflow the stack inside upstream parsing
/// (fusec too, without the fuzzer). Known and not fusec's: skip such inputs.
static bool nestsTooDeep(StringRef text) {
  int depth = 0;
  for (char c : text) {
    if (c == '(' || c == '[' || c == '{' || c == '<')
      ++depth;
    else if (c == ')' || c == ']' || c == '}' || c == '>')
      depth = std::max(depth - 1, 0);
    if (depth > 256)
      return true;
  }
  return false;
}

/// Inputs that crash upstream MLIR's parser before fusec sees them (known,
/// not fusec's, see docs/Robustness.md; the real fusec crashes on them too):
/// skipped, so that every crash the fuzzer reports is one to look at, and a
/// job in fork mode is not cut short by them.
///  - a dense array of `index` (`array<index: 0, 2, 1>`, as the element-type
///    mutation makes of a `perms` array): the parser takes index for a float
///    type and calls FloatType::getWidth on it;
///  - `linalg.batch_matmul` (and the other batch_ named ops) on index
///    operands: the named op's region builder calls a null callback;
///  - `linalg.transpose` whose `permutation = [...]` is not a list of int64
///    (`[?, 0]`, as the extent mutation makes of `[1, 0]`, or an integer
///    past 2^63 - 1): the parser goes on with the null attribute.
static bool malformedPermutation(StringRef line) {
  size_t at = line.find("permutation");
  if (!line.contains("linalg.transpose") || at == StringRef::npos)
    return false;
  StringRef rest = line.substr(at + strlen("permutation")).ltrim();
  if (!rest.consume_front("=") || rest.ltrim().starts_with("array<"))
    return false;
  rest = rest.ltrim();
  if (!rest.consume_front("["))
    return true;
  size_t close = rest.find(']');
  if (close == StringRef::npos)
    return true;
  SmallVector<StringRef> items;
  rest.substr(0, close).split(items, ',');
  return llvm::any_of(items, [](StringRef item) {
    int64_t value;
    return item.trim().getAsInteger(10, value);
  });
}

static bool crashesUpstreamParser(StringRef text) {
  if (nestsTooDeep(text) || text.contains("array<index"))
    return true;
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  return llvm::any_of(lines, [](StringRef line) {
    return (line.contains("linalg.batch_") && line.contains("index")) ||
           malformedPermutation(line);
  });
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (crashesUpstreamParser(
          StringRef(reinterpret_cast<const char *>(data), size)))
    return 0;
  MLIRContext &context = getContext();
  bool sawError = false;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      sawError = true;
    if (verbose)
      llvm::errs() << diag.getLocation() << ": " << diag << "\n";
    return success();
  });

  // Like the driver: a NUL-terminated buffer (the lexer relies on it) in a
  // source manager.
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          StringRef(reinterpret_cast<const char *>(data), size), "fuzz-input"),
      llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return 0;

  fuse::FusecPipelineOptions options;
  options.stopAfter = "llvm";
  if (failed(fuse::verifyPipelineOptions(options, module->getLoc())))
    std::abort();
  PassManager pm(&context, ModuleOp::getOperationName());
  // The instrumentation verifies instead, and aborts on invalid IR.
  pm.enableVerifier(false);
  pm.addInstrumentation(std::make_unique<VerifyAfterEachPass>());
  fuse::buildFusecPipeline(pm, options);
  if (failed(pm.run(*module))) {
    if (!sawError) {
      llvm::errs() << "fuse-fuzz: the pipeline failed without an error\n";
      std::abort();
    }
    return 0;
  }

  // What the driver does with a compiled module (the PTX aside).
  llvm::raw_null_ostream null;
  for (fuse::ReportFormat format :
       {fuse::ReportFormat::Text, fuse::ReportFormat::JSON,
        fuse::ReportFormat::SVG})
    (void)fuse::writeReport(*module, format, /*gpu=*/"", null);
  FailureOr<SmallVector<fuse::FunctionManifest>> manifests =
      fuse::buildManifestsJSON(*module, "fuzz.ptx");
  if (succeeded(manifests))
    for (fuse::FunctionManifest &manifest : *manifests)
      null << manifest.json;
  return 0;
}
