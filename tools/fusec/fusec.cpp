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
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace llvm;

static cl::OptionCategory fusecCategory("fusec options");

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<input .mlir, - = stdin>"),
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

static cl::opt<unsigned> jobs(
    "jobs",
    cl::desc("Threads that lower the kernels and compile them to PTX "
             "(default 0: one per hardware thread; 1: the main thread "
             "alone). The kernels are compiled in pieces that do not "
             "depend on it, so neither does the PTX"),
    cl::value_desc("N"), cl::init(0), cl::cat(fusecCategory));
static cl::alias jobsShort("j", cl::desc("Alias for --jobs"),
                           cl::aliasopt(jobs), cl::cat(fusecCategory));

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

//===----------------------------------------------------------------------===//
// Output files
//===----------------------------------------------------------------------===//
//
// Every output (the PTX or IR, the launch manifests, the report) is built in
// memory and written only once the whole compile has succeeded: a failed
// compile writes, truncates and deletes nothing. A regular file is written
// to a temporary file beside it that replaces it by a rename once every
// output is ready; stdout and existing files that are not regular files
// (/dev/null, a pipe) are written in place. No output may name the input or
// another output.

/// True for "-", a path in /dev (/dev/null, /dev/stdout, /dev/fd/3) and
/// an existing file that is neither a regular file nor a directory (a named
/// pipe, or a link to a device): written in place, and with no launch
/// manifest beside it.
static bool isStream(StringRef path) {
  if (path == "-" || path.starts_with("/dev/"))
    return true;
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return false;
  return sys::fs::exists(status) && !sys::fs::is_regular_file(status) &&
         !sys::fs::is_directory(status);
}

/// The file `path` names, spelled so that two spellings of one file compare
/// equal: its real path if it exists, else its directory's real path and
/// its name.
static std::string canonicalPath(StringRef path) {
  SmallString<256> real;
  if (!sys::fs::real_path(path, real))
    return std::string(real);
  SmallString<256> dir(sys::path::parent_path(path));
  if (dir.empty())
    dir = ".";
  if (sys::fs::real_path(dir, real)) {
    real = path;
    (void)sys::fs::make_absolute(real);
    sys::path::remove_dots(real, /*remove_dot_dot=*/true);
    return std::string(real);
  }
  sys::path::append(real, sys::path::filename(path));
  return std::string(real);
}

/// True when `a` and `b` name the same file (also through links).
static bool isSameFile(StringRef a, StringRef b) {
  bool same = false;
  if (!sys::fs::equivalent(a, b, same))
    return same;
  return canonicalPath(a) == canonicalPath(b);
}

namespace {
/// A file fusec reads or writes, for the collision checks.
struct NamedPath {
  /// "the input", "-o", "--report-file", "the launch manifest".
  std::string role;
  std::string path;
};

/// An output built in memory, written once everything has succeeded.
struct PendingOutput {
  NamedPath file;
  std::string contents;
};
} // namespace

/// Fails with an error if two of `paths` name one file: an output would
/// overwrite the input (`paths[0]`) or another output. Stdout and streams
/// such as /dev/null may take several outputs.
static LogicalResult checkCollisions(ArrayRef<NamedPath> paths) {
  for (size_t i = 0; i < paths.size(); ++i) {
    if (paths[i].path == "-" || isStream(paths[i].path))
      continue;
    for (size_t j = i + 1; j < paths.size(); ++j) {
      if (paths[j].path == "-" || !isSameFile(paths[i].path, paths[j].path))
        continue;
      if (i == 0)
        fail(paths[j].role + " '" + paths[j].path + "' would overwrite " +
             paths[i].role + " '" + paths[i].path +
             "': fusec never writes over what it reads; choose another name");
      else
        fail(paths[j].role + " '" + paths[j].path + "' and " + paths[i].role +
             " '" + paths[i].path +
             "' are the same file; choose another name for one of them");
      return failure();
    }
  }
  return success();
}

/// Fails with an error if `path` cannot take an output: a directory, or a
/// file in a directory that does not exist. Checked before compiling, so
/// that a long compile does not end in a message it could have started
/// with; the write itself can still fail (permissions, a full disk).
static LogicalResult checkWritable(const NamedPath &output) {
  StringRef path = output.path;
  if (path.empty()) {
    fail(output.role + " needs a file name ('-' for stdout)");
    return failure();
  }
  if (path == "-")
    return success();
  if (sys::fs::is_directory(path)) {
    fail(output.role + " '" + path + "' is a directory");
    return failure();
  }
  StringRef dir = sys::path::parent_path(path);
  if (!dir.empty() && !sys::fs::is_directory(dir)) {
    fail("cannot write " + output.role + " '" + path + "': '" + dir +
         "' is not a directory");
    return failure();
  }
  return success();
}

