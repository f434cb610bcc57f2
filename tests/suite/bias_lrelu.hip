// The fused bias-add and leaky-ReLU of a fully connected layer's output
// (as DNN inference benchmarks fuse them): y = x + bias[column], then
// y < 0 ? slope * y : y, four columns at a time as float4; the row
// length in float4s is a kernel argument, the grid 2D (columns x rows).
#include <hip/hip_runtime.h>

extern "C" __global__ __launch_bounds__(128) void
bias_leaky_relu(const float4 *__restrict__ x, const float4 *__restrict__ bias,
                float4 *__restrict__ y, int rows, int cols4, float slope) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y;
  if (c >= cols4 || r >= rows)
    return;
  float4 v = x[r * cols4 + c] + bias[c];
  v.x = v.x < 0.0f ? slope * v.x : v.x;
  v.y = v.y < 0.0f ? slope * v.y : v.y;
  v.z = v.z < 0.0f ? slope * v.z : v.z;
  v.w = v.w < 0.0f ? slope * v.w : v.w;
  y[r * cols4 + c] = v;
}
