// The PTX fusec writes assembles for sm_90a (skipped where ptxas is absent).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %fusec_src/examples/matmul.mlir -o %t/matmul.ptx
// RUN: %ptxas -arch=sm_90a -v %t/matmul.ptx -o %t/matmul.cubin 2>&1 | FileCheck %s
// RUN: fusec %s --reassociate=false -o %t/chain.ptx
// RUN: %ptxas -arch=sm_90a -v %t/chain.ptx -o %t/chain.cubin 2>&1 | FileCheck %s --check-prefix=CHAIN
// RUN: fusec %fusec_src/test/fusec/Inputs/chain-k128.mlir -o %t/split.ptx
// RUN: %ptxas -arch=sm_90a -v %t/split.ptx -o %t/split.cubin 2>&1 | FileCheck %s --check-prefix=SPLIT

// CHECK: Compiling entry function 'matmul_0_add' for 'sm_90a'
// CHECK: 0 bytes spill stores, 0 bytes spill loads

// The reassociated chain: split-k partial GEMM, the sum, A.X; no spills.
// SPLIT-NOT: {{[1-9][0-9]*}} bytes spill
// SPLIT: Compiling entry function 'chain_2_add' for 'sm_90a'
// SPLIT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// SPLIT: Compiling entry function 'chain_1_add' for 'sm_90a'
// SPLIT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// SPLIT: Compiling entry function 'chain_0_add' for 'sm_90a'
// SPLIT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// As written, the planner fuses this chain: one kernel whose body
// recomputes A.B.
// CHAIN: Compiling entry function 'chain_0_add' for 'sm_90a'
// CHAIN: 0 bytes spill stores, 0 bytes spill loads
// CHAIN-NOT: Compiling entry function

func.func @chain(%a: tensor<256x64xbf16>, %b: tensor<64x512xbf16>, %c: tensor<512x64xbf16>) -> tensor<256x64xbf16> {
  %s = fuse.matmul %a, %b : tensor<256x64xbf16>, tensor<64x512xbf16> -> tensor<256x512xbf16>
  %o = fuse.matmul %s, %c : tensor<256x512xbf16>, tensor<512x64xbf16> -> tensor<256x64xbf16>
  return %o : tensor<256x64xbf16>
}

// Dynamic sizes (size parameters, bounds selects on every key block).
// RUN: fusec %S/Inputs/attention-dynamic.mlir -o %t/dynamic.ptx
// RUN: %ptxas -arch=sm_90a -v %t/dynamic.ptx -o %t/dynamic.cubin 2>&1 | FileCheck %s --check-prefix=DYN
// DYN: Compiling entry function 'attention_0_weighted_softmax' for 'sm_90a'
// DYN: 0 bytes spill stores, 0 bytes spill loads

// The wgmma kernels (sm_90a, the default): causal d = 64 and d = 128 with
// a bias (the most registers) assemble without spills, and ptxas does not
// serialize the wgmma ops or inject extra warpgroup syncs (its warnings
// C7510 / C7519).
// RUN: fusec %fusec_src/examples/attention.mlir -o %t/causal.ptx
// RUN: FileCheck %s --check-prefix=WGMMA-PTX < %t/causal.ptx
// RUN: %ptxas -arch=sm_90a -v %t/causal.ptx -o %t/causal.cubin 2>&1 | FileCheck %s --check-prefix=WGMMA --implicit-check-not=warning
// RUN: fusec %S/Inputs/attention-bias-d128.mlir -o %t/bias.ptx
// RUN: %ptxas -arch=sm_90a -v %t/bias.ptx -o %t/bias.cubin 2>&1 | FileCheck %s --check-prefix=WGMMA --implicit-check-not=warning
// WGMMA-PTX-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// WGMMA-PTX-DAG: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// WGMMA: Compiling entry function 'attention_0_weighted_softmax' for 'sm_90a'
// WGMMA: 0 bytes spill stores, 0 bytes spill loads
