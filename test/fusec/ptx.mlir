// fusec compiles a matmul to PTX plus a launch manifest beside it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/mm.ptx 2>&1 | FileCheck %s --check-prefix=SAYS
// RUN: FileCheck %s --check-prefix=PTX < %t/mm.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/mm.manifest.json
// RUN: fusec %s --arch=sm_80 -o %t/mm80.ptx && FileCheck %s --check-prefix=SM80 < %t/mm80.ptx
// RUN: cat %s | fusec - -o - | FileCheck %s --check-prefix=PTX
// RUN: fusec %s --emit=fuse | FileCheck %s --check-prefix=FUSE
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fusec %s --emit=llvm | FileCheck %s --check-prefix=LLVM

// SAYS: fusec: wrote {{.*}}mm.ptx (PTX for sm_90a) and {{.*}}mm.manifest.json (launch manifest)

// PTX: .version 8.0
// PTX: .target sm_90a
// PTX: .visible .entry mm_0_add(
// PTX-COUNT-3: .param .u64 .ptr
// B is shared by the batch: the batch and the rows are one GEMM's 128 rows
// on tensor cores.
// PTX: cp.async.cg.shared.global
// PTX: wgmma.mma_async
// PTX: st.global.{{.*}}{{b32|f32}}

// MANIFEST: "arch": "sm_90a",
// MANIFEST: "name": "arg0",
// MANIFEST: "shape": [
// MANIFEST-NEXT: 2,
// MANIFEST-NEXT: 64,
// MANIFEST-NEXT: 32
// MANIFEST: "entry": "mm",
// MANIFEST: "kernels": [
// MANIFEST: "block": [
// MANIFEST-NEXT: 256,
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1
// MANIFEST: "grid": [
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1
// MANIFEST: "name": "mm_0_add",
// MANIFEST: "ptx": "mm.ptx",
// MANIFEST: "reference": [
// MANIFEST: "op": "matmul",
// MANIFEST: "transpose_rhs": true

// SM80: .target sm_80
// SM80: mma.sync.aligned.m16n8k16

// FUSE: func.func @mm
// FUSE: fuse.aggregate #fuse.add dims [b0 = 2, i = 64, j = 40, k = 32] reduce [k]

// GPU: gpu.module @fusec_kernels
// GPU: gpu.func @mm_0_add({{.*}}) kernel

// LLVM: gpu.module @fusec_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">]
// LLVM: llvm.func @mm_0_add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel}
// LLVM: nvvm.read.ptx.sreg.ctaid.x

func.func @mm(%a: tensor<2x64x32xf16>, %b: tensor<40x32xf16>) -> tensor<2x64x40xf32> {
  %c = fuse.matmul %a, %b transpose_rhs : tensor<2x64x32xf16>, tensor<40x32xf16> -> tensor<2x64x40xf32>
  return %c : tensor<2x64x40xf32>
}
