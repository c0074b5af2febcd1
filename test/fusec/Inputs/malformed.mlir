func.func @broken(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = fuse.softmax %a axis = : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}
