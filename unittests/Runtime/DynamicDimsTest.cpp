//===- DynamicDimsTest.cpp - Tests for dynamic manifest dimensions --------===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//
//
// Version 2 manifests: extent symbols in shapes, grid expressions and {"dim"}
// arguments; binding symbols (bindDim, bindShape) and resolving them
// (resolveDims) into a manifest with concrete shapes.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Manifest.h"
#include "fusec/Runtime/Reference.h"

#include "ManifestTestUtils.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <string>

using namespace fusec::runtime;
using fusec::runtime::testing::expectError;
using fusec::runtime::testing::showLocation;

namespace {

/// The attention manifest of a compiler run with dynamic batch, heads and
/// query/key lengths.
const char *dynamicManifest = R"({
  "version": 2,
  "ptx": "attention.ptx",
  "flops": 1e9,
  "dims": [
    {"name": "s0", "buffer": "arg0", "axis": 0},
    {"name": "s1", "buffer": "arg0", "axis": 1},
    {"name": "s2", "buffer": "arg0", "axis": 2},
    {"name": "s3", "buffer": "arg1", "axis": 2}
  ],
  "buffers": [
    {"name": "arg0", "kind": "input", "dtype": "bf16", "shape": ["s0", "s1", "s2", 64]},
    {"name": "arg1", "kind": "input", "dtype": "bf16", "shape": ["s0", "s1", "s3", 64]},
    {"name": "arg2", "kind": "input", "dtype": "bf16", "shape": ["s0", "s1", "s3", 64]},
    {"name": "out0", "kind": "output", "dtype": "bf16", "shape": ["s0", "s1", "s2", 64]}
  ],
  "kernels": [
    {"name": "attention_0_weighted_softmax",
     "grid": [{"product": ["s2"], "ceil_div": 128}, {"product": ["s0", "s1"]}, 1],
     "block": [128, 1, 1], "shared_bytes": 55296,
     "args": [{"buffer": "arg2"}, {"buffer": "arg0"}, {"buffer": "arg1"}, {"buffer": "out0"},
              {"dim": "s0"}, {"dim": "s1"}, {"dim": "s2"}, {"dim": "s3"}]}
  ],
  "reference": [
    {"op": "matmul", "inputs": ["arg0", "arg1"], "output": "ref0",
     "transpose_rhs": true, "scale": 0.125},
    {"op": "causal_mask", "inputs": ["ref0"], "output": "ref1"},
    {"op": "softmax", "inputs": ["ref1"], "output": "ref2", "axis": 3},
    {"op": "matmul", "inputs": ["ref2", "arg2"], "output": "out0"}
  ]
})";

using Values = std::map<std::string, int64_t>;
using Extents = std::vector<int64_t>;


/// A version 2 manifest with one symbol "n" (in buffer "a" of shape [n, 4])
/// and `buffers` (after "a") and `kernels` spliced in; `version` and `dims`
/// replaceable.
std::string makeManifest(
    const std::string &buffers, const std::string &kernels,
    const std::string &dims = R"([{"name": "n", "buffer": "a", "axis": 0}])",
    int version = 2) {
  return "{\"version\": " + std::to_string(version) +
         ", \"ptx\": \"k.ptx\",\n\"dims\": " + dims +
         ",\n\"buffers\": [{\"name\": \"a\", \"kind\": \"input\", \"dtype\": "
         "\"f32\", \"shape\": [\"n\", 4]}" +
         (buffers.empty() ? "" : ",\n" + buffers) + "],\n\"kernels\": [" +
         kernels + "]}";
}

const char *oneKernel =
    R"({"name": "k", "grid": [1], "block": [1], "args": [{"buffer": "a"}]})";

/// Parses the example manifest.
Manifest parseDynamic() {
  Manifest manifest;
  Status status = parseManifest(dynamicManifest, manifest);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();
  return manifest;
}

/// Resolves the example manifest with `values`, expecting success.
Manifest resolveDynamic(const Values &values) {
  Manifest resolved;
  Status status = resolveDims(parseDynamic(), values, resolved);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();
  return resolved;
}

/// Resolves `manifest` with `values`, expecting a failure whose message is
/// `message`.
void expectResolveError(const Manifest &manifest, const Values &values,
                        const std::string &message) {
  Manifest resolved;
  Status status = resolveDims(manifest, values, resolved);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), message);
}

