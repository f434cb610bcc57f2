/* print.c - device printf. */
#include "fake.h"

HOST_MODULE();

/* hello(int n): two lines per thread, in order within the thread. */
EXPORT void hello(HipcHostCtx *ctx, void **args) {
  int n = ARG(int, 0);
  uint64_t g = gid(ctx);
  ctx->ops->printf(ctx, "first %lu of %d\n", (unsigned long)g, n);
  ctx->ops->barrier(ctx);
  ctx->ops->printf(ctx, "second %lu %s %.2f %c %x\n", (unsigned long)g, "str", 1.5,
                   'c', 255u);
}
KERNEL_INFO(hello, 1, 8, 1024, 0, 16, {{0, 4}});
