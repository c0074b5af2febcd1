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
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
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
             "the launch manifest goes beside it as NAME.manifest.json; a "
             "module of several public functions gets one per function, "
             "NAME.<function>.manifest.json"),
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

static cl::opt<std::string> reportFrom(
    "report-from",
    cl::desc("Compile nothing: render the JSON report in this file as "
             "--report (default text) -- one --report=json wrote, or one "
             "that fuse-run --report-out wrote with each kernel's measured "
             "time: the text then gives measured / predicted per chain, the "
             "svg plots the measured points beside the predicted ones"),
    cl::value_desc("file"), cl::cat(fusecCategory));

/// Reports a command-line error in the usual tool format.
static int fail(const Twine &msg) {
  WithColor::error(errs(), "fusec") << msg << "\n";
  return 1;
}

/// fusec --report-from=FILE: renders a saved report; compiles nothing.
static int renderSavedReport(std::optional<fuse::ReportFormat> format) {
  // An input or -o would be ignored: say so rather than surprise.
  if (inputFilename.getNumOccurrences() || outputFilename.getNumOccurrences())
    return fail("--report-from renders a saved report and compiles nothing: "
                "give no input file or -o (the rendering goes to "
                "--report-file)");
  ErrorOr<std::unique_ptr<MemoryBuffer>> text =
      MemoryBuffer::getFileOrSTDIN(reportFrom, /*IsText=*/true);
  if (!text)
    return fail("cannot read '" + reportFrom +
                "': " + text.getError().message());
  std::string errorMessage;
  std::unique_ptr<ToolOutputFile> out =
      openOutputFile(reportFile, &errorMessage);
  if (!out)
    return fail(errorMessage);
  if (Error error = fuse::writeReportFromJSON(
          (*text)->getBuffer(), format.value_or(fuse::ReportFormat::Text),
          out->os()))
    return fail(reportFrom + ": " + toString(std::move(error)));
  out->keep();
  return 0;
}

/// The default output path for `stage`.
static std::string defaultOutput(fuse::Stage stage) {
  if (stage != fuse::Stage::PTX || inputFilename == "-")
    return "-";
  SmallString<128> path(sys::path::filename(inputFilename));
  sys::path::replace_extension(path, ".ptx");
  return std::string(path);
}

/// NAME.ptx -> NAME.manifest.json, or NAME.<function>.manifest.json for a
/// function of a module of several (characters other than letters, digits,
/// '_', '-' and '.' in the function's name become '_').
static std::string manifestPath(StringRef ptxPath, StringRef function = "") {
  std::string suffix = ".manifest.json";
  if (!function.empty()) {
    std::string file;
    for (char c : function)
      file += isAlnum(c) || c == '_' || c == '-' || c == '.' ? c : '_';
    suffix = "." + file + suffix;
  }
  SmallString<128> path(ptxPath);
  sys::path::replace_extension(path, suffix);
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
      "      prints the IR after the monoid rewrites and planning\n"
      "  fusec --report-from=run.json --report=svg --report-file=r.svg\n"
      "      plots a report with fuse-run's measured times (fuse-run "
      "--report-in/--report-out) beside the predictions\n");

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

  if (reportFrom.getNumOccurrences())
    return renderSavedReport(reportFormat);

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
  // The manifests are opened once the functions are known.
  bool writeManifests = *stage == fuse::Stage::PTX && outPath != "-";

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
  // One manifest per public function: NAME.manifest.json for a module of
  // one, NAME.<function>.manifest.json each for a module of several.
  SmallVector<std::string> written;
  if (writeManifests) {
    FailureOr<SmallVector<fuse::FunctionManifest>> manifests =
        fuse::buildManifestsJSON(*module, sys::path::filename(outPath));
    if (failed(manifests))
      return 1;
    SmallVector<std::unique_ptr<ToolOutputFile>> files;
    for (fuse::FunctionManifest &manifest : *manifests) {
      std::string base = manifests->size() == 1
                             ? manifestPath(outPath)
                             : manifestPath(outPath, manifest.function);
      // Two names that differ only in replaced characters: keep both.
      std::string path = base;
      for (unsigned i = 2; llvm::is_contained(written, path); ++i)
        path = manifestPath(outPath, manifest.function + "_" +
                                         std::to_string(i));
      std::unique_ptr<ToolOutputFile> file =
          openOutputFile(path, &errorMessage);
      if (!file)
        return fail(errorMessage);
      file->os() << formatv("{0:2}", manifest.json) << "\n";
      files.push_back(std::move(file));
      written.push_back(path);
    }
    for (std::unique_ptr<ToolOutputFile> &file : files)
      file->keep();
  }
  output->keep();
  StringRef arch = fuse::getTarget(*module).getArch();
  if (written.size() == 1)
    errs() << "fusec: wrote " << outPath << " (PTX for " << arch << ") and "
           << written.front() << " (launch manifest)\n";
  else if (!written.empty())
    errs() << "fusec: wrote " << outPath << " (PTX for " << arch << ") and "
           << written.size() << " launch manifests, one per public function: "
           << join(written, ", ") << "\n";
  return 0;
}
