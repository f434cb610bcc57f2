/* trap.c - kernels that trap, and one that does not. */
#include "fake.h"

HOST_MODULE();

/* trapper(int *out, int bad_block, int bad_thread): thread bad_thread of
 * block bad_block traps between two barriers. */
EXPORT void trapper(HipcHostCtx *ctx, void **args) {
  int *out = ARG(int *, 0);
  uint64_t g = gid(ctx);
  out[g] = 1;
  ctx->ops->barrier(ctx);
  if ((int)ctx->block_idx[0] == ARG(int, 1) && (int)tid(ctx) == ARG(int, 2))
    ctx->ops->trap(ctx, "boom");
  ctx->ops->barrier(ctx);
  out[g] = 2;
}
KERNEL_INFO(trapper, 3, 16, 1024, 0, 16, {{0, 8}, {8, 4}, {12, 4}});

/* trap_plain(int bad): global thread `bad` traps, no barriers anywhere,
 * no reason given. */
EXPORT void trap_plain(HipcHostCtx *ctx, void **args) {
  if ((int)gid(ctx) == ARG(int, 0))
    ctx->ops->trap(ctx, NULL);
}
KERNEL_INFO(trap_plain, 1, 8, 1024, 0, 16, {{0, 4}});

/* fill(int *out, int v) */
EXPORT void fill(HipcHostCtx *ctx, void **args) {
  ARG(int *, 0)[gid(ctx)] = ARG(int, 1);
}
KERNEL_INFO(fill, 2, 16, 1024, 0, 16, {{0, 8}, {8, 4}});
