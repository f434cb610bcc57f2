/* basic.c - kernels without barriers: arguments, indices, globals. */
#include "fake.h"

HOST_MODULE();

/* vadd(const float *a, const float *b, float *c, int n) */
EXPORT void vadd(HipcHostCtx *ctx, void **args) {
  const float *a = ARG(const float *, 0), *b = ARG(const float *, 1);
  float *c = ARG(float *, 2);
  int n = ARG(int, 3);
  uint32_t i = ctx->block_idx[0] * ctx->block_dim[0] + ctx->thread_idx[0];
  if ((int)i < n)
    c[i] = a[i] + b[i];
}
KERNEL_INFO(vadd, 4, 32, 1024, 0, 16, {{0, 8}, {8, 8}, {16, 8}, {24, 4}});

/* where(uint32_t *out): three words per thread saying who it is. */
EXPORT void where(HipcHostCtx *ctx, void **args) {
  uint32_t *out = ARG(uint32_t *, 0) + 3 * gid(ctx);
  const uint32_t *t = ctx->thread_idx, *b = ctx->block_idx;
  out[0] = t[0] | t[1] << 10 | t[2] << 20;
  out[1] = b[0] | b[1] << 10 | b[2] << 20;
  out[2] = ctx->lane | ctx->warp_size << 16;
}
KERNEL_INFO(where, 1, 8, 1024, 0, 16, {{0, 8}});

/* __device__ int counter = 42; __device__ int table[16]; */
EXPORT int counter = 42;
EXPORT int table[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

/* count(): every thread adds one to counter, atomically. */
EXPORT void count(HipcHostCtx *ctx, void **args) {
  (void)ctx, (void)args;
  __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
}
KERNEL_INFO(count, 0, 0, 1024, 0, 16, {{0, 0}});

/* scale_table(int k) */
EXPORT void scale_table(HipcHostCtx *ctx, void **args) {
  uint32_t i = ctx->thread_idx[0];
  if (i < 16)
    table[i] *= ARG(int, 0);
}
KERNEL_INFO(scale_table, 1, 8, 1024, 0, 16, {{0, 4}});

/* limited(): __launch_bounds__(128) */
EXPORT void limited(HipcHostCtx *ctx, void **args) { (void)ctx, (void)args; }
KERNEL_INFO(limited, 0, 0, 128, 0, 16, {{0, 0}});

/* big_shared(): 60 KiB of static __shared__ memory */
EXPORT void big_shared(HipcHostCtx *ctx, void **args) {
  (void)args;
  ctx->shared[tid(ctx)] = 1;
}
KERNEL_INFO(big_shared, 0, 0, 1024, 60 * 1024, 16, {{0, 0}});

/* mixed(char c, double d, int i, short s, long *out): AMDGPU's kernarg
 * layout, natural alignment: 0, 8, 16, 20, 24. */
EXPORT void mixed(HipcHostCtx *ctx, void **args) {
  long *out = ARG(long *, 4);
  if (gid(ctx) != 0)
    return;
  out[0] = ARG(char, 0);
  out[1] = (long)(ARG(double, 1) * 4);
  out[2] = ARG(int, 2);
  out[3] = ARG(short, 3);
}
KERNEL_INFO(mixed, 5, 32, 1024, 0, 16, {{0, 1}, {8, 8}, {16, 4}, {20, 2}, {24, 8}});

/* deep(int depth, int *out): recursion that keeps depth + 1 frames of
 * over 512 bytes live, to use a good part of a fiber's stack. */
static int deep_rec(volatile char *prev, int n) {
  volatile char pad[512];
  pad[0] = 1;
  int below = n == 0 ? 0 : deep_rec(pad, n - 1);
  return below + pad[0] + (prev ? 0 : 0);
}
EXPORT void deep(HipcHostCtx *ctx, void **args) {
  ARG(int *, 1)[gid(ctx)] = deep_rec(NULL, ARG(int, 0));
}
KERNEL_INFO(deep, 2, 16, 1024, 0, 16, {{0, 4}, {8, 8}});
