//===- Report.cpp - the planner's report: text, JSON, SVG -----------------===//

#include "fusec/Report/Report.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Analysis/RooflineSvg.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

std::optional<ReportFormat> mlir::fuse::parseReportFormat(StringRef name) {
  return llvm::StringSwitch<std::optional<ReportFormat>>(name)
      .Case("text", ReportFormat::Text)
      .Case("json", ReportFormat::JSON)
      .Case("svg", ReportFormat::SVG)
      .Default(std::nullopt);
}

//===----------------------------------------------------------------------===//
// The typed records as JSON, field by field
//===----------------------------------------------------------------------===//

llvm::json::Value mlir::fuse::tileToJSON(ChainTileAttr tile) {
  return llvm::json::Object{{"rows", tile.getRows()},
                            {"cols", tile.getCols()},
                            {"stages", tile.getStages()}};
}

static llvm::json::Value toJSON(NaiveFusedAttr pair) {
  return llvm::json::Object{{"naive", double(pair.getNaive())},
                            {"fused", double(pair.getFused())}};
}

static llvm::json::Value toJSON(ArrayRef<KernelTimeAttr> kernels) {
  llvm::json::Array out;
  for (KernelTimeAttr k : kernels)
    out.push_back(llvm::json::Object{{"kernel", k.getKernel().str()},
                                     {"us", double(k.getUs())},
                                     {"why", k.getWhy().str()}});
  return out;
}

/// A chain of the report, before the fields only the report adds
/// (`predicted_us`, `kernels`). `b` is the seed's block, which is k.
static llvm::json::Object toJSON(ChainRecordAttr r) {
  ChainCriteriaAttr criteria = r.getCriteria();
  llvm::json::Object obj{
      {"location", r.getLocation().str()},
      {"producer_location", r.getProducerLocation().str()},
      {"kind", r.getKind().str()},
      {"m", r.getM()},
      {"n", r.getN()},
      {"k", r.getK()},
      {"b", r.getK()},
      {"out_width", r.getOutWidth()},
      {"batch", r.getBatch()},
      {"dtype_bytes", r.getDtypeBytes()},
      {"causal", r.getCausal()},
      {"tile", tileToJSON(r.getTile())},
      {"criteria",
       llvm::json::Object{
           {"b_equals_k", criteria.getBEqualsK()},
           {"k_lt_n_over_3", criteria.getKLtNOver_3()},
           {"fits_on_chip", criteria.getFitsOnChip()},
           {"roofline_says_fuse", criteria.getRooflineSaysFuse()}}},
      {"on_chip", r.getOnChip().str()},
      {"flops", toJSON(r.getFlops())},
      {"bytes", toJSON(r.getBytes())},
      {"time_us", toJSON(r.getTimeUs())},
      {"kernel_times",
       llvm::json::Object{{"naive", toJSON(r.getKernelTimesNaive())},
                          {"fused", toJSON(r.getKernelTimesFused())}}},
      {"fuse", r.getFuse()},
      {"decided_by", r.getDecidedBy().str()},
      {"reason", r.getReason().str()}};
  if (!r.getFunction().empty())
    obj["function"] = r.getFunction().str();
  return obj;
}

static llvm::json::Value toJSON(UnchainedAttr r) {
  llvm::json::Object obj{{"location", r.getLocation().str()},
                         {"kind", r.getKind().str()},
                         {"reason", r.getReason().str()}};
  if (!r.getFunction().empty())
    obj["function"] = r.getFunction().str();
  return obj;
}

/// "function" of a record, left out when empty (a record outside any
/// function).
static void addFunction(llvm::json::Object &obj, StringRef function) {
  if (!function.empty())
    obj["function"] = function.str();
}

static llvm::json::Value toJSON(ReassociationPairAttr pair) {
  return llvm::json::Object{
      {"as_written", double(pair.getAsWritten())},
      {"reassociated", double(pair.getReassociated())}};
}

llvm::json::Object
mlir::fuse::rewriteRecordToJSON(RewriteRecordAttrInterface record) {
  llvm::json::Object obj{{"rewrite", record.getRewrite().str()},
                         {"location", record.getLocation().str()},
                         {"applied", record.getApplied()},
                         {"reason", record.getReason().str()}};
  addFunction(obj, record.getFunction());
  if (auto r = dyn_cast<ReassociateRecordAttr>(record)) {
    obj["m"] = r.getM();
    obj["k"] = r.getK();
    obj["n"] = r.getN();
    obj["p"] = r.getP();
    obj["batch"] = r.getBatch();
    obj["flops"] = toJSON(r.getFlops());
    obj["time_us"] = toJSON(r.getTimeUs());
  } else if (auto r = dyn_cast<SplitKRecordAttr>(record)) {
    obj["k"] = r.getK();
    obj["tiles"] = r.getTiles();
    obj["splits"] = r.getSplits();
    obj["depth"] = r.getDepth();
  } else if (auto r = dyn_cast<SplitKVRecordAttr>(record)) {
    obj["keys"] = r.getKeys();
    obj["ctas"] = r.getCtas();
    obj["segments"] = r.getSegments();
  }
  return obj;
}

/// The wgmma strategies' warpgroups: those that run the MMAs (`warps` / 4)
/// and whether a producer warpgroup beside them loads the tiles by TMA
/// (the warp-specialized `_ws` strategies, whose `warps` counts only the
/// consumers).
static void addWarpgroups(llvm::json::Object &obj, StringRef strategy,
                          int64_t warps) {
  if (!strategy.contains("wgmma"))
    return;
  obj["warpgroups"] = warps / 4;
  obj["producer_warpgroup"] = strategy.ends_with("_ws");
}

