//===- fuse-run.cpp - Run, verify and time fusec kernels ------------------===//
//
// Part of fusec. Depends only on cuda.h, the dynamic loader and the C++17
// standard library, so it builds wherever the CUDA toolkit is installed (also
// without LLVM/MLIR: see standalone/CMakeLists.txt). The driver is loaded at
// run time, so it starts (and fails cleanly) on machines without one.
//
//===----------------------------------------------------------------------===//
//
// Loads the PTX and launch manifest that fusec writes, gives the manifest's
// dynamic dimensions their values (--shape, --dim), fills the inputs with
// seeded random values (or files), poisons temps and outputs with NaN, runs
// the kernels once and compares every output with the double-precision CPU
// reference of the manifest's "reference" graph, then times the whole launch
// sequence with CUDA events. With --report-in, it also times each kernel and
// writes fusec's JSON report of the same compile back with those times
// (MeasuredReport.h), for `fusec --report-from` to set beside the
// predictions.
//
// Exit codes: 0 success; 1 verification failed; 2 usage error (including
// missing, conflicting or unlaunchable dimension values), bad manifest,
// unreadable file, mismatched input file size or buffers too large for the
// host memory; 3 no CUDA driver (libcuda cannot be loaded) or device, or a
// driver error (including PTX JIT errors and kernel faults). Everything that exit code 2 covers, but writing
// --report-out, is checked before the driver is loaded (a --report-in of
// another compile included), so it is testable on machines without a GPU.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Manifest.h"
#include "fusec/Runtime/MeasuredReport.h"
#include "fusec/Runtime/Reference.h"
#include "fusec/Runtime/Runtime.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>

#include <sys/resource.h>
#include <unistd.h>

using namespace fusec::runtime;

namespace {
/// Process exit codes.
enum ExitCode {
  ExitSuccess = 0,
  ExitVerifyFailed = 1,
  ExitUsage = 2,
  ExitDevice = 3,
};

/// A NAME=FILE command-line pair.
struct NamedFile {
  std::string buffer;
  std::string path;
};

/// A --shape BUFFER=AxBxC or --dim SYMBOL=N option.
struct DimOption {
  bool isShape = false;
  /// The buffer or the symbol.
  std::string name;
  /// The extents of --shape, or the one value of --dim.
  std::vector<int64_t> extents;
  /// As given, e.g. "--dim s0=2", for messages.
  std::string text;
};

/// The parsed command line.
struct Options {
  std::string manifestPath;
  std::string ptxPath;
  uint64_t seed = 0;
  uint64_t warmup = 10;
  uint64_t iterations = 50;
  /// --budget-ms: GPU time the warm-up and the timed runs may each take (0:
  /// --warmup and --iters runs).
  double budgetMs = 0;
  /// Launches of the whole sequence before the one that is verified.
  uint64_t priorRuns = 0;
  bool verify = true;
  std::optional<double> rtol;
  std::vector<NamedFile> inputs;
  std::vector<NamedFile> dumps;
  /// --shape and --dim in command-line order.
  std::vector<DimOption> dimOptions;
  bool json = false;
  bool verbose = false;
  /// --report-in and --report-out: fusec's JSON report, and where it goes
  /// with the measured times.
  std::string reportIn;
  std::string reportOut;
};

/// The verification result of one output buffer.
struct OutputResult {
  const BufferDesc *buffer = nullptr;
  std::optional<ErrorStats> stats; // Unset: no reference value.
  double tolerance = 0;
  bool passed = true;
};
} // namespace

static const char usage[] =
    R"(usage: fuse-run MANIFEST.json [options]

Runs the kernels of a fusec launch manifest on GPU 0, checks every output
against a double-precision CPU reference and times the launch sequence.

