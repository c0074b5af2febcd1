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

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

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
    llvm::errs() << "fuse-fuzz: pass '" << pass->getArgument()
                 << "' produced invalid IR\n";
    if (verbose)
      op->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
    std::abort();
  }
};
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  registry = new DialectRegistry();
  fuse::registerAllDialects(*registry);
  verbose = std::getenv("FUSE_FUZZ_VERBOSE") != nullptr;
  if (std::getenv("FUSE_FUZZ_FRESH_CONTEXT"))
    contextLifetime = 1;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
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
    (void)fuse::writeReport(*module, format, options.gpu, null);
  FailureOr<llvm::json::Value> manifest =
      fuse::buildManifestJSON(*module, "fuzz.ptx", options.arch);
  if (succeeded(manifest))
    null << *manifest;
  return 0;
}
