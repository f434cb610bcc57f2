// C features beyond the basic kernels, in the subset clang's HIP (C++) mode
// also accepts: unions, bit-fields, nested and designated initializers,
// function pointers, switch fall-through, goto, do-while, static locals in
// LDS, __constant__ structs, ?: on pointers, comma, compound assignment.
#include <hip/hip_runtime.h>

typedef struct {
  unsigned lo : 12;
  unsigned mid : 10;
  unsigned hi : 10;
} packed_t;

typedef union {
  float f;
  unsigned u;
} bits_t;

typedef struct {
  int n;
  float w[4];
  struct {
    short a, b;
  } pair;
} config_t;

__constant__ config_t cfg = {3, {0.5f, 0.25f, 0.125f, 0.0625f}, {7, -2}};
__constant__ int lut[8] = {1, 1, 2, 3, 5, 8, 13, 21};

static __device__ int add1(int x) { return x + 1; }
static __device__ int dbl(int x) { return x * 2; }

static __device__ int fib_iter(int n) {
  int a = 0, b = 1;
  do {
    int t = a + b;
    a = b;
    b = t;
  } while (--n > 0);
  return a;
}

extern "C" __global__ void bitfields(packed_t *p, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  packed_t v = p[i];
  v.mid += v.lo & 7;
  v.hi ^= v.mid;
  p[i] = v;
  out[i] = v.lo + v.mid * 3u + v.hi;
}

extern "C" __global__ void unions(const float *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    bits_t b;
    b.f = in[i];
    out[i] = (b.u >> 23) & 0xff;
  }
}

extern "C" __global__ void dispatch(const int *in, int *out, int n, int which) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int (*f)(int) = which ? dbl : add1;
  int x = in[i], r = 0;
  switch (x & 3) {
  case 0:
    r += 10;
  case 1:
    r += f(x);
    break;
  case 2:
    r = lut[x & 7];
    break;
  default:
    r = fib_iter(x & 15);
  }
  out[i] = r;
}

extern "C" __global__ void config(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    goto done;
  {
    float acc = 0.0f;
    for (int k = 0; k < cfg.n; k++)
      acc += cfg.w[k] * (float)(i + k);
    acc *= (float)(cfg.pair.a - cfg.pair.b);
    out[i] = acc;
  }
done:
  return;
}

extern "C" __global__ void locals(const int *in, int *out, int n) {
  __shared__ int seen[64];
  int t = threadIdx.x;
  int data[4] = {in[t & 63], 2, 3};
  int sum = 0, *p = n > 4 ? &data[1] : &data[0];
  seen[t & 63] = data[0];
  __syncthreads();
  for (int k = 0; k < 4; k++)
    sum += data[k], sum ^= seen[(t + k) & 63];
  sum <<= 1;
  sum |= *p;
  out[t] = sum;
}

// Declarators: an array of pointers, a function returning a pointer, a
// pointer to an array (int *a[3] is not int (*a)[3]).
static __device__ const float *pick(const float *a, const float *b, int k) {
  return k & 1 ? a : b;
}

extern "C" __global__ void declarators(const float *a, const float *b,
                                       float (*rows)[4], float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *src[3] = {a, b, pick(a, b, i)};
  float acc = 0.0f;
  for (int k = 0; k < 3; k++)
    acc += src[k][i];
  acc += rows[i & 7][i & 3] * (float)sizeof(src);
  out[i] = acc;
}

// C++ conveniences HIP-C accepts: functional casts of scalar types.
typedef unsigned int u32;
extern "C" __global__ void functional_casts(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = float(i) / float(n) + float(int(in[i]) % 7) + float(u32(i) >> 3);
}
