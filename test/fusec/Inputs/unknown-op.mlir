func.func @unknown(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = fuse.frobnicate %a : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}
