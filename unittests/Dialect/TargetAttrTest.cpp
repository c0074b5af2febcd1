//===- TargetAttrTest.cpp - #fuse.target <-> fusec::cost::GpuSpec ---------===//
//
// Every GPU of the cost model's table survives GpuSpec -> #fuse.target ->
// text -> #fuse.target -> GpuSpec bit for bit, calibrated numbers included;
// the verifier refuses Hopper code for an A100.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

namespace {

void expectSameSpec(const cost::GpuSpec &a, const cost::GpuSpec &b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.displayName, b.displayName);
  EXPECT_EQ(a.peakBf16Flops, b.peakBf16Flops);
  EXPECT_EQ(a.peakFp16Flops, b.peakFp16Flops);
  EXPECT_EQ(a.peakFp32Flops, b.peakFp32Flops);
  EXPECT_EQ(a.hbmBytesPerSec, b.hbmBytesPerSec);
  EXPECT_EQ(a.hbmBytes, b.hbmBytes);
  EXPECT_EQ(a.numSMs, b.numSMs);
  EXPECT_EQ(a.sharedPerSM, b.sharedPerSM);
  EXPECT_EQ(a.maxSharedPerBlock, b.maxSharedPerBlock);
  EXPECT_EQ(a.registersPerSM, b.registersPerSM);
  EXPECT_EQ(a.l2Bytes, b.l2Bytes);
  EXPECT_EQ(a.computeCapability, b.computeCapability);
  EXPECT_EQ(a.launchOverheadSec, b.launchOverheadSec);
  EXPECT_EQ(a.l2BytesPerSecOverride, b.l2BytesPerSecOverride);
}

/// GpuSpec -> attribute -> text -> attribute -> GpuSpec.
cost::GpuSpec roundTrip(MLIRContext &context, const cost::GpuSpec &spec,
                        StringRef arch) {
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&context)); };
  TargetAttr attr =
      TargetAttr::getFromGpuSpec(emitError, &context, spec, arch);
  EXPECT_TRUE(attr);
  std::string text;
  llvm::raw_string_ostream os(text);
  cast<Attribute>(attr).print(os);
  auto parsed = dyn_cast_or_null<TargetAttr>(parseAttribute(text, &context));
  EXPECT_TRUE(parsed) << text;
  EXPECT_EQ(parsed, attr) << text;
  return parsed ? parsed.toGpuSpec() : cost::GpuSpec{};
}

TEST(TargetAttr, TableGpusRoundTrip) {
  MLIRContext context;
  context.loadDialect<FuseDialect>();
  for (const std::string &name : cost::knownGpuNames()) {
    const cost::GpuSpec *spec = cost::lookupGpu(name);
    ASSERT_TRUE(spec);
    expectSameSpec(roundTrip(context, *spec, defaultArchFor(*spec)), *spec);
  }
}

TEST(TargetAttr, CalibratedSpecRoundTrips) {
  MLIRContext context;
  context.loadDialect<FuseDialect>();
  cost::GpuSpec spec = cost::withMeasuredPeaks(*cost::lookupGpu("h100"), 2,
                                               6.61234567e14, 3.0123e12);
  spec.launchOverheadSec = 3.3e-6;
  spec.l2BytesPerSecOverride = 1.0 / 3.0 * 1e13;
  expectSameSpec(roundTrip(context, spec, "sm_90"), spec);
}

TEST(TargetAttr, VerifierRefusesHopperCodeOnA100) {
  MLIRContext context;
  context.loadDialect<FuseDialect>();
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&context)); };
  EXPECT_FALSE(TargetAttr::getFromGpuSpec(
      emitError, &context, *cost::lookupGpu("a100"), "sm_90a"));
  EXPECT_EQ(message, "#fuse.target: arch sm_90a does not run on GPU 'a100' "
                     "(compute capability 8.0)");
  EXPECT_EQ(lookupTarget(emitError, &context, "a100", "").getArch(), "sm_80");
  EXPECT_EQ(lookupTarget(emitError, &context, "", "").getName(), "h100");
}

} // namespace
