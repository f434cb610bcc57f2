/* fake.h - what hipc's --offload-arch=host emits, written by hand: kernel
 * entry points, their info records and the module's ABI version, exactly
 * as runtime/host_abi.h lays them out.  The tests of libhipc-host load
 * modules built from these with `cc -shared -fPIC`, keeping the frame
 * pointer chain and no tail calls, as host_abi.h asks. */
#ifndef FAKE_H
#define FAKE_H

#include "../../../runtime/host_abi.h"

#include <stddef.h>

#define EXPORT __attribute__((visibility("default"), used))

/* The record under its dotted name; a fixed array stands for args[]. */
#define KERNEL_INFO(kname, nargs_, kernarg, max_threads_, static_shared_,      \
                    align_, ...)                                               \
  EXPORT const struct {                                                        \
    uint32_t abi_version, nargs, kernarg_size, max_threads, static_shared,     \
        dynamic_shared_align;                                                  \
    HipcHostKernelArg args[(nargs_) ? (nargs_) : 1];                           \
  } kname##_info __asm__(HIPC_HOST_KERNEL_INFO_PREFIX #kname) = {             \
      HIPC_HOST_ABI_VERSION, nargs_, kernarg, max_threads_, static_shared_,    \
      align_, __VA_ARGS__}

#define HOST_MODULE()                                                          \
  EXPORT const uint32_t __hipc_host_module_abi = HIPC_HOST_ABI_VERSION

/* The kernel's argument i, of type T. */
#define ARG(T, i) (*(T *)args[i])

/* The linear index of the calling thread in its block, and in the grid. */
static inline uint32_t tid(const HipcHostCtx *c) {
  return (c->thread_idx[2] * c->block_dim[1] + c->thread_idx[1]) * c->block_dim[0] +
         c->thread_idx[0];
}

static inline uint64_t gid(const HipcHostCtx *c) {
  uint64_t block = ((uint64_t)c->block_idx[2] * c->grid_dim[1] + c->block_idx[1]) *
                       c->grid_dim[0] + c->block_idx[0];
  return block * c->block_dim[0] * c->block_dim[1] * c->block_dim[2] + tid(c);
}

#endif
