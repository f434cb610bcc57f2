/* sync.c - kernels with __syncthreads: in loops, after divergent code,
 * after some threads have returned. */
#include "fake.h"

HOST_MODULE();

/* reduce(const int *in, int *out, int n): each block sums 2 * blockDim
 * elements in dynamic shared memory, after 4 bytes of static __shared__
 * (so the dynamic part starts at 16).  Barriers in a loop. */
EXPORT void reduce(HipcHostCtx *ctx, void **args) {
  const int *in = ARG(const int *, 0);
  int *out = ARG(int *, 1), n = ARG(int, 2);
  int *blocks_done = (int *)ctx->shared;
  int *sdata = (int *)(ctx->shared + 16);
  uint32_t t = ctx->thread_idx[0], dim = ctx->block_dim[0];
  uint64_t i = (uint64_t)ctx->block_idx[0] * dim * 2 + t;
  if (t == 0)
    *blocks_done = 0;
  sdata[t] = (i < (uint64_t)n ? in[i] : 0) + (i + dim < (uint64_t)n ? in[i + dim] : 0);
  ctx->ops->barrier(ctx);
  for (uint32_t s = dim / 2; s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];
    ctx->ops->barrier(ctx);
  }
  __atomic_fetch_add(blocks_done, 1, __ATOMIC_RELAXED);
  ctx->ops->barrier(ctx);
  if (t == 0)
    out[ctx->block_idx[0]] = *blocks_done == (int)dim ? sdata[0] : -1;
}
KERNEL_INFO(reduce, 3, 24, 1024, 4, 16, {{0, 8}, {8, 8}, {16, 4}});

/* rotate(int *out, int active): threads from `active` on return at once;
 * the others do different amounts of work, then rotate their ids through
 * shared memory four times, a barrier between each read and write. */
EXPORT void rotate(HipcHostCtx *ctx, void **args) {
  int *out = ARG(int *, 0), active = ARG(int, 1);
  int *s = (int *)ctx->shared;
  int t = (int)tid(ctx);
  if (t >= active)
    return;
  volatile int work = 0;
  for (int k = 0; k < t % 7; k++)
    work += k;
  s[t] = t;
  for (int r = 0; r < 4; r++) {
    ctx->ops->barrier(ctx);
    int v = s[(t + 1) % active];
    ctx->ops->barrier(ctx);
    s[t] = v;
  }
  out[ctx->block_idx[0] * ctx->block_dim[0] * ctx->block_dim[1] + t] = s[t];
}
KERNEL_INFO(rotate, 2, 16, 1024, 4096, 16, {{0, 8}, {8, 4}});

/* phases(int *out, int iters): every iteration each thread adds to a
 * shared counter, and after the barrier every thread checks it saw all of
 * them.  Barrier-heavy: the benchmark's kernel too. */
EXPORT void phases(HipcHostCtx *ctx, void **args) {
  int *out = ARG(int *, 0), iters = ARG(int, 1);
  int *count = (int *)ctx->shared;
  uint32_t t = tid(ctx), n = ctx->block_dim[0] * ctx->block_dim[1] * ctx->block_dim[2];
  int ok = 1;
  if (t == 0)
    *count = 0;
  ctx->ops->barrier(ctx);
  for (int i = 0; i < iters; i++) {
    __atomic_fetch_add(count, 1, __ATOMIC_RELAXED);
    ctx->ops->barrier(ctx);
    ok &= *count == (int)(n * (uint32_t)(i + 1));
    ctx->ops->barrier(ctx);
  }
  out[gid(ctx)] = ok;
}
KERNEL_INFO(phases, 2, 16, 1024, 4, 16, {{0, 8}, {8, 4}});

/* transpose(const float *in, float *out, int n): a tiled transpose with a
 * 2-D block of 16 x 16 and a static 16 x 17 tile. */
EXPORT void transpose(HipcHostCtx *ctx, void **args) {
  const float *in = ARG(const float *, 0);
  float *out = ARG(float *, 1);
  int n = ARG(int, 2);
  float (*tile)[17] = (float (*)[17])ctx->shared;
  uint32_t tx = ctx->thread_idx[0], ty = ctx->thread_idx[1];
  uint32_t x = ctx->block_idx[0] * 16 + tx, y = ctx->block_idx[1] * 16 + ty;
  if (x < (uint32_t)n && y < (uint32_t)n)
    tile[ty][tx] = in[y * (uint32_t)n + x];
  ctx->ops->barrier(ctx);
  x = ctx->block_idx[1] * 16 + tx;
  y = ctx->block_idx[0] * 16 + ty;
  if (x < (uint32_t)n && y < (uint32_t)n)
    out[y * (uint32_t)n + x] = tile[tx][ty];
}
KERNEL_INFO(transpose, 3, 24, 256, 16 * 17 * 4, 16, {{0, 8}, {8, 8}, {16, 4}});

/* staggered(int *out): thread t runs t % 5 + 1 rounds of a barrier loop
 * and returns; each round every thread still running counts itself in
 * before the barrier and checks the count after it.  Threads that have
 * returned hold no barrier up. */
EXPORT void staggered(HipcHostCtx *ctx, void **args) {
  int *out = ARG(int *, 0);
  int *count = (int *)ctx->shared; /* one counter per round */
  uint32_t t = tid(ctx), n = ctx->block_dim[0];
  if (t < 5)
    count[t] = 0;
  ctx->ops->barrier(ctx);
  int rounds = (int)(t % 5) + 1, ok = 1;
  for (int r = 0; r < rounds; r++) {
    __atomic_fetch_add(&count[r], 1, __ATOMIC_RELAXED);
    ctx->ops->barrier(ctx);
    /* Threads with t % 5 >= r take part in round r. */
    uint32_t want = 0;
    for (uint32_t i = 0; i < n; i++)
      want += (int)(i % 5) >= r;
    ok &= count[r] == (int)want;
  }
  out[gid(ctx)] = ok;
}
KERNEL_INFO(staggered, 1, 8, 1024, 64, 16, {{0, 8}});
