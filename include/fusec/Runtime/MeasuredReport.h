//===- MeasuredReport.h - Measured kernel times in the report ---*- C++ -*-===//
//
// Part of fusec. Depends only on the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// fusec's JSON report (`fusec X.mlir -o X.ptx --report=json`, schema in
// include/fusec/Report/Report.h) says what the planner predicted for each
// chain; the manifest of the same compile says which kernels run. fuse-run
// times each kernel and writes the report back with what it measured, for
// `fusec --report-from` to render beside the predictions. Fields added
// (times are medians, in microseconds):
//
//   "functions"[f]:
//     "measured": {"device": "NVIDIA H100 80GB HBM3", "sm": 90,
//                  "date": "2026-11-25T10:31:07Z" (UTC), "warmup": 10,
//                  "iters": 50, "dims": {"s0": 2, ...} or null,
//                  "sequence_us": the whole launch sequence}
//     "kernels"[i]: "measured_us", "measured_min_us"
//   "kernels"[j] (the configs) with this function and a launch "name":
//     "measured_us"
//   "chains"[c] of this function whose "kernels" were all measured:
//     "measured_us": the sum of its kernels' times
//
// Only the function the manifest runs ("entry") is touched: running each
// function's manifest in turn on one report fills in all of them. A report
// that was measured before has its measurements replaced.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_RUNTIME_MEASUREDREPORT_H
#define FUSEC_RUNTIME_MEASUREDREPORT_H

#include "fusec/Runtime/Manifest.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fusec {
namespace runtime {

/// What fuse-run measured for one run of a manifest.
struct Measurement {
  /// The device name and compute capability (major * 10 + minor).
  std::string device;
  int sm = 0;
  /// When it was measured, ISO 8601 in UTC ("2026-11-25T10:31:07Z").
  std::string date;
  uint64_t warmup = 0;
  uint64_t iterations = 0;
  /// The values of the manifest's dynamic dimensions (empty: static).
  std::map<std::string, int64_t> dims;
  /// The whole launch sequence's median, in microseconds.
  double sequenceUs = 0;
  /// Per kernel of the manifest, in launch order: median and minimum, us.
  std::vector<double> kernelUs;
  std::vector<double> kernelMinUs;
};

/// Checks that `report` (the text of fusec's JSON report) describes the
/// compile that wrote `manifest`: it is a version 1 report with kernels
/// ("functions", written with the PTX), has the manifest's function (its
/// "entry"; a manifest without one needs a report of one function), and
/// that function launches the manifest's kernels, by name, in order.
/// Errors are one line ("LINE:COLUMN: ..." for invalid JSON).
Status checkReport(std::string_view report, const Manifest &manifest);

/// Returns `report` with `measurement` added (see above), as JSON with keys
/// sorted and two-space indentation like fusec's. Fails as checkReport does,
/// or if `measurement` does not have one time per kernel.
Status addMeasurement(std::string_view report, const Manifest &manifest,
                      const Measurement &measurement, std::string &result);

/// The current time as ISO 8601 in UTC, e.g. "2026-11-25T10:31:07Z".
std::string getUtcDate();

} // namespace runtime
} // namespace fusec

#endif // FUSEC_RUNTIME_MEASUREDREPORT_H
