// The side data the passes leave on the module -- the planner's records
// (fusec.plans, fusec.unchained), the other rewrites' records
// (fusec.rewrites), the kernels' records (fusec.kernels), the reference
// graph (fusec.reference) and the launch manifest (fusec.manifest) --
// round-trip, generic form too.
// Parameters at their defaults are not printed; doubles print in the
// shortest form that reads back; lists print in brackets, empty ones too.
// RUN: fuse-opt %s -allow-unregistered-dialect | fuse-opt -allow-unregistered-dialect | FileCheck %s
// RUN: fuse-opt %s -allow-unregistered-dialect --mlir-print-op-generic | fuse-opt -allow-unregistered-dialect | FileCheck %s

// Module attributes print sorted by name.
// CHECK: fusec.kernels = [#fuse.kernel_record<location = "a.mlir:3:8", function = "attn", config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 12, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true>, planned_tile = <rows = 192, cols = 128, stages = 2>>, #fuse.kernel_record<location = "a.mlir:7:8", function = "decode", config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>, segments = 4, fold = "last_cta">, #fuse.kernel_record<location = "g.mlir:2:8", function = "gemm", config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 32>, precision = "tf32">, #fuse.kernel_record<location = "u.mlir:1:1", config = #fuse.untiled_config<"untiled", threads = 128>, not_tensor_core = "f32 inputs">]
// CHECK-SAME: fusec.plans = [#fuse.chain_record<location = "a.mlir:3:8", function = "attn", producer_location = "a.mlir:2:8", kind = "attention", m = 4096, n = 4096, k = 64, out_width = 64, batch = 32, dtype_bytes = 2, causal = true, tile = <rows = 128, cols = 128, stages = 2>, criteria = <b_equals_k = true, k_lt_n_over_3 = true, fits_on_chip = true, roofline_says_fuse = false>, on_chip = "fits", flops = <naive = 6.9e+10, fused = 6.9e+10>, bytes = <naive = 2.1e+09, fused = 6.7e+07>, time_us = <naive = 640.5, fused = 7.0e+01>, kernel_times_naive = [<kernel = "QK^T", us = 3.0e+02, why = "memory-bound">, <kernel = "PV", us = 340.5, why = "memory-bound">], kernel_times_fused = [<kernel = "flash", us = 7.0e+01, why = "compute-bound">], fuse = true, decided_by = "seed", reason = "fuse">, #fuse.chain_record<location = "b.mlir:1:1", producer_location = "b.mlir:1:1", kind = "matmul_chain", m = 1, n = 2, k = 3, out_width = 4, batch = 1, dtype_bytes = 4, causal = false, tile = <rows = 64, cols = 64, stages = 1>, criteria = <b_equals_k = false, k_lt_n_over_3 = false, fits_on_chip = false, roofline_says_fuse = false>, on_chip = "", flops = <naive = 0.0, fused = 0.0>, bytes = <naive = 0.0, fused = 0.0>, time_us = <naive = 1.0e-06, fused = 1.0e-06>, kernel_times_naive = [], kernel_times_fused = [], fuse = false, decided_by = "policy", reason = "">]
// CHECK-SAME: fusec.rewrites = [#fuse.reassociate_record<location = "r.mlir:4:8", function = "f", m = 16384, k = 128, n = 4096, p = 128, batch = 1, flops = <as_written = 3.44e+10, reassociated = 6.71e+08>, time_us = <as_written = 93.3, reassociated = 13.1>, applied = true, reason = "reassociated">, #fuse.reassociate_record<location = "r.mlir:9:8", m = 128, k = 4096, n = 64, p = 4096, batch = 2, flops = <as_written = 1.0, reassociated = 2.0>, time_us = <as_written = 1.0, reassociated = 1.0>, applied = false, reason = "kept">, #fuse.split_k_record<location = "k.mlir:3:8", function = "few_tiles", k = 4096, tiles = 1, splits = 32, depth = 128, reason = "split">, #fuse.split_kv_record<location = "v.mlir:5:8", function = "decode", keys = 32768, ctas = 32, segments = 4, applied = true, reason = "split">, #fuse.split_kv_record<location = "v.mlir:9:8", keys = -9223372036854775808, ctas = 64, segments = 1, applied = false, reason = "not split">]
// CHECK-SAME: fusec.unchained = [#fuse.unchained<location = "c.mlir:4:2", function = "f", kind = "softmax", reason = "no matmul feeds it">, #fuse.unchained<location = "c.mlir:9:2", kind = "attention", reason = "r">]
module attributes {
  fusec.plans = [#fuse.chain_record<location = "a.mlir:3:8",
      function = "attn", producer_location = "a.mlir:2:8", kind = "attention",
      m = 4096, n = 4096, k = 64, out_width = 64, batch = 32, dtype_bytes = 2,
      causal = true, tile = <rows = 128, cols = 128, stages = 2>,
      criteria = <b_equals_k = true, k_lt_n_over_3 = true,
                  fits_on_chip = true, roofline_says_fuse = false>,
      on_chip = "fits", flops = <naive = 6.9e10, fused = 6.9e10>,
      bytes = <naive = 2.1e9, fused = 6.7e7>,
      time_us = <naive = 640.5, fused = 70.0>,
      kernel_times_naive = [<kernel = "QK^T", us = 300.0, why = "memory-bound">,
                            <kernel = "PV", us = 340.5, why = "memory-bound">],
      kernel_times_fused = [#fuse.kernel_time<kernel = "flash", us = 70.0,
                                              why = "compute-bound">],
      fuse = true, decided_by = "seed", reason = "fuse">,
    #fuse.chain_record<location = "b.mlir:1:1", function = "",
      producer_location = "b.mlir:1:1", kind = "matmul_chain", m = 1, n = 2,
      k = 3, out_width = 4, batch = 1, dtype_bytes = 4, causal = false,
      tile = <rows = 64, cols = 64, stages = 1>,
      criteria = <b_equals_k = false, k_lt_n_over_3 = false,
                  fits_on_chip = false, roofline_says_fuse = false>,
      on_chip = "", flops = <naive = 0.0, fused = 0.0>,
      bytes = <naive = 0.0, fused = 0.0>,
      time_us = <naive = 1.0e-6, fused = 1.0e-6>, kernel_times_naive = [],
      kernel_times_fused = [], fuse = false, decided_by = "policy",
      reason = "">],
  fusec.unchained = [#fuse.unchained<location = "c.mlir:4:2", function = "f",
                                     kind = "softmax",
                                     reason = "no matmul feeds it">,
                     #fuse.unchained<kind = "attention", reason = "r",
                                     location = "c.mlir:9:2">],
  // One record of each rewrite, in pipeline order; a dynamic key count is
  // ShapedType::kDynamic.
  fusec.rewrites = [
    #fuse.reassociate_record<location = "r.mlir:4:8", function = "f",
        m = 16384, k = 128, n = 4096, p = 128, batch = 1,
        flops = <as_written = 3.44e10, reassociated = 6.71e8>,
        time_us = <as_written = 93.3, reassociated = 13.1>, applied = true,
        reason = "reassociated">,
    #fuse.reassociate_record<location = "r.mlir:9:8", function = "",
        m = 128, k = 4096, n = 64, p = 4096, batch = 2,
        flops = #fuse.reassociation_pair<as_written = 1.0, reassociated = 2.0>,
        time_us = <as_written = 1.0, reassociated = 1.0>, applied = false,
        reason = "kept">,
    #fuse.split_k_record<location = "k.mlir:3:8", function = "few_tiles",
        k = 4096, tiles = 1, splits = 32, depth = 128, reason = "split">,
    #fuse.split_kv_record<location = "v.mlir:5:8", function = "decode",
        keys = 32768, ctas = 32, segments = 4, applied = true,
        reason = "split">,
    #fuse.split_kv_record<location = "v.mlir:9:8", keys = -9223372036854775808,
        ctas = 64, segments = 1, applied = false, reason = "not split">],
  // Each kind of kernel: the online softmax (persistent, with the plan's
  // tile; split-KV segments folded by the last CTA), the GEMM (a split-k's
  // partials) and the untiled kernel (a contraction off tensor cores).
  // Fields at their defaults are not printed.
  fusec.kernels = [
    #fuse.kernel_record<location = "a.mlir:3:8", function = "attn",
        config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 12,
                     m_tiles = 1, keys = 128, stages = 2,
                     q_in_registers = false, cluster = 1, persistent = true>,
        segments = 0, planned_tile = <rows = 192, cols = 128, stages = 2>>,
    #fuse.kernel_record<location = "a.mlir:7:8", function = "decode",
        config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4,
                     m_tiles = 1, keys = 128, stages = 2,
                     q_in_registers = false>,
        segments = 4, fold = "last_cta">,
    #fuse.kernel_record<location = "g.mlir:2:8", function = "gemm",
        config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256,
                     tile_k = 64, stages = 4, warps = 8, overlap = true,
                     splits = 32>, precision = "tf32">,
    #fuse.kernel_record<location = "u.mlir:1:1", function = "",
        config = #fuse.untiled_config<"untiled", threads = 128>,
        not_tensor_core = "f32 inputs">]
} {
  // Every op the runtime knows, each with its own fields.
  // CHECK: "test.ref"() {r = #fuse.reference<ops = [<op = "matmul", inputs = ["arg0", "arg1"], output = "ref0", transpose_rhs = true, scale = 0.125>, <op = "causal_mask", inputs = ["ref0"], output = "ref1", strict = true>, <op = "add", inputs = ["ref1", "arg3"], output = "ref2">, <op = "softmax", inputs = ["ref2"], output = "ref3", axis = 2>, <op = "scale", inputs = ["ref3"], output = "ref4", factor = 2.0>, <op = "opaque", inputs = [], output = "out0">]>}
  "test.ref"() {r = #fuse.reference<ops = [
      <op = "matmul", inputs = ["arg0", "arg1"], output = "ref0",
       transpose_lhs = false, transpose_rhs = true, scale = 0.125>,
      <op = "causal_mask", inputs = ["ref0"], output = "ref1", strict = true>,
      <op = "add", inputs = ["ref1", "arg3"], output = "ref2">,
      <op = "softmax", inputs = ["ref2"], output = "ref3", axis = 2>,
      <op = "scale", inputs = ["ref3"], output = "ref4", factor = 2.0>,
      #fuse.reference_op<op = "opaque", inputs = [], output = "out0">]>}
      : () -> ()

  // A manifest of version 2: size symbols, a grid over them (a static
  // grid dimension prints as its integer), a tensor map and counters.
  // CHECK: "test.manifest"() {m = #fuse.manifest<version = 2, entry = "attention", dims = [<name = "s0", buffer = "arg0", axis = 0>], buffers = [<name = "arg0", kind = "input", dtype = "bf16", shape = ["s0", 128, 64]>, <name = "out0", kind = "output", dtype = "f32", shape = [4, 8], strides = [8, 1]>], kernels = [<name = "attention_0_weighted_softmax", grid = [<product = ["s0", 2], ceil_div = 128>, 8, 1], block = [128, 1, 1], shared_bytes = 49152, args = [<buffer = "arg0">, <dim = "s0">, <tensor_map = <buffer = "arg0", box = [64, 64], swizzle = 128>>, <counters = 16>]>], reference = <ops = []>>}
  "test.manifest"() {m = #fuse.manifest<version = 2, entry = "attention",
      dims = [<name = "s0", buffer = "arg0", axis = 0>],
      buffers = [<name = "arg0", kind = "input", dtype = "bf16",
                  shape = ["s0", 128, 64]>,
                 <name = "out0", kind = "output", dtype = "f32",
                  shape = [4, 8], strides = [8, 1]>],
      kernels = [<name = "attention_0_weighted_softmax",
                  grid = [<product = ["s0", 2], ceil_div = 128>, 8,
                          #fuse.grid_dim<product = [1]>],
                  block = [128, 1, 1], shared_bytes = 49152,
                  args = [<buffer = "arg0">, <dim = "s0">,
                          <tensor_map = <buffer = "arg0", box = [64, 64],
                                         swizzle = 128>>,
                          <counters = 16>]>],
      reference = <ops = []>>} : () -> ()
}
