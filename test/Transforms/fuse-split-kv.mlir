// Split-KV: an online softmax whose CTAs fill less than a CTA per SM has
// its keys cut into segments (a kept `segment` dim partitioning the reduced
// one, placed before the output column so each segment's partial states
// are contiguous rows) and the segments' (m, s, v) states folded by a second
// #fuse.weighted_softmax aggregate that yields states.
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains --fuse-split-kv | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains --fuse-split-kv="arch=sm_80 gpu=a100 max-segments=4" | FileCheck %s --check-prefix=A100
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains --fuse-split-kv="emit-remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not fuse-opt %s --fuse-split-kv="min-keys=100" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADKEYS
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains --fuse-select-kernel-config --fuse-split-kv | FileCheck %s --check-prefix=SELECT

// Decoding, 32 heads x 1 query against 32768 keys: 32 CTAs of 64 rows on
// 132 SMs -> 4 segments of 8192 keys (128 CTAs, one per SM). On an A100
// (108 SMs, mma.sync's 128-row tiles): 3 (96 CTAs).
// CHECK: fusec.rewrites = [#fuse.split_kv_record<location = "{{.*}}", function = "decode", keys = 32768, ctas = 32, segments = 4, applied = true,
// CHECK-SAME: reason = "online softmax over k = 32768 keys runs 32 CTA(s) of 64 query rows on 132 SMs of h100 (24% of a wave of one CTA per SM): split the keys into 4 segments (128 CTAs, 97% of such a wave) and a combine of the segments' (m, s, v) states in the weighted-softmax monoid">]
// CHECK-LABEL: func @decode
// CHECK: %[[P:.*]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 32, i = 1, segment = 4, j = 128, k = 32768] reduce [k]
// CHECK-SAME: -> tensor<32x1x4x128xf32>, tensor<32x1x4x128xf32>, tensor<32x1x4x128xf32> attributes {segment_align = 128 : i64, segment_dim = 2 : i64}
// The nested dot's own dim moves past the new one.
// CHECK: fuse.reduce #fuse.add dims [k_r = 128] {{.*}} maps [#{{.*}}, #{{.*}}] -> f32
// CHECK: %[[C:.*]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 32, i = 1, segment = 4, j = 128] reduce [segment] ins(%[[P]]#0, %[[P]]#1, %[[P]]#2 : {{.*}}) {{.*}} -> tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<32x1x128xf32> attributes {yields_state}
// CHECK-NEXT: ^bb0(%[[M:.*]]: f32, %[[S:.*]]: f32, %[[V:.*]]: f32):
// CHECK-NEXT: fuse.yield %[[M]], %[[S]], %[[V]] : f32, f32, f32
// CHECK: ins(%[[C]]#0, %[[C]]#1, %[[C]]#2
// A100: runs 32 CTA(s) of 128 query rows on 108 SMs of a100 {{.*}} split the keys into 3 segments (96 CTAs
// REMARK: remark: fusec split-kv: online softmax over k = 32768 keys runs 32 CTA(s)
// BADKEYS: fuse-split-kv: min-keys must be at least 128, got 100
func.func @decode(%q: tensor<32x1x128xbf16>, %k: tensor<32x32768x128xbf16>,
                  %v: tensor<32x32768x128xbf16>) -> tensor<32x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088
      : tensor<32x1x128xbf16>, tensor<32x32768x128xbf16> -> tensor<32x1x32768xf32>
  %p = fuse.softmax %s axis = 2 : tensor<32x1x32768xf32>
  %o = fuse.matmul %p, %v : tensor<32x1x32768xf32>, tensor<32x32768x128xbf16> -> tensor<32x1x128xbf16>
  return %o : tensor<32x1x128xbf16>
}

// -----

