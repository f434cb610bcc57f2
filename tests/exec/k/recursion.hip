// Recursive __device__ functions: Fibonacci by its definition, and the sum
// and height of subtrees of a binary tree (about 20 levels deep).
#include <hip/hip_runtime.h>

typedef struct {
  int left, right; // child indices, -1 for none
  int value;
} node;

static __device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static __device__ long long subtree_sum(const node *t, int i) {
  if (i < 0)
    return 0;
  return t[i].value + subtree_sum(t, t[i].left) + subtree_sum(t, t[i].right);
}

static __device__ int height(const node *t, int i) {
  if (i < 0)
    return 0;
  int l = height(t, t[i].left), r = height(t, t[i].right);
  return 1 + (l > r ? l : r);
}

extern "C" __global__ void fib_kernel(const int *n, int *out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count)
    out[i] = fib(n[i]);
}

extern "C" __global__ void tree_sums(const node *t, long long *sum, int *h,
                                     int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) {
    sum[i] = subtree_sum(t, i);
    h[i] = height(t, i);
  }
}
