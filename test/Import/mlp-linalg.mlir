// The transformer MLP as torch-mlir emits it: two linalg.matmul. The planner
// refuses to fuse (a b = k = 4096 tile cannot stay on chip): two kernels,
// with the reason in the report.
// RUN: fusec %s --reassociate=false -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}2{{$}}
// PLAN: decision:          DO NOT FUSE (decided by feasibility)
// PLAN: reason:            do not fuse: a b = k = 4096 tile cannot stay on chip
func.func @mlp(%x: tensor<4096x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<4096x4096xbf16> {
  %z = arith.constant 0.0 : bf16
  %e1 = tensor.empty() : tensor<4096x16384xbf16>
  %f1 = linalg.fill ins(%z : bf16) outs(%e1 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
  %h = linalg.matmul ins(%x, %w1 : tensor<4096x4096xbf16>, tensor<4096x16384xbf16>) outs(%f1 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
  %e2 = tensor.empty() : tensor<4096x4096xbf16>
  %f2 = linalg.fill ins(%z : bf16) outs(%e2 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  %y = linalg.matmul ins(%h, %w2 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%f2 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}
