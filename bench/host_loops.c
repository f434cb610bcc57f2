/* host_loops.c - the plain C the host target is measured against: the
 * computations of tests/kernels/reduce.hip and matmul.hip written as the
 * loops a C programmer would write, compiled by gcc -O2 and run on one
 * core.  A file of its own, so that the compiler sees nothing of the
 * inputs. */
#include "host_bench.h"

float plain_sum(const float *in, unsigned n) {
  float s = 0.0f;
  for (unsigned i = 0; i < n; i++)
    s += in[i];
  return s;
}

/* C = A * B, row-major n x n, one dot product per element as each thread
 * of matmul_tiled computes it. */
void plain_matmul(const float *a, const float *b, float *c, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int k = 0; k < n; k++)
        acc += a[i * n + k] * b[k * n + j];
      c[i * n + j] = acc;
    }
}
