// Masks read from tensors get a block table (docs/Design.md, "Block
// tables"): a pre-kernel launched before the attention bounds the mask over
// each (row block, key block) from the least and greatest values it reads
// there, and writes per row block the key blocks that can keep a key and
// those that keep every key; the attention kernel visits only the first and
// evaluates no mask in the second. Document ids (doc[b, i] == doc[b, j],
// causal within each document), key padding (pad[b, j]) and a mask read
// per (query, key) pair (a boolean matrix, which the pre-kernel reads whole,
// a warp's lanes over each row's keys of the block) get one.
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: FileCheck %s --check-prefix=DOCS < %t.docs.manifest.json
// RUN: FileCheck %s --check-prefix=PAD < %t.keypad.manifest.json
// RUN: FileCheck %s --check-prefix=PAIRS < %t.pairs.manifest.json
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU

// The doc mask's causal conjunct still bounds the keys (the band); the
// table narrows them further.
// REPORT: kernels built (3, fuse.kernel_config)
// REPORT-NEXT: block-table.mlir:{{[0-9]+}}:8: online_softmax_{{.*}}; keys k in [0, i]: at most {{[0-9.]+}}% of key blocks computed, {{[0-9.]+}}% partially masked; key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, i], arg3[b0, k];
// REPORT-NEXT: block-table.mlir:{{[0-9]+}}:8: online_softmax_{{.*}}; key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, k];
// REPORT-NEXT: block-table.mlir:{{[0-9]+}}:8: online_softmax_{{.*}}; key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, i, k];
// REPORT: docs_0_weighted_softmax_blocks: grid [8,2,1], block [256,1,1]
// REPORT-NEXT: docs_0_weighted_softmax: grid [8,4,2]
// REPORT: keypad_0_weighted_softmax_blocks: grid [8,2,1], block [256,1,1]
// REPORT-NEXT: keypad_0_weighted_softmax: grid [8,4,2]
// REPORT: pairs_0_weighted_softmax_blocks: grid [8,2,1], block [1024,1,1]
// REPORT-NEXT: pairs_0_weighted_softmax: grid [8,4,2]

// The table is a temporary, [batch points of the mask, row blocks, 4] i32,
// written by the first launch and read by the second.
// DOCS: "dtype": "i32",
// DOCS-NEXT: "kind": "input",
// DOCS: "dtype": "i32",
// DOCS-NEXT: "kind": "temp",
// DOCS-NEXT: "name": "tmp0",
// DOCS-NEXT: "shape": [
// DOCS-NEXT: 2,
// DOCS-NEXT: 8,
// DOCS-NEXT: 4
// DOCS: "name": "docs_0_weighted_softmax_blocks"
// DOCS: "name": "docs_0_weighted_softmax"
// PAD: "name": "keypad_0_weighted_softmax_blocks"
// PAD: "name": "keypad_0_weighted_softmax"
// PAIRS: "kind": "temp",
// PAIRS: "name": "pairs_0_weighted_softmax_blocks"

// The pre-kernel: the row block's reads bounded by every thread together
// (shared-memory atomics), then per key block its keys' reads by a warp
// (combined by shuffles), the conditions in interval arithmetic, the
// visited and full ranges.
// GPU-LABEL: gpu.func @docs_0_weighted_softmax(
// GPU-SAME: memref<2x8x4xi32>
// GPU: memref.load %{{.+}}[%{{.+}}, %{{.+}}, %c0] : memref<2x8x4xi32>
// GPU: memref.load %{{.+}}[%{{.+}}, %{{.+}}, %c2] : memref<2x8x4xi32>
// GPU-LABEL: gpu.func @docs_0_weighted_softmax_blocks(%{{.+}}: memref<2x512xi32>, %{{.+}}: memref<2x512xi32>, %{{.+}}: memref<2x8x4xi32>) workgroup(%{{.+}} : memref<7xi64, #gpu.address_space<workgroup>>)
// GPU: scf.for
// GPU: memref.atomic_rmw mins
// GPU: memref.atomic_rmw maxs
// GPU: scf.for
// GPU: gpu.shuffle  xor
// GPU: arith.minsi
// GPU: arith.maxsi
// GPU: memref.atomic_rmw addi
// GPU: memref.store %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}, %c3] : memref<2x8x4xi32>
// GPU-LABEL: gpu.func @keypad_0_weighted_softmax_blocks(%{{.+}}: memref<2x512xi1>, %{{.+}}: memref<2x8x4xi32>)
// GPU-LABEL: gpu.func @pairs_0_weighted_softmax(
// GPU-SAME: memref<2x8x4xi32>
// The matrix: per key block, each row's keys (eight rows per step), the
// lanes' extremes combined by shuffles.
// GPU-LABEL: gpu.func @pairs_0_weighted_softmax_blocks(%{{.+}}: memref<2x512x512xi1>, %{{.+}}: memref<2x8x4xi32>)
// GPU: scf.for
// GPU: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %c8
// GPU-COUNT-8: memref.load %{{.+}} : memref<2x512x512xi1>
// GPU: gpu.shuffle  xor

// PTX: .entry docs_0_weighted_softmax_blocks(
// PTX: atom.shared.min.s64
// PTX: shfl.sync.bfly.b32
// PTX: atom.shared.add.u64

func.func @docs(%q: tensor<2x4x512x64xbf16>, %k: tensor<2x4x512x64xbf16>,
                %v: tensor<2x4x512x64xbf16>, %doc: tensor<2x512xi32>) -> tensor<2x4x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x4x512x64xbf16>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x512xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 512, j = 512] reduce []
      ins(%s, %doc, %doc : tensor<2x4x512x512xf32>, tensor<2x512xi32>, tensor<2x512xi32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, i)>,
            affine_map<(b, h, i, j) -> (b, j)>]
      -> tensor<2x4x512x512xf32> {
  ^bb0(%x: f32, %di: i32, %dj: i32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %same = arith.cmpi eq, %di, %dj : i32
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.andi %same, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x512x512xf32>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x64xbf16>
  return %o : tensor<2x4x512x64xbf16>
}
func.func @keypad(%q: tensor<2x4x512x64xbf16>, %k: tensor<2x4x512x64xbf16>,
                  %v: tensor<2x4x512x64xbf16>, %pad: tensor<2x512xi1>) -> tensor<2x4x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x4x512x64xbf16>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x512xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 512, j = 512] reduce []
      ins(%s, %pad : tensor<2x4x512x512xf32>, tensor<2x512xi1>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, j)>]
      -> tensor<2x4x512x512xf32> {
  ^bb0(%x: f32, %keep: i1):
    %ninf = arith.constant 0xFF800000 : f32
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x512x512xf32>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x64xbf16>
  return %o : tensor<2x4x512x64xbf16>
}

func.func @pairs(%q: tensor<2x4x512x64xbf16>, %k: tensor<2x4x512x64xbf16>,
                 %v: tensor<2x4x512x64xbf16>, %mask: tensor<2x512x512xi1>) -> tensor<2x4x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x4x512x64xbf16>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x512xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 512, j = 512] reduce []
      ins(%s, %mask : tensor<2x4x512x512xf32>, tensor<2x512x512xi1>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, i, j)>]
      -> tensor<2x4x512x512xf32> {
  ^bb0(%x: f32, %keep: i1):
    %ninf = arith.constant 0xFF800000 : f32
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x512x512xf32>, tensor<2x4x512x64xbf16> -> tensor<2x4x512x64xbf16>
  return %o : tensor<2x4x512x64xbf16>
}
