// A map whose body calls math.tanh (libdevice on the GPU).
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = fuse.map ins(%x : tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: f32):
    %t = math.tanh %a : f32
    fuse.yield %t : f32
  }
  return %y : tensor<4x8xf32>
}
