// GPT-style attention block as TOSA writes it: B = 2, N = 1024, H = 16, d = 64, bf16 operands,
// f32 matmul results cast to bf16.
func.func @tosa_gpt_block(%x: tensor<2x1024x1024xbf16>, %wq: tensor<1024x1024xbf16>, %wk: tensor<1024x1024xbf16>, %wv: tensor<1024x1024xbf16>, %wo: tensor<1024x1024xbf16>) -> tensor<2x1024x1024xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %s_rows = tosa.const_shape {values = dense<[1, 2048, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_w = tosa.const_shape {values = dense<[1, 1024, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_split = tosa.const_shape {values = dense<[2, 1024, 16, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s_bh = tosa.const_shape {values = dense<[32, 1024, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_bhnd = tosa.const_shape {values = dense<[2, 16, 1024, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s_out = tosa.const_shape {values = dense<[2, 1024, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x1 = tosa.reshape %x, %s_rows : (tensor<2x1024x1024xbf16>, !tosa.shape<3>) -> tensor<1x2048x1024xbf16>
  // Q projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wq1 = tosa.reshape %wq, %s_w : (tensor<1024x1024xbf16>, !tosa.shape<3>) -> tensor<1x1024x1024xbf16>
  %qf = tosa.matmul %x1, %wq1, %zp, %zp : (tensor<1x2048x1024xbf16>, tensor<1x1024x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2048x1024xf32>
  %q = tosa.cast %qf : (tensor<1x2048x1024xf32>) -> tensor<1x2048x1024xbf16>
  %q4 = tosa.reshape %q, %s_split : (tensor<1x2048x1024xbf16>, !tosa.shape<4>) -> tensor<2x1024x16x64xbf16>
  %qt = tosa.transpose %q4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x1024x16x64xbf16>) -> tensor<2x16x1024x64xbf16>
  %q3 = tosa.reshape %qt, %s_bh : (tensor<2x16x1024x64xbf16>, !tosa.shape<3>) -> tensor<32x1024x64xbf16>
  // K projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wk1 = tosa.reshape %wk, %s_w : (tensor<1024x1024xbf16>, !tosa.shape<3>) -> tensor<1x1024x1024xbf16>
  %kf = tosa.matmul %x1, %wk1, %zp, %zp : (tensor<1x2048x1024xbf16>, tensor<1x1024x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2048x1024xf32>
  %k = tosa.cast %kf : (tensor<1x2048x1024xf32>) -> tensor<1x2048x1024xbf16>
  %k4 = tosa.reshape %k, %s_split : (tensor<1x2048x1024xbf16>, !tosa.shape<4>) -> tensor<2x1024x16x64xbf16>
  %kt = tosa.transpose %k4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x1024x16x64xbf16>) -> tensor<2x16x1024x64xbf16>
  %k3 = tosa.reshape %kt, %s_bh : (tensor<2x16x1024x64xbf16>, !tosa.shape<3>) -> tensor<32x1024x64xbf16>
  // V projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wv1 = tosa.reshape %wv, %s_w : (tensor<1024x1024xbf16>, !tosa.shape<3>) -> tensor<1x1024x1024xbf16>
  %vf = tosa.matmul %x1, %wv1, %zp, %zp : (tensor<1x2048x1024xbf16>, tensor<1x1024x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2048x1024xf32>
  %v = tosa.cast %vf : (tensor<1x2048x1024xf32>) -> tensor<1x2048x1024xbf16>
  %v4 = tosa.reshape %v, %s_split : (tensor<1x2048x1024xbf16>, !tosa.shape<4>) -> tensor<2x1024x16x64xbf16>
  %vt = tosa.transpose %v4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x1024x16x64xbf16>) -> tensor<2x16x1024x64xbf16>
  %v3 = tosa.reshape %vt, %s_bh : (tensor<2x16x1024x64xbf16>, !tosa.shape<3>) -> tensor<32x1024x64xbf16>
  // scores = Q K^T * scale; softmax over keys; cast
  %kT = tosa.transpose %k3 {perms = array<i32: 0, 2, 1>} : (tensor<32x1024x64xbf16>) -> tensor<32x64x1024xbf16>
  %s = tosa.matmul %q3, %kT, %zp, %zp : (tensor<32x1024x64xbf16>, tensor<32x64x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<32x1024x1024xf32>
  %ss = tosa.mul %s, %scale, %shift : (tensor<32x1024x1024xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<32x1024x1024xf32>
  %m = tosa.reduce_max %ss {axis = 2 : i32} : (tensor<32x1024x1024xf32>) -> tensor<32x1024x1xf32>
  %sub = tosa.sub %ss, %m : (tensor<32x1024x1024xf32>, tensor<32x1024x1xf32>) -> tensor<32x1024x1024xf32>
  %e = tosa.exp %sub : (tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<32x1024x1024xf32>) -> tensor<32x1024x1xf32>
  %r = tosa.reciprocal %l : (tensor<32x1024x1xf32>) -> tensor<32x1024x1xf32>
  %pf = tosa.mul %e, %r, %shift : (tensor<32x1024x1024xf32>, tensor<32x1024x1xf32>, tensor<1xi8>) -> tensor<32x1024x1024xf32>
  %p = tosa.cast %pf : (tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xbf16>
  // O = P V, cast, head merge [B*H, N, d] -> [B, H, N, d] -> [B, N, H, d] -> [1, B*N, D]
  %of = tosa.matmul %p, %v3, %zp, %zp : (tensor<32x1024x1024xbf16>, tensor<32x1024x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<32x1024x64xf32>
  %o = tosa.cast %of : (tensor<32x1024x64xf32>) -> tensor<32x1024x64xbf16>
  %o4 = tosa.reshape %o, %s_bhnd : (tensor<32x1024x64xbf16>, !tosa.shape<4>) -> tensor<2x16x1024x64xbf16>
  %ot = tosa.transpose %o4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x16x1024x64xbf16>) -> tensor<2x1024x16x64xbf16>
  %o2 = tosa.reshape %ot, %s_rows : (tensor<2x1024x16x64xbf16>, !tosa.shape<3>) -> tensor<1x2048x1024xbf16>
  // output projection
  %wo1 = tosa.reshape %wo, %s_w : (tensor<1024x1024xbf16>, !tosa.shape<3>) -> tensor<1x1024x1024xbf16>
  %yf = tosa.matmul %o2, %wo1, %zp, %zp : (tensor<1x2048x1024xbf16>, tensor<1x1024x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2048x1024xf32>
  %y = tosa.cast %yf : (tensor<1x2048x1024xf32>) -> tensor<1x2048x1024xbf16>
  %y3 = tosa.reshape %y, %s_out : (tensor<1x2048x1024xbf16>, !tosa.shape<3>) -> tensor<2x1024x1024xbf16>
  return %y3 : tensor<2x1024x1024xbf16>
}
