// RUN: fuse-opt %s -convert-fuse-to-loops | FileCheck %s
// RUN: fuse-opt %s -convert-fuse-to-loops | FileCheck %s --check-prefix=GONE

// Every aggregate, reduce and index is gone.
// GONE-NOT: fuse.

// CHECK: #[[MAP:.+]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>

// A two-state monoid reducing j: both results start at the identity
// (-inf, 0), then every (i, j) embeds x[i, j] and combines it into the
// state at i.
// CHECK-LABEL: func @softmax_stats
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK-DAG:   %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:   %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:   %[[EM:.+]] = tensor.empty() : tensor<4xf32>
// CHECK-DAG:   %[[ES:.+]] = tensor.empty() : tensor<4xf32>
// CHECK:       %[[INIT:.+]]:2 = scf.for %[[F:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[FM:.+]] = %[[EM]], %[[FS:.+]] = %[[ES]])
// CHECK-NEXT:    %[[IM:.+]] = tensor.insert %[[NINF]] into %[[FM]][%[[F]]]
// CHECK-NEXT:    %[[IS:.+]] = tensor.insert %[[ZERO]] into %[[FS]][%[[F]]]
// CHECK-NEXT:    scf.yield %[[IM]], %[[IS]]
// CHECK:       %[[C4:.+]] = arith.constant 4 : index
// CHECK:       %[[R:.+]]:2 = scf.for %[[I:.+]] = %{{.+}} to %[[C4]] step %{{.+}} iter_args(%[[M0:.+]] = %[[INIT]]#0, %[[S0:.+]] = %[[INIT]]#1)
// CHECK:         %[[C8:.+]] = arith.constant 8 : index
// CHECK:         %[[INNER:.+]]:2 = scf.for %[[J:.+]] = %{{.+}} to %[[C8]] step %{{.+}} iter_args(%[[M:.+]] = %[[M0]], %[[S:.+]] = %[[S0]])
// CHECK-NEXT:      %[[E:.+]] = tensor.extract %[[X]][%[[I]], %[[J]]] : tensor<4x8xf32>
// CHECK-NEXT:      %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[OLDM:.+]] = tensor.extract %[[M]][%[[I]]] : tensor<4xf32>
// CHECK-NEXT:      %[[OLDS:.+]] = tensor.extract %[[S]][%[[I]]] : tensor<4xf32>
// CHECK-NEXT:      %[[NEWM:.+]] = arith.maximumf %[[OLDM]], %[[E]] : f32
// CHECK:           math.exp
// CHECK:           math.exp
// CHECK:           %[[NEWS:.+]] = arith.addf
// CHECK-NEXT:      %[[UM:.+]] = tensor.insert %[[NEWM]] into %[[M]][%[[I]]] : tensor<4xf32>
// CHECK-NEXT:      %[[US:.+]] = tensor.insert %[[NEWS]] into %[[S]][%[[I]]] : tensor<4xf32>
// CHECK-NEXT:      scf.yield %[[UM]], %[[US]]
// CHECK:         scf.yield %[[INNER]]#0, %[[INNER]]#1
// CHECK:       return %[[R]]#0, %[[R]]#1
func.func @softmax_stats(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %m, %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>]
      -> tensor<4xf32>, tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m, %s : tensor<4xf32>, tensor<4xf32>
}

// No reduced dimension: each point is written once with its element, so
// there is neither an identity fill nor a combine. fuse.index becomes the
// induction variable; a broadcast input is read through its map; the
// captured constant stays where it was.
// CHECK-LABEL: func @elementwise
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[B:.+]]: tensor<8xf32>)
// CHECK:       %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  %[[E:.+]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NOT:   tensor.insert
// CHECK:       scf.for %[[I:.+]] = {{.+}} iter_args(%[[T0:.+]] = %[[E]])
// CHECK:         scf.for %[[J:.+]] = {{.+}} iter_args(%[[T:.+]] = %[[T0]])
// CHECK-NEXT:      %[[A:.+]] = tensor.extract %[[X]][%[[I]], %[[J]]] : tensor<4x8xf32>
// CHECK-NEXT:      %[[BJ:.+]] = tensor.extract %[[B]][%[[J]]] : tensor<8xf32>
// CHECK-NEXT:      %[[AFTER:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:      %[[S:.+]] = arith.addf %[[A]], %[[BJ]] : f32
// CHECK-NEXT:      %[[Y:.+]] = arith.select %[[AFTER]], %[[NINF]], %[[S]] : f32
// CHECK-NEXT:      %[[U:.+]] = tensor.insert %[[Y]] into %[[T]][%[[I]], %[[J]]] : tensor<4x8xf32>
// CHECK-NEXT:      scf.yield %[[U]]
// CHECK-NOT:   fuse.
func.func @elementwise(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %r = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce []
      ins(%x, %b : tensor<4x8xf32>, tensor<8xf32>)
      maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>]
      -> tensor<4x8xf32> {
  ^bb0(%e: f32, %f: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %after = arith.cmpi ugt, %j, %i : index
    %s = arith.addf %e, %f : f32
    %y = arith.select %after, %ninf, %s : f32
    fuse.yield %y : f32
  }
  return %r : tensor<4x8xf32>
}

