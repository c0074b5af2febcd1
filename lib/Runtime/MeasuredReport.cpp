//===- MeasuredReport.cpp - Measured kernel times in fusec's report -------===//
//
// Part of fusec. Reads and writes the report with the header-only nlohmann
// JSON library (like the manifest, and not LLVM's: fuse-run is also built
// without LLVM). nlohmann::json keeps object keys sorted, as fusec writes
// them, so a report written back differs from fusec's only by what was
// added.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/MeasuredReport.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <ctime>

using namespace fusec::runtime;
using Json = nlohmann::json;

/// "LINE:COLUMN" of byte `offset` of `text` (1-based).
static std::string locate(std::string_view text, size_t offset) {
  unsigned line = 1, column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return std::to_string(line) + ":" + std::to_string(column);
}

/// Parses `text` into `root`; the error is located.
static Status parseJson(std::string_view text, Json &root) {
  try {
    root = Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error &error) {
    // what() is "[json.exception.parse_error.101] parse error at line 1,
    // column 5: syntax error ...": keep the part after the position, which
    // we give as LINE:COLUMN like every other located message.
    std::string message = error.what();
    size_t colon = message.find(": ");
    if (colon != std::string::npos)
      message.erase(0, colon + 2);
    return Status::failure(locate(text, error.byte > 0 ? error.byte - 1 : 0) +
                           ": " + message);
  }
  return Status::success();
}

/// The names of a list of launches, joined for messages.
static std::string joinNames(const std::vector<std::string> &names) {
  std::string joined;
  for (size_t i = 0; i < names.size(); ++i)
    joined += (i ? ", " : "") + names[i];
  return joined;
}

/// Finds the function of `root` that `manifest` runs and checks that it
/// launches the manifest's kernels; `function` points into `root`.
static Status findFunction(Json &root, const Manifest &manifest,
                           Json *&function) {
  if (!root.is_object() || !root.contains("version") || root["version"] != 1)
    return Status::failure("not a fusec report (a JSON object with "
                           "\"version\": 1, from fusec --report=json)");
  auto functions = root.find("functions");
  if (functions == root.end() || !functions->is_array() || functions->empty())
    return Status::failure(
        "the report lists no kernels (no \"functions\"): write it with the "
        "PTX, e.g. fusec X.mlir -o X.ptx --report=json --report-file=X.json");
  std::vector<std::string> names;
  function = nullptr;
  for (Json &f : *functions) {
    if (!f.is_object() || !f.contains("name") || !f["name"].is_string() ||
        !f.contains("kernels") || !f["kernels"].is_array())
      return Status::failure("a \"functions\" entry without a string "
                             "\"name\" and a \"kernels\" array");
    names.push_back(f["name"].get<std::string>());
    if (manifest.entry.empty() ? functions->size() == 1
                               : names.back() == manifest.entry)
      function = &f;
  }
  if (!function) {
    if (manifest.entry.empty())
      return Status::failure("the manifest names no function (\"entry\") "
                             "and the report has several (" +
                             joinNames(names) + ")");
    return Status::failure("the report has no function '" + manifest.entry +
                           "' (it has " + joinNames(names) +
                           "): not the compile that wrote the manifest");
  }

  // The same kernels, in the same order: else the times would be written
  // next to predictions for other kernels.
  std::vector<std::string> reported, launched;
  for (const Json &k : (*function)["kernels"]) {
    if (!k.is_object() || !k.contains("name") || !k["name"].is_string())
      return Status::failure("function '" +
                             (*function)["name"].get<std::string>() +
                             "': a kernel without a string \"name\"");
    reported.push_back(k["name"].get<std::string>());
  }
  for (const KernelDesc &kernel : manifest.kernels)
    launched.push_back(kernel.name);
  if (reported == launched)
    return Status::success();
  std::string fname = (*function)["name"].get<std::string>();
  std::string detail;
  if (reported.size() != launched.size()) {
    detail = "the report's function '" + fname + "' launches " +
             std::to_string(reported.size()) + " kernel(s) (" +
             joinNames(reported) + "), the manifest " +
             std::to_string(launched.size()) + " (" + joinNames(launched) + ")";
  } else {
    size_t i = 0;
    while (reported[i] == launched[i])
      ++i;
    detail = "launch " + std::to_string(i + 1) + " of function '" + fname +
             "' is kernel '" + reported[i] + "' in the report, '" +
             launched[i] + "' in the manifest";
  }
  return Status::failure(detail + ": not the compile that wrote the manifest");
}