llvm::json::Object mlir::fuse::kernelRecordToJSON(KernelRecordAttr record) {
  llvm::json::Object obj{{"location", record.getLocation().str()}};
  addFunction(obj, record.getFunction());
  if (!record.getPrecision().empty())
    obj["precision"] = record.getPrecision().str();
  if (auto c = dyn_cast<KernelConfigAttr>(record.getConfig())) {
    obj["strategy"] = c.getStrategy().str();
    obj["rows"] = c.getRowsPerCta();
    obj["keys"] = c.getKeys();
    obj["stages"] = c.getStages();
    obj["warps"] = c.getWarps();
    obj["m_tiles"] = c.getMTiles();
    obj["q_in_registers"] = c.getQInRegisters();
    obj["cluster"] = c.getCluster();
    obj["persistent"] = c.getPersistent();
    if (c.getDynamicTiles())
      obj["dynamic_tiles"] = true;
    if (c.getStreamK())
      obj["stream_k"] = true;
    if (!c.getPingPong())
      obj["ping_pong"] = false;
    addWarpgroups(obj, c.getStrategy(), c.getWarps());
    if (record.getSegments() > 0) {
      obj["segments"] = record.getSegments();
      obj["fold"] = record.getFold().str();
    }
    if (ChainTileAttr planned = record.getPlannedTile())
      obj["planned_tile"] = tileToJSON(planned);
    if (!record.getStructure().empty())
      obj["key_band"] = record.getStructure().str();
  } else if (auto c = dyn_cast<GemmConfigAttr>(record.getConfig())) {
    obj["strategy"] = c.getStrategy().str();
    obj["tile_m"] = c.getTileM();
    obj["tile_n"] = c.getTileN();
    obj["tile_k"] = c.getTileK();
    obj["stages"] = c.getStages();
    obj["warps"] = c.getWarps();
    obj["overlap"] = c.getOverlap();
    obj["splits"] = c.getSplits();
    addWarpgroups(obj, c.getStrategy(), c.getWarps());
  } else {
    auto u = cast<UntiledConfigAttr>(record.getConfig());
    obj["strategy"] = u.getStrategy().str();
    obj["threads"] = u.getThreads();
    // Several output points per thread: how (the record's structure).
    if (!record.getStructure().empty())
      obj["points"] = record.getStructure().str();
    if (!record.getNotTensorCore().empty())
      obj["not_tensor_core"] = record.getNotTensorCore().str();
  }
  return obj;
}

/// Integers as numbers, size symbols as their names.
static llvm::json::Value toJSON(ArrayRef<Extent> extents) {
  llvm::json::Array out;
  for (const Extent &e : extents)
    if (e.isStatic())
      out.push_back(e.size);
    else
      out.push_back(e.symbol.getValue().str());
  return out;
}

static llvm::json::Value toJSON(ArrayRef<int64_t> values) {
  return llvm::json::Array(values);
}

/// A static dimension as its integer, else {"product", "ceil_div"} (the
/// latter left out when 1).
static llvm::json::Value toJSON(ArrayRef<GridDimAttr> grid) {
  llvm::json::Array out;
  for (GridDimAttr g : grid) {
    ArrayRef<Extent> product = g.getProduct();
    if (product.size() == 1 && product.front().isStatic() &&
        g.getCeilDiv() == 1) {
      out.push_back(product.front().size);
      continue;
    }
    llvm::json::Object obj{{"product", toJSON(product)}};
    if (g.getCeilDiv() != 1)
      obj["ceil_div"] = g.getCeilDiv();
    out.push_back(std::move(obj));
  }
  return out;
}

static llvm::json::Value toJSON(LaunchArgAttr arg) {
  if (TensorMapArgAttr map = arg.getTensorMap()) {
    llvm::json::Object obj{{"buffer", map.getBuffer().str()},
                           {"box", toJSON(map.getBox())},
                           {"swizzle", map.getSwizzle()}};
    if (!map.getShape().empty())
      obj["shape"] = toJSON(map.getShape());
    if (map.getOffset() != 0)
      obj["offset"] = map.getOffset();
    return llvm::json::Object{{"tensor_map", std::move(obj)}};
  }
  if (!arg.getDim().empty())
    return llvm::json::Object{{"dim", arg.getDim().str()}};
  if (arg.getCounters() != 0)
    return llvm::json::Object{{"counters", arg.getCounters()}};
  llvm::json::Object obj{{"buffer", arg.getBuffer().str()}};
  if (arg.getOffset() != 0)
    obj["offset"] = arg.getOffset();
  return obj;
}

/// An op of the reference graph: the fields of its `op` only.
static llvm::json::Value toJSON(ReferenceOpAttr r) {
  llvm::json::Array inputs;
  for (StringAttr in : r.getInputs())
    inputs.push_back(in.getValue().str());
  llvm::json::Object obj{{"op", r.getOp().str()},
                         {"inputs", std::move(inputs)},
                         {"output", r.getOutput().str()}};
  StringRef op = r.getOp();
  if (op == "matmul") {
    obj["transpose_lhs"] = r.getTransposeLhs();
    obj["transpose_rhs"] = r.getTransposeRhs();
    obj["scale"] = double(r.getScale());
  } else if (op == "softmax") {
    obj["axis"] = r.getAxis();
  } else if (op == "scale") {
    obj["factor"] = double(r.getFactor());
  } else if (op == "causal_mask" && r.getStrict()) {
    obj["strict"] = true;
  }
  return obj;
}

llvm::json::Value mlir::fuse::manifestToJSON(ManifestAttr manifest) {
  llvm::json::Object obj{{"version", manifest.getVersion()},
                         {"entry", manifest.getEntry().str()}};
  if (!manifest.getDims().empty()) {
    llvm::json::Array dims;
    for (DimSymbolAttr d : manifest.getDims())
      dims.push_back(llvm::json::Object{{"name", d.getName().str()},
                                        {"buffer", d.getBuffer().str()},
                                        {"axis", d.getAxis()}});
    obj["dims"] = std::move(dims);
  }
  llvm::json::Array buffers;
  for (BufferAttr buffer : manifest.getBuffers()) {
    llvm::json::Object b{{"name", buffer.getName().str()},
                         {"kind", buffer.getKind().str()},
                         {"dtype", buffer.getDtype().str()},
                         {"shape", toJSON(buffer.getShape())}};
    // Strides of static shapes only: the runtime derives the others.
    if (llvm::all_of(buffer.getShape(),
                     [](const Extent &e) { return e.isStatic(); }))
      b["strides"] = toJSON(buffer.getStrides());
    buffers.push_back(std::move(b));
  }
  obj["buffers"] = std::move(buffers);
  llvm::json::Array kernels;
  for (LaunchAttr k : manifest.getKernels()) {
    llvm::json::Array args;
    for (LaunchArgAttr arg : k.getArgs())
      args.push_back(toJSON(arg));
    kernels.push_back(llvm::json::Object{{"name", k.getName().str()},
                                         {"grid", toJSON(k.getGrid())},
                                         {"block", toJSON(k.getBlock())},
                                         {"shared_bytes", k.getSharedBytes()},
                                         {"args", std::move(args)}});
  }
  obj["kernels"] = std::move(kernels);
  llvm::json::Array reference;
  for (ReferenceOpAttr op : manifest.getReference().getOps())
    reference.push_back(toJSON(op));
  obj["reference"] = std::move(reference);
  return obj;
}

//===----------------------------------------------------------------------===//
// The module's records, as the JSON report
//===----------------------------------------------------------------------===//

