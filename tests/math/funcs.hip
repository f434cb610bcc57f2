// The functions tests/math/accuracy.c measures, as a kernel for the host
// target: out[2i], out[2i + 1] = fn(x[i], y[i], z[i], w[i]) (eval.h), one
// thread for the whole array.
#include "eval.h"

extern "C" __global__ void eval_all(int fn, const double *x, const double *y, const double *z,
                                    const double *w, double *out, int n) {
  for (int i = 0; i < n; i++)
    eval(fn, x[i], y[i], z[i], w[i], out + 2 * i);
}
