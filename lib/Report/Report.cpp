//===- Report.cpp - the planner's report: text, JSON, SVG -----------------===//

#include "fusec/Report/Report.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Analysis/RooflineSvg.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

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

llvm::json::Value mlir::fuse::attributeToJSON(Attribute attr) {
  if (auto b = dyn_cast<BoolAttr>(attr))
    return b.getValue();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getInt();
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValueAsDouble();
  if (auto s = dyn_cast<StringAttr>(attr))
    return s.getValue().str();
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    llvm::json::Array arr;
    for (Attribute e : a)
      arr.push_back(attributeToJSON(e));
    return arr;
  }
  if (auto d = dyn_cast<DictionaryAttr>(attr)) {
    llvm::json::Object obj;
    for (NamedAttribute na : d)
      obj[na.getName().getValue()] = attributeToJSON(na.getValue());
    return obj;
  }
  return nullptr;
}

namespace {
/// Typed access to one chain record of `fusec.plans`.
struct Record {
  DictionaryAttr dict;

  int64_t integer(StringRef key) const {
    return cast<IntegerAttr>(dict.get(key)).getInt();
  }
  double number(StringRef key, StringRef sub) const {
    return cast<FloatAttr>(cast<DictionaryAttr>(dict.get(key)).get(sub))
        .getValueAsDouble();
  }
  bool flag(StringRef key) const {
    return cast<BoolAttr>(dict.get(key)).getValue();
  }
  bool criterion(StringRef key) const {
    return cast<BoolAttr>(cast<DictionaryAttr>(dict.get("criteria")).get(key))
        .getValue();
  }
  StringRef str(StringRef key) const {
    return cast<StringAttr>(dict.get(key)).getValue();
  }
  int64_t tile(StringRef key) const {
    return cast<IntegerAttr>(cast<DictionaryAttr>(dict.get("tile")).get(key))
        .getInt();
  }
};
} // namespace

static SmallVector<Record> records(ModuleOp module) {
  SmallVector<Record> out;
  if (auto plans = module->getAttrOfType<ArrayAttr>("fusec.plans"))
    for (Attribute a : plans)
      out.push_back({cast<DictionaryAttr>(a)});
  return out;
}

/// The records of the module attribute `name`: `fusec.rewrites`
/// (reassociation, split-k, split-kv), `fusec.unchained` (softmax found, no
/// chain), `fusec.kernels` (each tensor-core kernel's config).
static SmallVector<DictionaryAttr> recordsOf(ModuleOp module, StringRef name) {
  SmallVector<DictionaryAttr> out;
  if (auto all = module->getAttrOfType<ArrayAttr>(name))
    for (Attribute a : all)
      out.push_back(cast<DictionaryAttr>(a));
  return out;
}
static SmallVector<DictionaryAttr> rewriteRecords(ModuleOp module) {
  return recordsOf(module, "fusec.rewrites");
}
static SmallVector<DictionaryAttr> unchainedRecords(ModuleOp module) {
  return recordsOf(module, "fusec.unchained");
}
static SmallVector<DictionaryAttr> kernelRecords(ModuleOp module) {
  return recordsOf(module, "fusec.kernels");
}

/// The launch manifests convert-fuse-to-gpu left (stage gpu and later):
/// `fusec.manifest` for a module of one public function, `fusec.manifests`
/// (one per function) for several. None before kernel generation.
static SmallVector<DictionaryAttr> manifestsOf(ModuleOp module) {
  if (auto one = module->getAttrOfType<DictionaryAttr>("fusec.manifest"))
    return {one};
  return recordsOf(module, "fusec.manifests");
}

/// "function" of a manifest ("entry") as text.
static StringRef entryOf(DictionaryAttr manifest) {
  auto entry = manifest.getAs<StringAttr>("entry");
  return entry ? entry.getValue() : StringRef();
}

/// Each function's kernels, in launch order (from its manifest): name,
/// grid, block and dynamic shared memory.
static void writeFunctionsText(ArrayRef<DictionaryAttr> manifests,
                               llvm::raw_ostream &os) {
  if (manifests.empty())
    return;
  os << "\nkernels by function (" << manifests.size() << " public function"
     << (manifests.size() == 1 ? "" : "s") << ", launch order)\n";
  for (DictionaryAttr manifest : manifests) {
    auto kernels = manifest.getAs<ArrayAttr>("kernels");
    size_t n = kernels ? kernels.size() : 0;
    os << "  @" << entryOf(manifest) << ": " << n << " kernel"
       << (n == 1 ? "" : "s") << "\n";
    if (!kernels)
      continue;
    for (Attribute a : kernels) {
      auto k = cast<DictionaryAttr>(a);
      os << "    " << cast<StringAttr>(k.get("name")).getValue()
         << llvm::formatv(": grid {0}, block {1}, {2} B shared",
                          attributeToJSON(k.get("grid")),
                          attributeToJSON(k.get("block")),
                          attributeToJSON(k.get("shared_bytes")))
         << "\n";
    }
  }
}