options:
  --ptx FILE               PTX to load (default: the manifest's "ptx" field,
                           relative to the manifest's directory)
  --seed N                 seed of the random inputs (default 0)
  --warmup N               untimed runs before timing (default 10)
  --iters N                timed runs; the median and minimum are reported;
                           0 skips timing (default 50)
  --budget-ms X            time only about X ms of GPU work: one run
                           measures the sequence, then the warm-up and the
                           timed runs each shrink to what fits X (at least
                           1 and 3 runs). Sustained load brings in the GPU's
                           power limit, which lowers the SM clock after a
                           few tens of ms (an H100: a 3 ms kernel 3.05 ms
                           over 5 runs, 3.06-3.33 over 20, 3.27-3.40 over
                           80), so long kernels timed over many runs read
                           slower by chance. 0 times all --iters runs
                           (default 0)
  --no-verify              skip the CPU reference
  --prior-runs N           launch the kernels N times before the run that is
                           verified, its outputs poisoned again before it:
                           checks that kernels keeping state across launches
                           (tile and arrival counters) leave it right
                           (default 0)
  --rtol X                 bound on max|got-ref| / max|ref| per output
                           (default 2e-2 for bf16, 1e-2 for f16, f32 and
                           f64)
  --input NAME=FILE        take input NAME from FILE (dense row-major values
                           in the buffer's dtype) instead of random values
  --dump-output NAME=FILE  write buffer NAME after the first run to FILE
                           (dense row-major, in the buffer's dtype)
  --shape BUFFER=AxBx...   the full shape of BUFFER: gives the manifest's
                           dynamic dimensions in it their values and checks
                           its static extents (repeatable)
  --dim SYMBOL=N           the value (>= 1) of dynamic dimension SYMBOL
                           (repeatable)
  --report-in FILE         fusec's JSON report of the compile that wrote the
                           manifest (fusec X.mlir -o X.ptx --report=json
                           --report-file=FILE): also time each kernel (events
                           around each launch, a separate pass of --iters
                           runs after --warmup) and write the report with
                           the measured times to --report-out; a report of
                           other kernels (names, count, order) is an error
  --report-out FILE        where --report-in's report goes with the times
                           (may be the same file); render it with
                           fusec --report-from=FILE --report=text|svg
  --json                   print the report as one JSON object
  --verbose                print the PTX JIT log and kernel resources (stderr)
  --help                   print this help

A manifest with dynamic dimensions ("dims", e.g. batch, heads or sequence
length) needs a value for each, from --shape or --dim; values that disagree
are an error. For a manifest whose arg0 is [s0,s1,s2,64] and arg1
[s0,s1,s3,64]:
  fuse-run attention.manifest.json --shape arg0=2x16x1000x64 --dim s3=1000

Measured beside predicted: the report of the same compile, timed per kernel.
  fusec attention.mlir -o attention.ptx --report=json --report-file=plan.json
  fuse-run attention.manifest.json --report-in plan.json --report-out run.json
  fusec --report-from=run.json --report=svg --report-file=roofline.svg

exit codes: 0 ok, 1 verification failed, 2 usage error or bad manifest or
input file, 3 no CUDA driver or device, or a CUDA driver error.
)";

static int fail(ExitCode code, const std::string &message) {
  std::cout.flush();
  std::cerr << "fuse-run: error: " << message << "\n";
  return code;
}

static bool parseUnsigned(const std::string &text, uint64_t &result) {
  if (text.empty() || text[0] == '-')
    return false;
  char *end = nullptr;
  errno = 0;
  result = std::strtoull(text.c_str(), &end, 10);
  return errno == 0 && *end == '\0';
}

/// Parses "AxBxC" (decimal integers in [0, kMaxExtent] joined by 'x').
static bool parseExtents(const std::string &text,
                         std::vector<int64_t> &result) {
  result.clear();
  for (size_t begin = 0;;) {
    size_t end = std::min(text.find('x', begin), text.size());
    std::string item = text.substr(begin, end - begin);
    uint64_t extent;
    if (item.find_first_not_of("0123456789") != std::string::npos ||
        !parseUnsigned(item, extent) || extent > uint64_t(kMaxExtent))
      return false;
    result.push_back(int64_t(extent));
    if (end == text.size())
      return true;
    begin = end + 1;
  }
}

static bool parseDouble(const std::string &text, double &result) {
  char *end = nullptr;
  result = std::strtod(text.c_str(), &end);
  return !text.empty() && *end == '\0' && std::isfinite(result) && result >= 0;
}

/// Parses the command line; returns an error message or "" on success.
static std::string parseOptions(int argc, char **argv, Options &options,
                                bool &help) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i], value;
    if (arg == "--help" || arg == "-h") {
      help = true;
      return "";
    }
    if (arg == "--no-verify" || arg == "--json" || arg == "--verbose") {
      options.verify &= arg != "--no-verify";
      options.json |= arg == "--json";
      options.verbose |= arg == "--verbose";
      continue;
    }
    if (arg.size() < 2 || arg.compare(0, 2, "--") != 0) {
      if (!options.manifestPath.empty())
        return "more than one manifest given ('" + options.manifestPath +
               "' and '" + arg + "')";
      options.manifestPath = arg;
      continue;
    }
    // Every other option takes a value: "--opt VALUE" or "--opt=VALUE".
    static const char *const valueOptions[] = {
        "--ptx",        "--seed",        "--warmup",   "--iters", "--rtol",
        "--input",      "--dump-output", "--shape",    "--dim",   "--report-in",
        "--report-out", "--prior-runs",  "--budget-ms"};
    size_t equals = arg.find('=');
    if (equals != std::string::npos) {
      value = arg.substr(equals + 1);
      arg.resize(equals);
    }
    if (std::find(std::begin(valueOptions), std::end(valueOptions), arg) ==
        std::end(valueOptions))
      return "unknown option '" + arg + "'";
    if (equals == std::string::npos) {
      if (i + 1 == argc)
        return "option '" + arg + "' needs a value";
      value = argv[++i];
    }
    auto badValue = [&](const char *expected) {
      return "option '" + arg + "' expects " + expected + ", got '" + value +
             "'";
    };
    if (arg == "--ptx") {
      options.ptxPath = value;
    } else if (arg == "--report-in" || arg == "--report-out") {
      if (value.empty())
        return badValue("a file name");
      (arg == "--report-in" ? options.reportIn : options.reportOut) = value;
    } else if (arg == "--seed" || arg == "--warmup" || arg == "--iters" ||
               arg == "--prior-runs") {
      uint64_t &target = arg == "--seed"         ? options.seed
                         : arg == "--warmup"     ? options.warmup
                         : arg == "--prior-runs" ? options.priorRuns
                                                 : options.iterations;
      if (!parseUnsigned(value, target) ||
          (arg != "--seed" && target > 1000000))
        return badValue(arg == "--seed" ? "an unsigned integer"
                                        : "an integer in [0, 1000000]");
    } else if (arg == "--rtol" || arg == "--budget-ms") {
      double number;
      if (!parseDouble(value, number))
        return badValue("a non-negative number");
      if (arg == "--rtol")
        options.rtol = number;
      else
        options.budgetMs = number;
    } else if (arg == "--input" || arg == "--dump-output") {
      size_t split = value.find('=');
      if (split == 0 || split == std::string::npos || split + 1 == value.size())
        return badValue("NAME=FILE");
      (arg == "--input" ? options.inputs : options.dumps)
          .push_back({value.substr(0, split), value.substr(split + 1)});
    } else if (arg == "--shape" || arg == "--dim") {
      DimOption &option = options.dimOptions.emplace_back();
      option.isShape = arg == "--shape";
      option.text = arg + " " + value;
      size_t split = value.rfind('=');
      bool valid = split != 0 && split != std::string::npos &&
                   parseExtents(value.substr(split + 1), option.extents) &&
                   (option.isShape ||
                    (option.extents.size() == 1 && option.extents[0] >= 1));
      if (!valid)
        return badValue(option.isShape
                            ? "BUFFER=AxBx... with integer extents (e.g. "
                              "arg0=2x16x1000x64)"
                            : "SYMBOL=N with an integer N in [1, 2^40]");
      option.name = value.substr(0, split);
    }
  }
  if (options.manifestPath.empty())
    return "no manifest given (usage: fuse-run MANIFEST.json [options]; see "
           "--help)";
  // Either alone is a mistake: the times would be measured for nothing, or
  // there would be nothing to write them into.
  if (options.reportIn.empty() != options.reportOut.empty())
    return options.reportIn.empty()
               ? "--report-out needs --report-in (fusec's JSON report to add "
                 "the measured times to)"
               : "--report-in needs --report-out (where the report with the "
                 "measured times goes)";
  if (!options.reportIn.empty() && options.iterations == 0)
    return "--report-in measures the kernels: --iters must be at least 1";
  return "";
}

