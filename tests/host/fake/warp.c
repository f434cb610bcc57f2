/* warp.c - kernels with warp operations: shuffles in each mode, ballots,
 * scans, and shuffles among some lanes only.  Each operation passes its
 * place in the kernel (host_abi.h's `pos`), numbered in source order; the
 * loops run alike in every lane, so they need no reconvergence point. */
#include "fake.h"

HOST_MODULE();

static uint64_t shfl(HipcHostCtx *c, uint64_t v, int arg, int width, int mode, uint64_t pos) {
  return c->ops->shfl(c, v, arg, width, mode, pos);
}

/* scan(const int *in, int *out, int width): an inclusive scan within each
 * `width`-lane segment of the warp, by shuffles up. */
EXPORT void scan(HipcHostCtx *ctx, void **args) {
  const int *in = ARG(const int *, 0);
  int *out = ARG(int *, 1), width = ARG(int, 2);
  uint64_t g = gid(ctx);
  int v = in[g];
  for (int d = 1; d < width; d <<= 1) {
    int t = (int)shfl(ctx, (uint32_t)v, d, width, HIPC_SHFL_UP, 1);
    if ((int)(ctx->lane % (uint32_t)width) >= d)
      v += t;
  }
  out[g] = v;
}
KERNEL_INFO(scan, 3, 24, 1024, 0, 16, {{0, 8}, {8, 8}, {16, 4}});

/* shuffle(const int64_t *in, int64_t *out, int arg, int width, int mode) */
EXPORT void shuffle(HipcHostCtx *ctx, void **args) {
  const int64_t *in = ARG(const int64_t *, 0);
  int64_t *out = ARG(int64_t *, 1);
  uint64_t g = gid(ctx);
  out[g] = (int64_t)shfl(ctx, (uint64_t)in[g], ARG(int, 2), ARG(int, 3), ARG(int, 4), 1);
}
KERNEL_INFO(shuffle, 5, 32, 1024, 0, 16, {{0, 8}, {8, 8}, {16, 4}, {20, 4}, {24, 4}});

/* vote(const int *in, uint64_t *out): the warp's ballot of in[g] > 0, then
 * the sum of the warp by xor butterfly in out[g + n]... kept apart: the
 * ballot in out[2g], the butterfly sum in out[2g + 1]. */
EXPORT void vote(HipcHostCtx *ctx, void **args) {
  const int *in = ARG(const int *, 0);
  uint64_t *out = ARG(uint64_t *, 1);
  uint64_t g = gid(ctx);
  out[2 * g] = ctx->ops->ballot(ctx, in[g] > 0, 1);
  uint64_t sum = (uint64_t)(int64_t)in[g];
  for (uint32_t m = ctx->warp_size / 2; m; m >>= 1)
    sum += shfl(ctx, sum, (int)m, (int)ctx->warp_size, HIPC_SHFL_XOR, 2);
  ctx->ops->warp_sync(ctx, 3);
  out[2 * g + 1] = sum;
}
KERNEL_INFO(vote, 2, 16, 1024, 0, 16, {{0, 8}, {8, 8}});

/* diverge(const int *in, int *out): lanes below 16 shuffle down by one
 * while the others go on to the barrier; lane 15's source takes no part.
 * Then threads from 40 on return, and the rest swap with lane ^ 1. */
EXPORT void diverge(HipcHostCtx *ctx, void **args) {
  const int *in = ARG(const int *, 0);
  int *out = ARG(int *, 1);
  uint64_t g = gid(ctx);
  uint32_t t = tid(ctx);
  int v = in[g];
  if (ctx->lane < 16)
    v = (int)shfl(ctx, (uint32_t)v, 1, (int)ctx->warp_size, HIPC_SHFL_DOWN, 1);
  ctx->ops->barrier(ctx);
  out[2 * g] = v;
  if (t >= 40)
    return;
  out[2 * g + 1] = (int)shfl(ctx, (uint32_t)in[g], 1, (int)ctx->warp_size, HIPC_SHFL_XOR, 2);
}
KERNEL_INFO(diverge, 2, 16, 1024, 0, 16, {{0, 8}, {8, 8}});
