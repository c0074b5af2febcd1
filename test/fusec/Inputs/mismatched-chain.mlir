func.func @mismatched(%a: tensor<128x64xbf16>, %b: tensor<64x256xbf16>, %c: tensor<128x64xbf16>) -> tensor<128x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xbf16>
  %y = fuse.matmul %t, %c : tensor<128x256xbf16>, tensor<128x64xbf16> -> tensor<128x64xbf16>
  return %y : tensor<128x64xbf16>
}
