//===- MeasuredReportTest.cpp - measured times in fusec's report ----------===//
//
// What fuse-run --report-in/--report-out writes into fusec's JSON report,
// and the reports it refuses. No GPU: the times are made up.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/MeasuredReport.h"

#include "gtest/gtest.h"

#include <string>

using namespace fusec::runtime;

namespace {

/// A manifest of function `entry` launching kernels `a` then `b`.
Manifest twoKernels(const std::string &entry = "f") {
  std::string text = R"({"version": 1, "ptx": "k.ptx", )" +
                     (entry.empty() ? "" : "\"entry\": \"" + entry + "\", ") +
                     R"("buffers": [
      {"name": "x", "kind": "input", "dtype": "f32", "shape": [4]},
      {"name": "y", "kind": "output", "dtype": "f32", "shape": [4]}],
    "kernels": [
      {"name": "a", "grid": [1], "block": [4], "args": [{"buffer": "x"}]},
      {"name": "b", "grid": [1], "block": [4], "args": [{"buffer": "y"}]}]})";
  Manifest manifest;
  Status s = parseManifest(text, manifest);
  EXPECT_TRUE(s.succeeded()) << s.getMessage();
  return manifest;
}

/// A report of function f (kernels a, b: one unfused chain made of both)
/// and function g (kernel c, its own chain).
const char *const kReport = R"({
  "chains": [
    {"function": "f", "kernels": ["a", "b"], "predicted_us": 20},
    {"function": "g", "kernels": ["c"], "predicted_us": 5},
    {"function": "f", "predicted_us": 1}
  ],
  "functions": [
    {"kernels": [{"name": "a"}, {"name": "b"}], "name": "f"},
    {"kernels": [{"name": "c"}], "name": "g"}
  ],
  "kernels": [
    {"function": "f", "name": "a", "strategy": "gemm_wgmma"},
    {"function": "f", "name": "b", "strategy": "untiled"},
    {"function": "f", "strategy": "untiled"},
    {"function": "g", "name": "c", "strategy": "untiled"}
  ],
  "version": 1
})";

Measurement measurement() {
  Measurement m;
  m.device = "NVIDIA H100 80GB HBM3";
  m.sm = 90;
  m.date = "2026-11-25T10:31:07Z";
  m.warmup = 10;
  m.iterations = 50;
  m.sequenceUs = 25.5;
  m.kernelUs = {12.25, 13.0001};
  m.kernelMinUs = {12, 12.5};
  return m;
}

} // namespace

TEST(MeasuredReportTest, AddsTimesToTheFunctionItsKernelsAndChains) {
  Manifest manifest = twoKernels();
  ASSERT_TRUE(checkReport(kReport, manifest).succeeded());
  std::string out;
  Status s = addMeasurement(kReport, manifest, measurement(), out);
  ASSERT_TRUE(s.succeeded()) << s.getMessage();
  // Keys sorted, two-space indentation; times rounded to 1 ns; function g,
  // its chain and kernel, the chain without kernels and the config without
  // a launch name are left as they were.
  EXPECT_EQ(out, R"({
  "chains": [
    {
      "function": "f",
      "kernels": [
        "a",
        "b"
      ],
      "measured_us": 25.25,
      "predicted_us": 20
    },
    {
      "function": "g",
      "kernels": [
        "c"
      ],
      "predicted_us": 5
    },
    {
      "function": "f",
      "predicted_us": 1
    }
  ],
  "functions": [
    {
      "kernels": [
        {
          "measured_min_us": 12.0,
          "measured_us": 12.25,
          "name": "a"
        },
        {
          "measured_min_us": 12.5,
          "measured_us": 13.0,
          "name": "b"
        }
      ],
      "measured": {
        "date": "2026-11-25T10:31:07Z",
        "device": "NVIDIA H100 80GB HBM3",
        "dims": null,
        "iters": 50,
        "sequence_us": 25.5,
        "sm": 90,
        "warmup": 10
      },
      "name": "f"
    },
    {
      "kernels": [
        {
          "name": "c"
        }
      ],
      "name": "g"
    }
  ],
  "kernels": [
    {
      "function": "f",
      "measured_us": 12.25,
      "name": "a",
      "strategy": "gemm_wgmma"
    },
    {
      "function": "f",
      "measured_us": 13.0,
      "name": "b",
      "strategy": "untiled"
    },
    {
      "function": "f",
      "strategy": "untiled"
    },
    {
      "function": "g",
      "name": "c",
      "strategy": "untiled"
    }
  ],
  "version": 1
}
)");
}