/// Reads the whole file at `path` into `contents`. On failure, returns
/// false with the reason (e.g. "is a directory") in `error`. No streams: a
/// read error (a directory, an I/O error) is a message, not an exception.
static bool readFile(const std::string &path, std::string &contents,
                     std::string &error) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    error = "is a directory";
    return false;
  }
  std::FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = std::strerror(errno);
    return false;
  }
  contents.clear();
  char chunk[65536];
  size_t count;
  while ((count = std::fread(chunk, 1, sizeof(chunk), file)) > 0)
    contents.append(chunk, count);
  bool failed = std::ferror(file);
  int readErrno = errno;
  std::fclose(file);
  if (failed)
    error = std::strerror(readErrno);
  return !failed;
}

/// Writes `size` bytes at `data` to `path`. On failure, returns false with
/// the reason in `error`.
static bool writeFile(const std::string &path, const void *data, size_t size,
                      std::string &error) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    error = "is a directory";
    return false;
  }
  std::FILE *file = std::fopen(path.c_str(), "wb");
  if (!file) {
    error = std::strerror(errno);
    return false;
  }
  if (std::fwrite(data, 1, size, file) != size) {
    error = std::strerror(errno);
    std::fclose(file);
    return false;
  }
  if (std::fclose(file) != 0) {
    error = std::strerror(errno);
    return false;
  }
  return true;
}

static std::string formatDouble(double value, const char *format = "%.3e") {
  char text[64];
  std::snprintf(text, sizeof(text), format, value);
  return text;
}

static std::string quoteJson(const std::string &text) {
  std::string result = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\')
      result += std::string("\\") + char(c);
    else if (c < 0x20)
      result += "\\u00" + std::string(1, "0123456789abcdef"[c >> 4]) +
                "0123456789abcdef"[c & 15];
    else
      result += char(c);
  }
  return result + "\"";
}