/// The records of the module attribute `name`: `fusec.plans` (the chains,
/// #fuse.chain_record), `fusec.unchained` (softmax found, no chain,
/// #fuse.unchained), `fusec.rewrites` (reassociation, split-k, split-kv:
/// RewriteRecordAttrInterface) and `fusec.kernels` (each kernel's config,
/// #fuse.kernel_record).
template <typename RecordT>
static SmallVector<RecordT> recordsOf(ModuleOp module, StringRef name) {
  SmallVector<RecordT> out;
  if (auto all = module->getAttrOfType<ArrayAttr>(name))
    for (Attribute a : all)
      out.push_back(cast<RecordT>(a));
  return out;
}

/// The launch name of each kernel record (parallel to `kernels`; "" where
/// unknown). fusec.kernels lists a function's kernels in program order,
/// which is the order convert-fuse-to-gpu builds and launches them in, so a
/// function's i-th record is its manifest's i-th kernel. Where the counts
/// differ, no names are given rather than wrong ones.
static SmallVector<std::string> kernelNames(ArrayRef<KernelRecordAttr> kernels,
                                            ArrayRef<ManifestAttr> manifests) {
  SmallVector<std::string> names(kernels.size());
  for (ManifestAttr manifest : manifests) {
    ArrayRef<LaunchAttr> launches = manifest.getKernels();
    SmallVector<size_t> mine;
    for (auto [i, k] : llvm::enumerate(kernels))
      if (k.getFunction() == manifest.getEntry() ||
          (manifests.size() == 1 && k.getFunction().empty()))
        mine.push_back(i);
    if (mine.size() != launches.size())
      continue;
    for (auto [i, launch] : llvm::zip(mine, launches))
      names[i] = launch.getName().str();
  }
  return names;
}

/// The launches that compute each chain (parallel to `chains`), by
/// location: a fused chain is the kernel at its location (the consumer
/// matmul's); an unfused one the kernels at its producer's location and at
/// its own, which must both have one. Where one has none, that matmul runs
/// inside another chain's kernel: no set of whole kernels is this chain, so
/// it gets none (and no measured time). A kernel may be in two chains (a
/// matmul consuming one chain and producing the next), as the two chains'
/// predictions each count it.
static SmallVector<SmallVector<std::string>>
chainKernels(ArrayRef<ChainRecordAttr> chains,
             ArrayRef<KernelRecordAttr> kernels, ArrayRef<std::string> names) {
  SmallVector<SmallVector<std::string>> out(chains.size());
  for (auto [chain, result] : llvm::zip(chains, out)) {
    StringRef fn = chain.getFunction();
    SmallVector<StringRef, 2> locations = {chain.getLocation()};
    if (!chain.getFuse())
      locations.push_back(chain.getProducerLocation());
    SmallVector<std::string> found;
    SmallVector<StringRef, 2> covered;
    for (auto [k, name] : llvm::zip(kernels, names)) {
      StringRef loc = k.getLocation();
      if (name.empty() || k.getFunction() != fn ||
          !llvm::is_contained(locations, loc))
        continue;
      found.push_back(name);
      if (!llvm::is_contained(covered, loc))
        covered.push_back(loc);
    }
    if (covered.size() == locations.size())
      result = std::move(found);
  }
  return out;
}

/// For a fused chain the plan priced as a tiled kernel (the tensor-core
/// kernel, or the roofline of a fused tile), but whose kernel (the record
/// at the chain's location) the generator built untiled
/// (mixed bf16 / f16, a head dim it does not take, f32, a chain too wide
/// under --fuse-policy=always): the untiled kernel's price; else none.
/// `built`: that record, whose not_tensor_core says why.
static std::optional<cost::KernelTime>
untiledFallback(ChainRecordAttr plan, ArrayRef<KernelRecordAttr> kernels,
                const cost::GpuSpec &gpu, KernelRecordAttr *builtOut) {
  if (!plan.getFuse() || plan.getKernelTimesFused().empty())
    return std::nullopt;
  auto built = llvm::find_if(kernels, [&](KernelRecordAttr k) {
    return k.getLocation() == plan.getLocation() &&
           k.getFunction() == plan.getFunction();
  });
  if (built == kernels.end() || !isa<UntiledConfigAttr>(built->getConfig()))
    return std::nullopt;
  *builtOut = *built;
  cost::ChainDesc chain;
  chain.kind = plan.getKind() == "attention" ? cost::ChainKind::Attention
                                             : cost::ChainKind::GenericChain;
  chain.m = plan.getM();
  chain.n = plan.getN();
  chain.k = plan.getK();
  chain.outWidth = plan.getOutWidth();
  chain.batch = plan.getBatch();
  chain.dtypeBytes = plan.getDtypeBytes();
  chain.causal = plan.getCausal();
  return cost::untiledChainKernelTime(gpu, chain, /*fused=*/true);
}

