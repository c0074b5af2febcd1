func.func @conv(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x4xf32>, %init: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %y = linalg.conv_2d_nhwc_hwcf ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) outs(%init : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %y : tensor<1x6x6x4xf32>
}