static std::string numberJson(double value) {
  return std::isfinite(value) ? formatDouble(value, "%.9g") : "null";
}

/// Prints the report to stdout as text or as one JSON object.
static void printReport(const Options &options, const Manifest &manifest,
                        const Device &device, const std::string &ptxPath,
                        const std::string &skipNote,
                        const std::vector<OutputResult> &outputs,
                        const std::optional<Timing> &timing,
                        const std::vector<Timing> &kernelTimings, bool passed) {
  std::optional<double> tflops;
  if (timing && manifest.flops && timing->medianMs > 0)
    tflops = *manifest.flops / (timing->medianMs * 1e-3) / 1e12;
  auto statusOf = [](const OutputResult &output) {
    return !output.stats ? "SKIP" : output.passed ? "PASS" : "FAIL";
  };

  if (!options.json) {
    std::cout << "device: " << device.getName() << " (sm_"
              << device.getComputeCapability() << "); ptx: " << ptxPath
              << (manifest.entry.empty() ? "" : " (" + manifest.entry + ")")
              << "; " << manifest.kernels.size() << " kernel(s); seed "
              << options.seed << "\n";
    if (!manifest.dims.empty()) {
      std::cout << "dims: " << formatDims(manifest) << " (";
      bool first = true;
      for (const BufferDesc &buffer : manifest.buffers) {
        if (!buffer.isDynamic())
          continue;
        std::cout << (first ? "" : ", ") << buffer.name << " "
                  << formatShape(buffer.shape);
        first = false;
      }
      std::cout << ")\n";
    }
    if (!skipNote.empty())
      std::cout << "verify: skipped (" << skipNote << ")\n";
    for (const OutputResult &output : outputs) {
      std::cout << "verify " << output.buffer->name << " "
                << stringifyDType(output.buffer->dtype) << " "
                << formatShape(output.buffer->shape) << ": ";
      if (output.stats)
        std::cout << "max_abs_err " << formatDouble(output.stats->maxAbsError)
                  << "  max_rel_err " << formatDouble(output.stats->maxRelError)
                  << " (normwise)  nan " << output.stats->nanCount << "  tol "
                  << formatDouble(output.tolerance, "%.1e") << "  ";
      else
        std::cout << "no reference value  ";
      std::cout << statusOf(output) << "\n";
    }
    if (timing) {
      std::cout << "time: median " << formatDouble(timing->medianMs, "%.4f")
                << " ms, min " << formatDouble(timing->minMs, "%.4f")
                << " ms over " << timing->runs << " runs ("
                << timing->warmupRuns << " warm-up)";
      if (tflops)
        std::cout << "; " << formatDouble(*tflops, "%.1f") << " TFLOP/s";
      std::cout << "\n";
    }
    for (size_t i = 0; i < kernelTimings.size(); ++i)
      std::cout << "time " << manifest.kernels[i].name << ": median "
                << formatDouble(kernelTimings[i].medianMs, "%.4f")
                << " ms, min " << formatDouble(kernelTimings[i].minMs, "%.4f")
                << " ms\n";
    return;
  }

  std::ostringstream json;
  json << "{\"manifest\": " << quoteJson(options.manifestPath)
       << ", \"ptx\": " << quoteJson(ptxPath) << ", \"entry\": "
       << (manifest.entry.empty() ? "null" : quoteJson(manifest.entry))
       << ", \"device\": " << quoteJson(device.getName())
       << ", \"sm\": " << device.getComputeCapability()
       << ", \"seed\": " << options.seed << ", \"dims\": ";
  if (manifest.dims.empty())
    json << "null";
  for (size_t i = 0; i < manifest.dims.size(); ++i)
    json << (i ? ", " : "{") << quoteJson(manifest.dims[i].name) << ": "
         << manifest.dims[i].value.value_or(0)
         << (i + 1 == manifest.dims.size() ? "}" : "");
  json << ", \"verified\": " << (skipNote.empty() ? "true" : "false")
       << ", \"note\": " << (skipNote.empty() ? "null" : quoteJson(skipNote))
       << ", \"outputs\": [";
  for (size_t i = 0; i < outputs.size(); ++i) {
    const OutputResult &output = outputs[i];
    json << (i ? ", " : "") << "{\"name\": " << quoteJson(output.buffer->name)
         << ", \"dtype\": \"" << stringifyDType(output.buffer->dtype)
         << "\", \"shape\": " << formatShape(output.buffer->shape);
    if (output.stats)
      json << ", \"max_abs_error\": " << numberJson(output.stats->maxAbsError)
           << ", \"max_rel_error\": " << numberJson(output.stats->maxRelError)
           << ", \"nan_count\": " << output.stats->nanCount
           << ", \"tolerance\": " << numberJson(output.tolerance);
    json << ", \"status\": \"" << statusOf(output) << "\"}";
  }
  json << "], \"time_ms\": ";
  if (timing)
    json << "{\"median\": " << numberJson(timing->medianMs)
         << ", \"min\": " << numberJson(timing->minMs)
         << ", \"warmup\": " << timing->warmupRuns
         << ", \"iters\": " << timing->runs << "}";
  else
    json << "null";
  json << ", \"kernel_time_ms\": ";
  if (kernelTimings.empty())
    json << "null";
  for (size_t i = 0; i < kernelTimings.size(); ++i)
    json << (i ? ", " : "[")
         << "{\"name\": " << quoteJson(manifest.kernels[i].name)
         << ", \"median\": " << numberJson(kernelTimings[i].medianMs)
         << ", \"min\": " << numberJson(kernelTimings[i].minMs) << "}"
         << (i + 1 == kernelTimings.size() ? "]" : "");
  json << ", \"tflops\": " << (tflops ? numberJson(*tflops) : "null")
       << ", \"pass\": " << (passed ? "true" : "false") << "}\n";
  std::cout << json.str();
}