static const char *yesNo(bool b) { return b ? "yes" : "no"; }

static void writeKernelsText(ArrayRef<DictionaryAttr> kernels,
                             llvm::raw_ostream &os) {
  if (kernels.empty())
    return;
  auto num = [](DictionaryAttr d, StringRef key) {
    auto i = d ? d.getAs<IntegerAttr>(key) : IntegerAttr();
    return i ? i.getInt() : int64_t(-1);
  };
  os << "\nkernels built (" << kernels.size() << ", fuse.kernel_config)\n";
  for (DictionaryAttr k : kernels) {
    os << "  " << cast<StringAttr>(k.get("location")).getValue() << ": "
       << cast<StringAttr>(k.get("strategy")).getValue() << ", ";
    if (k.get("tile_m")) {
      // The tensor-core GEMM (#fuse.gemm_config).
      os << num(k, "tile_m") << " x " << num(k, "tile_n") << " x "
         << num(k, "tile_k") << " tiles, " << num(k, "stages")
         << " stage(s), " << num(k, "warps") << " warps";
      if (int64_t s = num(k, "splits"); s > 1)
        os << ", split-k: " << s
           << " partial GEMMs (summed by a split_k_combine kernel)";
      os << "\n";
      continue;
    }
    if (k.get("threads")) {
      // The untiled kernel (#fuse.untiled_config).
      os << "one thread per output point, " << num(k, "threads")
         << " threads per block\n";
      continue;
    }
    os << num(k, "rows") << " query rows x " << num(k, "keys")
       << " keys per block, " << num(k, "stages") << " stage(s), "
       << num(k, "warps") << " warps";
    if (int64_t s = num(k, "segments"); s > 0) {
      os << ", keys split in " << s << " segments, their (m, s, v) states ";
      auto foldAttr = k.getAs<StringAttr>("fold");
      StringRef fold = foldAttr ? foldAttr.getValue() : "";
      if (fold == "last_cta")
        os << "folded in this kernel by each group's last CTA";
      else if (fold == "cluster")
        os << "folded in this kernel by each group's thread-block cluster";
      else
        os << "folded by a separate split_kv combine kernel";
    }
    auto planned = k.getAs<DictionaryAttr>("planned_tile");
    if (planned && (num(planned, "rows") != num(k, "rows") ||
                    num(planned, "cols") != num(k, "keys") ||
                    num(planned, "stages") != num(k, "stages")))
      os << " (the plan priced " << num(planned, "rows") << " x "
         << num(planned, "cols") << ", " << num(planned, "stages")
         << " stage(s): the prediction is for another tile)";
    os << "\n";
  }
}

static void writeUnchainedText(ArrayRef<DictionaryAttr> unchained,
                               llvm::raw_ostream &os) {
  if (unchained.empty())
    return;
  os << "\nsoftmax without a chain (" << unchained.size() << ")\n";
  for (DictionaryAttr r : unchained)
    os << "  " << cast<StringAttr>(r.get("kind")).getValue() << " at "
       << cast<StringAttr>(r.get("location")).getValue()
       << " is not fused: " << cast<StringAttr>(r.get("reason")).getValue()
       << "\n";
}

static void writeRewritesText(ArrayRef<DictionaryAttr> rewrites,
                              llvm::raw_ostream &os) {
  if (rewrites.empty())
    return;
  os << "\nrewrites before kernel generation (" << rewrites.size() << ")\n";
  for (DictionaryAttr r : rewrites)
    os << "  " << cast<StringAttr>(r.get("rewrite")).getValue() << " at "
       << cast<StringAttr>(r.get("location")).getValue() << ": "
       << cast<StringAttr>(r.get("reason")).getValue() << "\n";
}