TEST(DynamicDimsTest, ParsesSymbols) {
  Manifest manifest = parseDynamic();
  EXPECT_EQ(manifest.version, 2);
  ASSERT_EQ(manifest.dims.size(), 4u);
  EXPECT_EQ(manifest.dims[0].name, "s0");
  EXPECT_EQ(manifest.dims[3].name, "s3");
  EXPECT_EQ(manifest.dims[3].buffer, "arg1");
  EXPECT_EQ(manifest.dims[3].axis, 2);
  EXPECT_EQ(manifest.dims[3].loc.str(), "9:5");
  EXPECT_FALSE(manifest.dims[0].value.has_value());
  EXPECT_EQ(manifest.lookupDim("s2"), &manifest.dims[2]);
  EXPECT_EQ(manifest.lookupDim("s9"), nullptr);
  EXPECT_TRUE(manifest.hasUnresolvedDims());
  EXPECT_EQ(formatDims(manifest), "s0=? s1=? s2=? s3=?");

  // Shapes: symbols where dynamic; no sizes or strides yet.
  const BufferDesc &arg1 = manifest.buffers[1];
  EXPECT_TRUE(arg1.isDynamic());
  EXPECT_EQ(arg1.shapeSymbols,
            (std::vector<std::string>{"s0", "s1", "s3", ""}));
  EXPECT_EQ(arg1.shape,
            (Extents{kDynamicExtent, kDynamicExtent, kDynamicExtent, 64}));
  EXPECT_EQ(arg1.strides, Extents(4, kDynamicExtent));
  EXPECT_EQ(arg1.getStorageBytes(), 0u);

  // Grid expressions: unevaluated entries are 0.
  const KernelDesc &kernel = manifest.kernels[0];
  EXPECT_EQ(kernel.grid, (std::array<unsigned, 3>{0, 0, 1}));
  ASSERT_TRUE(kernel.gridExprs[0].has_value());
  EXPECT_EQ(kernel.gridExprs[0]->symbols, (std::vector<std::string>{"s2"}));
  EXPECT_EQ(kernel.gridExprs[0]->factor, 1);
  EXPECT_EQ(kernel.gridExprs[0]->ceilDiv, 128);
  EXPECT_EQ(kernel.gridExprs[0]->str(), "ceil(s2/128)");
  ASSERT_TRUE(kernel.gridExprs[1].has_value());
  EXPECT_EQ(kernel.gridExprs[1]->symbols,
            (std::vector<std::string>{"s0", "s1"}));
  EXPECT_EQ(kernel.gridExprs[1]->ceilDiv, 1);
  EXPECT_EQ(kernel.gridExprs[1]->str(), "s0*s1");
  EXPECT_FALSE(kernel.gridExprs[2].has_value());

  // {"dim"} arguments: i64 scalars named after their symbol.
  ASSERT_EQ(kernel.args.size(), 8u);
  EXPECT_EQ(kernel.args[3].kind, KernelArg::Kind::Buffer);
  EXPECT_EQ(kernel.args[3].dim, "");
  for (size_t i = 4; i < 8; ++i) {
    EXPECT_EQ(kernel.args[i].kind, KernelArg::Kind::Scalar);
    EXPECT_EQ(kernel.args[i].scalarType, DType::I64);
    EXPECT_EQ(kernel.args[i].dim, "s" + std::to_string(i - 4));
  }
  // The reference is unchanged, but cannot be checked before resolution.
  ASSERT_EQ(manifest.reference.size(), 4u);
  Status status = checkReference(manifest);
  ASSERT_TRUE(status.failed());
  EXPECT_NE(status.getMessage().find("dimensions without values"),
            std::string::npos)
      << status.getMessage();
}

