// REQUIRES: libdevice
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/k.ptx --report=text --report-file=%t/report
// RUN: grep -c "\.entry" %t/k.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/k.manifest.json

// The padding mask as Hugging Face models pass it and torch-mlir lowers it:
// an i64 attention_mask [B, N] (1 keep, 0 pad) cast to float,
// (1 - m) * -10000 added to the scores. The i64 input is read per key in
// the logit's body: one online-softmax kernel.
// KERNELS: {{^}}1{{$}}
// PLAN: decision: FUSE
// PLAN: online_softmax_wgmma
// MANIFEST:      "dtype": "i64",
// MANIFEST-NEXT: "kind": "input",
// MANIFEST-NEXT: "name": "arg3",
#m3 = affine_map<(b, i, j) -> (b, i, j)>
#mk = affine_map<(b, i, j) -> (b, j)>
func.func @attention(%q: tensor<8x256x64xbf16>, %k: tensor<8x256x64xbf16>, %v: tensor<8x256x64xbf16>, %am: tensor<8x256xi64>) -> tensor<8x256x64xbf16> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %big = arith.constant -10000.0 : f32
  %ekT = tensor.empty() : tensor<8x64x256xbf16>
  %kT = linalg.transpose ins(%k : tensor<8x256x64xbf16>) outs(%ekT : tensor<8x64x256xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<8x256x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x256x256xf32>) -> tensor<8x256x256xf32>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<8x256x64xbf16>, tensor<8x64x256xbf16>) outs(%fs : tensor<8x256x256xf32>) -> tensor<8x256x256xf32>
  %emf = tensor.empty() : tensor<8x256xf32>
  %mf = linalg.generic {indexing_maps = [affine_map<(b, j) -> (b, j)>, affine_map<(b, j) -> (b, j)>], iterator_types = ["parallel", "parallel"]} ins(%am : tensor<8x256xi64>) outs(%emf : tensor<8x256xf32>) {
  ^bb0(%x: i64, %o: f32):
    %f = arith.sitofp %x : i64 to f32
    %d = arith.subf %one, %f : f32
    %y = arith.mulf %d, %big : f32
    linalg.yield %y : f32
  } -> tensor<8x256xf32>
  %ms = linalg.generic {indexing_maps = [#m3, #mk, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mf : tensor<8x256x256xf32>, tensor<8x256xf32>) outs(%es : tensor<8x256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %c = arith.addf %a, %b : f32
    linalg.yield %c : f32
  } -> tensor<8x256x256xf32>
  %sm = linalg.softmax dimension(2) ins(%ms : tensor<8x256x256xf32>) outs(%es : tensor<8x256x256xf32>) -> tensor<8x256x256xf32>
  %esb = tensor.empty() : tensor<8x256x256xbf16>
  %p = linalg.generic {indexing_maps = [#m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<8x256x256xf32>) outs(%esb : tensor<8x256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x256x256xbf16>
  %zb = arith.constant 0.0 : bf16
  %eo = tensor.empty() : tensor<8x256x64xbf16>
  %fo = linalg.fill ins(%zb : bf16) outs(%eo : tensor<8x256x64xbf16>) -> tensor<8x256x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x256x256xbf16>, tensor<8x256x64xbf16>) outs(%fo : tensor<8x256x64xbf16>) -> tensor<8x256x64xbf16>
  return %o : tensor<8x256x64xbf16>
}
