// A block table with dynamic sizes (docs/Design.md, "Block tables"): the
// table is a temporary sized by dims, one entry per row of the dynamic row
// count ([s0, s1, 4]: the batch, the rows), and the pre-kernel takes the
// sizes it needs as arguments and a grid computed at launch.
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.manifest.json
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU

// REPORT: key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, i], arg3[b0, k]
// REPORT: docs_0_weighted_softmax_blocks: grid [{"ceil_div":64,"product":["s1"]},{"product":["s0"]},1], block [256,1,1]

// MANIFEST: "kind": "temp",
// MANIFEST-NEXT: "name": "tmp0",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: "s0",
// MANIFEST-NEXT: "s1",
// MANIFEST-NEXT: 4
// MANIFEST: "name": "docs_0_weighted_softmax_blocks"
// MANIFEST: "name": "docs_0_weighted_softmax"

// The table read at the CTA's batch point and first row.
// GPU-LABEL: gpu.func @docs_0_weighted_softmax(
// GPU: memref.reinterpret_cast %{{.+}} to offset: [0], sizes: [%{{.+}}, %{{.+}}, 4], strides: [%{{.+}}, 4, 1] : memref<i32> to memref<?x?x4xi32>
// GPU: memref.load %{{.+}}[%{{.+}}, %{{.+}}, %c0] : memref<?x?x4xi32>
// GPU-LABEL: gpu.func @docs_0_weighted_softmax_blocks(%{{.+}}: memref<i32>, %{{.+}}: memref<i32>, %{{.+}}: memref<i32>, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index)
// GPU: memref.store %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}, %c3] : memref<?x?x4xi32>

func.func @docs(%q: tensor<?x4x?x64xbf16>, %k: tensor<?x4x?x64xbf16>,
                %v: tensor<?x4x?x64xbf16>, %doc: tensor<?x?xi32>) -> tensor<?x4x?x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<?x4x?x64xbf16>, tensor<?x4x?x64xbf16> -> tensor<?x4x?x?xf32>
  %m = fuse.aggregate #fuse.add dims [b = ?, h = 4, i = ?, j = ?] reduce []
      ins(%s, %doc, %doc : tensor<?x4x?x?xf32>, tensor<?x?xi32>, tensor<?x?xi32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, i)>,
            affine_map<(b, h, i, j) -> (b, j)>]
      -> tensor<?x4x?x?xf32> {
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
  %p = fuse.softmax %m axis = 3 : tensor<?x4x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x4x?x?xf32>, tensor<?x4x?x64xbf16> -> tensor<?x4x?x64xbf16>
  return %o : tensor<?x4x?x64xbf16>
}
