// European option pricing by the Black-Scholes formula (as the CUDA
// samples' BlackScholes): for each option (stock price S, strike X, years
// T) the call and put prices, with the cumulative normal distribution by
// the Abramowitz-Stegun polynomial (26.2.17).  Grid-stride loop.
#include <hip/hip_runtime.h>

__device__ static float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f,
              a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = rsqrt2pi * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}

extern "C" __global__ void black_scholes(float *__restrict__ call, float *__restrict__ put,
                                         const float *__restrict__ price,
                                         const float *__restrict__ strike,
                                         const float *__restrict__ years, float r, float v,
                                         int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float s = price[i], x = strike[i], t = years[i];
    float sqrt_t = sqrtf(t);
    float d1 = (logf(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt_t);
    float d2 = d1 - v * sqrt_t;
    float c1 = cnd(d1), c2 = cnd(d2);
    float discount = x * expf(-r * t);
    call[i] = s * c1 - discount * c2;
    put[i] = discount * (1.0f - c2) - s * (1.0f - c1);
  }
}