/// Writes every output, or none: each regular file goes to a temporary file
/// beside it first, and the temporary files replace their targets only
/// once all are written.
static LogicalResult commitOutputs(ArrayRef<PendingOutput> outputs) {
  struct Staged {
    const PendingOutput *output;
    std::string target;
    std::optional<sys::fs::TempFile> temp;
  };
  SmallVector<Staged> staged;
  auto discardAll = [&] {
    for (Staged &s : staged)
      if (s.temp)
        consumeError(s.temp->discard());
  };
  for (const PendingOutput &output : outputs) {
    if (isStream(output.file.path))
      continue;
    Staged &s = staged.emplace_back();
    s.output = &output;
    // Through a symbolic link: replace the file it names, not the link.
    s.target = output.file.path;
    SmallString<256> real;
    if (!sys::fs::real_path(output.file.path, real))
      s.target = std::string(real);
    Expected<sys::fs::TempFile> temp =
        sys::fs::TempFile::create(s.target + "-%%%%%%.tmp");
    if (!temp) {
      fail("cannot write " + output.file.role + " '" + output.file.path +
           "': " + toString(temp.takeError()));
      discardAll();
      return failure();
    }
    s.temp.emplace(std::move(*temp));
    raw_fd_ostream os(s.temp->FD, /*shouldClose=*/false);
    os << output.contents;
    os.flush();
    if (std::error_code error = os.error()) {
      os.clear_error();
      fail("cannot write " + output.file.role + " '" + output.file.path +
           "': " + error.message());
      discardAll();
      return failure();
    }
  }
  for (Staged &s : staged) {
    if (Error error = s.temp->keep(s.target)) {
      fail("cannot write " + s.output->file.role + " '" +
           s.output->file.path + "': " + toString(std::move(error)));
      discardAll();
      return failure();
    }
    s.temp.reset();
  }
  // Stdout and devices last, in the order given.
  for (const PendingOutput &output : outputs) {
    if (!isStream(output.file.path))
      continue;
    if (output.file.path == "-") {
      outs() << output.contents;
      outs().flush();
      continue;
    }
    std::error_code error;
    raw_fd_ostream os(output.file.path, error, sys::fs::OF_None);
    if (!error) {
      os << output.contents;
      os.close();
      error = os.error();
      os.clear_error();
    }
    if (error) {
      fail("cannot write " + output.file.role + " '" + output.file.path +
           "': " + error.message());
      return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

/// Fails with an error naming the option if it was given an empty value
/// ("--arch="): a value left out is a mistake, not a request for the
/// default.
static LogicalResult checkNotEmpty(const cl::Option &option, StringRef value,
                                   const Twine &expected) {
  if (!option.getNumOccurrences() || !value.empty())
    return success();
  StringRef dashes = option.ArgStr.size() == 1 ? "-" : "--";
  fail(dashes + option.ArgStr + " needs a value: " + expected);
  return failure();
}

/// fusec --report-from=FILE: renders a saved report; compiles nothing.
static int renderSavedReport(std::optional<fuse::ReportFormat> format) {
  // An input or -o would be ignored: say so rather than surprise.
  if (inputFilename.getNumOccurrences() || outputFilename.getNumOccurrences())
    return fail("--report-from renders a saved report and compiles nothing: "
                "give no input file or -o (the rendering goes to "
                "--report-file)");
  NamedPath renderedTo{"--report-file", reportFile};
  if (failed(checkWritable(renderedTo)) ||
      failed(checkCollisions({{"--report-from", reportFrom}, renderedTo})))
    return 1;
  ErrorOr<std::unique_ptr<MemoryBuffer>> text =
      MemoryBuffer::getFileOrSTDIN(reportFrom, /*IsText=*/true);
  if (!text)
    return fail("cannot read '" + reportFrom +
                "': " + text.getError().message());
  PendingOutput rendering{renderedTo, ""};
  raw_string_ostream os(rendering.contents);
  if (Error error = fuse::writeReportFromJSON(
          (*text)->getBuffer(), format.value_or(fuse::ReportFormat::Text),
          os))
    return fail(reportFrom + ": " + toString(std::move(error)));
  return failed(commitOutputs(rendering)) ? 1 : 0;
}

/// The default output path for `stage`.
static std::string defaultOutput(fuse::Stage stage) {
  if (stage != fuse::Stage::PTX || inputFilename == "-")
    return "-";
  SmallString<128> path(sys::path::filename(inputFilename));
  sys::path::replace_extension(path, ".ptx");
  return std::string(path);
}

/// Whether `c` may stand in a manifest's file name as it is.
static bool isFileNameChar(char c) {
  return isAlnum(c) || c == '_' || c == '-' || c == '.';
}

/// NAME.ptx -> NAME.manifest.json, or NAME.<function>.manifest.json for a
/// function of a module of several (characters other than letters, digits,
/// '_', '-' and '.' in the function's name become '_').
static std::string manifestPath(StringRef ptxPath, StringRef function = "") {
  std::string suffix = ".manifest.json";
  if (!function.empty()) {
    std::string file;
    for (char c : function)
      file += isFileNameChar(c) ? c : '_';
    suffix = "." + file + suffix;
  }
  SmallString<128> path(ptxPath);
  sys::path::replace_extension(path, suffix);
  return std::string(path);
}

/// The deepest bracket nesting fusec parses. MLIR's parser recurses once
/// per level: 200,000 nested brackets overflow the stack, 5,000 parse.
constexpr unsigned kMaxNesting = 4096;

/// Refuses, located, input whose (, [ or { nest deeper than kMaxNesting
/// (outside strings and comments), before the recursive parser sees it.
static LogicalResult checkNesting(SourceMgr &sourceMgr) {
  const MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(1);
  StringRef text = buffer->getBuffer();
  unsigned depth = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
    } else if (c == '/' && i + 1 < e && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == StringRef::npos)
        break;
    } else if (c == '(' || c == '[' || c == '{') {
      if (++depth > kMaxNesting) {
        sourceMgr.PrintMessage(
            SMLoc::getFromPointer(text.data() + i), SourceMgr::DK_Error,
            "brackets nested deeper than " + Twine(kMaxNesting) +
                " levels; fusec does not parse such input");
        return failure();
      }
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return success();
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

  // An option given with nothing after its '=' would silently mean its
  // default (or nothing at all).
  if (failed(checkNotEmpty(options.arch, options.arch,
                           "one of " + join(fuse::supportedArchs(), ", "))) ||
      failed(checkNotEmpty(options.cudaPath, options.cudaPath,
                           "a CUDA toolkit directory")) ||
      failed(checkNotEmpty(options.stopAfter, options.stopAfter,
                           "fuse, gpu, llvm or ptx")) ||
      failed(checkNotEmpty(report, report, "text, json or svg")) ||
      failed(checkNotEmpty(reportFrom, reportFrom,
                           "a JSON report ('-' for stdin)")) ||
      failed(checkNotEmpty(reportFile, reportFile,
                           "a file name ('-' for stdout)")) ||
      failed(checkNotEmpty(outputFilename, outputFilename,
                           "a file name ('-' for stdout)")))
    return 1;

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

  if (reportFile.getNumOccurrences() && !reportFormat)
    return fail("--report-file says where the report goes, but no --report "
                "asks for one: add --report=text, json or svg");
  if (inputFilename.empty())
    return fail("no input file: give the .mlir to compile, or '-' to read "
                "it from stdin (see --help)");

  // The outputs: checked against the input and each other before anything
  // runs; the launch manifests once the functions are known.
  NamedPath input{"the input", inputFilename};
  NamedPath output{"-o", outputFilename.getNumOccurrences()
                             ? std::string(outputFilename)
                             : defaultOutput(*stage)};
  if (!outputFilename.getNumOccurrences())
    output.role = "the output";
  NamedPath reportPath{"--report-file", reportFile};
  SmallVector<NamedPath> files{input, output};
  if (reportFormat)
    files.push_back(reportPath);
  if (failed(checkWritable(output)) ||
      (reportFormat && failed(checkWritable(reportPath))) ||
      failed(checkCollisions(files)))
    return 1;

  DialectRegistry registry;
  fuse::registerAllDialects(registry);
  // --jobs: a thread pool of that size (the context's own uses every
  // hardware thread); it outlives the context.
  std::optional<llvm::DefaultThreadPool> threads;
  MLIRContext context(registry);
  if (jobs == 1) {
    context.disableMultithreading();
  } else if (jobs > 1 && context.isMultithreadingEnabled()) {
    threads.emplace(llvm::hardware_concurrency(jobs));
    context.disableMultithreading();
    context.setThreadPool(*threads);
  }
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
  std::unique_ptr<MemoryBuffer> inputBuffer =
      openInputFile(inputFilename, &errorMessage);
  if (!inputBuffer)
    return fail(errorMessage);
  auto sourceMgr = std::make_shared<SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(inputBuffer), SMLoc());
  SourceMgrDiagnosticHandler diagHandler(*sourceMgr, &context);
  if (failed(checkNesting(*sourceMgr)))
    return 1;

  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module || failed(fuse::verifyCompilableModule(*module)))
    return 1;

  PassManager pm(&context, ModuleOp::getOperationName());
  if (failed(applyPassManagerCLOptions(pm)))
    return 1;
  fuse::buildFusecPipeline(pm, options);
  if (failed(pm.run(*module)))
    return 1;

  // The report first: on stdout, it comes before the IR.
  SmallVector<PendingOutput> outputs;
  if (reportFormat) {
    // The GPU is the module's fuse.target.
    PendingOutput &out = outputs.emplace_back(PendingOutput{reportPath, ""});
    raw_string_ostream os(out.contents);
    if (failed(fuse::writeReport(*module, *reportFormat, /*gpu=*/"", os)))
      return 1;
  }

  if (*stage != fuse::Stage::PTX) {
    PendingOutput &out = outputs.emplace_back(PendingOutput{output, ""});
    raw_string_ostream os(out.contents);
    module->print(os);
    os << "\n";
    return failed(commitOutputs(outputs)) ? 1 : 0;
  }

  FailureOr<std::string> ptx = fuse::extractPTX(*module);
  if (failed(ptx))
    return 1;
  outputs.push_back({output, std::move(*ptx)});
  // One manifest per public function: NAME.manifest.json for a module of
  // one, NAME.<function>.manifest.json each for a module of several. None
  // beside stdout or a device such as /dev/null.
  SmallVector<std::string> written;
  if (!isStream(output.path)) {
    FailureOr<SmallVector<fuse::FunctionManifest>> manifests =
        fuse::buildManifestsJSON(*module, sys::path::filename(output.path));
    if (failed(manifests))
      return 1;
    // The file names: a function whose name stands in a file name as it is
    // gets NAME.<function>.manifest.json (function names are unique);
    // then one whose name had characters replaced gets that name, or with
    // _2, _3, ... appended while it is taken (@"a b" beside @a_b), so that
    // no file is named after a function it does not describe.
    SmallVector<std::string> paths(manifests->size());
    llvm::StringSet<> taken;
    for (auto [path, manifest] : llvm::zip(paths, *manifests)) {
      if (manifests->size() == 1)
        path = manifestPath(output.path);
      else if (llvm::all_of(manifest.function, isFileNameChar))
        path = manifestPath(output.path, manifest.function);
      if (!path.empty())
        taken.insert(path);
    }
    for (auto [path, manifest] : llvm::zip(paths, *manifests)) {
      if (!path.empty())
        continue;
      path = manifestPath(output.path, manifest.function);
      for (unsigned i = 2; taken.contains(path); ++i)
        path = manifestPath(output.path, manifest.function + "_" +
                                             std::to_string(i));
      taken.insert(path);
    }
    for (auto [path, manifest] : llvm::zip(paths, *manifests)) {
      NamedPath file{"the launch manifest", path};
      if (manifests->size() > 1)
        file.role += " of @" + manifest.function;
      files.push_back(file);
      PendingOutput &out = outputs.emplace_back(PendingOutput{file, ""});
      raw_string_ostream os(out.contents);
      os << formatv("{0:2}", manifest.json) << "\n";
      // A file not named after its function as it is says whose it is.
      written.push_back(manifests->size() > 1 &&
                                !llvm::all_of(manifest.function,
                                              isFileNameChar)
                            ? path + " (@\"" + manifest.function + "\")"
                            : path);
    }
    if (failed(checkCollisions(files)))
      return 1;
  }
  if (failed(commitOutputs(outputs)))
    return 1;
  StringRef arch = fuse::getTarget(*module).getArch();
  if (written.size() == 1)
    errs() << "fusec: wrote " << output.path << " (PTX for " << arch
           << ") and " << written.front() << " (launch manifest)\n";
  else if (!written.empty())
    errs() << "fusec: wrote " << output.path << " (PTX for " << arch
           << ") and " << written.size()
           << " launch manifests, one per public function: "
           << join(written, ", ") << "\n";
  return 0;
}