Status fusec::runtime::checkReport(std::string_view report,
                                   const Manifest &manifest) {
  Json root;
  if (Status s = parseJson(report, root); s.failed())
    return s;
  Json *function;
  return findFunction(root, manifest, function);
}

/// A time for JSON: rounded to 1 ns, so that the file does not suggest
/// more precision than CUDA events have (0.5 us).
static double microseconds(double us) { return std::round(us * 1e3) / 1e3; }

/// True when `record` belongs to function `name`: its "function" says so,
/// or it has none and the report has only one function.
static bool inFunction(const Json &record, const std::string &name,
                       bool onlyFunction) {
  auto f = record.find("function");
  if (f == record.end())
    return onlyFunction;
  return f->is_string() && f->get<std::string>() == name;
}

Status fusec::runtime::addMeasurement(std::string_view report,
                                      const Manifest &manifest,
                                      const Measurement &measurement,
                                      std::string &result) {
  size_t numKernels = manifest.kernels.size();
  if (measurement.kernelUs.size() != numKernels ||
      measurement.kernelMinUs.size() != numKernels)
    return Status::failure(
        "internal error: " + std::to_string(measurement.kernelUs.size()) +
        " kernel times for " + std::to_string(numKernels) + " kernels");
  Json root;
  if (Status s = parseJson(report, root); s.failed())
    return s;
  Json *function;
  if (Status s = findFunction(root, manifest, function); s.failed())
    return s;
  std::string name = (*function)["name"].get<std::string>();
  bool onlyFunction = root["functions"].size() == 1;

  Json dims = nullptr;
  for (const auto &[symbol, value] : measurement.dims)
    dims[symbol] = value;
  (*function)["measured"] = {
      {"device", measurement.device},
      {"sm", measurement.sm},
      {"date", measurement.date},
      {"warmup", measurement.warmup},
      {"iters", measurement.iterations},
      {"dims", dims},
      {"sequence_us", microseconds(measurement.sequenceUs)}};
  std::map<std::string, double> byName;
  Json &launches = (*function)["kernels"];
  for (size_t i = 0; i < numKernels; ++i) {
    launches[i]["measured_us"] = microseconds(measurement.kernelUs[i]);
    launches[i]["measured_min_us"] = microseconds(measurement.kernelMinUs[i]);
    byName[manifest.kernels[i].name] = measurement.kernelUs[i];
  }

  // The kernel configs that fusec tied to a launch name.
  if (auto kernels = root.find("kernels");
      kernels != root.end() && kernels->is_array())
    for (Json &k : *kernels) {
      if (!k.is_object() || !inFunction(k, name, onlyFunction))
        continue;
      auto n = k.find("name");
      if (n == k.end() || !n->is_string())
        continue;
      if (auto time = byName.find(n->get<std::string>()); time != byName.end())
        k["measured_us"] = microseconds(time->second);
    }

  // A chain's time is that of the kernels that compute it. A chain with a
  // kernel this run did not measure keeps no (or its earlier) time.
  if (auto chains = root.find("chains");
      chains != root.end() && chains->is_array())
    for (Json &chain : *chains) {
      if (!chain.is_object() || !inFunction(chain, name, onlyFunction))
        continue;
      auto ks = chain.find("kernels");
      if (ks == chain.end() || !ks->is_array() || ks->empty())
        continue;
      double sum = 0;
      bool all = true;
      for (const Json &k : *ks) {
        auto time =
            k.is_string() ? byName.find(k.get<std::string>()) : byName.end();
        all &= time != byName.end();
        if (time != byName.end())
          sum += time->second;
      }
      if (all)
        chain["measured_us"] = microseconds(sum);
    }
  // Strings came from valid JSON or the driver: replacing invalid UTF-8
  // (rather than throwing) is only a guard.
  result = root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
  return Status::success();
}

std::string fusec::runtime::getUtcDate() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  char text[32] = "";
  if (gmtime_r(&now, &utc))
    std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}
