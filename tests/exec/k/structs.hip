// Structs passed to and returned from __device__ functions by value: small
// ones (two floats), one larger than two registers (returned through
// memory on most ABIs), one holding arrays; and a struct kernel argument.
#include <hip/hip_runtime.h>

typedef struct {
  float re, im;
} cplx;

typedef struct {
  double sum;
  float lo, hi;
  int count;
} stats;

typedef struct {
  cplx m[2][2];
} mat2;

static __device__ cplx cadd(cplx a, cplx b) {
  cplx r = {a.re + b.re, a.im + b.im};
  return r;
}

static __device__ cplx cmul(cplx a, cplx b) {
  cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}

// out = z^3 + c z
extern "C" __global__ void cpoly(const cplx *z, cplx *out, cplx c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cplx v = z[i];
    out[i] = cadd(cmul(cmul(v, v), v), cmul(c, v));
  }
}

static __device__ stats stats_empty(void) {
  stats s = {0.0, 3.0e38f, -3.0e38f, 0};
  return s;
}

static __device__ stats stats_add(stats s, float x) {
  s.sum += x;
  s.lo = x < s.lo ? x : s.lo;
  s.hi = x > s.hi ? x : s.hi;
  s.count++;
  return s;
}

static __device__ stats stats_merge(stats a, stats b) {
  stats r;
  r.sum = a.sum + b.sum;
  r.lo = a.lo < b.lo ? a.lo : b.lo;
  r.hi = a.hi > b.hi ? a.hi : b.hi;
  r.count = a.count + b.count;
  return r;
}

// One stats per block: a grid-stride loop per thread, then a tree.
extern "C" __global__ __launch_bounds__(256) void block_stats(const float *x,
                                                              stats *out,
                                                              int n) {
  __shared__ stats part[256];
  unsigned int t = threadIdx.x;
  stats s = stats_empty();
  for (int i = blockIdx.x * 256 + t; i < n; i += 256 * gridDim.x)
    s = stats_add(s, x[i]);
  part[t] = s;
  __syncthreads();
  for (unsigned int w = 128; w > 0; w >>= 1) {
    if (t < w)
      part[t] = stats_merge(part[t], part[t + w]);
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

static __device__ mat2 mat2_mul(mat2 a, mat2 b) {
  mat2 r;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      r.m[i][j] = cadd(cmul(a.m[i][0], b.m[0][j]), cmul(a.m[i][1], b.m[1][j]));
  return r;
}

// out[i] = m[i]^k, k >= 1
extern "C" __global__ void mat2_power(const mat2 *m, mat2 *out, int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    mat2 p = m[i];
    for (int j = 1; j < k; j++)
      p = mat2_mul(p, m[i]);
    out[i] = p;
  }
}