TEST(DynamicDimsTest, ResolvesShapesGridsAndArgs) {
  Manifest manifest =
      resolveDynamic({{"s0", 2}, {"s1", 16}, {"s2", 1000}, {"s3", 1000}});
  EXPECT_FALSE(manifest.hasUnresolvedDims());
  EXPECT_EQ(manifest.dims[2].value, 1000);
  EXPECT_EQ(formatDims(manifest), "s0=2 s1=16 s2=1000 s3=1000");
  // A FLOP count describes one shape: dropped.
  EXPECT_FALSE(manifest.flops.has_value());

  const BufferDesc &arg0 = manifest.buffers[0];
  EXPECT_EQ(arg0.shape, (Extents{2, 16, 1000, 64}));
  EXPECT_EQ(arg0.strides, (Extents{1024000, 64000, 64, 1}));
  EXPECT_EQ(arg0.getStorageBytes(), 2u * 16 * 1000 * 64 * 2);
  // Symbols are kept: the manifest can be resolved again.
  EXPECT_TRUE(arg0.isDynamic());

  const KernelDesc &kernel = manifest.kernels[0];
  EXPECT_EQ(kernel.grid, (std::array<unsigned, 3>{8, 32, 1}));
  EXPECT_EQ(kernel.block, (std::array<unsigned, 3>{128, 1, 1}));
  EXPECT_EQ(kernel.args[4].intValue, 2);
  EXPECT_EQ(kernel.args[5].intValue, 16);
  EXPECT_EQ(kernel.args[6].intValue, 1000);
  EXPECT_EQ(kernel.args[7].intValue, 1000);
  EXPECT_TRUE(checkGridLimits(manifest).succeeded());
  Status status = checkReference(manifest);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();

  // Different query and key lengths.
  Manifest other =
      resolveDynamic({{"s0", 1}, {"s1", 3}, {"s2", 1}, {"s3", 4097}});
  EXPECT_EQ(other.kernels[0].grid, (std::array<unsigned, 3>{1, 3, 1}));
  EXPECT_EQ(other.buffers[1].shape, (Extents{1, 3, 4097, 64}));
  EXPECT_EQ(other.buffers[1].strides, (Extents{786624, 262208, 64, 1}));
  EXPECT_EQ(other.buffers[3].shape, (Extents{1, 3, 1, 64}));
  EXPECT_EQ(other.kernels[0].args[7].intValue, 4097);
  status = checkReference(other);
  EXPECT_TRUE(status.succeeded()) << status.getMessage();

  // ceil(s2 / 128) at the edges.
  for (auto [s2, gridX] : {std::pair<int64_t, unsigned>{1, 1},
                           {127, 1},
                           {128, 1},
                           {129, 2},
                           {4096, 32},
                           {4097, 33}}) {
    Manifest m = resolveDynamic({{"s0", 1}, {"s1", 1}, {"s2", s2}, {"s3", 8}});
    EXPECT_EQ(m.kernels[0].grid[0], gridX) << "s2=" << s2;
    EXPECT_EQ(m.kernels[0].args[6].intValue, s2);
  }

  // Resolving a resolved manifest again uses the new values.
  Manifest again;
  ASSERT_TRUE(resolveDims(manifest,
                          {{"s0", 4}, {"s1", 1}, {"s2", 300}, {"s3", 5}}, again)
                  .succeeded());
  EXPECT_EQ(again.kernels[0].grid, (std::array<unsigned, 3>{3, 4, 1}));
  EXPECT_EQ(again.buffers[2].shape, (Extents{4, 1, 5, 64}));
  EXPECT_EQ(again.kernels[0].args[4].intValue, 4);
}

