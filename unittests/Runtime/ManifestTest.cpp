//===- ManifestTest.cpp - Tests for the launch manifest parser ------------===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Manifest.h"

#include "ManifestTestUtils.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <string>

using namespace fusec::runtime;
using fusec::runtime::testing::expectError;
using fusec::runtime::testing::showLocation;

namespace {

const char *validManifest = R"({
  "version": 1,
  "ptx": "kernel.ptx",
  "arch": "sm_90a",
  "flops": 1.5e9,
  "buffers": [
    {"name": "q", "kind": "input", "dtype": "bf16", "shape": [2, 128, 64],
     "strides": [8192, 64, 1]},
    {"name": "k", "kind": "input", "dtype": "f16", "shape": [2, 128, 64]},
    {"name": "v", "kind": "input", "dtype": "f32", "shape": [2, 128, 64]},
    {"name": "tmp", "kind": "temp", "dtype": "f32", "shape": [2, 128, 128]},
    {"name": "o", "kind": "output", "dtype": "bf16", "shape": [2, 128, 64]}
  ],
  "kernels": [
    {"name": "fusec_attention_0", "grid": [4, 8, 2], "block": [128],
     "shared_bytes": 65536,
     "args": [{"buffer": "q"}, {"buffer": "k"}, {"buffer": "v"},
              {"buffer": "o"}, {"scalar": "i64", "value": 128},
              {"scalar": "f32", "value": 0.125},
              {"scalar": "i32", "value": -7}]}
  ],
  "reference": [
    {"op": "matmul", "inputs": ["q", "k"], "output": "s",
     "transpose_rhs": true, "scale": 0.125},
    {"op": "softmax", "inputs": ["s"], "output": "p", "axis": 2},
    {"op": "matmul", "inputs": ["p", "v"], "output": "o"}
  ]
})";


/// A minimal manifest with `buffers` and `kernels` arrays spliced in.
std::string makeManifest(const std::string &buffers, const std::string &kernels,
                         const std::string &extra = "") {
  return "{\"version\": 1, \"ptx\": \"k.ptx\",\n\"buffers\": [" + buffers +
         "],\n\"kernels\": [" + kernels + "]" + extra + "}";
}

const char *oneBuffer =
    R"({"name": "a", "kind": "input", "dtype": "f32", "shape": [4]})";
const char *oneKernel =
    R"({"name": "k", "grid": [1], "block": [1], "args": [{"buffer": "a"}]})";