/// The JSON report of `module` (schema in Report.h).
static llvm::json::Object buildReport(ModuleOp module,
                                      const cost::GpuSpec &gpu) {
  SmallVector<ChainRecordAttr> plans =
      recordsOf<ChainRecordAttr>(module, kPlansAttrName);
  SmallVector<KernelRecordAttr> kernelRecs =
      recordsOf<KernelRecordAttr>(module, kKernelsAttrName);
  SmallVector<ManifestAttr> manifests = getManifests(module);
  SmallVector<std::string> names = kernelNames(kernelRecs, manifests);
  SmallVector<SmallVector<std::string>> ofChain =
      chainKernels(plans, kernelRecs, names);

  unsigned dtypeBytes = plans.empty() ? 2 : plans.front().getDtypeBytes();
  llvm::json::Array chains;
  for (auto [plan, kernels] : llvm::zip(plans, ofChain)) {
    llvm::json::Object obj = toJSON(plan);
    // The prediction for what was built, which a measurement compares with.
    NaiveFusedAttr time = plan.getTimeUs();
    obj["predicted_us"] =
        double(plan.getFuse() ? time.getFused() : time.getNaive());
    KernelRecordAttr built;
    if (std::optional<cost::KernelTime> untiled =
            untiledFallback(plan, kernelRecs, gpu, &built)) {
      // The plan priced the tensor-core kernel; the generator built the
      // untiled one: the prediction is the untiled kernel's.
      double us = untiled->seconds * 1e6;
      obj["untiled_fallback"] = llvm::json::Object{
          {"planned_us", double(time.getFused())},
          {"planned_kernel", plan.getKernelTimesFused().front().getKernel().str()},
          {"why", built.getNotTensorCore().str()}};
      obj["time_us"] = llvm::json::Object{{"naive", double(time.getNaive())},
                                          {"fused", us}};
      obj["kernel_times"] = llvm::json::Object{
          {"naive", toJSON(plan.getKernelTimesNaive())},
          {"fused", llvm::json::Array{llvm::json::Object{
                        {"kernel", untiled->what},
                        {"us", us},
                        {"why", untiled->why}}}}};
      obj["predicted_us"] = us;
    }
    if (!kernels.empty())
      obj["kernels"] = llvm::json::Array(kernels);
    chains.push_back(std::move(obj));
  }
  llvm::json::Object root{{"version", 1},
                          {"gpu", gpu.name},
                          {"gpu_name", gpu.displayName},
                          {"peak_flops", cost::peakFlops(gpu, dtypeBytes)},
                          {"bandwidth", gpu.hbmBytesPerSec},
                          {"sms", gpu.numSMs},
                          {"chains", std::move(chains)}};
  llvm::json::Array rewrites;
  for (RewriteRecordAttrInterface r :
       recordsOf<RewriteRecordAttrInterface>(module, kRewritesAttrName))
    rewrites.push_back(rewriteRecordToJSON(r));
  root["rewrites"] = std::move(rewrites);
  llvm::json::Array kernels;
  for (auto [k, name] : llvm::zip(kernelRecs, names)) {
    llvm::json::Object record = kernelRecordToJSON(k);
    if (!name.empty())
      record["name"] = name;
    kernels.push_back(std::move(record));
  }
  root["kernels"] = std::move(kernels);
  if (!manifests.empty()) {
    llvm::json::Array functions;
    for (ManifestAttr manifest : manifests) {
      llvm::json::Array launches;
      for (LaunchAttr k : manifest.getKernels())
        launches.push_back(
            llvm::json::Object{{"name", k.getName().str()},
                               {"grid", toJSON(k.getGrid())},
                               {"block", toJSON(k.getBlock())},
                               {"shared_bytes", k.getSharedBytes()}});
      functions.push_back(
          llvm::json::Object{{"name", manifest.getEntry().str()},
                             {"kernels", std::move(launches)}});
    }
    root["functions"] = std::move(functions);
  }
  SmallVector<UnchainedAttr> unchainedRecs =
      recordsOf<UnchainedAttr>(module, kUnchainedAttrName);
  if (!unchainedRecs.empty()) {
    llvm::json::Array unchained;
    for (UnchainedAttr r : unchainedRecs)
      unchained.push_back(toJSON(r));
    root["unchained"] = std::move(unchained);
  }
  return root;
}

//===----------------------------------------------------------------------===//
// The JSON report, read back
//===----------------------------------------------------------------------===//
//
// Text and SVG are rendered from the JSON report, whether fusec has just
// built it or read it from a file (--report-from) that fuse-run may have
// added measured times to: one renderer, so a saved report renders as the
// compile would have. The structs below are what the renderers read;
// llvm::json's ObjectMapper checks a report read from a file and names a
// missing or mistyped field by its path.

namespace {
using llvm::json::ObjectMapper;
using llvm::json::Path;
using llvm::json::Value;

// A report read from a file is checked for what the renderers divide by
// and take logarithms of: the GPU's peak and bandwidth, each chain's FLOPs,
// bytes and times are finite and positive, its sizes positive. (The SVG's
// axes span the decades of these numbers: a negative or zero one has no
// logarithm, and drawing it never ended.)

/// True if `value` is finite and above 0 (or at least 0 with `orZero`).
static bool isPositive(double value, bool orZero = false) {
  return std::isfinite(value) && (orZero ? value >= 0 : value > 0);
}

static void reportNotPositive(Path p, bool orZero) {
  if (orZero)
    p.report("expected a finite number >= 0");
  else
    p.report("expected a finite number > 0");
}

/// Maps `key` to a finite number above 0 (or at least 0 with `orZero`).
static bool mapPositive(ObjectMapper &o, Path p, llvm::StringLiteral key,
                        double &out, bool orZero = false) {
  if (!o.map(key, out))
    return false;
  if (isPositive(out, orZero))
    return true;
  reportNotPositive(p.field(key), orZero);
  return false;
}
/// The same for an optional number: checked where present.
static bool mapPositive(ObjectMapper &o, Path p, llvm::StringLiteral key,
                        std::optional<double> &out, bool orZero = false) {
  if (!o.map(key, out))
    return false;
  if (!out || isPositive(*out, orZero))
    return true;
  reportNotPositive(p.field(key), orZero);
  return false;
}

/// Maps `key` to an integer of at least `min`.
template <typename Int>
static bool mapAtLeast(ObjectMapper &o, Path p, llvm::StringLiteral key,
                       Int &out, int64_t min) {
  if (!o.map(key, out))
    return false;
  std::optional<int64_t> value = out;
  if (!value || *value >= min)
    return true;
  if (min == 0)
    p.field(key).report("expected an integer >= 0");
  else
    p.field(key).report("expected an integer >= 1");
  return false;
}

/// A {"naive", "fused"} pair of numbers, both finite and positive.
struct Variants {
  double naive = 0, fused = 0;
};
bool fromJSON(const Value &v, Variants &r, Path p) {
  ObjectMapper o(v, p);
  return o && mapPositive(o, p, "naive", r.naive) &&
         mapPositive(o, p, "fused", r.fused);
}

struct Tile {
  int64_t rows = 0, cols = 0, stages = 0;
};
bool fromJSON(const Value &v, Tile &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("rows", r.rows) && o.map("cols", r.cols) &&
         o.map("stages", r.stages);
}

struct Criteria {
  bool bEqualsK = false, kLtNOver3 = false, fitsOnChip = false;
};
bool fromJSON(const Value &v, Criteria &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("b_equals_k", r.bEqualsK) &&
         o.map("k_lt_n_over_3", r.kLtNOver3) &&
         o.map("fits_on_chip", r.fitsOnChip);
}

/// One kernel of a plan's option and its predicted time.
struct KernelTimeRec {
  std::string kernel, why;
  double us = 0;
};
bool fromJSON(const Value &v, KernelTimeRec &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("kernel", r.kernel) &&
         mapPositive(o, p, "us", r.us, /*orZero=*/true) && o.map("why", r.why);
}
struct KernelTimes {
  std::vector<KernelTimeRec> naive, fused;
};
bool fromJSON(const Value &v, KernelTimes &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("naive", r.naive) && o.map("fused", r.fused);
}

/// Maps "dtype_bytes": 1, 2, 4 or 8.
static bool mapDtypeBytes(ObjectMapper &o, Path p, int64_t &out) {
  if (!o.map("dtype_bytes", out))
    return false;
  if (llvm::is_contained({1, 2, 4, 8}, out))
    return true;
  p.field("dtype_bytes").report("expected 1, 2, 4 or 8 (bytes per element)");
  return false;
}

/// One chain record.
/// The tensor-core kernel a plan priced, where the untiled one was built.
struct UntiledFallback {
  double plannedUs = 0;
  std::string plannedKernel;
  std::string why;
};
bool fromJSON(const Value &v, UntiledFallback &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("planned_us", r.plannedUs) &&
         o.map("planned_kernel", r.plannedKernel) &&
         o.mapOptional("why", r.why);
}

struct Chain {
  std::string location, kind, onChip, decidedBy, reason;
  std::optional<std::string> function;
  int64_t m = 0, n = 0, k = 0, outWidth = 0, batch = 0, dtypeBytes = 0;
  bool causal = false, fuse = false;
  Tile tile;
  Criteria criteria;
  Variants flops, bytes, timeUs;
  /// The launches that compute it, after kernel generation.
  std::optional<std::vector<std::string>> kernels;
  /// The sum of its kernels' measured times (fuse-run --report-out).
  std::optional<double> measuredUs;
  /// Each option's kernels and their predicted times.
  std::optional<KernelTimes> kernelTimes;
  /// Set when the plan priced a tensor-core kernel that the generator did
  /// not build (it built the untiled one, which kernelTimes then prices).
  std::optional<UntiledFallback> untiledFallback;

