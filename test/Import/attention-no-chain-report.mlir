// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s < %t.report
// RUN: fusec %s -o %t2.ptx --report=json --report-file=%t.json
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// Attention whose scores are also returned: fusec factors the online
// softmax but forms no chain, since the scores must be written out. The
// report says which op broke the chain instead of only "no chains".

// CHECK: (0 chains)
// CHECK: softmax without a chain (1)
// CHECK-NEXT: attention at {{.*}}attention-no-chain-report.mlir:[[#@LINE+55]]:8 is not fused: the result of the matmul at {{.*}}attention-no-chain-report.mlir:[[#@LINE+19]]:8 has 2 uses (also read by 'func.return' at {{.*}}attention-no-chain-report.mlir:[[#@LINE+63]]:3); a chain keeps it on chip for one consumer only

// JSON: "unchained": [
// JSON-NEXT: {
// JSON-NEXT:   "function": "attention",
// JSON-NEXT:   "kind": "attention",
// JSON-NEXT:   "location": "{{.*}}attention-no-chain-report.mlir:{{[0-9]+}}:8",
// JSON-NEXT:   "reason": "the result of the matmul at {{.*}} has 2 uses {{.*}}"
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhsT = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @attention(%q: tensor<16x256x64xbf16>, %k: tensor<16x256x64xbf16>, %v: tensor<16x256x64xbf16>) -> (tensor<16x256x64xf32>, tensor<16x256x256xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %es = tensor.empty() : tensor<16x256x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
  %s = linalg.generic {indexing_maps = [#lhs, #rhsT, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x256x64xbf16>, tensor<16x256x64xbf16>) outs(%fs : tensor<16x256x256xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<16x256x256xf32>
  %er = tensor.empty() : tensor<16x256xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<16x256xf32>) -> tensor<16x256xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<16x256x256xf32>) outs(%fm : tensor<16x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %e = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<16x256x256xf32>, tensor<16x256xf32>) outs(%es : tensor<16x256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<16x256x256xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<16x256xf32>) -> tensor<16x256xf32>
  %l = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<16x256x256xf32>) outs(%fz : tensor<16x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %ep = tensor.empty() : tensor<16x256x256xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<16x256x256xf32>, tensor<16x256xf32>) outs(%ep : tensor<16x256x256xbf16>) {
  ^bb0(%a: f32, %b: f32, %o: bf16):
    %d = arith.divf %a, %b : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16x256x256xbf16>
  %eo = tensor.empty() : tensor<16x256x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
  %o = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<16x256x256xbf16>, tensor<16x256x64xbf16>) outs(%fo : tensor<16x256x64xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %pr = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %pr : f32
    linalg.yield %r : f32
  } -> tensor<16x256x64xf32>
  return %o, %s : tensor<16x256x64xf32>, tensor<16x256x256xf32>
}