TEST(ManifestTest, ParsesValidManifest) {
  Manifest manifest;
  Status status = parseManifest(validManifest, manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(manifest.ptx, "kernel.ptx");
  EXPECT_EQ(manifest.arch, "sm_90a");
  EXPECT_EQ(manifest.flops, 1.5e9);
  ASSERT_EQ(manifest.buffers.size(), 5u);

  const BufferDesc &q = manifest.buffers[0];
  EXPECT_EQ(q.kind, BufferKind::Input);
  EXPECT_EQ(q.dtype, DType::BF16);
  EXPECT_EQ(q.shape, (std::vector<int64_t>{2, 128, 64}));
  EXPECT_EQ(q.getStorageBytes(), 2u * 128 * 64 * 2);
  // Default strides are row-major.
  EXPECT_EQ(manifest.buffers[1].strides, (std::vector<int64_t>{8192, 64, 1}));
  EXPECT_EQ(manifest.buffers[3].kind, BufferKind::Temp);
  EXPECT_EQ(manifest.lookupBuffer("o"), &manifest.buffers[4]);
  EXPECT_EQ(manifest.lookupBuffer("nope"), nullptr);

  ASSERT_EQ(manifest.kernels.size(), 1u);
  const KernelDesc &kernel = manifest.kernels[0];
  EXPECT_EQ(kernel.grid, (std::array<unsigned, 3>{4, 8, 2}));
  EXPECT_EQ(kernel.block, (std::array<unsigned, 3>{128, 1, 1}));
  EXPECT_EQ(kernel.sharedBytes, 65536u);
  ASSERT_EQ(kernel.args.size(), 7u);
  EXPECT_EQ(kernel.args[3].kind, KernelArg::Kind::Buffer);
  EXPECT_EQ(kernel.args[3].bufferIndex, 4u);
  EXPECT_EQ(kernel.args[4].scalarType, DType::I64);
  EXPECT_EQ(kernel.args[4].intValue, 128);
  EXPECT_EQ(kernel.args[5].floatValue, 0.125);
  EXPECT_EQ(kernel.args[6].intValue, -7);

  ASSERT_TRUE(manifest.hasReference);
  ASSERT_EQ(manifest.reference.size(), 3u);
  EXPECT_EQ(manifest.reference[0].kind, RefOp::Kind::Matmul);
  EXPECT_TRUE(manifest.reference[0].transposeRhs);
  EXPECT_FALSE(manifest.reference[0].transposeLhs);
  EXPECT_EQ(manifest.reference[0].scale, 0.125);
  EXPECT_EQ(manifest.reference[0].loc.line, 23u);
  EXPECT_EQ(manifest.reference[1].axis, 2);
  EXPECT_FALSE(manifest.reference[2].scale.has_value());
  EXPECT_EQ(manifest.getOpaqueOp(), nullptr);
}

TEST(ManifestTest, DefaultsAndLayouts) {
  Manifest manifest;
  std::string text = makeManifest(
      R"({"name": "a", "kind": "output", "dtype": "f16", "shape": [3, 5],
          "strides": [8, 1]},
         {"name": "s", "kind": "input", "dtype": "f32", "shape": []},
         {"name": "e", "kind": "input", "dtype": "f32", "shape": [0, 4]})",
      oneKernel);
  ASSERT_TRUE(parseManifest(text, manifest).succeeded());
  EXPECT_FALSE(manifest.hasReference);
  EXPECT_EQ(manifest.arch, "");
  EXPECT_FALSE(manifest.flops.has_value());
  EXPECT_EQ(manifest.kernels[0].sharedBytes, 0u);
  // Padded rows: the last row ends at offset 2 * 8 + 4.
  EXPECT_EQ(manifest.buffers[0].getNumElements(), 15);
  EXPECT_EQ(manifest.buffers[0].getStorageElements(), 21);
  EXPECT_EQ(manifest.buffers[0].getStorageBytes(), 42u);
  EXPECT_EQ(manifest.buffers[1].getStorageElements(), 1);
  EXPECT_EQ(manifest.buffers[2].getStorageBytes(), 0u);
}

TEST(ManifestTest, IntegerInputs) {
  // KV-cache lengths and ids: i32 / i64 inputs, stored as such.
  Manifest manifest;
  std::string text = makeManifest(
      R"({"name": "a", "kind": "input", "dtype": "i32", "shape": [64]},
         {"name": "b", "kind": "input", "dtype": "i64", "shape": [64]})",
      oneKernel);
  ASSERT_TRUE(parseManifest(text, manifest).succeeded());
  EXPECT_EQ(manifest.buffers[0].getStorageBytes(), 256u);
  EXPECT_EQ(manifest.buffers[1].getStorageBytes(), 512u);
}

TEST(ManifestTest, CompilerFields) {
  // What fusec adds: the function name, and per kernel what it fuses.
  Manifest manifest;
  std::string text = makeManifest(
      oneBuffer + std::string(R"(, {"name": "y", "kind": "output",
          "dtype": "f32", "shape": [4]})"),
      R"({"name": "k", "grid": [1], "block": [1], "args": [{"buffer": "a"}],
          "chain": "matmul -> softmax -> matmul"},
         {"name": "k2", "grid": [1], "block": [1], "args": []})",
      R"(, "entry": "attention", "reference": [
    {"op": "scale", "inputs": ["a"], "output": "s", "factor": 0.125},
    {"op": "add", "inputs": ["s", "a"], "output": "t"},
    {"op": "causal_mask", "inputs": ["t"], "output": "y"}])");
  Status status = parseManifest(text, manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(manifest.entry, "attention");
  EXPECT_EQ(manifest.kernels[0].chain, "matmul -> softmax -> matmul");
  EXPECT_EQ(manifest.kernels[1].chain, "");
  ASSERT_EQ(manifest.reference.size(), 3u);
  EXPECT_EQ(manifest.reference[0].kind, RefOp::Kind::Scale);
  EXPECT_EQ(manifest.reference[0].factor, 0.125);
  EXPECT_EQ(manifest.reference[1].kind, RefOp::Kind::Add);
  EXPECT_EQ(manifest.reference[1].inputs, (std::vector<std::string>{"s", "a"}));
  EXPECT_EQ(manifest.reference[2].kind, RefOp::Kind::CausalMask);
  EXPECT_STREQ(stringifyRefOpKind(RefOp::Kind::CausalMask), "causal_mask");
  EXPECT_EQ(manifest.getOpaqueOp(), nullptr);

  // Both fields are optional but must be strings.
  Manifest plain;
  ASSERT_TRUE(
      parseManifest(makeManifest(oneBuffer, oneKernel), plain).succeeded());
  EXPECT_EQ(plain.entry, "");
  expectError(makeManifest(oneBuffer, oneKernel, R"(, "entry": 1)"), "3:92",
              "manifest: field 'entry' must be a string");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1], "args": [], "chain": ["matmul"]})"),
              "4:42", "kernel 'k': field 'chain' must be a string");
}

