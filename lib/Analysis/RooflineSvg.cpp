//===- RooflineSvg.cpp - Roofline plots as SVG ----------------------------===//
//
// Coordinates are printed with a fixed number of decimals so that the same
// input always yields byte-identical output.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/RooflineSvg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

using namespace fusec::cost;

namespace {
constexpr double kWidth = 640, kHeight = 420;
constexpr double kLeft = 70, kRight = 610, kTop = 45, kBottom = 360;
constexpr double kTera = 1e12;
/// Decades of empty space above the highest ceiling or point.
constexpr double kHeadroom = 0.15;

/// A log10 axis from 10^lo to 10^hi mapped onto pixels [from, to].
struct LogAxis {
  double lo, hi;
  double from, to;
  double map(double value) const {
    return from + (std::log10(value) - lo) / (hi - lo) * (to - from);
  }
};
} // namespace

/// Formats \p value with \p format (a single double conversion).
static std::string fmt(const char *format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), format, value);
  return buffer;
}

/// A fixed-point coordinate.
static std::string coord(double value) { return fmt("%.1f", value); }

/// The label of decade 10^exponent: "0.01", "1", "1000", "1e5".
static std::string decadeLabel(int exponent) {
  if (exponent < -3 || exponent > 4)
    return "1e" + std::to_string(exponent);
  return fmt("%g", std::pow(10.0, exponent));
}

/// Escapes the XML special characters of \p text.
static std::string escapeXml(const std::string &text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
    case '&':
      escaped += "&amp;";
      break;
    case '<':
      escaped += "&lt;";
      break;
    case '>':
      escaped += "&gt;";
      break;
    case '"':
      escaped += "&quot;";
      break;
    case '\'':
      escaped += "&apos;";
      break;
    default:
      escaped += c;
    }
  }
  return escaped;
}

/// A <line> element with extra attributes \p style.
static std::string line(double x1, double y1, double x2, double y2,
                        const std::string &style) {
  return "<line x1=\"" + coord(x1) + "\" y1=\"" + coord(y1) + "\" x2=\"" +
         coord(x2) + "\" y2=\"" + coord(y2) + "\" " + style + "/>\n";
}

/// A <text> element; \p content is escaped, \p extra holds more attributes.
static std::string text(double x, double y, const std::string &anchor,
                        const std::string &content,
                        const std::string &extra = "") {
  return "<text x=\"" + coord(x) + "\" y=\"" + coord(y) + "\" text-anchor=\"" +
         anchor + "\"" + extra + ">" + escapeXml(content) + "</text>\n";
}

/// A small filled <circle> marking a point.
static std::string circle(double x, double y, const std::string &fill) {
  return "<circle cx=\"" + coord(x) + "\" cy=\"" + coord(y) +
         "\" r=\"4\" fill=\"" + fill + "\"/>\n";
}

/// A filled diamond (class "measured") centred on (x, y): measured points
/// differ from predicted circles in shape, not only in colour.
static std::string diamond(double x, double y, const std::string &fill) {
  constexpr double r = 5;
  return "<path class=\"measured\" d=\"M " + coord(x) + " " + coord(y - r) +
         " L " + coord(x + r) + " " + coord(y) + " L " + coord(x) + " " +
         coord(y + r) + " L " + coord(x - r) + " " + coord(y) + " Z\" fill=\"" +
         fill + "\"/>\n";
}

namespace {
constexpr const char *kPredictedFill = "#ff7f0e";
constexpr const char *kMeasuredFill = "#2ca02c";
} // namespace

std::string
fusec::cost::renderRooflineSvg(const GpuSpec &gpu, unsigned dtypeBytes,
                               const std::vector<RooflinePoint> &points) {
  return renderRooflineSvg(gpu.displayName, peakFlops(gpu, dtypeBytes),
                           gpu.hbmBytesPerSec, dtypeBytes, points);
}

