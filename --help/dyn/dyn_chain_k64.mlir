func.func @dyn_chain_k64(%a: tensor<?x64xbf16>, %b: tensor<64x512xbf16>, %c: tensor<512x64xbf16>)
    -> tensor<?x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<?x64xbf16>, tensor<64x512xbf16> -> tensor<?x512xbf16>
  %y = fuse.matmul %t, %c : tensor<?x512xbf16>, tensor<512x64xbf16> -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