TEST(ManifestTest, TensorMapArguments) {
  // A TMA tensor map of a 16-bit buffer: box per axis, outermost first.
  auto make = [](const std::string &version, const std::string &dtype,
                 const std::string &map) {
    return "{\"version\": " + version + R"(, "ptx": "k.ptx",
"buffers": [{"name": "kv", "kind": "input", "dtype": ")" +
           dtype + R"(", "shape": [2, 128, 64]}],
"kernels": [{"name": "k", "grid": [1], "block": [128],
  "args": [{"buffer": "kv"}, {"tensor_map": )" +
           map + "}]}]}";
  };
  auto failsWith = [](const std::string &text, const std::string &what) {
    Manifest manifest;
    Status status = parseManifest(text, manifest);
    ASSERT_TRUE(status.failed()) << text;
    EXPECT_NE(status.getMessage().find(what), std::string::npos)
        << status.getMessage();
  };
  std::string good = R"({"buffer": "kv", "box": [1, 128, 64], "swizzle": 128})";
  Manifest manifest;
  Status status = parseManifest(make("2", "bf16", good), manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  const KernelArg &arg = manifest.kernels[0].args[1];
  EXPECT_EQ(arg.kind, KernelArg::Kind::TensorMap);
  EXPECT_EQ(arg.bufferIndex, 0u);
  EXPECT_EQ(arg.box, (std::vector<int64_t>{1, 128, 64}));
  EXPECT_EQ(arg.swizzle, 128);

  failsWith(make("1", "bf16", good), "needs \"version\": 2");
  failsWith(make("2", "i32", good), "a tensor map needs a bf16, f16 or f32 buffer");
  failsWith(make("2", "bf16", R"({"buffer": "kv", "box": [128, 64]})"),
            "'box' must have one entry per axis of buffer 'kv' (3)");
  failsWith(make("2", "bf16", R"({"buffer": "kv", "box": [1, 128, 32]})"),
            "'swizzle' must be 128 with 128 bytes");
  // f32 (read as tf32): 32 elements make the 128 bytes.
  EXPECT_TRUE(parseManifest(make("2", "f32", R"({"buffer": "kv", "box": [1, 128, 32], "swizzle": 128})"), manifest).succeeded());
  failsWith(make("2", "f32", good), "'swizzle' must be 128 with 128 bytes");
  failsWith(make("2", "bf16", R"({"buffer": "kv", "box": [1, 512, 64]})"),
            "elements of 'box'");
  failsWith(make("2", "bf16", R"({"buffer": "q", "box": [1, 128, 64]})"),
            "unknown buffer 'q'");
  failsWith(make("2", "bf16",
                 R"({"buffer": "kv", "box": [1, 128, 64], "mode": 1})"),
            "unknown field 'mode'");
}

TEST(ManifestTest, TensorMapOfAFlatBuffer) {
  // A 1-D buffer read as a row-major N-D view (a flattened argument):
  // 'shape' gives the view; the box has one entry per axis of it.
  auto make = [](const std::string &dims, const std::string &map) {
    return R"({"version": 2, "ptx": "k.ptx",
"buffers": [{"name": "q", "kind": "input", "dtype": "f16", "shape": )" +
           dims + R"(}],
"kernels": [{"name": "k", "grid": [1], "block": [128],
  "args": [{"buffer": "q"}, {"tensor_map": )" +
           map + "}]}]}";
  };
  Manifest manifest;
  Status status = parseManifest(
      make("[24576]", R"({"buffer": "q", "box": [1, 64, 64], "swizzle": 128,
                         "shape": [2, 96, 128]})"),
      manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  const KernelArg &arg = manifest.kernels[0].args[1];
  EXPECT_EQ(arg.viewShape, (std::vector<int64_t>{2, 96, 128}));
  EXPECT_EQ(arg.box, (std::vector<int64_t>{1, 64, 64}));
  auto failsWith = [&](const std::string &text, const std::string &what) {
    Manifest m;
    Status s = parseManifest(text, m);
    ASSERT_TRUE(s.failed()) << text;
    EXPECT_NE(s.getMessage().find(what), std::string::npos) << s.getMessage();
  };
  // Another number of elements; a buffer that is not 1-D; a box of the
  // buffer's rank rather than the view's.
  failsWith(make("[24576]", R"({"buffer": "q", "box": [1, 64, 64], "swizzle": 128, "shape": [2, 96, 64]})"),
            "'shape' must view the elements of a static 1-D buffer");
  failsWith(make("[192, 128]", R"({"buffer": "q", "box": [1, 64, 64], "swizzle": 128, "shape": [2, 96, 128]})"),
            "'shape' must view the elements of a static 1-D buffer");
  failsWith(make("[24576]", R"({"buffer": "q", "box": [64], "swizzle": 128, "shape": [2, 96, 128]})"),
            "'box' must have one entry per axis of buffer 'q' (3)");
}

TEST(ManifestTest, SlicesOfAFlatBuffer) {
  // Each layer's weights a slice of one flat buffer: a buffer argument or
  // a tensor map's view starts 'offset' elements into it.
  auto make = [](const std::string &args) {
    return R"({"version": 2, "ptx": "k.ptx",
"buffers": [{"name": "w", "kind": "input", "dtype": "bf16", "shape": [65536]}],
"kernels": [{"name": "k", "grid": [1], "block": [128], "args": [)" +
           args + "]}]}";
  };
  Manifest manifest;
  Status status = parseManifest(
      make(R"({"buffer": "w", "offset": 4096},
              {"tensor_map": {"buffer": "w", "box": [64, 64], "swizzle": 128,
                              "shape": [128, 256], "offset": 32768}})"),
      manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(manifest.kernels[0].args[0].offset, 4096);
  EXPECT_EQ(manifest.kernels[0].args[1].offset, 32768);
  EXPECT_EQ(manifest.kernels[0].args[1].viewShape,
            (std::vector<int64_t>{128, 256}));
  auto failsWith = [&](const std::string &args, const std::string &what) {
    Manifest m;
    Status s = parseManifest(make(args), m);
    ASSERT_TRUE(s.failed()) << args;
    EXPECT_NE(s.getMessage().find(what), std::string::npos) << s.getMessage();
  };
  // Past the end; not 16-byte aligned; negative; a view beyond the end; an
  // offset without a view.
  failsWith(R"({"buffer": "w", "offset": 65536})",
            "an 'offset' must point into a static 1-D buffer");
  failsWith(R"({"buffer": "w", "offset": 4})",
            "an 'offset' must point into a static 1-D buffer");
  failsWith(R"({"buffer": "w", "offset": -8})", "'offset'");
  failsWith(R"({"tensor_map": {"buffer": "w", "box": [64, 64], "swizzle": 128, "shape": [128, 256], "offset": 40960}})",
            "'shape' must view the elements of a static 1-D buffer from 'offset' on");
  failsWith(R"({"tensor_map": {"buffer": "w", "box": [64, 64], "swizzle": 128, "shape": [128, 256], "offset": 4}})",
            "multiple of 16 bytes");
  failsWith(R"({"tensor_map": {"buffer": "w", "box": [64], "swizzle": 128, "offset": 64}})",
            "an 'offset' needs the view's 'shape'");
}

TEST(ManifestTest, CountersArguments) {
  // int32 counters the runtime allocates zeroed (a split reduction's
  // arrivals; the last CTA folds the partial states and resets its counter).
  auto make = [](const std::string &version, const std::string &arg) {
    return "{\"version\": " + version + R"(, "ptx": "k.ptx",
"buffers": [{"name": "o", "kind": "output", "dtype": "f32", "shape": [4]}],
"kernels": [{"name": "k", "grid": [1], "block": [128],
  "args": [{"buffer": "o"}, )" +
           arg + "]}]}";
  };
  Manifest manifest;
  Status status = parseManifest(make("2", R"({"counters": 96})"), manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  const KernelArg &arg = manifest.kernels[0].args[1];
  EXPECT_EQ(arg.kind, KernelArg::Kind::Counters);
  EXPECT_EQ(arg.numCounters, 96);
  auto failsWith = [&](const std::string &text, const std::string &what) {
    Manifest m;
    Status s = parseManifest(text, m);
    ASSERT_TRUE(s.failed()) << text;
    EXPECT_NE(s.getMessage().find(what), std::string::npos) << s.getMessage();
  };
  failsWith(make("1", R"({"counters": 96})"), "needs \"version\": 2");
  failsWith(make("2", R"({"counters": 0})"), "field 'counters'");
  failsWith(make("2", R"({"counters": "8"})"), "'counters' must be an integer");
  failsWith(make("2", R"({"counters": 8, "buffer": "o"})"),
            "a 'counters' argument takes no other field");
}

TEST(ManifestTest, CountsPtxEntryParams) {
  const char *ptx = R"(
// .visible .entry commented_out(.param .u64 a)
.visible .func helper(.param .u64 p, .param .u64 q) { ret; }
.visible .entry k3(
	.param .u64 .ptr .align 1 k3_param_0, // .param in a comment
	.param .align 8 .b8 k3_param_1[16],
	/* .param */ .param .f32 k3_param_2
)
{ ret; }
.entry k0()
{ ret; }
.entry bare .maxntid 128, 1, 1
{ ret; }
.visible .entry k3_suffix(.param .u64 a) { ret; }
)";
  EXPECT_EQ(countPtxEntryParams(ptx, "k3"), 3u);
  EXPECT_EQ(countPtxEntryParams(ptx, "k3_suffix"), 1u);
  EXPECT_EQ(countPtxEntryParams(ptx, "k0"), 0u);
  EXPECT_EQ(countPtxEntryParams(ptx, "bare"), 0u);
  // Device functions and commented-out entries are not kernels.
  EXPECT_EQ(countPtxEntryParams(ptx, "helper"), std::nullopt);
  EXPECT_EQ(countPtxEntryParams(ptx, "commented_out"), std::nullopt);
  EXPECT_EQ(countPtxEntryParams(ptx, "k"), std::nullopt);

  // checkPtxEntries: located at the kernel; unknown entries are left alone.
  Manifest manifest;
  ASSERT_TRUE(parseManifest(makeManifest(oneBuffer, R"({"name": "k3",
      "grid": [1], "block": [1], "args": [{"buffer": "a"}]},
    {"name": "missing", "grid": [1], "block": [1], "args": []})"),
                            manifest)
                  .succeeded());
  Status status = checkPtxEntries(manifest, ptx);
  ASSERT_TRUE(status.failed());
  EXPECT_EQ(status.getMessage(), "3:13: kernel 'k3': the PTX entry takes 3 "
                                 "parameters but the manifest passes 1");
  manifest.kernels[0].name = "k3_suffix";
  EXPECT_TRUE(checkPtxEntries(manifest, ptx).succeeded());
}

TEST(ManifestTest, StringEscapes) {
  Manifest manifest;
  std::string text = makeManifest(
      R"({"name": "a\u00e9\ud83d\ude00\n\"", "kind": "input",
          "dtype": "f32", "shape": [1]})",
      R"({"name": "k", "grid": [1], "block": [1], "args": []})");
  Status status = parseManifest(text, manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  EXPECT_EQ(manifest.buffers[0].name, "a\xC3\xA9\xF0\x9F\x98\x80\n\"");
}

TEST(ManifestTest, RejectsMalformedJson) {
  // Syntax errors come from nlohmann::json: an unexpected token is located at
  // its start, an invalid one where the lexer stopped.
  expectError("", "1:1", "unexpected end of input");
  expectError("{\"version\": 1,}", "1:14", "trailing comma");
  expectError("[1, 2,\n ]", "1:6", "trailing comma");
  expectError("[1,,2]", "1:4", "unexpected ','");
  expectError("{\"a\": 1} x", "1:10", "expected end of input");
  expectError("{\"a\": 1} 2", "1:10", "expected end of input");
  expectError("{\"a\": \"abc", "1:11", "missing closing quote");
  expectError("{\"a\": \"\\x\"}", "1:9", "forbidden character after backslash");
  expectError("{\"a\": \"\\ud800\"}", "1:14",
              "surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF");
  expectError("{\"a\": \"\xff\"}", "1:8", "ill-formed UTF-8");
  expectError("{\"a\": 012}", "1:8", "unexpected number literal");
  expectError("{\"a\": 1.}", "1:9", "expected digit after '.'");
  expectError("{\"a\": 1e400}", "1:7", "number overflow parsing '1e400'");
  expectError("{\"a\": tru}", "1:10", "invalid literal");
  expectError("{\"a\": 1 \"b\": 2}", "1:9", "unexpected string literal");
  expectError("{\"a\" 1}", "1:6", "unexpected number literal; expected ':'");
  expectError("{\"a\": 1, \"a\": 2}", "1:10", "duplicate key 'a'");
  expectError("// comment\n{}", "1:1", "invalid literal");
  expectError("{\n  \"a\": \"x\ty\"}", "2:10", "control character");
  expectError(std::string(1000, '['), "1:201", "nesting deeper");
}

TEST(ManifestTest, RejectsSchemaViolations) {
  // Missing field: located at the object that lacks it.
  expectError(makeManifest(R"({"name": "a", "kind": "input", "shape": [4]})",
                           oneKernel),
              "2:13", "buffer 'a': missing required field 'dtype'");
  expectError("{\"version\": 1, \"ptx\": \"k.ptx\", \"kernels\": []}", "1:1",
              "missing required field 'buffers'");
  // Wrong types: located at the offending value.
  expectError(
      makeManifest(
          R"({"name": "a", "kind": "input", "dtype": "f32", "shape": "4"})",
          oneKernel),
      "2:69", "field 'shape' must be an array of integers");
  expectError(makeManifest(
                  R"({"name": "a", "kind": "input", "dtype": "f32",
                      "shape": [4, 2.5]})",
                  oneKernel),
              "3:36", "elements of 'shape' must be an integer");
  expectError(makeManifest(oneBuffer, R"({"name": 3})"), "3:22",
              "field 'name' must be a string");
  expectError("[]", "1:1", "the manifest must be an object");
  // Bad enums.
  expectError(
      makeManifest(
          R"({"name": "a", "kind": "input", "dtype": "f8", "shape": [4]})",
          oneKernel),
      "2:53",
      "invalid dtype 'f8' (expected f32, f16, bf16, i1, i32, i64, f64, i8 or "
      "i16)");
  // Boolean masks are inputs only.
  expectError(
      makeManifest(
          R"({"name": "a", "kind": "output", "dtype": "i1", "shape": [4]})",
          oneKernel),
      "2:13", "an i1 buffer must be an input");
  expectError(
      makeManifest(
          R"({"name": "a", "kind": "weird", "dtype": "f32", "shape": [4]})",
          oneKernel),
      "2:35", "invalid kind 'weird' (expected input, temp or output)");
  // Unknown buffer in a kernel argument.
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1], "args": [{"buffer": "a"}, {"buffer": "b"}]})"),
              "4:58", "kernel 'k' arg #1: unknown buffer 'b'");
  // Other constraints.
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1], "args": [{"scalar": "i32", "value": 3000000000}]})"),
              "4:57", "must be in [-2147483648, 2147483647]");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1], "args": [{"scalar": "i64", "value": 1.5}]})"),
              "4:57", "field 'value' must be an integer");
  // Beyond int64_t: out of range while it fits 64 bits, then not an integer.
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1],
      "args": [{"scalar": "i64", "value": 9223372036854775808}]})"),
              "5:43",
              "must be in [-9223372036854775808, 9223372036854775807], "
              "got 9223372036854775808");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1],
      "args": [{"scalar": "i64", "value": 18446744073709551616}]})"),
              "5:43", "field 'value' must be an integer");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [1], "args": [{"value": 1}]})"),
              "4:30", "expected a 'buffer' or a 'scalar' field");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [0],
      "block": [1], "args": []})"),
              "3:36", "elements of 'grid' must be in [1, 4294967295]");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1, 1, 1, 1],
      "block": [1], "args": []})"),
              "3:35", "'grid' must have 1 to 3 entries");
  expectError(makeManifest(oneBuffer, R"({"name": "k", "grid": [1],
      "block": [64, 32], "args": []})"),
              "4:16", "block has 2048 threads");
  expectError(makeManifest(oneBuffer, oneKernel, R"(, "extra": 1)"), "3:83",
              "manifest: unknown field 'extra'");
  expectError(
      makeManifest(oneBuffer + std::string(", ") + oneBuffer, oneKernel),
      "2:75", "duplicate buffer name 'a'");
  expectError(makeManifest(
                  R"({"name": "a", "kind": "input", "dtype": "f32",
                      "shape": [4, 4], "strides": [1]})",
                  oneKernel),
              "3:51", "'strides' has 1 entries but 'shape' has 2");
  expectError(makeManifest(oneBuffer, ""), "3:12",
              "field 'kernels' must not be empty");
  expectError("{\"version\": 3}", "1:1",
              "unsupported version 3 (expected 1 or 2)");
  expectError(makeManifest(oneBuffer, oneKernel, R"(, "arch": "gfx90a")"),
              "3:91", "invalid arch 'gfx90a'");
}

