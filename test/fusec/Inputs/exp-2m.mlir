// exp of 2^21 f32 points: an elementwise kernel of four points per thread
// (test/fusec/report-points-per-thread.test).
func.func @f(%a: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
  %y = fuse.map ins(%a : tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
  ^bb0(%x: f32):
    %e = math.exp %x : f32
    fuse.yield %e : f32
  }
  return %y : tensor<2048x1024xf32>
}
