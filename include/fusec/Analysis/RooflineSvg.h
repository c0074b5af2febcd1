//===- RooflineSvg.h - Roofline plots as SVG --------------------*- C++ -*-===//
//
// Renders a GPU's roofline (seed 003) with kernels placed on it as a
// self-contained SVG document. Pure string building, deterministic output.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_ANALYSIS_ROOFLINESVG_H
#define FUSEC_ANALYSIS_ROOFLINESVG_H

#include "fusec/Analysis/GpuSpecs.h"

#include <string>
#include <vector>

namespace fusec::cost {

/// One kernel drawn on the roofline.
struct RooflinePoint {
  /// Text shown next to the point (XML-escaped on output).
  std::string label;
  /// Arithmetic intensity, FLOP/byte.
  double intensity;
  /// Achieved or predicted FLOP/s.
  double flopsPerSec;
  /// Measured on a GPU rather than predicted: drawn as a diamond of another
  /// colour (class "measured"), and the plot gets a legend.
  bool measured = false;
};

/// Returns a 640×420 SVG with log-log axes (FLOP/byte against TFLOP/s, decade
/// ticks), the memory-bound slope and compute ceiling of \p gpu for
/// \p dtypeBytes elements, the ridge point, and \p points as labelled circles
/// (predicted) or diamonds (measured), with a legend when there are measured
/// points. Points with a non-positive coordinate are left out.
std::string renderRooflineSvg(const GpuSpec &gpu, unsigned dtypeBytes,
                              const std::vector<RooflinePoint> &points);

/// The same for a GPU given by its name, peak FLOP/s for \p dtypeBytes
/// elements and HBM bandwidth (B/s), as a saved report records them.
/// \p measuredOn names where the measured points were measured (legend).
std::string renderRooflineSvg(const std::string &gpuName, double peakFlops,
                              double bytesPerSec, unsigned dtypeBytes,
                              const std::vector<RooflinePoint> &points,
                              const std::string &measuredOn = "");

} // namespace fusec::cost

#endif // FUSEC_ANALYSIS_ROOFLINESVG_H
