/* badabi.c - a module of a future ABI version: refused. */
#include "fake.h"

EXPORT const uint32_t __hipc_host_module_abi = HIPC_HOST_ABI_VERSION + 1;

EXPORT void k(HipcHostCtx *ctx, void **args) { (void)ctx, (void)args; }
KERNEL_INFO(k, 0, 0, 1024, 0, 16, {{0, 0}});
