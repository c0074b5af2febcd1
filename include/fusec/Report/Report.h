//===- Report.h - the planner's report: text, JSON, SVG ---------*- C++ -*-===//
//
// Writes what fuse-plan-chains decided (the module's `fusec.plans`) for a
// person (text), a program (JSON, schema below) or a slide (a roofline SVG).
//
// JSON schema, version 1:
//   { "version": 1, "gpu": "h100", "gpu_name": "...",
//     "peak_flops": <FLOP/s for the chains' dtype>, "bandwidth": <B/s>,
//     "sms": the GPU's SMs,
//     "chains": [ {
//       "location": "file:line:col" (the consumer matmul),
//       "producer_location": "file:line:col",
//       "kind": "attention" | "matmul_chain",
//       "m", "n", "k", "b", "out_width", "batch", "dtype_bytes": integers,
//       "causal": bool,
//       "tile": {"rows", "cols", "stages"},
//       "criteria": {"b_equals_k", "k_lt_n_over_3", "fits_on_chip",
//                    "roofline_says_fuse": bools},
//       "on_chip": "explanation",
//       "flops": {"naive", "fused"}, "bytes": {"naive", "fused"},
//       "time_us": {"naive", "fused"} (roofline predictions),
//       "fuse": bool,
//       "decided_by": "seed" | "roofline" | "feasibility" | "policy",
//       "reason": "a sentence with the numbers",
//       "predicted_us": time_us of what was built (fused or naive),
//       "untiled_fallback"? {"planned_kernel", "planned_us", "why"} (a fused
//         chain whose kernel the generator built untiled: the tiled
//         kernel the plan priced, why the generator did not take it;
//         time_us.fused, kernel_times.fused and
//         predicted_us are then the untiled kernel's),
//       "kernels": [launch names] (after kernel generation: the launches
//         that compute it: a fused chain the kernel at "location", an
//         unfused one those at "producer_location" and "location"; absent
//         where a matmul of it runs inside another chain's kernel),
//       "measured_us"? (fuse-run --report-out: the sum of "kernels") } ],
//     "rewrites": [ {   (decisions of the other rewrites, in pipeline order:
//                        the module's `fusec.rewrites`, field by field)
//       "rewrite": "reassociate" | "split_k" | "split_kv",
//       "location": "file:line:col", "applied": bool,
//       "reason": "a sentence with the numbers",
//       reassociate (#fuse.reassociate_record): "m", "k", "n", "p",
//         "batch", "flops" and "time_us" {"as_written", "reassociated"};
//       split_k (#fuse.split_k_record): "k", "tiles", "splits", "depth";
//       split_kv (#fuse.split_kv_record): "keys", "ctas", "segments" } ],
//     "kernels": [ {   (each kernel's fuse.kernel_config, program order: the
//                       module's `fusec.kernels`, #fuse.kernel_record)
//       "location", "strategy", then per strategy:
//       online_softmax_wgmma / _wgmma_overlap / _wgmma_ws / _mma
//         (#fuse.kernel_config): "rows" (query rows per CTA), "keys",
//         "stages", "warps", "m_tiles", "q_in_registers", "cluster" (CTAs
//         sharing each K/V tile), "persistent" (grid = min(tiles, "sms"):
//         each CTA loops over query tiles), "segments"? and "fold"? ("kernel" | "last_cta" |
//         "cluster": a split-KV's key segments and where their states are
//         folded), "planned_tile"?;
//       gemm_wgmma / gemm_wgmma_ws / gemm_mma (#fuse.gemm_config):
//         "tile_m", "tile_n", "tile_k", "stages", "warps", "overlap",
//         "splits" (split-k partials; 1: none);
//       the wgmma strategies of both: "warpgroups" (those running the
//         MMAs: warps / 4) and "producer_warpgroup" (bool: the _ws
//         strategies' TMA producer warpgroup, which "warps" leaves out);
//       untiled / warp_reduce / tiled_transpose / split_k_combine /
//         split_kv_combine (#fuse.untiled_config): "threads", "not_tensor_core"? (a
//         contraction the GEMM generator does not take: why);
//       "name": its launch (after kernel generation), "measured_us"? } ],
//     "functions": [ {  (after kernel generation: stage gpu and later)
//       "name": the public function (its manifest's "entry"),
//       "kernels": [ {"name", "grid", "block", "shared_bytes",
//         "measured_us"?, "measured_min_us"?} ] (its launch sequence, as
//         in its manifest),
//       "measured"?: {"device", "sm", "date", "warmup", "iters", "dims",
//         "sequence_us"} } ] }
// The "measured" fields are fuse-run's (--report-in/--report-out, see
// include/fusec/Runtime/MeasuredReport.h), never fusec's; writeReportFromJSON
// renders them: measured / predicted per chain in the text, measured points
// beside the predicted ones in the SVG.
// Chain, rewrite, unchained and kernel records also carry "function": the
// name of the function they are in (a module may have several).
// Fields are only ever added, never renamed or removed, within version 1.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_REPORT_REPORT_H
#define FUSEC_REPORT_REPORT_H

#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace mlir::fuse {

/// The report formats.
enum class ReportFormat { Text, JSON, SVG };

/// Parses "text", "json" or "svg".
std::optional<ReportFormat> parseReportFormat(StringRef name);

/// A record of `fusec.rewrites` as the report's JSON rewrite, field by
/// field (schema above).
llvm::json::Object rewriteRecordToJSON(RewriteRecordAttrInterface record);

/// A record of `fusec.kernels` as the report's JSON kernel, field by field
/// (schema above; without the "name" of its launch).
llvm::json::Object kernelRecordToJSON(KernelRecordAttr record);

/// {"rows", "cols", "stages"} of a chain's tile.
llvm::json::Value tileToJSON(ChainTileAttr tile);

/// The launch manifest's JSON (without the "ptx" and "arch" that the PTX
/// writer adds), field by field.
llvm::json::Value manifestToJSON(ManifestAttr manifest);

/// Writes the report of `module`'s plans for the GPU of its `fuse.target`
/// (a module without one: GPU `gpu`, a name known to the cost model, ""
/// for h100). A `gpu` that contradicts the module's target is a located
/// error. A module without chains gives a report saying so.
LogicalResult writeReport(ModuleOp module, ReportFormat format, StringRef gpu,
                          llvm::raw_ostream &os);

/// Renders a report read back as JSON text -- what --report=json wrote, or
/// what fuse-run --report-out wrote with the measured times -- as `format`,
/// exactly as writeReport would have, plus the measurements. Fails on text
/// that is not JSON, a report of another version, or a missing or mistyped
/// field (the error names its path, e.g. "report.chains[0].m").
llvm::Error writeReportFromJSON(StringRef json, ReportFormat format,
                                llvm::raw_ostream &os);

} // namespace mlir::fuse

#endif // FUSEC_REPORT_REPORT_H
