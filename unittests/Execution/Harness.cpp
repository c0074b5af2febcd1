//===- Harness.cpp - run fuse modules on the CPU in unit tests ------------===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//

#include "Harness.h"

#include "fusec/InitAll.h"
#include "fusec/Pipeline/CPUPipeline.h"
#include "fusec/Runtime/Reference.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <mutex>
#include <random>

using namespace mlir;
using namespace fusec::exec;
using fusec::runtime::DType;

//===----------------------------------------------------------------------===//
// Element types and host buffers
//===----------------------------------------------------------------------===//

/// The element type of `type`, if the harness supports it.
static std::optional<ElementType> getElementType(Type type) {
  if (type.isF16())
    return ElementType::F16;
  if (type.isBF16())
    return ElementType::BF16;
  if (type.isF32())
    return ElementType::F32;
  if (type.isF64())
    return ElementType::F64;
  return std::nullopt;
}

static size_t getByteWidth(ElementType type) {
  switch (type) {
  case ElementType::F16:
  case ElementType::BF16:
    return 2;
  case ElementType::F32:
    return 4;
  case ElementType::F64:
    return 8;
  }
  llvm_unreachable("unknown element type");
}

/// The runtime's dtype for the types narrower than f64.
static DType getDType(ElementType type) {
  switch (type) {
  case ElementType::F16:
    return DType::F16;
  case ElementType::BF16:
    return DType::BF16;
  default:
    return DType::F32;
  }
}

static void storeElement(ElementType type, double value, void *dst) {
  if (type == ElementType::F64)
    std::memcpy(dst, &value, sizeof(double));
  else
    fusec::runtime::storeElement(getDType(type), value, dst);
}

static double loadElement(ElementType type, const void *src) {
  if (type != ElementType::F64)
    return fusec::runtime::loadElement(getDType(type), src);
  double value;
  std::memcpy(&value, src, sizeof(double));
  return value;
}

namespace {
/// A dense row-major buffer and the memref descriptor the c-interface
/// wrappers take: {allocated, aligned, offset, sizes[rank], strides[rank]},
/// every field 64 bits wide.
struct HostBuffer {
  ElementType type;
  std::vector<int64_t> shape;
  std::vector<uint8_t> storage;
  std::vector<int64_t> descriptor;

  HostBuffer(ElementType type, llvm::ArrayRef<int64_t> shape)
      : type(type), shape(shape) {
    storage.assign(getNumElements() * getByteWidth(type), 0);
    auto ptr = static_cast<int64_t>(reinterpret_cast<intptr_t>(storage.data()));
    descriptor = {ptr, ptr, /*offset=*/0};
    llvm::append_range(descriptor, shape);
    std::vector<int64_t> strides(shape.size(), 1);
    for (size_t d = shape.size(); d-- > 1;)
      strides[d - 1] = strides[d] * shape[d];
    llvm::append_range(descriptor, strides);
  }

  size_t getNumElements() const {
    size_t n = 1;
    for (int64_t extent : shape)
      n *= extent;
    return n;
  }

  void write(const Values &values) {
    for (size_t i = 0; i < values.size(); ++i)
      storeElement(type, values[i], &storage[i * getByteWidth(type)]);
  }

  Values read() const {
    Values values(getNumElements());
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = loadElement(type, &storage[i * getByteWidth(type)]);
    return values;
  }
};
} // namespace

/// The host buffer for a value of type `type`, or an error naming `what`.
static llvm::Expected<HostBuffer> makeBuffer(Type type, const Twine &what) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  std::optional<ElementType> elt =
      tensor ? getElementType(tensor.getElementType()) : std::nullopt;
  if (!tensor || !tensor.hasStaticShape() || !elt) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << what << " has type " << type
       << "; expected a static tensor of f16, bf16, f32 or f64";
    return llvm::createStringError(s);
  }
  return HostBuffer(*elt, tensor.getShape());
}

//===----------------------------------------------------------------------===//
// Compile and run
//===----------------------------------------------------------------------===//

