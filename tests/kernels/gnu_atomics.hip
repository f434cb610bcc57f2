// GNU's, clang's and GCC's atomic builtins as kernels use them (issue
// 14): counters and a histogram, extremes, a float sum, bit masks, a
// compare-exchange loop, flags that one thread of each block wins, an
// exchange chain, and a memory order chosen at run time.
#include <hip/hip_runtime.h>

extern "C" __global__ void counts(const int *in, int n, int *hist, unsigned long long *sum,
                                  int *lo, int *hi, float *halves) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = in[i];
    __atomic_fetch_add(&hist[v & 15], 1, __ATOMIC_RELAXED);
    __sync_fetch_and_add(sum, (unsigned long long)v);
    __atomic_fetch_min(lo, v, __ATOMIC_RELAXED);
    __scoped_atomic_fetch_max(hi, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    __atomic_fetch_add(halves, 0.5f, __ATOMIC_RELAXED);
  }
}

extern "C" __global__ void masks(const unsigned *in, int n, unsigned *or_, unsigned *and_,
                                 unsigned *xor_, int *cas_max) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i];
  __atomic_or_fetch(or_, v, __ATOMIC_RELAXED);
  __sync_fetch_and_and(and_, v | 0xff000000u);
  __c11_atomic_fetch_xor((_Atomic unsigned *)xor_, v, __ATOMIC_RELAXED);
  int want = (int)(v % 100000), seen = __atomic_load_n(cas_max, __ATOMIC_RELAXED);
  while (seen < want &&
         !__atomic_compare_exchange_n(cas_max, &seen, want, true, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
    ;
}

extern "C" __global__ void flags(char *taken, int *winners, int *chain, long long *returned,
                                 int order) {
  if (!__atomic_test_and_set(&taken[blockIdx.x], __ATOMIC_ACQUIRE))
    __atomic_fetch_add(winners, 1, order);
  int id = (int)(blockIdx.x * blockDim.x + threadIdx.x) + 1;
  int old = __atomic_exchange_n(chain, id, __ATOMIC_ACQ_REL);
  __scoped_atomic_fetch_add(returned, (long long)old, __ATOMIC_RELAXED, __MEMORY_SCOPE_SYSTEM);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __syncthreads(); /* every thread has tried the flag: one may clear it */
  if (__sync_bool_compare_and_swap(&taken[gridDim.x + blockIdx.x], 0, 1))
    __atomic_clear(&taken[blockIdx.x], __ATOMIC_RELEASE);
}

// C17's _Atomic objects: ++, a float's += (a compare-exchange loop), |=
extern "C" __global__ void c11_objects(_Atomic int *count, _Atomic float *total,
                                       _Atomic unsigned *bits, _Atomic(long long) *product) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  (*count)++;
  *total += 0.25f;
  *bits |= 1u << (i & 31);
  if (i < 20)
    *product *= 2;
}