TEST(DynamicDimsTest, GridExpressions) {
  // Integer items multiply in; repeated symbols too; constant expressions
  // are evaluated when parsing.
  Manifest manifest;
  std::string text =
      makeManifest("", R"({"name": "k", "block": [1], "args": [{"dim": "n"}],
      "grid": [{"product": ["n", 3, "n"], "ceil_div": 4},
               {"product": [3, 5], "ceil_div": 4}, {"product": ["n"]}]})");
  Status status = parseManifest(text, manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  const KernelDesc &kernel = manifest.kernels[0];
  EXPECT_EQ(kernel.gridExprs[0]->symbols, (std::vector<std::string>{"n", "n"}));
  EXPECT_EQ(kernel.gridExprs[0]->factor, 3);
  EXPECT_EQ(kernel.gridExprs[0]->str(), "ceil(n*n*3/4)");
  EXPECT_FALSE(kernel.gridExprs[1].has_value());
  EXPECT_EQ(kernel.grid[1], 4u);
  Manifest resolved;
  ASSERT_TRUE(resolveDims(manifest, {{"n", 5}}, resolved).succeeded());
  // ceil(5 * 3 * 5 / 4) = ceil(18.75).
  EXPECT_EQ(resolved.kernels[0].grid, (std::array<unsigned, 3>{19, 4, 5}));
  EXPECT_EQ(resolved.kernels[0].args[0].intValue, 5);
  EXPECT_EQ(resolved.buffers[0].shape, (Extents{5, 4}));
  EXPECT_EQ(resolved.buffers[0].strides, (Extents{4, 1}));

  // grid.z over 65535, with the repeated symbol shown once.
  ASSERT_TRUE(parseManifest(makeManifest("", R"({"name": "k", "block": [1],
      "args": [], "grid": [1, 1, {"product": ["n", "n"]}]})"),
                            manifest)
                  .succeeded());
  expectResolveError(manifest, {{"n", 256}},
                     "kernel 'k': grid.z = n*n = 65536 (n=256) is more than "
                     "the device limit 65535");
  ASSERT_TRUE(resolveDims(manifest, {{"n", 255}}, resolved).succeeded());
  EXPECT_EQ(resolved.kernels[0].grid[2], 65025u);

  // grid.x over 2^31 - 1, and a product over 64 bits.
  ASSERT_TRUE(parseManifest(makeManifest(
                                R"({"name": "b", "kind": "input",
          "dtype": "f32", "shape": ["m"]})",
                                R"({"name": "k", "block": [1], "args": [],
      "grid": [{"product": ["n", "m", "m"], "ceil_div": 2}]})",
                                R"([{"name": "n", "buffer": "a", "axis": 0},
          {"name": "m", "buffer": "b", "axis": 0}])"),
                            manifest)
                  .succeeded());
  ASSERT_TRUE(
      resolveDims(manifest, {{"n", 2}, {"m", 46340}}, resolved).succeeded());
  EXPECT_EQ(resolved.kernels[0].grid[0], 2147395600u);
  expectResolveError(
      manifest, {{"n", 2}, {"m", 46341}},
      "kernel 'k': grid.x = ceil(n*m*m/2) = 2147488281 (n=2, m=46341) is "
      "more than the device limit 2147483647");
  expectResolveError(manifest, {{"n", 1}, {"m", int64_t(1) << 32}},
                     "kernel 'k': grid.x = ceil(n*m*m/2) (n=1, m=4294967296) "
                     "overflows 64 bits");
}

TEST(DynamicDimsTest, ResolveErrors) {
  Manifest manifest = parseDynamic();
  Values values = {{"s0", 2}, {"s1", 16}, {"s2", 1000}, {"s3", 1000}};
  Manifest resolved;
  ASSERT_TRUE(resolveDims(manifest, values, resolved).succeeded());

  // A symbol without a value.
  Values partial = values;
  partial.erase("s3");
  expectResolveError(manifest, partial,
                     "dimension s3 (axis 2 of arg1) has no value");
  // A name the manifest does not declare.
  Values extra = values;
  extra["s9"] = 4;
  expectResolveError(
      manifest, extra,
      "unknown dimension 's9' (the manifest declares s0, s1, s2 and s3)");
  // Non-positive and too large values.
  Values zero = values;
  zero["s1"] = 0;
  expectResolveError(
      manifest, zero,
      "dimension s1 (axis 1 of arg0) must be in [1, 1099511627776], got 0");
  zero["s1"] = -3;
  expectResolveError(
      manifest, zero,
      "dimension s1 (axis 1 of arg0) must be in [1, 1099511627776], got -3");
  // grid.y = s0 * s1 over 65535.
  expectResolveError(manifest, {{"s0", 300}, {"s1", 300}, {"s2", 1}, {"s3", 1}},
                     "kernel 'attention_0_weighted_softmax': grid.y = s0*s1 "
                     "= 90000 (s0=300, s1=300) is more than the device limit "
                     "65535");
  // Buffers over 2^33 elements.
  expectResolveError(
      manifest, {{"s0", 1}, {"s1", 1}, {"s2", int64_t(1) << 28}, {"s3", 1}},
      "buffer 'arg0' [s0,s1,s2,64] with s0=1 s1=1 "
      "s2=268435456 s3=1 has more than 2^33 elements");
  // A failed resolution leaves the result alone.
  EXPECT_EQ(resolved.kernels[0].grid, (std::array<unsigned, 3>{8, 32, 1}));
}

