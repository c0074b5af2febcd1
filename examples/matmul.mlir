// A batched bf16 matmul with a broadcast batch dim: the smallest program fusec
// compiles end to end. `fusec examples/matmul.mlir -o matmul.ptx`
func.func @matmul(%a: tensor<4x128x64xbf16>, %b: tensor<1x64x96xbf16>)
    -> tensor<4x128x96xf32> {
  %c = fuse.matmul %a, %b scale 0.5
      : tensor<4x128x64xbf16>, tensor<1x64x96xbf16> -> tensor<4x128x96xf32>
  return %c : tensor<4x128x96xf32>
}