TEST(ManifestTest, ChecksReferenceNames) {
  std::string buffers =
      oneBuffer +
      std::string(R"(, {"name": "o", "kind": "output", "dtype": "f32",
                        "shape": [4]})");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "softmax", "inputs": ["x"], "output": "o"}])"),
              "5:34", "input 'x' is neither an input buffer nor the output");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "softmax", "inputs": ["o"], "output": "y"}])"),
              "5:34", "input 'o' is neither an input buffer");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "softmax", "inputs": ["a"], "output": "a"}])"),
              "5:50", "output 'a' is empty, an input buffer or already");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "matmul", "inputs": ["a"], "output": "o"}])"),
              "5:32", "expected 2 inputs, got 1");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "softmax", "inputs": ["a"], "output": "o", "scale": 2}])"),
              "5:55", "(softmax): unknown field 'scale'");
  expectError(
      makeManifest(buffers, oneKernel, R"(, "reference": [{"op": "gelu"}])"),
      "4:104",
      "invalid op 'gelu' (expected matmul, softmax, attention, scale, add, "
      "causal_mask or opaque)");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "scale", "inputs": ["a"], "output": "o"}])"),
              "5:5", "reference[0] (scale): missing required field 'factor'");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "scale", "inputs": ["a"], "output": "o", "factor": "2"}])"),
              "5:63", "field 'factor' must be a number");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "add", "inputs": ["a"], "output": "o"}])"),
              "5:29", "(add): expected 2 inputs, got 1");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "causal_mask", "inputs": ["a", "a"], "output": "o"}])"),
              "5:37", "(causal_mask): expected 1 inputs, got 2");
  expectError(makeManifest(buffers, oneKernel,
                           R"(, "reference": [
    {"op": "add", "inputs": ["a", "a"], "output": "o", "factor": 2}])"),
              "5:56", "(add): unknown field 'factor'");

  // An opaque op accepts any fields and defines its output.
  Manifest manifest;
  Status status = parseManifest(makeManifest(buffers, oneKernel,
                                             R"(, "reference": [
    {"op": "opaque", "name": "gelu", "inputs": ["a"], "output": "g"},
    {"op": "softmax", "inputs": ["g"], "output": "o"}])"),
                                manifest);
  ASSERT_TRUE(status.succeeded()) << status.getMessage();
  ASSERT_NE(manifest.getOpaqueOp(), nullptr);
  EXPECT_EQ(manifest.getOpaqueOp()->loc.str(), "5:5");
}

} // namespace
