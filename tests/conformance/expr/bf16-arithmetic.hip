// clang's __bf16 (bfloat16: 8 significant bits, float's exponent): its
// size, the usual arithmetic conversions clang gives it (_Float16 and the
// wider floating types win over it, it wins over the integers), rounding
// to nearest even in constants and at run time, subnormals, overflow,
// and two kernels compared with clang's code (bf16-half.hip: the
// implicit conversions from _Float16, which only clang's C has).
// COMPARE-CLANG
#include <hip/hip_runtime.h>

extern "C" __global__ void bf16_axpy(__bf16 *y, const __bf16 *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = (__bf16)(a * (float)x[i] + (float)y[i]);
}

extern "C" __global__ void bf16_ops(__bf16 *v, _Float16 *h, int *k) {
  int i = threadIdx.x;
  v[i] = v[i] * v[i + 1] - v[i + 2];
  h[i] = v[i] + h[i];
  k[i] = v[i] < v[i + 1] ? (int)v[i + 3] : -(int)v[i + 4];
}

#define IS(T, e) _Generic((e), T: 1, default: 0)
static const __bf16 tie = 1.00390625;     /* 1 + 2^-8: halfway, to even 1 */
static const __bf16 above = 1.005859375;  /* 1 + 3 * 2^-9: to 1 + 2^-7 */
static const __bf16 third = 1.0 / 3;

__device__ int test(void) {
  if (sizeof(__bf16) != 2 || _Alignof(__bf16) != 2) return 1;
  __bf16 b = 3;
  _Float16 h = 2;
  if (!IS(_Float16, b + h) || !IS(float, b + 1.0f) || !IS(double, b * 2.0)) return 2;
  if (!IS(__bf16, b + 1) || !IS(__bf16, b * b) || !IS(int, b < b)) return 3;
  if ((float)tie != 1.0f || (float)above != 1.0078125f) return 4;
  if ((float)third != 0x1.56p-2f) return 5;
  volatile float r = 1.00390625f, r2 = 1.01171875f; /* 1 + 3 * 2^-8: to 1 + 2^-6 */
  if ((float)(__bf16)r != 1.0f || (float)(__bf16)r2 != 1.015625f) return 6;
  volatile float big = 0x1.ffp127f, sub = 0x1p-133f, tiny = 0x1p-135f;
  __bf16 inf = big, s = sub, z = tiny;
  if ((float)inf != __builtin_inff() || (float)s != 0x1p-133f || (float)z != 0.0f) return 7;
  __bf16 n = -2.5;
  if ((int)n != -2 || (float)-n != 2.5f || !(n < b) || n == b) return 8;
  volatile int i = 257; /* 257 needs 9 bits: 256 */
  if ((float)(__bf16)i != 256.0f) return 9;
  __bf16 x = 0.1f, y = 0.2f;
  if ((float)(x + y) != 0x1.34p-2f) return 10; /* 0.30078125: the sum rounded once */
  return 0;
}
