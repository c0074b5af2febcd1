// The side-data attributes reject what the runtime could not read.
// RUN: fuse-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// An op outside the runtime's reference vocabulary.
// expected-error @+1 {{#fuse.reference_op: unknown op 'conv' (expected matmul, softmax, attention, scale, add, causal_mask or opaque)}}
"test.ref"() {r = #fuse.reference_op<op = "conv", inputs = ["arg0"], output = "out0">} : () -> ()

// -----

// A launch argument is one thing.
// expected-error @+1 {{#fuse.launch_arg: exactly one of buffer, dim, tensor_map or counters, got 2}}
"test.arg"() {a = #fuse.launch_arg<buffer = "arg0", dim = "s0">} : () -> ()

// -----

// expected-error @+1 {{#fuse.launch_arg: exactly one of buffer, dim, tensor_map or counters, got 0}}
"test.arg"() {a = #fuse.launch_arg<>} : () -> ()

// -----

// An extent is an integer or a size symbol's name.
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse Fuse_BufferAttr parameter 'shape'}}
"test.buffer"() {b = #fuse.buffer<name = "arg0", kind = "input", dtype = "f32", shape = [4, 2.5]>} : () -> ()

// -----

// Reassociated exactly when A.(B.C) is faster.
// expected-error @+1 {{#fuse.reassociate_record: applied = true but A.(B.C) is slower (2.000000e+01 us against 1.000000e+01 us as written)}}
"test.rewrite"() {r = #fuse.reassociate_record<location = "a.mlir:1:1", m = 1, k = 2, n = 3, p = 4, batch = 1, flops = <as_written = 1.0, reassociated = 2.0>, time_us = <as_written = 10.0, reassociated = 20.0>, applied = true, reason = "">} : () -> ()

// -----

// expected-error @+1 {{#fuse.reassociate_record: applied = false but A.(B.C) is faster}}
"test.rewrite"() {r = #fuse.reassociate_record<location = "a.mlir:1:1", m = 1, k = 2, n = 3, p = 4, batch = 1, flops = <as_written = 1.0, reassociated = 2.0>, time_us = <as_written = 10.0, reassociated = 5.0>, applied = false, reason = "">} : () -> ()

// -----

// expected-error @+1 {{#fuse.reassociate_record: m, k, n, p and batch must be positive, got 1, 2, 3, 4, 0}}
"test.rewrite"() {r = #fuse.reassociate_record<location = "a.mlir:1:1", m = 1, k = 2, n = 3, p = 4, batch = 0, flops = <as_written = 1.0, reassociated = 2.0>, time_us = <as_written = 1.0, reassociated = 1.0>, applied = false, reason = "">} : () -> ()

// -----

// A split-k's partials cover k.
// expected-error @+1 {{#fuse.split_k_record: splits x depth must be k: 32 x 64 != 4096}}
"test.rewrite"() {r = #fuse.split_k_record<location = "a.mlir:1:1", k = 4096, tiles = 1, splits = 32, depth = 64, reason = "">} : () -> ()

// -----

// expected-error @+1 {{#fuse.split_k_record: a split makes at least 2 partial contractions, got splits = 1}}
"test.rewrite"() {r = #fuse.split_k_record<location = "a.mlir:1:1", k = 4096, tiles = 1, splits = 1, depth = 4096, reason = "">} : () -> ()

// -----

// A split-KV is applied exactly when it makes 2 segments or more.
// expected-error @+1 {{#fuse.split_kv_record: applied = true with 1 segment(s) (a split makes at least 2)}}
"test.rewrite"() {r = #fuse.split_kv_record<location = "a.mlir:1:1", keys = 512, ctas = 64, segments = 1, applied = true, reason = "">} : () -> ()

// -----

// expected-error @+1 {{#fuse.split_kv_record: applied = false with 4 segment(s)}}
"test.rewrite"() {r = #fuse.split_kv_record<location = "a.mlir:1:1", keys = 512, ctas = 64, segments = 4, applied = false, reason = "">} : () -> ()

// -----

// A kernel's config is one of the three kernel configs.
// expected-error @+1 {{#fuse.kernel_record: config must be a #fuse.kernel_config, #fuse.gemm_config or #fuse.untiled_config, got 128 : i64}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = 128>} : () -> ()

// -----

// Key segments are the online softmax's.
// expected-error @+1 {{#fuse.kernel_record: segments, fold and planned_tile belong to an online-softmax kernel (#fuse.kernel_config), not to #fuse.untiled_config<"untiled", threads = 128>}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.untiled_config<"untiled", threads = 128>, segments = 4, fold = "kernel">} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: segments, fold and planned_tile belong to an online-softmax kernel}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>, planned_tile = <rows = 128, cols = 128, stages = 2>>} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: structure belongs to an online-softmax or untiled kernel, not to #fuse.gemm_config}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 32, stages = 3, warps = 4, overlap = false, splits = 1>, structure = "4 output points per thread">} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: not_tensor_core belongs to an untiled kernel (#fuse.untiled_config), not to #fuse.gemm_config}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 32, stages = 3, warps = 4, overlap = false, splits = 1>, not_tensor_core = "f32">} : () -> ()

// -----

// A fold needs segments, and segments a fold.
// expected-error @+1 {{#fuse.kernel_record: fold = "cluster" without key segments}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>, fold = "cluster">} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: 4 key segments need a fold: kernel, last_cta or cluster, got "somewhere"}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>, segments = 4, fold = "somewhere">} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: segments must not be negative, got -2}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>, segments = -2>} : () -> ()

// -----

// A kernel with key segments is neither a cluster of query tiles nor
// persistent.
// expected-error @+1 {{#fuse.kernel_record: a kernel with key segments has cluster = 1 and is not persistent, got #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true>}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true>, segments = 2, fold = "kernel">} : () -> ()

// -----

// The MMAs' operand type belongs to a tensor-core kernel.
// expected-error @+1 {{#fuse.kernel_record: precision belongs to a tensor-core kernel, not to #fuse.untiled_config<"untiled", threads = 128>}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.untiled_config<"untiled", threads = 128>, precision = "tf32">} : () -> ()

// -----

// expected-error @+1 {{#fuse.kernel_record: precision must be bf16, f16 or tf32, got "f32"}}
"test.kernel"() {k = #fuse.kernel_record<location = "a.mlir:1:1", config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 32, stages = 2, warps = 4, overlap = false, splits = 1>, precision = "f32">} : () -> ()
