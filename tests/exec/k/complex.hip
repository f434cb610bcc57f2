// HIP's complex numbers (<hip/hip_complex.h>) in a kernel: every function
// of both precisions on pairs of operands.
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>

extern "C" __global__ void complex_float(const hipFloatComplex *p, const hipFloatComplex *q,
                                         hipFloatComplex *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  hipFloatComplex a = p[i], b = q[i], *o = out + 8 * i;
  o[0] = hipCaddf(a, b);
  o[1] = hipCsubf(a, b);
  o[2] = hipCmulf(a, b);
  o[3] = hipCdivf(a, b);
  o[4] = hipConjf(a);
  o[5] = make_hipComplex(hipCabsf(a), hipCsqabsf(b));
  o[6] = hipCfmaf(a, b, make_hipFloatComplex(hipCrealf(b), hipCimagf(a)));
  o[7] = hipComplexDoubleToFloat(hipComplexFloatToDouble(a));
}

extern "C" __global__ void complex_double(const hipDoubleComplex *p, const hipDoubleComplex *q,
                                          hipDoubleComplex *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  hipDoubleComplex a = p[i], b = q[i], *o = out + 7 * i;
  o[0] = hipCadd(a, b);
  o[1] = hipCsub(a, b);
  o[2] = hipCmul(a, b);
  o[3] = hipCdiv(a, b);
  o[4] = hipConj(a);
  o[5] = make_hipDoubleComplex(hipCabs(a), hipCsqabs(b));
  o[6] = hipCfma(a, b, make_hipDoubleComplex(hipCreal(b), hipCimag(a)));
}
