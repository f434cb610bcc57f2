/* host_abi.h - the contract between kernels that hipc compiles for
 * --offload-arch=host and libhipc-host, the runtime that runs them.
 *
 * A host module is an x86-64 ELF shared object.  hipc lowers every device
 * function, kernels included, with one extra first parameter: the calling
 * GPU thread's context.  Built-in variables read the context; __shared__
 * variables live at fixed offsets in the block's shared memory; whatever
 * needs the scheduler (barriers, warp operations, printf, traps) calls
 * through the context's operation table, so a module needs no symbols of
 * the runtime at load time.
 *
 * For each kernel K (its symbol name as on the GPU: mangled, or plain for
 * extern "C") the module exports:
 *   void K(HipcHostCtx *ctx, void **args);  args[i] points at argument i
 *   const HipcHostKernelInfo __hipc_kernel_info.K;
 * and once per module:
 *   const uint32_t __hipc_host_module_abi = HIPC_HOST_ABI_VERSION;
 * __device__ and __constant__ variables are ordinary exported, writable
 * data symbols under their names.  A module has no DT_SONAME: the dynamic
 * linker would otherwise take two loads of modules for one object.  The
 * layout below is fixed per ABI version; codegen/target_host.c builds
 * modules from this header.
 *
 * Warp operations.  A GPU runs a wave's lanes in lock step: where they
 * branch apart, one side runs, then the other, and the lanes meet again
 * where the branches join; a warp operation combines the lanes that are
 * at the same dynamic instance of it, and no others.  So that the runtime
 * can tell which those are, each warp operation (a "point") passes `pos`,
 * its place in its function: the points of a function are numbered in
 * the order of its structured control flow, a branch before the code
 * after its join, a loop's body before the code after the loop.  Codegen
 * adds points of its own where lanes must meet: a warp_sync at a loop's
 * latch, numbered after the loop's points, and one at a function's
 * return, numbered after all.  Calls with equal `pos` in one function are
 * one point, which LLVM may have duplicated.  The runtime tells the points
 * of one function in different calls apart by the call path: every
 * function of a module keeps the frame pointer chain (rbp) and makes no
 * tail calls, and the chain ends at the kernel's entry, which the runtime
 * calls with rbp 0. */
#ifndef HIPC_HOST_ABI_H
#define HIPC_HOST_ABI_H

#include <stdint.h>

#define HIPC_HOST_ABI_VERSION 4

typedef struct HipcHostCtx HipcHostCtx;

/* Warp shuffles, as HIP's __shfl family: the lane a value comes from;
 * and AMDGPU's ds_permute, the lane a value goes to. */
enum {
  HIPC_SHFL_IDX = 0,  /* from lane `arg` */
  HIPC_SHFL_UP = 1,   /* from lane - arg (within width) */
  HIPC_SHFL_DOWN = 2, /* from lane + arg (within width) */
  HIPC_SHFL_XOR = 3,  /* from lane ^ arg */
  HIPC_SHFL_PUSH = 4, /* to lane `arg` modulo the warp size (ds_permute):
                       * a lane gets the value of the highest lane that
                       * pushed to it, 0 when none did (ABI version 3) */
};

typedef struct HipcHostOps {
  /* __syncthreads: returns when every thread of the block has arrived */
  void (*barrier)(HipcHostCtx *ctx);
  /* __builtin_trap, a failed assert: ends the launch with an error; never
   * returns to the kernel.  `what` says why (NULL: "trap"). */
  void (*trap)(HipcHostCtx *ctx, const char *what);
  /* device printf: printf's contract; output in order within a thread */
  int (*printf)(HipcHostCtx *ctx, const char *fmt, ...);
  /* warp operations, each at the point `pos` (above): every active lane
   * of the warp calls; each returns once all have (the warp's lanes run as
   * one).  warp_sync exchanges nothing: __syncwarp, and the reconvergence
   * points codegen adds at the latch of a loop and the return of a
   * function that hold warp operations. */
  uint64_t (*shfl)(HipcHostCtx *ctx, uint64_t value, int32_t arg,
                   int32_t width, int32_t mode, uint64_t pos);
  uint64_t (*ballot)(HipcHostCtx *ctx, int32_t predicate, uint64_t pos);
  void (*warp_sync)(HipcHostCtx *ctx, uint64_t pos);
  /* every lane's `size` bytes at `mine` (at most HIPC_GATHER_MAX), lane l's
   * at all + l * size, warp_size of them; zeros for a lane not at the
   * point: the matrix instructions' operands (ABI version 4) */
  void (*gather)(HipcHostCtx *ctx, void *all, const void *mine, uint32_t size,
                 uint64_t pos);
} HipcHostOps;

#define HIPC_GATHER_MAX 64

struct HipcHostCtx {
  uint32_t thread_idx[3]; /* threadIdx.x/y/z */
  uint32_t block_idx[3];  /* blockIdx */
  uint32_t block_dim[3];  /* blockDim */
  uint32_t grid_dim[3];   /* gridDim */
  uint32_t warp_size;     /* warpSize: 64, or 32 (HIPC_HOST_WARP_SIZE) */
  uint32_t lane;          /* linear thread index % warp_size */
  char *shared;           /* the block's shared memory: static, then dynamic */
  const HipcHostOps *ops;
  void *rt;               /* the runtime's own per-thread state */
};

typedef struct HipcHostKernelArg {
  uint32_t offset; /* in the packed argument buffer (hipModuleLaunchKernel's
                      `extra` form), natural alignment as on AMDGPU */
  uint32_t size;
} HipcHostKernelArg;

typedef struct HipcHostKernelInfo {
  uint32_t abi_version;
  uint32_t nargs;
  uint32_t kernarg_size;   /* bytes of the packed argument buffer */
  uint32_t max_threads;    /* __launch_bounds__, or 1024 */
  uint32_t static_shared;  /* bytes of __shared__ memory the module uses */
  uint32_t dynamic_shared_align; /* extern __shared__ starts aligned so */
  HipcHostKernelArg args[];
} HipcHostKernelInfo;

#define HIPC_HOST_KERNEL_INFO_PREFIX "__hipc_kernel_info."
#define HIPC_HOST_MODULE_SYMBOL "__hipc_host_module_abi"
/* The bundle entry id of a host module. */
#define HIPC_HOST_BUNDLE_ID "hipv4-x86_64-unknown-linux-gnu--host"

#endif