  /// The roofline's time, FLOPs and bytes for what was built.
  double predictedUs() const { return fuse ? timeUs.fused : timeUs.naive; }
  double builtFlops() const { return fuse ? flops.fused : flops.naive; }
  double builtBytes() const { return fuse ? bytes.fused : bytes.naive; }
};
bool fromJSON(const Value &v, Chain &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("location", r.location) && o.map("kind", r.kind) &&
         o.map("on_chip", r.onChip) && o.map("decided_by", r.decidedBy) &&
         o.map("reason", r.reason) && o.map("function", r.function) &&
         mapAtLeast(o, p, "m", r.m, 1) && mapAtLeast(o, p, "n", r.n, 1) &&
         mapAtLeast(o, p, "k", r.k, 1) &&
         mapAtLeast(o, p, "out_width", r.outWidth, 1) &&
         mapAtLeast(o, p, "batch", r.batch, 1) &&
         mapDtypeBytes(o, p, r.dtypeBytes) && o.map("causal", r.causal) &&
         o.map("fuse", r.fuse) && o.map("tile", r.tile) &&
         o.map("criteria", r.criteria) && o.map("flops", r.flops) &&
         o.map("bytes", r.bytes) && o.map("time_us", r.timeUs) &&
         o.map("kernels", r.kernels) &&
         mapPositive(o, p, "measured_us", r.measuredUs, /*orZero=*/true) &&
         o.map("kernel_times", r.kernelTimes) &&
         o.mapOptional("untiled_fallback", r.untiledFallback);
}

/// A record shown as "<what> at <location>: <reason>": a rewrite ("rewrite")
/// or a softmax without a chain ("kind").
struct Note {
  std::string what, location, reason;
};
bool fromJSON(const Value &v, Note &r, Path p, llvm::StringLiteral whatKey) {
  ObjectMapper o(v, p);
  return o && o.map(whatKey, r.what) && o.map("location", r.location) &&
         o.map("reason", r.reason);
}
struct Rewrite : Note {};
bool fromJSON(const Value &v, Rewrite &r, Path p) {
  return fromJSON(v, r, p, "rewrite");
}
struct Unchained : Note {};
bool fromJSON(const Value &v, Unchained &r, Path p) {
  return fromJSON(v, r, p, "kind");
}

/// A kernel built, with its config (#fuse.kernel_record): the fields of
/// its strategy's kind are set -- the online softmax's `rows`, the GEMM's
/// `tile_m`, the untiled kernel's `threads` tell which. The fields added
/// since (`m_tiles`, `q_in_registers`, `cluster`, `persistent`,
/// `warpgroups`, `producer_warpgroup`, `overlap`) may be missing from an
/// older report; `dynamic_tiles` and `stream_k` are there only when true,
/// `ping_pong` only when false.
struct KernelRec {
  std::string location, strategy;
  // The online softmax (#fuse.kernel_config).
  std::optional<int64_t> rows, keys, mTiles, cluster, segments;
  std::optional<bool> qInRegisters, persistent, dynamicTiles, streamK, pingPong;
  std::optional<std::string> fold, keyBand;
  // Tensor-core kernels: the MMAs' operand type.
  std::optional<std::string> precision;
  std::optional<Tile> plannedTile;
  // The tensor-core GEMM (#fuse.gemm_config).
  std::optional<int64_t> tileM, tileN, tileK, splits;
  std::optional<bool> overlap;
  // Both: `warpgroups` and `producer_warpgroup` of the wgmma strategies.
  std::optional<int64_t> stages, warps, warpgroups;
  std::optional<bool> producerWarpgroup;
  // The untiled kernel (#fuse.untiled_config).
  std::optional<int64_t> threads;
  std::optional<std::string> points, notTensorCore;
};
bool fromJSON(const Value &v, KernelRec &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("location", r.location) && o.map("strategy", r.strategy) &&
         o.map("rows", r.rows) && o.map("keys", r.keys) &&
         o.map("m_tiles", r.mTiles) && o.map("cluster", r.cluster) &&
         o.map("segments", r.segments) &&
         o.map("q_in_registers", r.qInRegisters) &&
         o.map("persistent", r.persistent) &&
         o.mapOptional("dynamic_tiles", r.dynamicTiles) &&
         o.mapOptional("stream_k", r.streamK) &&
         o.mapOptional("ping_pong", r.pingPong) && o.map("fold", r.fold) &&
         o.map("planned_tile", r.plannedTile) &&
         o.mapOptional("key_band", r.keyBand) &&
         o.mapOptional("precision", r.precision) && o.map("tile_m", r.tileM) &&
         o.map("tile_n", r.tileN) && o.map("tile_k", r.tileK) &&
         o.map("splits", r.splits) && o.map("overlap", r.overlap) &&
         o.map("stages", r.stages) && o.map("warps", r.warps) &&
         o.map("warpgroups", r.warpgroups) &&
         o.map("producer_warpgroup", r.producerWarpgroup) &&
         o.map("threads", r.threads) && o.mapOptional("points", r.points) &&
         o.map("not_tensor_core", r.notTensorCore);
}

/// Where and how fuse-run measured a function's kernels.
struct Measured {
  std::string device, date;
  int64_t warmup = 0, iters = 0;
  std::optional<double> sequenceUs;
  /// The dynamic dimensions' values it ran with (null: static shapes).
  std::optional<std::map<std::string, int64_t>> dims;
};
bool fromJSON(const Value &v, Measured &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("device", r.device) && o.map("date", r.date) &&
         mapAtLeast(o, p, "warmup", r.warmup, 0) &&
         mapAtLeast(o, p, "iters", r.iters, 0) &&
         mapPositive(o, p, "sequence_us", r.sequenceUs, /*orZero=*/true) &&
         o.map("dims", r.dims);
}

/// One kernel launch of a function.
struct Launch {
  std::string name;
  /// As in the manifest: integers, or expressions of size symbols.
  Value grid = nullptr, block = nullptr, sharedBytes = nullptr;
  std::optional<double> measuredUs, measuredMinUs;
};
bool fromJSON(const Value &v, Launch &r, Path p) {
  ObjectMapper o(v, p);
  if (!o || !o.map("name", r.name) ||
      !mapPositive(o, p, "measured_us", r.measuredUs, /*orZero=*/true) ||
      !mapPositive(o, p, "measured_min_us", r.measuredMinUs, /*orZero=*/true))
    return false;
  const llvm::json::Object &obj = *v.getAsObject();
  for (auto [key, field] :
       {std::pair{"grid", &r.grid}, std::pair{"block", &r.block},
        std::pair{"shared_bytes", &r.sharedBytes}})
    if (const Value *value = obj.get(key))
      *field = *value;
  return true;
}

struct Function {
  std::string name;
  std::vector<Launch> kernels;
  std::optional<Measured> measured;
};
bool fromJSON(const Value &v, Function &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("name", r.name) && o.map("kernels", r.kernels) &&
         o.map("measured", r.measured);
}

/// The whole report.
struct Report {
  int64_t version = 0;
  std::string gpu, gpuName;
  double peakFlops = 0, bandwidth = 0;
  std::vector<Chain> chains;
  std::vector<Rewrite> rewrites;
  std::vector<Unchained> unchained;
  std::vector<KernelRec> kernels;
  std::vector<Function> functions;
  /// The GPU's SMs (absent from an older report).
  std::optional<int64_t> sms;

