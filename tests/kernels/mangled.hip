// Kernels without extern "C": clang mangles their names (HIP is C++), and
// a host program looks them up by those names, so hipc must mangle them the
// same way (Itanium C++ ABI, with substitutions).
#include <hip/hip_runtime.h>

typedef struct {
  float x, y;
} vec2;

struct cell {
  int id;
  float w;
};

enum mode { MODE_A, MODE_B };

__global__ void scale(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] * b[i];
}

__global__ void gather(const vec2 *src, vec2 *dst, const int *idx,
                       unsigned long n) {
  unsigned long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] = src[idx[i]];
}

__global__ void cells(struct cell *c, const struct cell *d, enum mode m,
                      signed char s, unsigned short u, long long ll,
                      double f, bool flag) {
  int i = threadIdx.x;
  c[i].id = d[i].id + (m == MODE_B ? s : u) + (int)ll;
  c[i].w = flag ? (float)f : d[i].w;
}
