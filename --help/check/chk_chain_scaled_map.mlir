func.func @chk_chain_scaled_map(%a: tensor<520x64xbf16>, %b: tensor<64x256xbf16>, %c: tensor<256x64xbf16>)
    -> tensor<520x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<520x64xbf16>, tensor<64x256xbf16> -> tensor<520x256xf32>
  %g = fuse.map ins(%t : tensor<520x256xf32>) -> tensor<520x256xf32> {
  ^bb0(%x: f32):
    %s = arith.constant 0.5 : f32
    %y = arith.mulf %x, %s : f32
    fuse.yield %y : f32
  }
  %y = fuse.matmul %g, %c : tensor<520x256xf32>, tensor<256x64xbf16> -> tensor<520x64xbf16>
  return %y : tensor<520x64xbf16>
}