std::string fusec::cost::renderRooflineSvg(
    const std::string &gpuName, double peakFlopsPerSec, double bytesPerSec,
    unsigned dtypeBytes, const std::vector<RooflinePoint> &points,
    const std::string &measuredOn) {
  double peak = peakFlopsPerSec / kTera; // TFLOP/s
  double beta = bytesPerSec / kTera;     // TFLOP/s per FLOP/byte
  double ridge = peak / beta;

  std::vector<RooflinePoint> shown;
  std::copy_if(points.begin(), points.end(), std::back_inserter(shown),
               [](const RooflinePoint &p) {
                 return p.intensity > 0 && p.flopsPerSec > 0;
               });

  // Axis ranges: a decade either side of the ridge, widened to every point.
  double minX = ridge / 10, maxX = ridge * 10, maxY = peak;
  for (const RooflinePoint &p : shown) {
    minX = std::min(minX, p.intensity);
    maxX = std::max(maxX, p.intensity);
    maxY = std::max(maxY, p.flopsPerSec / kTera);
  }
  LogAxis xAxis{std::floor(std::log10(minX)), std::ceil(std::log10(maxX)),
                kLeft, kRight};
  double minY = beta * std::pow(10.0, xAxis.lo);
  for (const RooflinePoint &p : shown)
    minY = std::min(minY, p.flopsPerSec / kTera);
  // Headroom above the ceiling so that it does not sit on the frame.
  LogAxis yAxis{std::floor(std::log10(minY)), std::log10(maxY) + kHeadroom,
                kBottom, kTop};

  std::string dtype = dtypeBytes <= 2 ? "bf16/fp16" : "fp32";
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    coord(kWidth) + "\" height=\"" + coord(kHeight) +
                    "\" viewBox=\"0 0 " + coord(kWidth) + " " + coord(kHeight) +
                    "\" font-family=\"sans-serif\" font-size=\"11\">\n"
                    "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg += text(kWidth / 2, 24, "middle",
              "Roofline: " + gpuName + ", " + dtype + " (" + fmt("%g", peak) +
                  " TFLOP/s, " + fmt("%g", beta) + " TB/s)",
              " font-size=\"14\"");

  // Decade grid, ticks and labels.
  const std::string grid = "stroke=\"#dddddd\" stroke-width=\"1\"";
  for (int e = int(xAxis.lo); e <= int(xAxis.hi); ++e) {
    double x = xAxis.map(std::pow(10.0, e));
    svg += line(x, kTop, x, kBottom, grid);
    svg += text(x, kBottom + 16, "middle", decadeLabel(e));
  }
  for (int e = int(yAxis.lo); e <= int(std::floor(yAxis.hi)); ++e) {
    double y = yAxis.map(std::pow(10.0, e));
    svg += line(kLeft, y, kRight, y, grid);
    svg += text(kLeft - 6, y + 4, "end", decadeLabel(e));
  }
  svg += "<rect x=\"" + coord(kLeft) + "\" y=\"" + coord(kTop) + "\" width=\"" +
         coord(kRight - kLeft) + "\" height=\"" + coord(kBottom - kTop) +
         "\" fill=\"none\" stroke=\"black\"/>\n";
  svg += text((kLeft + kRight) / 2, kBottom + 36, "middle",
              "Arithmetic intensity (FLOP/byte)");
  svg +=
      text(18, (kTop + kBottom) / 2, "middle", "Performance (TFLOP/s)",
           " transform=\"rotate(-90 18 " + coord((kTop + kBottom) / 2) + ")\"");

  // The roof: memory-bound slope up to the ridge, then the compute ceiling.
  double xLo = std::pow(10.0, xAxis.lo), xHi = std::pow(10.0, xAxis.hi);
  double ridgeX = xAxis.map(ridge), peakY = yAxis.map(peak);
  const std::string roof = "stroke=\"#1f77b4\" stroke-width=\"2\"";
  svg += line(xAxis.map(xLo), yAxis.map(beta * xLo), ridgeX, peakY, roof);
  svg += line(ridgeX, peakY, xAxis.map(xHi), peakY, roof);
  svg += text(xAxis.map(xLo) + 6, yAxis.map(beta * xLo) - 8, "start",
              fmt("%g", beta) + " TB/s");
  svg += text(kRight - 4, peakY - 6, "end", fmt("%g", peak) + " TFLOP/s");

  // The ridge point.
  svg += line(ridgeX, peakY, ridgeX, kBottom,
              "stroke=\"#d62728\" stroke-dasharray=\"4 3\"");
  svg += circle(ridgeX, peakY, "#d62728");
  svg += text(ridgeX + 6, peakY + 16, "start",
              "ridge " + fmt("%.0f", ridge) + " FLOP/byte");

  bool anyMeasured = false;
  for (const RooflinePoint &p : shown) {
    double x = xAxis.map(p.intensity), y = yAxis.map(p.flopsPerSec / kTera);
    anyMeasured |= p.measured;
    svg += p.measured ? diamond(x, y, kMeasuredFill)
                      : circle(x, y, kPredictedFill);
    svg += text(x + 6, y - 6, "start", p.label);
  }
  // The legend only where two kinds of marker need telling apart: a plot of
  // predictions alone stays as it was.
  if (anyMeasured) {
    double x = kLeft + 12, y = kTop + 16;
    svg += "<g class=\"legend\">\n";
    svg += circle(x, y, kPredictedFill);
    svg += text(x + 10, y + 4, "start", "predicted (roofline model)");
    svg += diamond(x, y + 18, kMeasuredFill);
    svg += text(x + 10, y + 22, "start",
                "measured" +
                    (measuredOn.empty() ? std::string() : " on " + measuredOn));
    svg += "</g>\n";
  }
  svg += "</svg>\n";
  return svg;
}
