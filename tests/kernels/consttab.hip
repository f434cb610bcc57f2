// __constant__ tables with initialisers read by a kernel: a 9-tap FIR filter
// and an int lookup table.
#include <hip/hip_runtime.h>

#define TAPS 9

__constant__ float fir_coeffs[TAPS] = {0.02f, 0.06f, 0.12f, 0.18f, 0.24f,
                                       0.18f, 0.12f, 0.06f, 0.02f};
__constant__ int gain_table[4] = {1, 2, 4, 8};

extern "C" __global__ void fir9(const float *__restrict__ x,
                                float *__restrict__ y, int n, int gain_sel) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < TAPS; ++k) {
    int j = i + k - TAPS / 2;
    if (j >= 0 && j < n)
      acc += fir_coeffs[k] * x[j];
  }
  y[i] = acc * (float)gain_table[gain_sel & 3];
}
