// Several public functions in one module (issue 17): one PTX file holding
// every function's kernels (named after the function), and one launch
// manifest per function, NAME.<function>.manifest.json, each in the format
// of a module of one function (its own buffers, kernels, size symbols and
// reference graph), so a runtime runs any of them as it runs a single one.
// A private function is not compiled on its own (nor is a call to it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/m.ptx --report=text --report-file=%t/r.txt 2>&1 | FileCheck %s --check-prefix=SAYS
// RUN: FileCheck %s --check-prefix=PTX < %t/m.ptx
// RUN: FileCheck %s --check-prefix=ATT < %t/m.attention.manifest.json
// RUN: FileCheck %s --check-prefix=PROJ < %t/m.proj.manifest.json
// RUN: not test -e %t/m.manifest.json
// RUN: FileCheck %s --check-prefix=TEXT < %t/r.txt
// RUN: fusec %s -o %t/j.ptx --report=json --report-file=%t/r.json
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// test/Runtime/fuse-run-multi-function.test runs the manifests.

// SAYS: fusec: wrote {{.*}}m.ptx (PTX for sm_90a) and 2 launch manifests, one per public function: {{.*}}m.attention.manifest.json, {{.*}}m.proj.manifest.json

// PTX-DAG: .entry attention_0_weighted_softmax(
// PTX-DAG: .entry proj_0_add(

// ATT: "entry": "attention",
// ATT: "kernels": [
// ATT: "name": "attention_0_weighted_softmax",
// ATT-NOT: "name": "proj_
// ATT: "ptx": "m.ptx",
// ATT: "reference": [
// ATT: "op": "matmul",
// ATT: "op": "softmax",
// ATT: "version": 2

// PROJ: "dims": [
// PROJ: "name": "s0"
// PROJ: "entry": "proj",
// PROJ: "name": "proj_0_add",
// PROJ: "ptx": "m.ptx",
// PROJ: "reference": [
// PROJ: "op": "matmul",
// PROJ-NOT: "op": "softmax",
// PROJ: "version": 2

// TEXT: chain 1 at {{.*}}multi-function.mlir:[[@LINE+40]]:8 (attention)
// TEXT: kernels built (2, fuse.kernel_config)
// TEXT-NEXT: multi-function.mlir:[[@LINE+38]]:8: online_softmax_wgmma
// TEXT-NEXT: multi-function.mlir:[[@LINE+46]]:8: gemm_wgmma_ws, 128 x 256 x 64 tiles, 4 stage(s), 8 warps (2 consumer warpgroups + a producer warpgroup loading the tiles by TMA), each k block's wgmma kept in flight while the next is issued; bf16 operands, f32 accumulation{{$}}
// TEXT: kernels by function (2 public functions, launch order)
// TEXT-NEXT: @attention: 1 kernel
// TEXT-NEXT: attention_0_weighted_softmax: grid [4,4,2], block [128,1,1], {{[0-9]+}} B shared
// TEXT-NEXT: @proj: 1 kernel
// TEXT-NEXT: proj_0_add: grid [{"ceil_div":128,"product":["s0"]},1,1], block [384,1,1], {{[0-9]+}} B shared

// JSON: "chains": [
// JSON: "function": "attention",
// JSON: "functions": [
// JSON: "kernels": [
// JSON: "name": "attention_0_weighted_softmax",
// JSON: "name": "attention"
// JSON: "name": "proj_0_add",
// JSON: "name": "proj"
// JSON: "kernels": [
// JSON: "function": "attention",
// JSON: "overlap": true,
// JSON-NEXT: "precision": "bf16",
// JSON-NEXT: "producer_warpgroup": true,
// JSON-NEXT: "splits": 1,
// JSON-NEXT: "stages": 4,
// JSON-NEXT: "strategy": "gemm_wgmma_ws",
// JSON-NEXT: "tile_k": 64,
// JSON-NEXT: "tile_m": 128,
// JSON-NEXT: "tile_n": 256,
// JSON-NEXT: "warpgroups": 2,
// JSON-NEXT: "warps": 8

// GPU: gpu.module @fusec_kernels
// GPU: gpu.func @attention_0_weighted_softmax(
// GPU: gpu.func @proj_0_add(
// GPU-NOT: func.func @

func.func @attention(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x256x256xf32>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

func.func private @unused(%x: tensor<?x512xbf16>) -> tensor<?x512xbf16> {
  return %x : tensor<?x512xbf16>
}

func.func @proj(%x: tensor<?x512xbf16>, %w: tensor<512x256xbf16>) -> tensor<?x256xbf16> {
  %y = fuse.matmul %x, %w : tensor<?x512xbf16>, tensor<512x256xbf16> -> tensor<?x256xbf16>
  return %y : tensor<?x256xbf16>
}
