// Masks added to the logit from a function argument (Hugging Face's
// extended attention mask: 0 where a key is kept, finfo.min where masked)
// get a block table: fuse-analyze-masks reads an addend of at most -65504
// as a masked key (a -inf select on `t >u -65504`), which the pre-kernel
// bounds over each block from the least and greatest values it reads
// (their float order as integer keys). A mask matrix [B, 1, S, S] and key
// padding [B, 1, 1, S] get one; the same values through another op first
// (no function argument), or a bias that varies with every index the dot
// reads (a T5 position bias [B, H, S, S]: bounding it would read as many
// values as there are logits), are added in every block, as written.
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fusec %s --emit=fuse | FileCheck %s --check-prefix=FUSE

// REPORT: kernels built (4, fuse.kernel_config)
// REPORT-NEXT: block-table-additive.mlir:{{[0-9]+}}:{{[0-9]+}}: online_softmax_{{.*}}; key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, 0, i, k];
// REPORT-NEXT: block-table-additive.mlir:{{[0-9]+}}:{{[0-9]+}}: online_softmax_{{.*}}; key blocks per row block from a block table (a pre-kernel bounds the mask over each block of rows and keys) of arg3[b0, 0, 0, k];
// REPORT-NEXT: block-table-additive.mlir:{{[0-9]+}}:{{[0-9]+}}: online_softmax_
// REPORT-NOT: block table
// REPORT: block-table-additive.mlir:{{[0-9]+}}:{{[0-9]+}}: online_softmax_
// REPORT-NOT: block table
// REPORT: @matrix: 2 kernels
// REPORT-NEXT: matrix_0_weighted_softmax_blocks: grid [4,2,1], block [1024,1,1]
// REPORT: @padding: 2 kernels
// REPORT-NEXT: padding_0_weighted_softmax_blocks: grid [4,2,1], block [256,1,1]
// REPORT: @computed: 1 kernel
// REPORT: @per_head: 1 kernel

// The select the analysis writes, on the addend's own type (bf16 here).
// FUSE-LABEL: func.func @padding(
// FUSE: %[[SUM:.*]] = arith.addf %{{.*}}, %[[T:.*]] : bf16
// FUSE: %[[LOWEST:.*]] = arith.constant -6.553600e+04 : bf16
// FUSE: %[[KEEP:.*]] = arith.cmpf ugt, %[[T]], %[[LOWEST]] : bf16
// FUSE: arith.select %[[KEEP]], %[[SUM]], %{{.*}} : bf16

// The pre-kernel reads each f32 as its order-preserving integer key: the
// bits, the magnitude flipped where the sign is set, -0.0 as 0; -65504's
// key is -1199562753.
// GPU-LABEL: gpu.func @matrix_0_weighted_softmax_blocks(
// GPU: %[[LOW:.*]] = arith.constant -1199562753 : i64
// GPU: %[[V:.*]] = memref.load %arg0{{.*}} : memref<2x1x256x256xf32>
// GPU-NEXT: %[[BITS:.*]] = arith.bitcast %[[V]] : f32 to i32
// GPU-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[BITS]], %c0_i32
// GPU-NEXT: %[[FLIP:.*]] = arith.xori %[[BITS]], %c2147483647_i32
// GPU-NEXT: %[[KEY:.*]] = arith.select %[[NEG]], %[[FLIP]], %[[BITS]]
// GPU-NEXT: %[[ZERO:.*]] = arith.cmpi eq, %[[KEY]], %c-1_i32
// GPU-NEXT: arith.select %[[ZERO]], %c0_i32, %[[KEY]]
// GPU: arith.cmpi sgt, %{{.*}}, %[[LOW]] : i64
// GPU-LABEL: gpu.func @padding_0_weighted_softmax_blocks(
// GPU: arith.extf %{{.*}} : bf16 to f32
// GPU-NEXT: arith.bitcast %{{.*}} : f32 to i32

func.func @matrix(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %mask: tensor<2x1x256x256xf32>) -> tensor<2x4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x256xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 256, j = 256] reduce []
      ins(%s, %mask : tensor<2x4x256x256xf32>, tensor<2x1x256x256xf32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>]
      -> tensor<2x4x256x256xf32> {
  ^bb0(%x: f32, %t: f32):
    %y = arith.addf %x, %t : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x256x256xf32>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

func.func @padding(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %mask: tensor<2x1x1x256xbf16>) -> tensor<2x4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x256xbf16>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 256, j = 256] reduce []
      ins(%s, %mask : tensor<2x4x256x256xbf16>, tensor<2x1x1x256xbf16>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, 0, j)>]
      -> tensor<2x4x256x256xbf16> {
  ^bb0(%x: bf16, %t: bf16):
    %y = arith.addf %x, %t : bf16
    fuse.yield %y : bf16
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x256x256xbf16>
  %o = fuse.matmul %p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

func.func @computed(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %mask: tensor<2x1x256x256xf32>) -> tensor<2x4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x256xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 256, j = 256] reduce []
      ins(%s, %mask : tensor<2x4x256x256xf32>, tensor<2x1x256x256xf32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>]
      -> tensor<2x4x256x256xf32> {
  ^bb0(%x: f32, %t: f32):
    %zero = arith.constant 0.0 : f32
    %u = arith.minimumf %t, %zero : f32
    %y = arith.addf %x, %u : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x256x256xf32>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

func.func @per_head(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %bias: tensor<2x4x256x256xf32>) -> tensor<2x4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x256xf32>
  %m = fuse.map ins(%s, %bias : tensor<2x4x256x256xf32>, tensor<2x4x256x256xf32>) -> tensor<2x4x256x256xf32> {
  ^bb0(%x: f32, %t: f32):
    %y = arith.addf %x, %t : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x256x256xf32>, tensor<2x4x256x64xbf16> -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}
