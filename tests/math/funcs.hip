// The functions tests/math/accuracy.c measures, as a kernel for the host
// target: out[i] = fn(x[i], y[i]), one thread for the whole array.
#include "eval.h"

extern "C" __global__ void eval_all(int fn, const double *x, const double *y, double *out, int n) {
  for (int i = 0; i < n; i++)
    out[i] = eval(fn, x[i], y[i]);
}
