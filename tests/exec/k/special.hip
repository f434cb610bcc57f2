// HIP's special functions in double and float (stdlib/libm/special.c):
// each kernel applies one family to an array of inputs, for special.c to
// hold against references in long double.
#include <hip/hip_runtime.h>
#include <math.h>

// f selects the function: 0 erfinv, 1 erfcinv, 2 erfcx, 3 normcdf,
// 4 normcdfinv, 5 cyl_bessel_i0, 6 cyl_bessel_i1, 7 j0, 8 j1, 9 y0, 10 y1,
// 11 jn, 12 yn (of order n)
extern "C" __global__ void special_d(const double *x, double *out, int f, int n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  double v = x[i], r;
  switch (f) {
  case 0: r = erfinv(v); break;
  case 1: r = erfcinv(v); break;
  case 2: r = erfcx(v); break;
  case 3: r = normcdf(v); break;
  case 4: r = normcdfinv(v); break;
  case 5: r = cyl_bessel_i0(v); break;
  case 6: r = cyl_bessel_i1(v); break;
  case 7: r = j0(v); break;
  case 8: r = j1(v); break;
  case 9: r = y0(v); break;
  case 10: r = y1(v); break;
  case 11: r = jn(n, v); break;
  default: r = yn(n, v); break;
  }
  out[i] = r;
}

extern "C" __global__ void special_f(const float *x, float *out, int f, int n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  float v = x[i], r;
  switch (f) {
  case 0: r = erfinvf(v); break;
  case 1: r = erfcinvf(v); break;
  case 2: r = erfcxf(v); break;
  case 3: r = normcdff(v); break;
  case 4: r = normcdfinvf(v); break;
  case 5: r = cyl_bessel_i0f(v); break;
  case 6: r = cyl_bessel_i1f(v); break;
  case 7: r = j0f(v); break;
  case 8: r = j1f(v); break;
  case 9: r = y0f(v); break;
  case 10: r = y1f(v); break;
  case 11: r = jnf(n, v); break;
  default: r = ynf(n, v); break;
  }
  out[i] = r;
}