TEST(MeasuredReportTest, MeasuringAgainReplacesTheTimes) {
  Manifest manifest = twoKernels();
  std::string once, twice;
  ASSERT_TRUE(
      addMeasurement(kReport, manifest, measurement(), once).succeeded());
  Measurement m = measurement();
  m.kernelUs = {1, 2};
  m.dims = {{"s0", 2}, {"s1", 16}};
  ASSERT_TRUE(addMeasurement(once, manifest, m, twice).succeeded());
  EXPECT_NE(twice.find(R"("measured_us": 3.0)"), std::string::npos) << twice;
  EXPECT_EQ(twice.find(R"("measured_us": 25.25)"), std::string::npos);
  EXPECT_NE(twice.find(R"("dims": {
          "s0": 2,
          "s1": 16
        })"),
            std::string::npos)
      << twice;
}

TEST(MeasuredReportTest, AReportOfOneFunctionServesAManifestWithoutEntry) {
  const char *report = R"({"version": 1, "chains": [{"kernels": ["a", "b"]}],
    "functions": [{"name": "f", "kernels": [{"name": "a"}, {"name": "b"}]}]})";
  std::string out;
  Status s = addMeasurement(report, twoKernels(""), measurement(), out);
  ASSERT_TRUE(s.succeeded()) << s.getMessage();
  EXPECT_NE(out.find(R"("measured_us": 25.25)"), std::string::npos) << out;
}

/// Expects `report` to be refused for twoKernels(entry) with `message`.
static void expectRefused(const std::string &report, const std::string &message,
                          const std::string &entry = "f") {
  Status s = checkReport(report, twoKernels(entry));
  ASSERT_TRUE(s.failed()) << report;
  EXPECT_EQ(s.getMessage(), message);
  std::string out = "untouched";
  EXPECT_TRUE(
      addMeasurement(report, twoKernels(entry), measurement(), out).failed());
  EXPECT_EQ(out, "untouched");
}

TEST(MeasuredReportTest, RefusesAReportOfAnotherCompile) {
  const std::string notCompile = ": not the compile that wrote the manifest";
  expectRefused(R"({"version": 1, "functions": [
      {"name": "f", "kernels": [{"name": "b"}, {"name": "a"}]}]})",
                "launch 1 of function 'f' is kernel 'b' in the report, 'a' "
                "in the manifest" +
                    notCompile);
  expectRefused(R"({"version": 1, "functions": [
      {"name": "f", "kernels": [{"name": "a"}]}]})",
                "the report's function 'f' launches 1 kernel(s) (a), the "
                "manifest 2 (a, b)" +
                    notCompile);
  expectRefused(R"({"version": 1, "functions": [
      {"name": "g", "kernels": [{"name": "a"}, {"name": "b"}]}]})",
                "the report has no function 'f' (it has g)" + notCompile);
  expectRefused(
      R"({"version": 1, "functions": [{"name": "f", "kernels": []},
                                      {"name": "g", "kernels": []}]})",
      "the manifest names no function (\"entry\") and the report has "
      "several (f, g)",
      "");
}

TEST(MeasuredReportTest, RefusesWhatIsNotAReportWithKernels) {
  expectRefused(R"({"version": 2, "functions": []})",
                "not a fusec report (a JSON object with \"version\": 1, "
                "from fusec --report=json)");
  expectRefused("[1]", "not a fusec report (a JSON object with \"version\": "
                       "1, from fusec --report=json)");
  expectRefused(R"({"version": 1, "chains": []})",
                "the report lists no kernels (no \"functions\"): write it "
                "with the PTX, e.g. fusec X.mlir -o X.ptx --report=json "
                "--report-file=X.json");
  expectRefused(R"({"version": 1, "functions": [{"name": "f"}]})",
                "a \"functions\" entry without a string \"name\" and a "
                "\"kernels\" array");
  expectRefused(R"({"version": 1, "functions": [{"name": "f",
                   "kernels": [{"grid": [1]}]}]})",
                "function 'f': a kernel without a string \"name\"");
  // Invalid JSON is located at the offending character.
  expectRefused("{\"version\": 1,\n  \"functions\": [}",
                "2:17: syntax error while parsing value - unexpected '}'; "
                "expected '[', '{', or a literal");
}

TEST(MeasuredReportTest, NeedsOneTimePerKernel) {
  Measurement m = measurement();
  m.kernelUs.pop_back();
  std::string out;
  Status s = addMeasurement(kReport, twoKernels(), m, out);
  ASSERT_TRUE(s.failed());
  EXPECT_EQ(s.getMessage(), "internal error: 1 kernel times for 2 kernels");
}

TEST(MeasuredReportTest, DateIsIso8601Utc) {
  std::string date = getUtcDate();
  ASSERT_EQ(date.size(), 20u) << date;
  EXPECT_EQ(date[4], '-');
  EXPECT_EQ(date[10], 'T');
  EXPECT_EQ(date.back(), 'Z');
}