static void writeText(ArrayRef<Record> recs, const cost::GpuSpec &gpu,
                      llvm::raw_ostream &os) {
  os << "fusec plan report for " << gpu.displayName << " (" << recs.size()
     << " chain" << (recs.size() == 1 ? "" : "s") << ")\n";
  if (recs.empty())
    os << "  no matmul chains found: nothing to fuse\n";
  for (auto [i, r] : llvm::enumerate(recs)) {
    os << llvm::formatv("\nchain {0} at {1} ({2}): m = {3}, n = {4}, k = {5}, "
                        "output width {6}, batch {7}, {8}-byte elements{9}\n",
                        i + 1, r.str("location"), r.str("kind"),
                        r.integer("m"), r.integer("n"), r.integer("k"),
                        r.integer("out_width"), r.integer("batch"),
                        r.integer("dtype_bytes"),
                        r.flag("causal") ? ", causal" : "");
    os << llvm::formatv("  seed 000 criteria: b = k {0}, k < n/3 {1}\n",
                        yesNo(r.criterion("b_equals_k")),
                        yesNo(r.criterion("k_lt_n_over_3")));
    os << llvm::formatv("  fits on chip:      {0} (tile {1}x{2}, {3} stages; "
                        "{4})\n",
                        yesNo(r.criterion("fits_on_chip")), r.tile("rows"),
                        r.tile("cols"), r.tile("stages"), r.str("on_chip"));
    os << llvm::formatv("  unfused:           {0:e2} FLOP, {1:e2} B, "
                        "roofline {2:f1} us\n",
                        r.number("flops", "naive"), r.number("bytes", "naive"),
                        r.number("time_us", "naive"));
    os << llvm::formatv("  fused:             {0:e2} FLOP, {1:e2} B, "
                        "roofline {2:f1} us\n",
                        r.number("flops", "fused"), r.number("bytes", "fused"),
                        r.number("time_us", "fused"));
    os << llvm::formatv("  decision:          {0} (decided by {1})\n",
                        r.flag("fuse") ? "FUSE" : "DO NOT FUSE",
                        r.str("decided_by"));
    os << "  reason:            " << r.str("reason") << "\n";
  }
}

static unsigned dtypeBytesOf(ArrayRef<Record> recs) {
  return recs.empty() ? 2 : recs.front().integer("dtype_bytes");
}

LogicalResult mlir::fuse::writeReport(ModuleOp module, ReportFormat format,
                                      StringRef gpuName,
                                      llvm::raw_ostream &os) {
  // The module's fuse.target; `gpuName` serves a module without one.
  TargetAttr target = resolveTarget(module, "report: ", gpuName, "");
  if (!target)
    return failure();
  std::optional<cost::GpuSpec> gpu = target.toGpuSpec();
  SmallVector<Record> recs = records(module);
  unsigned dtypeBytes = dtypeBytesOf(recs);
  switch (format) {
  case ReportFormat::Text:
    writeText(recs, *gpu, os);
    writeUnchainedText(unchainedRecords(module), os);
    writeRewritesText(rewriteRecords(module), os);
    writeKernelsText(kernelRecords(module), os);
    writeFunctionsText(manifestsOf(module), os);
    return success();
  case ReportFormat::JSON: {
    llvm::json::Array chains;
    for (const Record &r : recs)
      chains.push_back(attributeToJSON(r.dict));
    llvm::json::Object root{
        {"version", 1},
        {"gpu", gpu->name},
        {"gpu_name", gpu->displayName},
        {"peak_flops", cost::peakFlops(*gpu, dtypeBytes)},
        {"bandwidth", gpu->hbmBytesPerSec},
        {"chains", std::move(chains)}};
    llvm::json::Array rewrites;
    for (DictionaryAttr r : rewriteRecords(module))
      rewrites.push_back(attributeToJSON(r));
    root["rewrites"] = std::move(rewrites);
    llvm::json::Array kernels;
    for (DictionaryAttr k : kernelRecords(module))
      kernels.push_back(attributeToJSON(k));
    root["kernels"] = std::move(kernels);
    SmallVector<DictionaryAttr> manifests = manifestsOf(module);
    if (!manifests.empty()) {
      llvm::json::Array functions;
      for (DictionaryAttr manifest : manifests) {
        llvm::json::Array launches;
        if (auto ks = manifest.getAs<ArrayAttr>("kernels"))
          for (Attribute a : ks) {
            auto k = cast<DictionaryAttr>(a);
            launches.push_back(llvm::json::Object{
                {"name", attributeToJSON(k.get("name"))},
                {"grid", attributeToJSON(k.get("grid"))},
                {"block", attributeToJSON(k.get("block"))},
                {"shared_bytes", attributeToJSON(k.get("shared_bytes"))}});
          }
        functions.push_back(llvm::json::Object{
            {"name", entryOf(manifest).str()},
            {"kernels", std::move(launches)}});
      }
      root["functions"] = std::move(functions);
    }
    SmallVector<DictionaryAttr> unchainedRecs = unchainedRecords(module);
    if (!unchainedRecs.empty()) {
      llvm::json::Array unchained;
      for (DictionaryAttr r : unchainedRecs)
        unchained.push_back(attributeToJSON(r));
      root["unchained"] = std::move(unchained);
    }
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
    return success();
  }
  case ReportFormat::SVG: {
    std::vector<cost::RooflinePoint> points;
    for (auto [i, r] : llvm::enumerate(recs)) {
      for (StringRef which : {"naive", "fused"}) {
        double flops = r.number("flops", which);
        double bytes = r.number("bytes", which);
        double seconds = r.number("time_us", which) * 1e-6;
        points.push_back({llvm::formatv("chain {0} {1}", i + 1, which).str(),
                          flops / bytes, flops / seconds});
      }
    }
    os << cost::renderRooflineSvg(*gpu, dtypeBytes, points);
    return success();
  }
  }
  return failure();
}