/// Returns the index of `buffer` in the manifest.
static size_t indexOf(const Manifest &manifest, const BufferDesc *buffer) {
  return static_cast<size_t>(buffer - manifest.buffers.data());
}

/// Fills the input buffers (random values, then --input files) and checks
/// the --dump-output names.
static Status loadInputs(const Options &options, const Manifest &manifest,
                         std::vector<Storage> &storage) {
  storage.assign(manifest.buffers.size(), Storage());
  for (size_t i = 0; i < manifest.buffers.size(); ++i)
    if (manifest.buffers[i].kind == BufferKind::Input)
      fillRandom(manifest.buffers[i], options.seed, storage[i]);
  for (const NamedFile &input : options.inputs) {
    const BufferDesc *buffer = manifest.lookupBuffer(input.buffer);
    std::string contents, error;
    if (!buffer || buffer->kind != BufferKind::Input)
      return Status::failure("--input: '" + input.buffer +
                             "' is not an input buffer of the manifest");
    if (!readFile(input.path, contents, error))
      return Status::failure("cannot read input file '" + input.path +
                             "': " + error);
    if (Status s = unpackDense(
            *buffer, std::vector<uint8_t>(contents.begin(), contents.end()),
            storage[indexOf(manifest, buffer)]);
        s.failed())
      return Status::failure(input.path + ": " + s.getMessage());
  }
  for (const NamedFile &dump : options.dumps)
    if (!manifest.lookupBuffer(dump.buffer))
      return Status::failure("--dump-output: '" + dump.buffer +
                             "' is not a buffer of the manifest");
  return Status::success();
}

/// Gives the manifest's dynamic dimensions the values of --shape and --dim
/// (in command-line order) and resolves them into `resolved`.
static Status resolveOptions(const Options &options, const Manifest &manifest,
                             Manifest &resolved) {
  DimBindings bindings;
  for (const DimOption &option : options.dimOptions) {
    Status s = option.isShape
                   ? bindShape(manifest, option.name, option.extents,
                               option.text, bindings)
                   : bindDim(manifest, option.name, option.extents[0],
                             option.text, bindings);
    if (s.failed())
      return Status::failure((option.isShape ? "--shape: " : "--dim: ") +
                             s.getMessage());
  }
  // Name the first symbol without a value, and how to give it one.
  std::vector<const DimDesc *> unbound;
  for (const DimDesc &dim : manifest.dims)
    if (!bindings.count(dim.name))
      unbound.push_back(&dim);
  if (!unbound.empty()) {
    const DimDesc &dim = *unbound.front();
    const BufferDesc &buffer = *manifest.lookupBuffer(dim.buffer);
    std::string shape, others;
    for (size_t i = 0; i < buffer.shape.size(); ++i)
      shape += (i ? "," : "") + (buffer.shapeSymbols[i].empty()
                                     ? std::to_string(buffer.shape[i])
                                     : buffer.shapeSymbols[i]);
    for (size_t i = 1; i < unbound.size(); ++i)
      others += (i > 1 ? ", " : "; also unbound: ") + unbound[i]->name;
    return Status::failure("dimension " + dim.name + " (axis " +
                           std::to_string(dim.axis) + " of " + dim.buffer +
                           ") is dynamic: give it with --dim " + dim.name +
                           "=N or --shape " + dim.buffer + "=... (" +
                           dim.buffer + " is [" + shape + "])" + others);
  }
  return resolveDims(manifest, getDimValues(bindings), resolved);
}