  /// The function a record of function `name` is in: the one so named, or
  /// for a record without one the report's only function. Null if none.
  const Function *functionOf(const std::optional<std::string> &name) const {
    for (const Function &f : functions)
      if (name ? f.name == *name : functions.size() == 1)
        return &f;
    return nullptr;
  }
};
bool fromJSON(const Value &v, Report &r, Path p) {
  ObjectMapper o(v, p);
  if (!o || !o.map("version", r.version))
    return false;
  if (r.version != 1) {
    p.field("version").report("a report of version 1 is expected");
    return false;
  }
  return o.map("gpu", r.gpu) && o.map("gpu_name", r.gpuName) &&
         mapPositive(o, p, "peak_flops", r.peakFlops) &&
         mapPositive(o, p, "bandwidth", r.bandwidth) &&
         mapAtLeast(o, p, "sms", r.sms, 1) && o.map("chains", r.chains) &&
         o.mapOptional("rewrites", r.rewrites) &&
         o.mapOptional("unchained", r.unchained) &&
         o.mapOptional("kernels", r.kernels) &&
         o.mapOptional("functions", r.functions);
}
} // namespace

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

static const char *yesNo(bool b) { return b ? "yes" : "no"; }

/// Each function's kernels, in launch order (from its manifest): name,
/// grid, block and dynamic shared memory; and what fuse-run measured.
static void writeFunctionsText(const Report &report, llvm::raw_ostream &os) {
  if (report.functions.empty())
    return;
  size_t numFunctions = report.functions.size();
  os << "\nkernels by function (" << numFunctions << " public function"
     << (numFunctions == 1 ? "" : "s") << ", launch order)\n";
  for (const Function &f : report.functions) {
    size_t n = f.kernels.size();
    os << "  @" << f.name << ": " << n << " kernel" << (n == 1 ? "" : "s");
    if (const std::optional<Measured> &m = f.measured) {
      os << "; measured on " << m->device << " at " << m->date;
      if (m->dims && !m->dims->empty()) {
        os << " with";
        for (const auto &[name, value] : *m->dims)
          os << " " << name << "=" << value;
      }
      os << llvm::formatv(" (median of {0} runs after {1} warm-up)", m->iters,
                          m->warmup);
      if (m->sequenceUs)
        os << llvm::formatv(": the sequence {0:f1} us", *m->sequenceUs);
    }
    os << "\n";
    for (const Launch &k : f.kernels) {
      os << "    " << k.name
         << llvm::formatv(": grid {0}, block {1}, {2} B shared", k.grid,
                          k.block, k.sharedBytes);
      if (k.measuredUs) {
        os << llvm::formatv("; measured {0:f1} us", *k.measuredUs);
        if (k.measuredMinUs)
          os << llvm::formatv(" (min {0:f1} us)", *k.measuredMinUs);
      }
      os << "\n";
    }
  }
}

/// "8 warps (2 consumer warpgroups + a producer warpgroup)": the warps of
/// a kernel and, for the wgmma strategies, how they make warpgroups.
static void writeWarps(const KernelRec &k, llvm::raw_ostream &os) {
  os << k.warps.value_or(-1) << " warps";
  if (!k.warpgroups)
    return;
  int64_t n = *k.warpgroups;
  if (k.producerWarpgroup.value_or(false))
    os << " (" << n << " consumer warpgroup" << (n == 1 ? "" : "s")
       << " + a producer warpgroup loading the tiles by TMA)";
  else
    os << " (" << n << " warpgroup" << (n == 1 ? "" : "s") << ")";
}

