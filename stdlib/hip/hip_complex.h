/* hip/hip_complex.h - HIP's complex numbers for C (amd_hip_complex.h):
 * a complex float is a float2 and a complex double a double2, real part
 * in .x; the functions are HIP's, written out as its header defines them
 * (the quotient divides by |q|^2 without scaling, the fused form adds
 * each product to r one at a time).  HIP's C++ adds the operators, which
 * C spells with these functions. */
#ifndef HIPC_HIP_COMPLEX_H
#define HIPC_HIP_COMPLEX_H

#include <hip/hip_vector_types.h>
#include <math.h>

typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef hipFloatComplex hipComplex;

#define __HIPC_CX static __inline__ __attribute__((host, device))
#define __HIPC_CX_FUNCS(C, R, f, make, sqrtfn)                                   \
  __HIPC_CX C make(R a, R b) {                                                   \
    C z;                                                                         \
    z.x = a;                                                                     \
    z.y = b;                                                                     \
    return z;                                                                    \
  }                                                                              \
  __HIPC_CX R hipCreal##f(C z) { return z.x; }                                   \
  __HIPC_CX R hipCimag##f(C z) { return z.y; }                                   \
  __HIPC_CX C hipConj##f(C z) { return make(z.x, -z.y); }                        \
  __HIPC_CX R hipCsqabs##f(C z) { return z.x * z.x + z.y * z.y; }                \
  __HIPC_CX C hipCadd##f(C p, C q) { return make(p.x + q.x, p.y + q.y); }        \
  __HIPC_CX C hipCsub##f(C p, C q) { return make(p.x - q.x, p.y - q.y); }        \
  __HIPC_CX C hipCmul##f(C p, C q) {                                             \
    return make(p.x * q.x - p.y * q.y, p.y * q.x + p.x * q.y);                   \
  }                                                                              \
  __HIPC_CX C hipCdiv##f(C p, C q) {                                             \
    R d = hipCsqabs##f(q);                                                       \
    return make((p.x * q.x + p.y * q.y) / d, (p.y * q.x - p.x * q.y) / d);       \
  }                                                                              \
  __HIPC_CX R hipCabs##f(C z) { return sqrtfn(hipCsqabs##f(z)); }                \
  __HIPC_CX C hipCfma##f(C p, C q, C r) {                                        \
    R re = p.x * q.x + r.x, im = q.x * p.y + r.y;                                \
    return make(-(p.y * q.y) + re, p.x * q.y + im);                              \
  }
__HIPC_CX_FUNCS(hipFloatComplex, float, f, make_hipFloatComplex, sqrtf)
__HIPC_CX_FUNCS(hipDoubleComplex, double, , make_hipDoubleComplex, sqrt)
#undef __HIPC_CX_FUNCS

__HIPC_CX hipComplex make_hipComplex(float x, float y) { return make_hipFloatComplex(x, y); }
__HIPC_CX hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z) {
  return make_hipFloatComplex((float)z.x, (float)z.y);
}
__HIPC_CX hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z) {
  return make_hipDoubleComplex((double)z.x, (double)z.y);
}
#undef __HIPC_CX

#endif
