//===- fusec.cpp - the fusec compiler driver ------------------------------===//
//
// fusec INPUT.mlir -o kernel.ptx: parses the input, runs the pipeline built by
// buildFusecPipeline and writes PTX plus its launch manifest (or the IR of an
// earlier stage with --emit). All the compiling is in the library; this file
// only handles files and options.
//
//===----------------------------------------------------------------------===//

#include "fusec/InitAll.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Report/Report.h"
#include "fusec/Target/PTX.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace llvm;

static cl::OptionCategory fusecCategory("fusec options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir, - = stdin>"),
                                          cl::init("-"),
                                          cl::cat(fusecCategory));

static cl::opt<std::string> outputFilename(
    "o",
    cl::desc("Output file. Default: INPUT with .ptx for --emit=ptx (stdout "
             "when reading stdin), stdout for the other stages. With PTX, "
             "the launch manifest goes beside it as NAME.manifest.json"),
    cl::value_desc("file"), cl::cat(fusecCategory));

static cl::opt<std::string>
    report("report",
           cl::desc("Write the planner's report: text (why each chain was or "
                    "was not fused), json (stable schema, see "
                    "include/fusec/Report/Report.h) or svg (the GPU's "
                    "roofline with each chain's naive and fused points)"),
           cl::value_desc("text|json|svg"), cl::cat(fusecCategory));

static cl::opt<std::string>
    reportFile("report-file",
               cl::desc("Where --report goes (default: stdout)"),
               cl::value_desc("file"), cl::init("-"), cl::cat(fusecCategory));

/// Reports a command-line error in the usual tool format.
static int fail(const Twine &msg) {
  WithColor::error(errs(), "fusec") << msg << "\n";
  return 1;
}

/// The default output path for `stage`.
static std::string defaultOutput(fuse::Stage stage) {
  if (stage != fuse::Stage::PTX || inputFilename == "-")
    return "-";
  SmallString<128> path(sys::path::filename(inputFilename));
  sys::path::replace_extension(path, ".ptx");
  return std::string(path);
}

/// NAME.ptx -> NAME.manifest.json.
static std::string manifestPath(StringRef ptxPath) {
  SmallString<128> path(ptxPath);
  sys::path::replace_extension(path, ".manifest.json");
  return std::string(path);
}

int main(int argc, char **argv) {
  InitLLVM y(argc, argv);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  // The pipeline's options are fusec's options: one declaration, shared
  // with fuse-opt --fusec-pipeline and embedders. Its stop-after is --emit.
  fuse::FusecPipelineOptions options;
  options.addToCommandLine(
      fusecCategory,
      {{"stop-after", "emit",
        "Stage to stop at and print: fuse (after the monoid rewrites and "
        "planning), gpu (generated kernels), llvm (NVVM/LLVM dialect), ptx "
        "(default)"}});
  cl::HideUnrelatedOptions({&fusecCategory, &getColorCategory()});
  cl::ParseCommandLineOptions(
      argc, argv,
      "fusec: fuses matmul chains and the softmax between them into single "
      "GPU kernels\n\n"
      "  fusec attention.mlir -o attention.ptx\n"
      "      writes attention.ptx and attention.manifest.json (what a runtime "
      "needs to launch it)\n"
      "  fusec attention.mlir --emit=fuse\n"
      "      prints the IR after the monoid rewrites and planning\n");

  std::optional<fuse::Stage> stage = fuse::parseStage(options.stopAfter);
  if (!stage)
    return fail("unknown --emit='" + options.stopAfter +
                "'; expected fuse, gpu, llvm or ptx");

  std::optional<fuse::ReportFormat> reportFormat;
  if (!report.empty()) {
    reportFormat = fuse::parseReportFormat(report);
    if (!reportFormat)
      return fail("unknown --report='" + report +
                  "'; expected text, json or svg");
  }

  DialectRegistry registry;
  fuse::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics point at the user's source; do not dump whole modules.
  context.printOpOnDiagnostic(false);
  fuse::initializeNVPTXBackend();

  {
    // Option errors have no source location; report them as tool errors.
    ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
      WithColor::error(errs(), "fusec") << diag.str() << "\n";
      return success();
    });
    if (failed(fuse::verifyPipelineOptions(options, UnknownLoc::get(&context))))
      return 1;
  }

  std::string errorMessage;
  std::unique_ptr<MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input)
    return fail(errorMessage);
  auto sourceMgr = std::make_shared<SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(input), SMLoc());
  SourceMgrDiagnosticHandler diagHandler(*sourceMgr, &context);

  std::string outPath =
      outputFilename.empty() ? defaultOutput(*stage) : outputFilename;
  std::unique_ptr<ToolOutputFile> output =
      openOutputFile(outPath, &errorMessage);
  if (!output)
    return fail(errorMessage);
  std::unique_ptr<ToolOutputFile> manifest;
  if (*stage == fuse::Stage::PTX && outPath != "-") {
    manifest = openOutputFile(manifestPath(outPath), &errorMessage);
    if (!manifest)
      return fail(errorMessage);
  }

  std::unique_ptr<ToolOutputFile> reportOut;
  if (reportFormat) {
    reportOut = openOutputFile(reportFile, &errorMessage);
    if (!reportOut)
      return fail(errorMessage);
  }

  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return 1;

  PassManager pm(&context, ModuleOp::getOperationName());
  if (failed(applyPassManagerCLOptions(pm)))
    return 1;
  fuse::buildFusecPipeline(pm, options);
  if (failed(pm.run(*module)))
    return 1;

  if (reportOut) {
    // The GPU is the module's fuse.target.
    if (failed(fuse::writeReport(*module, *reportFormat, /*gpu=*/"",
                                 reportOut->os())))
      return 1;
    reportOut->keep();
  }

  if (*stage != fuse::Stage::PTX) {
    module->print(output->os());
    output->os() << "\n";
    output->keep();
    return 0;
  }

  FailureOr<std::string> ptx = fuse::extractPTX(*module);
  if (failed(ptx))
    return 1;
  output->os() << *ptx;
  if (manifest) {
    FailureOr<json::Value> json =
        fuse::buildManifestJSON(*module, sys::path::filename(outPath));
    if (failed(json))
      return 1;
    manifest->os() << formatv("{0:2}", *json) << "\n";
    manifest->keep();
  }
  output->keep();
  if (manifest)
    errs() << "fusec: wrote " << outPath << " (PTX for "
           << fuse::getTarget(*module).getArch() << ") and " << manifestPath(outPath) << " (launch manifest)\n";
  return 0;
}