/// Registers the dialects, passes and the native target once per process.
static const DialectRegistry &getRegistry() {
  static DialectRegistry registry;
  static std::once_flag once;
  std::call_once(once, [] {
    mlir::fuse::registerAllDialects(registry);
    mlir::fuse::registerAllPasses();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  return registry;
}

namespace {
/// A context whose diagnostics are collected as text for error messages.
struct DiagnosedContext {
  MLIRContext context{getRegistry()};
  std::string diagnostics;
  llvm::raw_string_ostream os{diagnostics};
  ScopedDiagnosticHandler handler{&context, [this](Diagnostic &diag) {
                                    os << diag.getLocation() << ": " << diag
                                       << "\n";
                                    return success();
                                  }};

  llvm::Error fail(const Twine &what) {
    return llvm::createStringError(what + "\n" + diagnostics);
  }
};
} // namespace

llvm::Expected<std::string> fusec::exec::applyPasses(llvm::StringRef source,
                                                    llvm::StringRef passes) {
  DiagnosedContext diag;
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, &diag.context);
  PassManager pm(&diag.context);
  if (!module || failed(parsePassPipeline(passes, pm, diag.os)) ||
      failed(pm.run(*module)))
    return diag.fail("cannot apply '" + passes + "'");
  std::string out;
  llvm::raw_string_ostream os(out);
  module->print(os);
  return out;
}

llvm::Expected<std::vector<Values>>
fusec::exec::runFuseFunction(llvm::StringRef source, llvm::StringRef function,
                             llvm::ArrayRef<Values> inputs,
                             llvm::StringRef extraRewrites) {
  DiagnosedContext diag;
  MLIRContext &context = diag.context;
  auto fail = [&](const Twine &what) { return diag.fail(what); };

  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module)
    return fail("cannot parse the module");
  auto func = module->lookupSymbol<func::FuncOp>(function);
  if (!func)
    return fail("no function '" + function + "'");

  // Buffers for the arguments, then the results (out-parameters).
  FunctionType signature = func.getFunctionType();
  if (inputs.size() != signature.getNumInputs())
    return fail("'" + function + "' takes " +
                Twine(signature.getNumInputs()) + " argument(s), got " +
                Twine(inputs.size()));
  std::vector<HostBuffer> buffers;
  for (auto [i, type] : llvm::enumerate(signature.getInputs())) {
    auto buffer = makeBuffer(type, "argument #" + Twine(i));
    if (!buffer)
      return buffer.takeError();
    if (buffer->getNumElements() != inputs[i].size())
      return fail("argument #" + Twine(i) + " has " +
                  Twine(buffer->getNumElements()) + " elements, got " +
                  Twine(inputs[i].size()));
    buffer->write(inputs[i]);
    buffers.push_back(std::move(*buffer));
  }
  for (auto [i, type] : llvm::enumerate(signature.getResults())) {
    auto buffer = makeBuffer(type, "result #" + Twine(i));
    if (!buffer)
      return buffer.takeError();
    buffers.push_back(std::move(*buffer));
  }

  PassManager pm(&context);
  std::string pipelineError;
  llvm::raw_string_ostream pipelineOS(pipelineError);
  if (failed(mlir::fuse::buildFuseCPUPipeline(pm, extraRewrites, pipelineOS)))
    return fail("invalid rewrites '" + extraRewrites + "': " + pipelineError);
  if (failed(pm.run(*module)))
    return fail("the CPU pipeline failed");

  ExecutionEngineOptions options;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/2,
                                               /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  options.transformer = transformer;
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine)
    return fail("cannot JIT the module: " + toString(engine.takeError()));

  // The c-interface wrapper takes a pointer to each descriptor; the packed
  // form takes a pointer to each of those arguments.
  std::vector<void *> descriptors, args;
  for (HostBuffer &buffer : buffers)
    descriptors.push_back(buffer.descriptor.data());
  for (void *&descriptor : descriptors)
    args.push_back(&descriptor);
  if (llvm::Error err =
          (*engine)->invokePacked(("_mlir_ciface_" + function).str(), args))
    return fail("cannot call '" + function + "': " + toString(std::move(err)));

  std::vector<Values> outputs;
  for (const HostBuffer &buffer : llvm::drop_begin(buffers, inputs.size()))
    outputs.push_back(buffer.read());
  return outputs;
}

llvm::Expected<ComparedRuns> fusec::exec::runReferenceAndRewritten(
    llvm::StringRef source, llvm::StringRef function,
    llvm::ArrayRef<Values> inputs, llvm::StringRef extraRewrites) {
  ComparedRuns runs;
  auto reference = runFuseFunction(source, function, inputs);
  if (!reference)
    return reference.takeError();
  auto rewritten = runFuseFunction(source, function, inputs, extraRewrites);
  if (!rewritten)
    return rewritten.takeError();
  runs.reference = std::move(*reference);
  runs.rewritten = std::move(*rewritten);
  return runs;
}

//===----------------------------------------------------------------------===//
// Data and comparison
//===----------------------------------------------------------------------===//

double fusec::exec::roundTo(ElementType type, double value) {
  if (type == ElementType::F64)
    return value;
  uint8_t bytes[4];
  storeElement(type, value, bytes);
  return loadElement(type, bytes);
}

Values fusec::exec::randomValues(size_t count, double lo, double hi,
                                 uint32_t seed, ElementType type) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  Values values(count);
  for (double &v : values) {
    do
      v = roundTo(type, dist(rng));
    while (v == 0);
  }
  return values;
}

::testing::AssertionResult fusec::exec::allClose(
    llvm::ArrayRef<double> actual, llvm::ArrayRef<double> expected,
    double rtol, double atol) {
  if (actual.size() != expected.size())
    return ::testing::AssertionFailure()
           << "got " << actual.size() << " elements, expected "
           << expected.size();
  for (size_t i = 0; i < actual.size(); ++i) {
    double a = actual[i], e = expected[i];
    bool ok = (std::isnan(a) && std::isnan(e)) || a == e ||
              std::abs(a - e) <= atol + rtol * std::abs(e);
    if (!ok)
      return ::testing::AssertionFailure()
             << "element " << i << ": got " << a << ", expected " << e
             << " (|difference| " << std::abs(a - e) << " > " << atol
             << " + " << rtol << " * |expected|)";
  }
  return ::testing::AssertionSuccess();
}
