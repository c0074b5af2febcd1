// REQUIRES: libdevice
// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/k.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=PTX < %t/k.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/k.positions.manifest.json

// Gathers as frontends write them. torch-mlir lowers `nn.Embedding` to a
// generic over the output whose body casts the i64 id to an index, asserts
// it is in range and reads the weight with tensor.extract; tosa.gather
// reaches linalg the same way. The weight becomes a gathered input of the
// aggregate (a map with no results: the body reads it whole), the asserts
// are dropped, and the kernel clamps each index into the table. An integer
// elementwise result (positions a program returns) is an aggregate too.

// CHECK-LABEL: func @embed(
// CHECK-SAME: %[[IDS:[a-z0-9]+]]: tensor<2x8xi64>, %[[W:[a-z0-9]+]]: tensor<100x64xf32>
// CHECK:      fuse.aggregate #fuse.add dims [{{.*}}] ins(%[[IDS]], %[[W]] : tensor<2x8xi64>, tensor<100x64xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> ()>] -> tensor<2x8x64xf32> {
// CHECK-NEXT: ^bb0(%[[ID:.+]]: i64, %[[T:.+]]: tensor<100x64xf32>):
// CHECK-NEXT:   %[[I:.+]] = arith.index_cast %[[ID]] : i64 to index
// CHECK-NEXT:   %[[D:.+]] = fuse.index 2 : index
// CHECK-NOT:    cf.assert
// CHECK:        %[[X:.+]] = tensor.extract %[[T]][%[[I]], %[[D]]] : tensor<100x64xf32>
// CHECK-NEXT:   fuse.yield %[[X]] : f32

// CHECK-LABEL: func @tosa_gather(
// CHECK:      fuse.aggregate #fuse.add {{.*}} maps [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> ()>] -> tensor<1x6x32xf32> {
// CHECK:        tensor.extract %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] : tensor<1x50x32xf32>

// CHECK-LABEL: func @positions(
// CHECK:      fuse.aggregate #fuse.add dims [{{.*}}] -> tensor<2x8xi64> {
// CHECK:        arith.index_cast %{{.+}} : index to i64

// PLAN: @embed: 1 kernel
// PLAN: @tosa_gather: 1 kernel
// PLAN: @positions: 1 kernel

// The table read by clamped indices (max(i, 0), then min(i, 99)).
// PTX: .visible .entry
// PTX: max.s64
// PTX: min.s64
// PTX: ld.global.b32

// MANIFEST:      "dtype": "i64",
// MANIFEST-NEXT: "kind": "output",

#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embed(%ids: tensor<2x8xi64>, %w: tensor<100x64xf32>) -> tensor<2x8x64xf32> {
  %c100 = arith.constant 100 : index
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<2x8x64xf32>
  %1 = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x8xi64>) outs(%0 : tensor<2x8x64xf32>) {
  ^bb0(%in: i64, %o: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 2 : index
    %4 = arith.cmpi slt, %2, %c100 : index
    cf.assert %4, "index must be smaller than dim size"
    %5 = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %5, "index must be larger or equal to 0"
    %x = tensor.extract %w[%2, %3] : tensor<100x64xf32>
    linalg.yield %x : f32
  } -> tensor<2x8x64xf32>
  return %1 : tensor<2x8x64xf32>
}

func.func @tosa_gather(%table: tensor<1x50x32xf32>, %idx: tensor<1x6xi32>) -> tensor<1x6x32xf32> {
  %0 = tosa.gather %table, %idx : (tensor<1x50x32xf32>, tensor<1x6xi32>) -> tensor<1x6x32xf32>
  return %0 : tensor<1x6x32xf32>
}

#row = affine_map<(d0, d1) -> (d0, d1)>
func.func @positions(%x: tensor<2x8xf32>) -> tensor<2x8xi64> {
  %e = tensor.empty() : tensor<2x8xi64>
  %0 = linalg.generic {indexing_maps = [#row], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x8xi64>) {
  ^bb0(%o: i64):
    %j = linalg.index 1 : index
    %p = arith.index_cast %j : index to i64
    linalg.yield %p : i64
  } -> tensor<2x8xi64>
  return %0 : tensor<2x8xi64>
}