TEST(DynamicDimsTest, Binding) {
  Manifest manifest = parseDynamic();
  DimBindings bindings;
  // --shape arg0=2x16x1000x64 binds s0, s1 and s2.
  ASSERT_TRUE(bindShape(manifest, "arg0", {2, 16, 1000, 64},
                        "--shape arg0=2x16x1000x64", bindings)
                  .succeeded());
  ASSERT_EQ(bindings.size(), 3u);
  EXPECT_EQ(bindings["s2"].value, 1000);
  EXPECT_EQ(bindings["s2"].source, "--shape arg0=2x16x1000x64");
  // The same value again is fine; another is a conflict naming both.
  EXPECT_TRUE(
      bindDim(manifest, "s2", 1000, "--dim s2=1000", bindings).succeeded());
  Status status = bindDim(manifest, "s2", 999, "--dim s2=999", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "conflicting values for dimension s2: 1000 from --shape "
            "arg0=2x16x1000x64 and 999 from --dim s2=999");
  status = bindShape(manifest, "out0", {2, 8, 1000, 64},
                     "--shape out0=2x8x1000x64", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "conflicting values for dimension s1: 16 from --shape "
            "arg0=2x16x1000x64 and 8 from --shape out0=2x8x1000x64");
  // Static extents must match; the rank too.
  status = bindShape(manifest, "arg1", {2, 16, 1000, 128},
                     "--shape arg1=2x16x1000x128", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "arg1: axis 3 is 64 in the manifest, 128 given");
  status = bindShape(manifest, "arg1", {2, 16, 1000}, "--shape arg1=2x16x1000",
                     bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "arg1: the manifest gives it 4 dimensions "
                                 "[s0,s1,s3,64], 3 given");
  status = bindShape(manifest, "q", {1}, "--shape q=1", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "unknown buffer 'q' (the manifest has arg0, "
                                 "arg1, arg2 and out0)");
  // Unknown symbols and values below 1.
  status = bindDim(manifest, "s4", 1, "--dim s4=1", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "unknown dimension 's4' (the manifest declares s0, s1, s2 and s3)");
  status = bindShape(manifest, "arg1", {2, 16, 0, 64}, "--shape arg1=2x16x0x64",
                     bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "dimension s3 must be in [1, 1099511627776], "
                                 "got 0 from --shape arg1=2x16x0x64");
  EXPECT_EQ(bindings.count("s3"), 0u);

  // The rest binds and resolves.
  ASSERT_TRUE(bindDim(manifest, "s3", 77, "--dim s3=77", bindings).succeeded());
  EXPECT_EQ(getDimValues(bindings),
            (Values{{"s0", 2}, {"s1", 16}, {"s2", 1000}, {"s3", 77}}));
  Manifest resolved;
  ASSERT_TRUE(
      resolveDims(manifest, getDimValues(bindings), resolved).succeeded());
  EXPECT_EQ(resolved.buffers[2].shape, (Extents{2, 16, 77, 64}));
}

