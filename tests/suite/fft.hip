// One radix-2 stage of a Stockham FFT (as SHOC's FFT and the classic
// Stockham formulation): with half-span p, butterfly j takes the elements
// j and j + n/2, multiplies the second by the twiddle e^(-2 pi i k / 2p)
// (k = j mod p, from a table of e^(-2 pi i m / n)), and writes the sum and
// difference p apart in the output.  log2(n) stages, p = 1, 2, 4 ...,
// leave the DFT in natural order.  Complex numbers are float2; blockIdx.y
// picks one of a batch of transforms.
#include <hip/hip_runtime.h>

extern "C" __global__ void fft_radix2_stage(const float2 *__restrict__ in,
                                            float2 *__restrict__ out,
                                            const float2 *__restrict__ twiddle, int n, int p) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= n / 2)
    return;
  const float2 *src = in + blockIdx.y * n;
  float2 *dst = out + blockIdx.y * n;
  int k = j & (p - 1);
  float2 w = twiddle[k * (n / (2 * p))];
  float2 a = src[j], b = src[j + n / 2];
  float2 wb = make_float2(w.x * b.x - w.y * b.y, w.x * b.y + w.y * b.x);
  int o = 2 * (j - k) + k;
  dst[o] = a + wb;
  dst[o + p] = a - wb;
}