/// Loads the PTX on `device`, runs the kernels once (after --prior-runs
/// runs) on the inputs with poisoned temps and outputs, downloads the
/// results into `storage`, then
/// times the launch sequence unless --iters is 0, and with --report-in each
/// kernel too.
static Status runOnDevice(const Options &options, const Manifest &manifest,
                          const std::string &ptx, Device &device,
                          std::vector<Storage> &storage,
                          std::optional<Timing> &timing,
                          std::vector<Timing> &kernelTimings) {
  std::unique_ptr<Program> program;
  std::string jitLog;
  if (Status s = device.checkArch(manifest.arch); s.failed())
    return s;
  if (Status s = Program::load(device, manifest, ptx, program, &jitLog);
      s.failed())
    return s;
  if (options.verbose) {
    std::cerr << "fuse-run: PTX JIT log:\n" << jitLog << "\n";
    for (size_t i = 0; i < manifest.kernels.size(); ++i) {
      KernelInfo info = program->getKernelInfo(i);
      const KernelDesc &kernel = manifest.kernels[i];
      std::cerr << "fuse-run: kernel " << kernel.name
                << (kernel.chain.empty() ? "" : " (" + kernel.chain + ")")
                << ": grid "
                << formatShape({kernel.grid.begin(), kernel.grid.end()})
                << ", block "
                << formatShape({kernel.block.begin(), kernel.block.end()})
                << ", " << info.registers << " registers, " << info.localBytes
                << " bytes local, " << info.staticSharedBytes
                << " bytes static shared, max " << info.maxThreadsPerBlock
                << " threads/block\n";
    }
  }
  for (size_t i = 0; i < manifest.buffers.size(); ++i) {
    bool isInput = manifest.buffers[i].kind == BufferKind::Input;
    if (Status s =
            isInput ? program->upload(i, storage[i]) : program->poison(i);
        s.failed())
      return s;
  }
  // --prior-runs: the verified run comes after them, on outputs poisoned
  // again (a run that skipped work would otherwise show an earlier run's).
  for (uint64_t r = 0; r < options.priorRuns; ++r)
    if (Status s = program->run(/*checkEach=*/true); s.failed())
      return s;
  for (size_t i = 0; i < manifest.buffers.size() && options.priorRuns > 0; ++i)
    if (manifest.buffers[i].kind != BufferKind::Input)
      if (Status s = program->poison(i); s.failed())
        return s;
  if (Status s = program->run(/*checkEach=*/true); s.failed())
    return s;
  for (size_t i = 0; i < manifest.buffers.size(); ++i)
    if (manifest.buffers[i].kind != BufferKind::Input)
      if (Status s = program->download(i, storage[i]); s.failed())
        return s;
  if (options.iterations == 0)
    return Status::success();
  // --budget-ms: one run (after an untimed one) gives the sequence's time;
  // the warm-up and the timed runs each shrink to what fits the budget (at
  // least 1 and 3, at most --warmup and --iters).
  int warmup = int(options.warmup), iterations = int(options.iterations);
  if (options.budgetMs > 0) {
    Timing probe;
    if (Status s = program->time(1, 1, probe); s.failed())
      return s;
    double fit = std::ceil(options.budgetMs / std::max(probe.medianMs, 1e-6));
    warmup = int(std::clamp<double>(fit, std::min(1, warmup), warmup));
    iterations =
        int(std::clamp<double>(fit, std::min(3, iterations), iterations));
  }
  timing.emplace();
  if (Status s = program->time(warmup, iterations, *timing);
      s.failed() || options.reportIn.empty())
    return s;
  return program->timeKernels(warmup, iterations, kernelTimings);
}

/// "PATH:LINE:COLUMN: ..." for a located message, like the manifest's;
/// "PATH: ..." for others.
static std::string prefixPath(const std::string &path,
                              const std::string &message) {
  bool located = !message.empty() && std::isdigit((unsigned char)message[0]);
  return path + (located ? ":" : ": ") + message;
}

/// Writes --report-in's report with the times of this run to --report-out.
static Status writeMeasuredReport(const Options &options,
                                  const Manifest &manifest,
                                  const std::string &report,
                                  const Device &device, const Timing &timing,
                                  const std::vector<Timing> &kernelTimings) {
  Measurement measurement;
  measurement.device = device.getName();
  measurement.sm = device.getComputeCapability();
  measurement.date = getUtcDate();
  measurement.warmup = timing.warmupRuns;
  measurement.iterations = timing.runs;
  for (const DimDesc &dim : manifest.dims)
    measurement.dims[dim.name] = dim.value.value_or(0);
  measurement.sequenceUs = timing.medianMs * 1e3;
  for (const Timing &t : kernelTimings) {
    measurement.kernelUs.push_back(t.medianMs * 1e3);
    measurement.kernelMinUs.push_back(t.minMs * 1e3);
  }
  std::string result;
  if (Status s = addMeasurement(report, manifest, measurement, result);
      s.failed())
    return Status::failure(prefixPath(options.reportIn, s.getMessage()));
  std::string error;
  if (!writeFile(options.reportOut, result.data(), result.size(), error))
    return Status::failure("cannot write '" + options.reportOut +
                           "': " + error);
  return Status::success();
}

