// 64-bit indexing: attention with B*H*N*d = 64*32*16384*128 = 2^32 elements
// per tensor (and B*H*N*N = 2^39 scores when unfused), past 2^31. Compile
// only. Offsets into global buffers must be computed in 64 bits:
//  - in the LLVM dialect fusec emits (index-bitwidth=64), every global access
//    is a GEP with an i64 index, and the only sign extensions are of the
//    special registers (tid, ctaid) right where they are read: no value
//    computed in, or truncated to, 32 bits can reach an address (the
//    i64 -> i32 truncs are cp.async byte counts). One value is
//    zero-extended: the TMA producer's i32 block counter, which only reaches
//    the tensor copies' i32 coordinates and shared-memory offsets;
//  - in the PTX, the block ids are widened (mul.wide.u32 / cvt.u64.u32)
//    before they scale anything, and global accesses use 64-bit registers.
//    (LLVM's backend may still narrow a sub-expression it proved small.)
// REQUIRES: libdevice
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s --fuse-policy=always --emit=llvm -o %t/fused.mlir
// RUN: FileCheck %s --check-prefix=LLVM --implicit-check-not="(!llvm.ptr, i32)" < %t/fused.mlir
// RUN: FileCheck %s --check-prefix=LLVM-PRODUCER < %t/fused.mlir
// RUN: grep llvm.zext %t/fused.mlir | count 1
// RUN: grep -B1 llvm.sext %t/fused.mlir | not grep -v -e llvm.sext -e "^--$" -e nvvm.read.ptx.sreg
// RUN: fusec %s --fuse-policy=never --emit=llvm -o %t/unfused.mlir
// RUN: FileCheck %s --check-prefix=LLVM-UNFUSED --implicit-check-not="(!llvm.ptr, i32)" --implicit-check-not=llvm.zext < %t/unfused.mlir
// RUN: grep -B1 llvm.sext %t/unfused.mlir | not grep -v -e llvm.sext -e "^--$" -e nvvm.read.ptx.sreg
// RUN: fusec %s --fuse-policy=always -o %t/fused.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/fused.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/fused.manifest.json
// RUN: fusec %s --fuse-policy=never -o %t/unfused.ptx
// RUN: FileCheck %s --check-prefix=PTX-UNFUSED < %t/unfused.ptx
// Dynamic sizes (any B, H, N at launch): the sizes arrive as i64 and the
// same properties hold.
// RUN: fusec %S/Inputs/attention-dynamic.mlir --emit=llvm -o %t/dynamic.mlir
// RUN: FileCheck %s --check-prefix=LLVM-DYNAMIC --implicit-check-not="(!llvm.ptr, i32)" < %t/dynamic.mlir
// RUN: FileCheck %s --check-prefix=LLVM-PRODUCER < %t/dynamic.mlir
// RUN: grep llvm.zext %t/dynamic.mlir | count 1
// RUN: grep -B1 llvm.sext %t/dynamic.mlir | not grep -v -e llvm.sext -e "^--$" -e nvvm.read.ptx.sreg

func.func @attention(%q: tensor<64x32x16384x128xbf16>, %k: tensor<64x32x16384x128xbf16>,
                     %v: tensor<64x32x16384x128xbf16>) -> tensor<64x32x16384x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764
      : tensor<64x32x16384x128xbf16>, tensor<64x32x16384x128xbf16> -> tensor<64x32x16384x16384xf32>
  %p = fuse.softmax %s axis = 3 : tensor<64x32x16384x16384xf32>
  %o = fuse.matmul %p, %v : tensor<64x32x16384x16384xf32>, tensor<64x32x16384x128xbf16> -> tensor<64x32x16384x128xbf16>
  return %o : tensor<64x32x16384x128xbf16>
}

// The fused kernel: the batch and head strides (H*N*d = 2^26 and N*d = 2^21
// elements) are i64 constants; Q/K/V are read with cp.async and O is stored
// through i64-indexed GEPs (two adjacent columns per 4-byte store).
// LLVM-LABEL: llvm.func @attention_0_weighted_softmax(
// LLVM-DAG:   llvm.mlir.constant(67108864 : index) : i64
// LLVM-DAG:   llvm.mlir.constant(2097152 : index) : i64
// LLVM:       %[[X:.+]] = nvvm.read.ptx.sreg.ctaid.x : i32
// LLVM-NEXT:  llvm.sext %[[X]] : i32 to i64
// LLVM:       llvm.getelementptr %arg{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// LLVM:       nvvm.cp.async.shared.global
// LLVM:       %[[P:.+]] = llvm.getelementptr %arg3[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// LLVM-NEXT:  llvm.store %{{[0-9]+}}, %[[P]] {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr

// The producer's copy loop counts in i32 (64-bit counters spilled at its 24
// registers); its one zero extension.
// LLVM-PRODUCER:      nvvm.elect.sync
// LLVM-PRODUCER:      ^bb{{[0-9]+}}(%[[T:[0-9]+]]: i32):
// LLVM-PRODUCER:      llvm.zext %[[T]] : i32 to i64
// LLVM-PRODUCER-NEXT: llvm.mul

// Unfused, the 2^39-element f32 score tensor is written by one kernel and
// read by the next, through i64-indexed GEPs.
// LLVM-UNFUSED-LABEL: llvm.func @attention_0_
// LLVM-UNFUSED:       llvm.getelementptr {{.*}} : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-UNFUSED-NEXT:  llvm.store
// LLVM-UNFUSED-LABEL: llvm.func @attention_1_
// LLVM-UNFUSED:       llvm.getelementptr {{.*}} : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM-UNFUSED-NEXT:  llvm.load

// LLVM-DYNAMIC: llvm.func @attention_0_weighted_softmax(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr)
// LLVM-DYNAMIC: llvm.getelementptr %arg{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// LLVM-DYNAMIC: nvvm.cp.async.shared.global

// PTX-LABEL: .visible .entry attention_0_weighted_softmax(
// PTX:       mov.u32 [[BX:%r[0-9]+]], %ctaid.x;
// PTX-NEXT:  mul.wide.u32 %rd{{[0-9]+}}, [[BX]], {{[0-9]+}};
// PTX:       cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16
// PTX:       st.global.{{b32|v2.b16}} [%rd{{[0-9]+}}

// One CTA per 128 query rows (x, two consumer warpgroups), head (y) and
// batch (z).
// MANIFEST: "grid": [
// MANIFEST-NEXT: 128,
// MANIFEST-NEXT: 32,
// MANIFEST-NEXT: 64

// (The scores' GEMM is warp-specialized: its other block ids are read
// between, none scaled in 32 bits; its output rows are staged in shared
// memory and stored 16 bytes per lane.)
// PTX-UNFUSED-LABEL: .visible .entry attention_0_
// PTX-UNFUSED:       mov.u32 [[BX:%r[0-9]+]], %ctaid.x;
// PTX-UNFUSED-NOT:   {{mul|mad}}.lo.{{[su]}}32 {{.*}}[[BX]]
// PTX-UNFUSED:       mul.wide.u32 %rd{{[0-9]+}}, [[BX]], {{[0-9]+}};
// PTX-UNFUSED:       st.global.v4.b32 [%rd{{[0-9]+}}
// PTX-UNFUSED-LABEL: .visible .entry attention_1_
// PTX-UNFUSED:       mov.u32 [[BX:%r[0-9]+]], %ctaid.x;
// PTX-UNFUSED-NEXT:  mul.wide.u32 %rd{{[0-9]+}}, [[BX]], {{[0-9]+}};
// PTX-UNFUSED:       ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}