// A nested fuse.reduce becomes an inner loop carrying its scalar state from
// its identity; its maps read the enclosing ivs followed by its own, and its
// fuse.index 2 is its own dimension.
// CHECK-LABEL: func @nested_reduce
// CHECK-SAME: (%[[Q:.+]]: tensor<3x16xf32>, %[[K:.+]]: tensor<5x16xf32>)
// CHECK:       scf.for %[[I:.+]] = {{.+}} iter_args(%[[T0:.+]] = %{{.+}}) -> (tensor<3xf32>)
// CHECK:         scf.for %[[J:.+]] = {{.+}} iter_args(%[[T:.+]] = %[[T0]]) -> (tensor<3xf32>)
// CHECK:           %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK:           %[[DOT:.+]] = scf.for %[[D:.+]] = {{.+}} iter_args(%[[ACC:.+]] = %[[ZERO]]) -> (f32)
// CHECK-NEXT:        %[[A:.+]] = tensor.extract %[[Q]][%[[I]], %[[D]]]
// CHECK-NEXT:        %[[B:.+]] = tensor.extract %[[K]][%[[J]], %[[D]]]
// CHECK-NEXT:        %[[DF:.+]] = arith.index_cast %[[D]] : index to i64
// CHECK-NEXT:        %[[DS:.+]] = arith.sitofp %[[DF]] : i64 to f32
// CHECK-NEXT:        %[[P:.+]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:        %[[PD:.+]] = arith.mulf %[[P]], %[[DS]] : f32
// CHECK-NEXT:        %[[SUM:.+]] = arith.addf %[[ACC]], %[[PD]] : f32
// CHECK-NEXT:        scf.yield %[[SUM]] : f32
// CHECK:           %[[OLD:.+]] = tensor.extract %[[T]][%[[I]]]
// CHECK-NEXT:      %[[MAX:.+]] = arith.maximumf %[[OLD]], %[[DOT]] : f32
// CHECK-NEXT:      tensor.insert %[[MAX]] into %[[T]][%[[I]]]
func.func @nested_reduce(%q: tensor<3x16xf32>, %k: tensor<5x16xf32>) -> tensor<3xf32> {
  %r = fuse.aggregate #fuse.max dims [i = 3, j = 5] reduce [j] maps [] -> tensor<3xf32> {
    %x = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<3x16xf32>, tensor<5x16xf32>)
        maps [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>] -> f32 {
    ^bb0(%a: f32, %b: f32):
      %d = fuse.index 2 : index
      %di = arith.index_cast %d : index to i64
      %df = arith.sitofp %di : i64 to f32
      %p = arith.mulf %a, %b : f32
      %pd = arith.mulf %p, %df : f32
      fuse.yield %pd : f32
    }
    fuse.yield %x : f32
  }
  return %r : tensor<3xf32>
}

// Everything reduced: a rank-0 state, filled without a loop; constant and
// compound map results become arith.constant and affine.apply.
// CHECK-LABEL: func @full_reduction
// CHECK-SAME: (%[[X:.+]]: tensor<2x6xf32>)
// CHECK:       %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %[[E:.+]] = tensor.empty() : tensor<f32>
// CHECK-NEXT:  %[[INIT:.+]] = tensor.insert %[[ZERO]] into %[[E]][] : tensor<f32>
// CHECK:       scf.for %[[I:.+]] = {{.+}} iter_args(%{{.+}} = %[[INIT]])
// CHECK:         scf.for %[[J:.+]] = {{.+}} iter_args(%[[T:.+]] = %{{.+}})
// CHECK-NEXT:      %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[COL:.+]] = affine.apply #[[MAP]](%[[I]], %[[J]])
// CHECK-NEXT:      %[[V:.+]] = tensor.extract %[[X]][%[[C0]], %[[COL]]] : tensor<2x6xf32>
// CHECK-NEXT:      %[[OLD:.+]] = tensor.extract %[[T]][] : tensor<f32>
// CHECK-NEXT:      %[[NEW:.+]] = arith.addf %[[OLD]], %[[V]] : f32
// CHECK-NEXT:      tensor.insert %[[NEW]] into %[[T]][] : tensor<f32>
func.func @full_reduction(%x: tensor<2x6xf32>) -> tensor<f32> {
  %r = fuse.aggregate #fuse.add dims [i = 3, j = 2] reduce [i, j]
      ins(%x : tensor<2x6xf32>) maps [affine_map<(d0, d1) -> (0, d0 * 2 + d1)>]
      -> tensor<f32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %r : tensor<f32>
}