/// Evaluates the reference on the inputs and compares every output buffer.
static Status verifyOutputs(const Options &options, const Manifest &manifest,
                            const std::vector<Storage> &storage,
                            std::vector<OutputResult> &outputs) {
  std::map<std::string, Tensor> values;
  for (size_t i = 0; i < manifest.buffers.size(); ++i)
    if (manifest.buffers[i].kind == BufferKind::Input)
      values[manifest.buffers[i].name] =
          gatherTensor(manifest.buffers[i], storage[i]);
  if (Status s = evaluateReference(manifest, values); s.failed())
    return s;
  for (size_t i = 0; i < manifest.buffers.size(); ++i) {
    const BufferDesc &buffer = manifest.buffers[i];
    if (buffer.kind != BufferKind::Output)
      continue;
    OutputResult &output = outputs.emplace_back();
    output.buffer = &buffer;
    output.tolerance = options.rtol.value_or(getDefaultTolerance(buffer.dtype));
    auto expected = values.find(buffer.name);
    if (expected == values.end())
      continue;
    output.stats =
        compareTensors(gatherTensor(buffer, storage[i]), expected->second);
    output.passed = output.stats->nanCount == 0 &&
                    output.stats->maxRelError <= output.tolerance;
  }
  return Status::success();
}

/// Reads and parses the manifest at `path`.
static Status readManifest(const std::string &path, Manifest &result) {
  std::string text, error;
  std::error_code ec;
  if (!readFile(path, text, error)) {
    // A missing manifest: readManifestFile names the per-function manifests
    // that a module of several public functions gets instead.
    if (!std::filesystem::exists(path, ec))
      return readManifestFile(path, result);
    return Status::failure(path + ": cannot read file: " + error);
  }
  if (Status s = parseManifest(text, result); s.failed())
    return Status::failure(path + ":" + s.getMessage());
  return Status::success();
}

/// Formats a byte count: "128 bytes", "3.0 GiB (3221225472 bytes)".
static std::string formatBytes(uint64_t bytes) {
  if (bytes < (uint64_t(1) << 20))
    return std::to_string(bytes) + " bytes";
  return formatDouble(double(bytes) / double(uint64_t(1) << 30), "%.1f") +
         " GiB (" + std::to_string(bytes) + " bytes)";
}

/// The host memory this process may use: the machine's physical memory,
/// or less under an address-space limit (ulimit -v). 0 if unknown.
static uint64_t getHostMemoryLimit() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  uint64_t limit = pages > 0 && pageSize > 0
                       ? uint64_t(pages) * uint64_t(pageSize)
                       : UINT64_MAX;
  struct rlimit addressSpace;
  if (getrlimit(RLIMIT_AS, &addressSpace) == 0 &&
      addressSpace.rlim_cur != RLIM_INFINITY)
    limit = std::min<uint64_t>(limit, addressSpace.rlim_cur);
  return limit == UINT64_MAX ? 0 : limit;
}

/// The host memory the run needs, at least: each buffer's host copy, and
/// when verifying, the double-precision reference's tensors (the inputs,
/// the outputs it computes and the outputs read back). Set by
/// checkHostMemory; main() names it if an allocation fails all the same.
static uint64_t hostBytesNeeded = 0;

/// Fails if the buffers' host copies (and the reference) cannot fit in the
/// host memory, before anything is allocated: a clear message instead of
/// std::bad_alloc or the kernel's OOM killer.
static Status checkHostMemory(const Options &options,
                              const Manifest &manifest) {
  // Each term is below 2^33 elements * 8 bytes (resolveDims's limit).
  uint64_t storage = 0, reference = 0;
  for (const BufferDesc &buffer : manifest.buffers) {
    storage += buffer.getStorageBytes();
    uint64_t elements = uint64_t(std::max<int64_t>(buffer.getNumElements(), 0));
    if (buffer.kind == BufferKind::Input)
      reference += elements * sizeof(double);
    else if (buffer.kind == BufferKind::Output)
      reference += 2 * elements * sizeof(double);
  }
  bool verifying = options.verify && manifest.hasReference;
  hostBytesNeeded = storage + (verifying ? reference : 0);
  uint64_t limit = getHostMemoryLimit();
  if (limit == 0 || hostBytesNeeded <= limit)
    return Status::success();
  std::string what = "the buffers' host copies need " + formatBytes(storage);
  if (verifying)
    what += " and the double-precision reference " + formatBytes(reference) +
            " more";
  return Status::failure(
      "not enough host memory: " + what + ", but this process may use " +
      formatBytes(limit) + (verifying ? " (--no-verify skips the reference)"
                                      : "") +
      "; give smaller shapes (--shape, --dim)");
}