TEST(DynamicDimsTest, StaticManifestsAreUnchanged) {
  const char *text = R"({"version": 1, "ptx": "k.ptx", "flops": 100,
    "buffers": [
      {"name": "x", "kind": "input", "dtype": "f32", "shape": [2, 3],
       "strides": [4, 1]},
      {"name": "y", "kind": "output", "dtype": "f32", "shape": [2, 3]}],
    "kernels": [{"name": "k", "grid": [4, 2], "block": [32],
      "args": [{"buffer": "x"}, {"buffer": "y"},
               {"scalar": "i64", "value": 6}]}]})";
  Manifest manifest;
  ASSERT_TRUE(parseManifest(text, manifest).succeeded());
  EXPECT_TRUE(manifest.dims.empty());
  EXPECT_FALSE(manifest.hasUnresolvedDims());
  EXPECT_FALSE(manifest.buffers[0].isDynamic());
  EXPECT_FALSE(manifest.kernels[0].gridExprs[0].has_value());
  EXPECT_EQ(formatDims(manifest), "");

  // Resolving with no values changes nothing.
  Manifest resolved;
  ASSERT_TRUE(resolveDims(manifest, {}, resolved).succeeded());
  EXPECT_EQ(resolved.flops, 100);
  EXPECT_EQ(resolved.buffers[0].shape, (Extents{2, 3}));
  EXPECT_EQ(resolved.buffers[0].strides, (Extents{4, 1}));
  EXPECT_EQ(resolved.buffers[1].strides, (Extents{3, 1}));
  EXPECT_EQ(resolved.kernels[0].grid, (std::array<unsigned, 3>{4, 2, 1}));
  EXPECT_EQ(resolved.kernels[0].args[2].intValue, 6);
  // Any value is for an unknown symbol.
  expectResolveError(
      manifest, {{"n", 4}},
      "unknown dimension 'n' (the manifest has no dynamic dimensions)");

  // --shape on a static manifest: a check only.
  DimBindings bindings;
  EXPECT_TRUE(
      bindShape(manifest, "x", {2, 3}, "--shape x=2x3", bindings).succeeded());
  EXPECT_TRUE(bindings.empty());
  Status status = bindShape(manifest, "y", {2, 4}, "--shape y=2x4", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "y: axis 1 is 3 in the manifest, 4 given");
  status = bindDim(manifest, "n", 4, "--dim n=4", bindings);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "unknown dimension 'n' (the manifest has no dynamic dimensions)");

  // Static grids within the parser's range but beyond the device's.
  manifest.kernels[0].grid = {1, 70000, 1};
  status = checkGridLimits(manifest);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(),
            "kernel 'k': grid.y = 70000 is more than the device limit 65535");
  expectResolveError(
      manifest, {},
      "kernel 'k': grid.y = 70000 is more than the device limit 65535");

  // Version 2 without dims is just as static.
  std::string v2 = text;
  v2.replace(v2.find("\"version\": 1"), 12, "\"version\": 2");
  ASSERT_TRUE(parseManifest(v2, manifest).succeeded());
  EXPECT_EQ(manifest.version, 2);
  EXPECT_FALSE(manifest.hasUnresolvedDims());
  EXPECT_EQ(manifest.kernels[0].grid, (std::array<unsigned, 3>{4, 2, 1}));
}

TEST(DynamicDimsTest, RejectsBadSymbols) {
  // Unknown symbols, located at the name.
  expectError(makeManifest(R"({"name": "b", "kind": "input", "dtype": "f32",
    "shape": [2, "m"]})",
                           oneKernel),
              "5:18",
              "buffer 'b': unknown dimension 'm' (the manifest declares n) in "
              "'shape'");
  expectError(makeManifest("", R"({"name": "k", "block": [1], "args": [],
      "grid": [{"product": ["n", "m"], "ceil_div": 2}]})"),
              "5:34", "kernel 'k' grid[0]: unknown dimension 'm'");
  expectError(makeManifest("", R"({"name": "k", "grid": [1], "block": [1],
      "args": [{"buffer": "a"}, {"dim": "N"}]})"),
              "5:41", "kernel 'k' arg #1: unknown dimension 'N'");
  // The dims themselves.
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": 0},
           {"name": "n", "buffer": "a", "axis": 0}])"),
              "3:12", "duplicate dimension 'n'");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "2n", "buffer": "a", "axis": 0}])"),
              "2:19", "dims[0]: invalid dimension name '2n'");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "b", "axis": 0}])"),
              "2:34", "dimension 'n': unknown buffer 'b'");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": 2}])"),
              "2:34",
              "dimension 'n': axis 2 is out of range for buffer 'a' of rank 2");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": 1}])"),
              "2:34", "dimension 'n': axis 1 of buffer 'a' is 4, not 'n'");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": -1}])"),
              "2:47", "field 'axis' must be in [0, 63]");
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": 0,
                                "size": 3}])"),
              "3:33", "dimension 'n': unknown field 'size'");
  expectError(makeManifest("", oneKernel, R"({"n": 0})"), "2:9",
              "field 'dims' must be an array");
  expectError(makeManifest("", oneKernel, R"(["n"])"), "2:10",
              "dims[0] must be an object");
  // Strides with a symbolic shape.
  expectError(makeManifest(R"({"name": "b", "kind": "input", "dtype": "f32",
    "shape": ["n"], "strides": [1]})",
                           oneKernel),
              "5:32",
              "buffer 'b': 'strides' must be absent when 'shape' has "
              "a dimension name");
}