/// The online-softmax kernel (#fuse.kernel_config) after its strategy.
static void writeOnlineSoftmaxText(const KernelRec &k, int64_t sms,
                                   llvm::raw_ostream &os) {
  os << k.rows.value_or(-1) << " query rows x " << k.keys.value_or(-1)
     << " keys per block, " << k.stages.value_or(-1) << " stage(s), ";
  writeWarps(k, os);
  // mma.sync: each warp's 16-row MMA tiles (wgmma: always one).
  if (k.mTiles && !k.warpgroups)
    os << " of " << *k.mTiles << " m-tile" << (*k.mTiles == 1 ? "" : "s");
  if (k.qInRegisters)
    os << ", Q in " << (*k.qInRegisters ? "registers" : "shared memory");
  if (k.cluster && *k.cluster > 1)
    os << ", clusters of " << *k.cluster
       << " CTAs sharing each K/V tile by TMA multicast";
  if (k.pingPong && !*k.pingPong)
    os << ", the consumer warpgroups issuing their MMAs without turns (no "
          "ping-pong)";
  if (k.persistent.value_or(false)) {
    // (Stream-K: a CTA per SM, also with fewer tiles.)
    std::string smsText = sms > 0 ? std::to_string(sms) + " SMs" : "SMs";
    os << ", persistent (grid = "
       << (k.streamK.value_or(false) ? smsText : "min(tiles, " + smsText + ")")
       << ")";
    if (k.dynamicTiles.value_or(false))
      os << ", tiles handed out at run time (an atomic counter; longest "
            "first within groups of heads whose K and V fit half the L2)";
    if (k.streamK.value_or(false))
      os << ", stream-K (the last two rounds' key blocks shared evenly "
            "among the CTAs; a cut tile is finished by the CTA that ran its "
            "first keys, which folds in the later CTAs' (m, s, O) states)";
  }
  if (int64_t s = k.segments.value_or(0); s > 0) {
    os << ", keys split in " << s << " segments, their (m, s, v) states ";
    StringRef fold = k.fold ? StringRef(*k.fold) : StringRef();
    if (fold == "last_cta")
      os << "folded in this kernel by each group's last CTA";
    else if (fold == "cluster")
      os << "folded in this kernel by each group's thread-block cluster";
    else
      os << "folded by a separate split_kv combine kernel";
  }
  if (k.strategy == "online_softmax_simt")
    os << "; f32 operands read exactly, fma on the CUDA cores";
  if (k.keyBand)
    os << "; " << *k.keyBand;
  if (const std::optional<Tile> &planned = k.plannedTile;
      planned && (planned->rows != k.rows.value_or(-1) ||
                  planned->cols != k.keys.value_or(-1) ||
                  planned->stages != k.stages.value_or(-1)))
    os << " (the plan priced " << planned->rows << " x " << planned->cols
       << ", " << planned->stages
       << " stage(s): the prediction is for another tile)";
}

static void writeKernelsText(const Report &report, llvm::raw_ostream &os) {
  ArrayRef<KernelRec> kernels = report.kernels;
  if (kernels.empty())
    return;
  os << "\nkernels built (" << kernels.size() << ", fuse.kernel_config)\n";
  for (const KernelRec &k : kernels) {
    os << "  " << k.location << ": " << k.strategy << ", ";
    if (k.tileM) {
      // The tensor-core GEMM (#fuse.gemm_config).
      os << *k.tileM << " x " << k.tileN.value_or(-1) << " x "
         << k.tileK.value_or(-1) << " tiles, " << k.stages.value_or(-1)
         << " stage(s), ";
      writeWarps(k, os);
      if (k.overlap.value_or(false))
        os << ", each k block's wgmma kept in flight while the next is "
              "issued";
      if (int64_t s = k.splits.value_or(1); s > 1)
        os << ", split-k: " << s
           << " partial GEMMs (summed by a split_k_combine kernel)";
      if (k.strategy == "gemm_simt")
        os << "; f32 operands read exactly, fma on the CUDA cores";
    } else if (k.threads) {
      // The untiled kernel (#fuse.untiled_config).
      // (Several points per thread: the record's structure says how.)
      os << (k.strategy == "warp_reduce"
                 ? "one warp per output point (its lanes split the "
                   "reduction, combined by shuffles), "
             : k.points ? *k.points + ", "
                         : "one thread per output point, ")
         << *k.threads << " threads per block";
      if (k.notTensorCore)
        os << "; not on tensor cores: " << *k.notTensorCore;
    } else {
      writeOnlineSoftmaxText(k, report.sms.value_or(0), os);
    }
    if (k.precision)
      os << "; " << *k.precision << " operands, f32 accumulation";
    os << "\n";
  }
}

static void writeUnchainedText(ArrayRef<Unchained> unchained,
                               llvm::raw_ostream &os) {
  if (unchained.empty())
    return;
  os << "\nsoftmax without a chain (" << unchained.size() << ")\n";
  for (const Unchained &r : unchained)
    os << "  " << r.what << " at " << r.location
       << " is not fused: " << r.reason << "\n";
}

static void writeRewritesText(ArrayRef<Rewrite> rewrites,
                              llvm::raw_ostream &os) {
  if (rewrites.empty())
    return;
  os << "\nrewrites before kernel generation (" << rewrites.size() << ")\n";
  for (const Rewrite &r : rewrites)
    os << "  " << r.what << " at " << r.location << ": " << r.reason << "\n";
}

/// "measured:" of a chain that fuse-run timed: the sum of its kernels
/// against the roofline's time for what was built.
static void writeMeasuredText(const Report &report, const Chain &r,
                              llvm::raw_ostream &os) {
  if (!r.measuredUs)
    return;
  os << llvm::formatv("  measured:          {0:f1} us", *r.measuredUs);
  if (const Function *f = report.functionOf(r.function); f && f->measured)
    os << " on " << f->measured->device;
  if (r.kernels) {
    size_t n = r.kernels->size();
    os << " (" << n << " kernel" << (n == 1 ? "" : "s") << ": "
       << llvm::join(*r.kernels, ", ") << ")";
  }
  os << llvm::formatv(", roofline {0:f1} us ({1})", r.predictedUs(),
                      r.fuse ? "fused" : "unfused");
  if (r.predictedUs() > 0)
    os << llvm::formatv(": measured / predicted = {0:f2}",
                        *r.measuredUs / r.predictedUs());
  os << "\n";
}