// Grouped-query decoding, 8 K/V heads x 4 query heads: the 4 query heads of
// a group are one tile's rows (8 CTAs, not 32), so 16 segments give a CTA
// per SM.
// CHECK: function = "gqa_decode", keys = 16384, ctas = 8, segments = 16, applied = true
// CHECK-SAME: split the keys into 16 segments
// CHECK-LABEL: func @gqa_decode
// CHECK: dims [b0 = 8, b1 = 4, i = 1, segment = 16, j = 64, k = 16384]
func.func @gqa_decode(%q: tensor<8x4x1x64xbf16>, %k: tensor<8x1x16384x64xbf16>,
                      %v: tensor<8x1x16384x64xbf16>) -> tensor<8x4x1x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<8x4x1x64xbf16>, tensor<8x1x16384x64xbf16> -> tensor<8x4x1x16384xf32>
  %p = fuse.softmax %s axis = 3 : tensor<8x4x1x16384xf32>
  %o = fuse.matmul %p, %v : tensor<8x4x1x16384xf32>, tensor<8x1x16384x64xbf16> -> tensor<8x4x1x64xbf16>
  return %o : tensor<8x4x1x64xbf16>
}

// -----

// A dynamic key count: the segments' length is computed at launch, so no
// keys / min-keys bound (64 segments at most, 16 give 8 CTAs one SM each).
// CHECK: keys = -9223372036854775808, ctas = 8, segments = 16, applied = true
// CHECK-SAME: online softmax over k = ? (dynamic) keys runs 8 CTA(s)
// CHECK-SAME: split the keys into 16 segments
// CHECK-LABEL: func @dynamic_keys
// CHECK: dims [b0 = 8, i = 1, segment = 16, j = 128, k = ?]
func.func @dynamic_keys(%q: tensor<8x1x128xbf16>, %k: tensor<8x?x128xbf16>,
                        %v: tensor<8x?x128xbf16>) -> tensor<8x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088
      : tensor<8x1x128xbf16>, tensor<8x?x128xbf16> -> tensor<8x1x?xf32>
  %p = fuse.softmax %s axis = 2 : tensor<8x1x?xf32>
  %o = fuse.matmul %p, %v : tensor<8x1x?xf32>, tensor<8x?x128xbf16> -> tensor<8x1x128xbf16>
  return %o : tensor<8x1x128xbf16>
}

// -----

// Prefill: 16 heads x 32 row tiles = 512 CTAs fill the GPU; not split.
// CHECK-LABEL: func @prefill
// CHECK-NOT: segment
// CHECK: return
func.func @prefill(%q: tensor<16x2048x64xbf16>, %k: tensor<16x2048x64xbf16>,
                   %v: tensor<16x2048x64xbf16>) -> tensor<16x2048x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<16x2048x64xbf16>, tensor<16x2048x64xbf16> -> tensor<16x2048x2048xf32>
  %p = fuse.softmax %s axis = 2 : tensor<16x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<16x2048x2048xf32>, tensor<16x2048x64xbf16> -> tensor<16x2048x64xbf16>
  return %o : tensor<16x2048x64xbf16>
}

// -----

// Short prefill on few heads: 8 heads x 8 row tiles = 64 CTAs (half the
// SMs), but 512 keys make no two segments of min-keys (512): not split,
// and the report says why.
// CHECK: fusec.rewrites = [#fuse.split_kv_record<location = "{{.*}}", function = "short_prefill", keys = 512, ctas = 64, segments = 1, applied = false,
// CHECK-SAME: reason = "online softmax over k = 512 keys runs 64 CTA(s) of 64 query rows on 132 SMs of h100 (48% of a wave of one CTA per SM): not split, the keys make fewer than 2 segments of at least min-keys = 512 keys
// CHECK-SAME: whose partial states stay within an eighth of their K and V{{.*}}">]
// CHECK-LABEL: func @short_prefill
// CHECK-NOT: segment
// CHECK: return
func.func @short_prefill(%q: tensor<8x512x64xbf16>, %k: tensor<8x512x64xbf16>,
                         %v: tensor<8x512x64xbf16>) -> tensor<8x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<8x512x64xbf16>, tensor<8x512x64xbf16> -> tensor<8x512x512xf32>
  %p = fuse.softmax %s axis = 2 : tensor<8x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<8x512x512xf32>, tensor<8x512x64xbf16> -> tensor<8x512x64xbf16>
  return %o : tensor<8x512x64xbf16>
}

// -----