TEST(DynamicDimsTest, RejectsBadGridsAndArgs) {
  auto kernelWithGrid = [](const std::string &grid) {
    return makeManifest(
        "", R"({"name": "k", "block": [1], "args": [], "grid": )" + grid + "}");
  };
  expectError(kernelWithGrid(R"([{"product": []}])"), "4:74",
              "kernel 'k' grid[0]: field 'product' must not be empty");
  expectError(kernelWithGrid(R"([{"product": ["n", 0]}])"), "4:80",
              "elements of 'product' must be in [1, 4294967295], got 0");
  expectError(kernelWithGrid(R"([{"product": ["n", true]}])"), "4:80",
              "elements of 'product' must be dimension names or positive "
              "integers");
  expectError(kernelWithGrid(R"([{"product": [65536, 65536]}])"), "4:82",
              "the integers of 'product' multiply to more than 4294967295");
  expectError(kernelWithGrid(R"([{"product": ["n"], "ceil_div": 0}])"), "4:93",
              "kernel 'k' grid[0]: field 'ceil_div' must be in [1, "
              "4294967295], got 0");
  expectError(kernelWithGrid(R"([{"product": ["n"], "div": 2}])"), "4:81",
              "kernel 'k' grid[0]: unknown field 'div'");
  expectError(kernelWithGrid(R"([{"ceil_div": 2}])"), "4:62",
              "kernel 'k' grid[0]: missing required field 'product'");
  expectError(kernelWithGrid(R"(["n"])"), "4:62",
              "kernel 'k': elements of 'grid' must be positive integers or "
              "{\"product\": [...], \"ceil_div\": N} objects");
  expectError(kernelWithGrid(R"([0])"), "4:62",
              "elements of 'grid' must be in [1, 4294967295], got 0");
  expectError(kernelWithGrid(R"([1, 1, 1, {"product": ["n"]}])"), "4:61",
              "'grid' must have 1 to 3 entries");
  expectError(makeManifest("", R"({"name": "k", "grid": [1], "block": [1],
      "args": [{"dim": "n", "buffer": "a"}]})"),
              "5:16",
              "kernel 'k' arg #0: a 'dim' argument takes no 'buffer' "
              "field");
  expectError(makeManifest("", R"({"name": "k", "grid": [1], "block": [1],
      "args": [{"dim": 3}]})"),
              "5:24", "kernel 'k' arg #0: field 'dim' must be a string");
  expectError(makeManifest("", R"({"name": "k", "grid": [1], "block": [1],
      "args": [{}]})"),
              "5:16", "expected a 'buffer', a 'scalar', a 'dim', a 'tensor_map' or a 'counters' field");
}

TEST(DynamicDimsTest, NeedsVersion2) {
  // Version 1 has no symbols.
  expectError(makeManifest("", oneKernel,
                           R"([{"name": "n", "buffer": "a", "axis": 0}])", 1),
              "2:9", "manifest: field 'dims' needs \"version\": 2");
  const char *v1Buffer =
      R"({"version": 1, "ptx": "k.ptx", "buffers": [{"name": "a",
    "kind": "input", "dtype": "f32", "shape": ["n"]}], "kernels": [{"name":
    "k", "grid": [1], "block": [1], "args": []}]})";
  expectError(v1Buffer, "2:48",
              "buffer 'a': a dimension name in 'shape' needs \"version\": 2");
  const char *v1Grid =
      R"({"version": 1, "ptx": "k.ptx", "buffers": [], "kernels": [{"name":
    "k", "grid": [{"product": [2]}], "block": [1], "args": []}]})";
  expectError(v1Grid, "2:18",
              "kernel 'k': a {\"product\": ...} grid entry needs \"version\": "
              "2");
  const char *v1Arg =
      R"({"version": 1, "ptx": "k.ptx", "buffers": [], "kernels": [{"name":
    "k", "grid": [1], "block": [1], "args": [{"dim": "n"}]}]})";
  expectError(v1Arg, "2:54",
              "kernel 'k' arg #0: a 'dim' argument needs \"version\": 2");
  // A version 1 non-integer keeps its message.
  const char *v1String =
      R"({"version": 1, "ptx": "k.ptx", "buffers": [], "kernels": [{"name":
    "k", "grid": ["n"], "block": [1], "args": []}]})";
  expectError(v1String, "2:19", "elements of 'grid' must be an integer");
}

} // namespace