static void writeChainsText(const Report &report, llvm::raw_ostream &os) {
  ArrayRef<Chain> chains = report.chains;
  os << "fusec plan report for " << report.gpuName << " (" << chains.size()
     << " chain" << (chains.size() == 1 ? "" : "s") << ")\n";
  if (chains.empty())
    os << "  no matmul chains found: nothing to fuse\n";
  for (auto [i, r] : llvm::enumerate(chains)) {
    os << llvm::formatv("\nchain {0} at {1} ({2}): m = {3}, n = {4}, k = {5}, "
                        "output width {6}, batch {7}, {8}-byte elements{9}\n",
                        i + 1, r.location, r.kind, r.m, r.n, r.k, r.outWidth,
                        r.batch, r.dtypeBytes, r.causal ? ", causal" : "");
    os << llvm::formatv("  seed 000 criteria: b = k {0}, k < n/3 {1}\n",
                        yesNo(r.criteria.bEqualsK),
                        yesNo(r.criteria.kLtNOver3));
    os << llvm::formatv("  fits on chip:      {0} (tile {1}x{2}, {3} stages; "
                        "{4})\n",
                        yesNo(r.criteria.fitsOnChip), r.tile.rows, r.tile.cols,
                        r.tile.stages, r.onChip);
    os << llvm::formatv("  unfused:           {0:e2} FLOP, {1:e2} B, "
                        "roofline {2:f1} us\n",
                        r.flops.naive, r.bytes.naive, r.timeUs.naive);
    os << llvm::formatv("  fused:             {0:e2} FLOP, {1:e2} B, "
                        "roofline {2:f1} us\n",
                        r.flops.fused, r.bytes.fused, r.timeUs.fused);
    os << llvm::formatv("  decision:          {0} (decided by {1})\n",
                        r.fuse ? "FUSE" : "DO NOT FUSE", r.decidedBy);
    os << "  reason:            " << r.reason << "\n";
    if (r.kernelTimes) {
      const std::vector<KernelTimeRec> &ks =
          r.fuse ? r.kernelTimes->fused : r.kernelTimes->naive;
      os << "  predicted kernels: (" << (r.fuse ? "fused" : "unfused")
         << ", as built)\n";
      if (r.fuse && r.untiledFallback)
        os << llvm::formatv("    (not the {0} the plan priced, {1:f1} us: "
                            "the generator does not take this chain and "
                            "built the untiled kernel{2})\n",
                            r.untiledFallback->plannedKernel,
                            r.untiledFallback->plannedUs,
                            r.untiledFallback->why.empty()
                                ? std::string()
                                : ": " + r.untiledFallback->why);
      for (const KernelTimeRec &k : ks)
        os << llvm::formatv("    {0}: {1:f1} us ({2})\n", k.kernel, k.us,
                            k.why);
    }
    writeMeasuredText(report, r, os);
  }
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

/// Fails unless every quantity the roofline plots lies within
/// [1e-30, 1e30]: the axes span the decades of all of them, so an absurd
/// (if positive) number would give an absurd plot.
static llvm::Error checkPlotRange(const Report &report) {
  auto check = [](double value, const llvm::Twine &what) -> llvm::Error {
    if (value >= 1e-30 && value <= 1e30)
      return llvm::Error::success();
    return llvm::createStringError(
        llvm::formatv("{0} is {1:e}, outside what the roofline plots "
                      "(1e-30 to 1e30)",
                      what.str(), value)
            .str());
  };
  if (llvm::Error e = check(report.peakFlops / 1e12, "the peak in TFLOP/s"))
    return e;
  if (llvm::Error e = check(report.bandwidth / 1e12, "the bandwidth in TB/s"))
    return e;
  if (llvm::Error e = check(report.peakFlops / report.bandwidth,
                            "the ridge point in FLOP/byte"))
    return e;
  for (auto [i, r] : llvm::enumerate(report.chains)) {
    std::string chain = llvm::formatv("chain {0}", i + 1).str();
    for (auto [name, flops, bytes, us] :
         {std::tuple{"naive", r.flops.naive, r.bytes.naive, r.timeUs.naive},
          std::tuple{"fused", r.flops.fused, r.bytes.fused, r.timeUs.fused}}) {
      if (llvm::Error e = check(flops / bytes, chain + "'s " + name +
                                                   " FLOP/byte"))
        return e;
      if (llvm::Error e = check(flops / (us * 1e-6) / 1e12,
                                chain + "'s " + name + " TFLOP/s"))
        return e;
    }
    if (r.measuredUs && *r.measuredUs > 0)
      if (llvm::Error e = check(r.builtFlops() / (*r.measuredUs * 1e-6) / 1e12,
                                chain + "'s measured TFLOP/s"))
        return e;
  }
  return llvm::Error::success();
}

/// Each chain's naive and fused predictions, and where fuse-run measured it,
/// the measured point: the built variant's FLOPs over the measured time, at
/// the same intensity as its prediction, so that the two sit one above the
/// other.
static std::string renderSvg(const Report &report) {
  std::vector<cost::RooflinePoint> points;
  std::vector<std::string> devices;
  for (auto [i, r] : llvm::enumerate(report.chains)) {
    points.push_back({llvm::formatv("chain {0} naive", i + 1).str(),
                      r.flops.naive / r.bytes.naive,
                      r.flops.naive / (r.timeUs.naive * 1e-6)});
    points.push_back({llvm::formatv("chain {0} fused", i + 1).str(),
                      r.flops.fused / r.bytes.fused,
                      r.flops.fused / (r.timeUs.fused * 1e-6)});
  }
  for (auto [i, r] : llvm::enumerate(report.chains)) {
    if (!r.measuredUs || *r.measuredUs <= 0)
      continue;
    points.push_back(
        {llvm::formatv("chain {0} measured ({1:f2}x predicted time)", i + 1,
                       *r.measuredUs / r.predictedUs())
             .str(),
         r.builtFlops() / r.builtBytes(),
         r.builtFlops() / (*r.measuredUs * 1e-6), /*measured=*/true});
    if (const Function *f = report.functionOf(r.function);
        f && f->measured && !llvm::is_contained(devices, f->measured->device))
      devices.push_back(f->measured->device);
  }
  unsigned dtypeBytes =
      report.chains.empty() ? 2 : report.chains.front().dtypeBytes;
  return cost::renderRooflineSvg(report.gpuName, report.peakFlops,
                                 report.bandwidth, dtypeBytes, points,
                                 llvm::join(devices, ", "));
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// Renders `json`, a report, as `format`.
static llvm::Error render(const llvm::json::Value &json, ReportFormat format,
                          llvm::raw_ostream &os) {
  Report report;
  llvm::json::Path::Root root("report");
  if (!fromJSON(json, report, root))
    return root.getError();
  switch (format) {
  case ReportFormat::Text:
    writeChainsText(report, os);
    writeUnchainedText(report.unchained, os);
    writeRewritesText(report.rewrites, os);
    writeKernelsText(report, os);
    writeFunctionsText(report, os);
    break;
  case ReportFormat::JSON:
    os << llvm::formatv("{0:2}", json) << "\n";
    break;
  case ReportFormat::SVG:
    if (llvm::Error error = checkPlotRange(report))
      return error;
    os << renderSvg(report);
    break;
  }
  return llvm::Error::success();
}

LogicalResult mlir::fuse::writeReport(ModuleOp module, ReportFormat format,
                                      StringRef gpuName,
                                      llvm::raw_ostream &os) {
  // The module's fuse.target; `gpuName` serves a module without one.
  TargetAttr target = resolveTarget(module, "report: ", gpuName, "");
  if (!target)
    return failure();
  std::optional<cost::GpuSpec> gpu = target.toGpuSpec();
  llvm::json::Value json = buildReport(module, *gpu);
  if (llvm::Error error = render(json, format, os))
    return module.emitError("report: internal error: ")
           << llvm::toString(std::move(error));
  return success();
}

llvm::Error mlir::fuse::writeReportFromJSON(StringRef text, ReportFormat format,
                                            llvm::raw_ostream &os) {
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (!json)
    return json.takeError();
  return render(*json, format, os);
}