/// Runs fuse-run; main() catches a failed allocation.
static int run(int argc, char **argv) {
  if (argc <= 1) {
    std::cerr << usage;
    return fail(ExitUsage, "no manifest given");
  }
  Options options;
  bool help = false;
  if (std::string error = parseOptions(argc, argv, options, help);
      !error.empty())
    return fail(ExitUsage, error);
  if (help) {
    std::cout << usage;
    return ExitSuccess;
  }

  // Everything that can be checked without a GPU comes first. From here on,
  // `manifest` has concrete shapes and grids.
  Manifest manifest;
  {
    Manifest parsed;
    if (Status s = readManifest(options.manifestPath, parsed); s.failed())
      return fail(ExitUsage, s.getMessage());
    if (Status s = resolveOptions(options, parsed, manifest); s.failed())
      return fail(ExitUsage, s.getMessage());
  }
  if (Status s = checkHostMemory(options, manifest); s.failed())
    return fail(ExitUsage, s.getMessage());
  std::string ptxPath = options.ptxPath;
  if (ptxPath.empty())
    ptxPath = (std::filesystem::path(options.manifestPath).parent_path() /
               manifest.ptx)
                  .string();
  std::string ptx, error;
  if (!readFile(ptxPath, ptx, error))
    return fail(ExitUsage,
                "cannot read PTX file '" + ptxPath + "': " + error);
  if (Status s = checkPtxEntries(manifest, ptx); s.failed())
    return fail(ExitUsage, options.manifestPath + ":" + s.getMessage());
  std::string skipNote;
  if (!options.verify)
    skipNote = "--no-verify";
  else if (!manifest.hasReference)
    skipNote = "the manifest has no reference";
  else if (const RefOp *opaque = manifest.getOpaqueOp())
    skipNote = "the reference has an opaque op at " + options.manifestPath +
               ":" + opaque->loc.str();
  if (skipNote.empty())
    if (Status s = checkReference(manifest); s.failed())
      return fail(ExitUsage, options.manifestPath + ":" + s.getMessage());
  std::vector<Storage> storage;
  if (Status s = loadInputs(options, manifest, storage); s.failed())
    return fail(ExitUsage, s.getMessage());
  // A report of another compile is refused before anything runs.
  std::string report;
  if (!options.reportIn.empty()) {
    if (!readFile(options.reportIn, report, error))
      return fail(ExitUsage, "cannot read report '" + options.reportIn +
                                 "': " + error);
    if (Status s = checkReport(report, manifest); s.failed())
      return fail(ExitUsage, prefixPath(options.reportIn, s.getMessage()));
  }

  std::unique_ptr<Device> device;
  std::optional<Timing> timing;
  std::vector<Timing> kernelTimings;
  if (Status s = Device::open(0, device); s.failed())
    return fail(ExitDevice, s.getMessage());
  if (Status s = runOnDevice(options, manifest, ptx, *device, storage, timing,
                             kernelTimings);
      s.failed())
    return fail(ExitDevice, s.getMessage());

  for (const NamedFile &dump : options.dumps) {
    const BufferDesc *buffer = manifest.lookupBuffer(dump.buffer);
    std::vector<uint8_t> bytes =
        packDense(*buffer, storage[indexOf(manifest, buffer)]);
    if (!writeFile(dump.path, bytes.data(), bytes.size(), error))
      return fail(ExitUsage, "cannot write '" + dump.path + "': " + error);
  }
  std::vector<OutputResult> outputs;
  if (skipNote.empty())
    if (Status s = verifyOutputs(options, manifest, storage, outputs);
        s.failed())
      return fail(ExitUsage, options.manifestPath + ":" + s.getMessage());
  bool passed = std::all_of(outputs.begin(), outputs.end(),
                            [](const OutputResult &o) { return o.passed; });
  printReport(options, manifest, *device, ptxPath, skipNote, outputs, timing,
              kernelTimings, passed);
  if (!passed) {
    // The time of a wrong result is no measurement of the kernel.
    if (!options.reportIn.empty())
      std::cerr << "fuse-run: note: verification failed: '" << options.reportOut
                << "' not written\n";
    return ExitVerifyFailed;
  }
  if (!options.reportIn.empty())
    if (Status s = writeMeasuredReport(options, manifest, report, *device,
                                       *timing, kernelTimings);
        s.failed())
      return fail(ExitUsage, s.getMessage());
  return ExitSuccess;
}

int main(int argc, char **argv) {
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc &) {
    // checkHostMemory's estimate fit, but the memory did not.
    std::string needed =
        hostBytesNeeded ? ": the run needs at least " +
                              formatBytes(hostBytesNeeded) +
                              " for the buffers' host copies and the reference"
                        : "";
    return fail(ExitUsage, "out of host memory" + needed +
                               "; give smaller shapes (--shape, --dim)");
  }
}