// f32 operands read exactly (the default precision) take the online
// softmax on the CUDA cores, which segments as the tensor-core one does;
// under 3xtf32 (three tf32 GEMMs, no online-softmax kernel) they are never
// segmented.
// CHECK-LABEL: func @f32_decode
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 1, segment = 16, j = 64, k = 8192] reduce [k]
// CHECK-SAME: segment_dim = 2
func.func @f32_decode(%q: tensor<2x1x64xf32>, %k: tensor<2x8192x64xf32>,
                      %v: tensor<2x8192x64xf32>) -> tensor<2x1x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x1x64xf32>, tensor<2x8192x64xf32> -> tensor<2x1x8192xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x1x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x1x8192xf32>, tensor<2x8192x64xf32> -> tensor<2x1x64xf32>
  return %o : tensor<2x1x64xf32>
}

// -----

// CHECK-LABEL: func @f32_decode_3xtf32
// CHECK-NOT: segment
// CHECK: return
module attributes {fuse.f32_precision = "3xtf32"} {
func.func @f32_decode_3xtf32(%q: tensor<2x1x64xf32>, %k: tensor<2x8192x64xf32>,
                             %v: tensor<2x8192x64xf32>) -> tensor<2x1x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x1x64xf32>, tensor<2x8192x64xf32> -> tensor<2x1x8192xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x1x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x1x8192xf32>, tensor<2x8192x64xf32> -> tensor<2x1x64xf32>
  return %o : tensor<2x1x64xf32>
}
}

// -----

// Chunked prefill, 2 heads x 256 queries against 16384 keys, d = 128:
// fuse-select-kernel-config (before this pass in fusec's pipeline) gives it
// the warp-specialized kernel of 128 query rows, so the unsplit kernel is 4
// CTAs; the segmented kernel (never warp-specialized) has 64-row CTAs, 8
// per segment. Without a config the pass counts the head dims' default (8
// CTAs of 64 rows).
// SELECT: #fuse.split_kv_record<location = "{{.*}}", function = "chunked_prefill", keys = 16384, ctas = 4, segments = 10, applied = true,
// SELECT-SAME: reason = "online softmax over k = 16384 keys runs 4 CTA(s) of 128 query rows on 132 SMs of h100 (3% of a wave of one CTA per SM): split the keys into 10 segments (80 CTAs of 64 query rows, 61% of such a wave)
// SELECT-LABEL: func @chunked_prefill
// The split aggregate carries no config until fuse-select-kernel-config runs
// again.
// SELECT: fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, segment = 10, j = 128, k = 16384]
// SELECT-NOT: fuse.kernel_config
// SELECT: return
// CHECK: #fuse.split_kv_record<location = "{{.*}}", function = "chunked_prefill", keys = 16384, ctas = 8, segments = 10, applied = true,
func.func @chunked_prefill(%q: tensor<2x256x128xbf16>, %k: tensor<2x16384x128xbf16>,
                           %v: tensor<2x16384x128xbf16>) -> tensor<2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088
      : tensor<2x256x128xbf16>, tensor<2x16384x128xbf16> -> tensor<2x256x16384xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x256x16384xf32>
  %o = fuse.matmul %p, %v : tensor<2x256x16384xf32>, tensor<2x16384x128xbf16> -> tensor<2x256x128xbf16>
  return %o : tensor<2x256x128xbf16>
}

// -----

// 16 heads x 1024 queries, d = 128: 128 warp-specialized CTAs of 128 rows
// (97% of a wave); a segment's kernel of 64-row CTAs would already run 256:
// not split, and said.
// SELECT: #fuse.split_kv_record<location = "{{.*}}", function = "prefill_16_heads", keys = 1024, ctas = 128, segments = 1, applied = false,
// SELECT-SAME: reason = "online softmax over k = 1024 keys runs 128 CTA(s) of 128 query rows on 132 SMs of h100 (97% of a wave of one CTA per SM): not split, a segment's kernel (CTAs of 64 query rows) would already run 256 CTAs">]
// SELECT-LABEL: func @prefill_16_heads
// Without a config the pass counts 256 CTAs of 64 rows: no record.
// CHECK-NOT: split_kv_record
// CHECK-LABEL: func @prefill_16_heads
func.func @prefill_16_heads(%q: tensor<16x1024x128xbf16>, %k: tensor<16x1024x128xbf16>,
                            %v: tensor<16x1024x128xbf16>) -> tensor<16x1024x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088
      : tensor<16x1024x128xbf16>, tensor<16x1024x128xbf16> -> tensor<16x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<16x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x1024x1024xf32>, tensor<16x1024x128xbf16> -> tensor<16x1024x128xbf16>
  return %o : tensor<16x1024x128xbf16>
}
