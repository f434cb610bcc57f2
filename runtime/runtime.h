/* runtime.h - libhipc-host's internal header: HIP's runtime API on the CPU.
 *
 * The library keeps its state in one process-wide Runtime, created on the
 * first call that needs it (as HIP's own runtime does); only the last
 * error and the <<<>>> call configurations are per host thread, because
 * HIP defines them so.  Kernels come from host modules (host_abi.h): a
 * launch runs the grid's blocks on a pool of workers, one per online core,
 * and each block's threads as fibers on that worker (fiber.c).
 *
 * Sections follow the files: error.c, device.c, memory.c, module.c,
 * registry.c, launch.c, fiber.c, stream.c. */
#ifndef HIPC_RUNTIME_H
#define HIPC_RUNTIME_H

#include <hip/hip_runtime_api.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host_abi.h"

/* clang's registration ABI (what clang's HIP host objects call).  HIP's C header does not
 * declare these; clang's host objects call them from a constructor. */
void **__hipRegisterFatBinary(const void *wrapper);
void __hipUnregisterFatBinary(void **handle);
void __hipRegisterFunction(void **handle, const void *host_function,
                           char *device_function, const char *device_name,
                           int thread_limit, void *tid, void *bid,
                           void *block_dim, void *grid_dim, int *warp_size);
void __hipRegisterVar(void **handle, void *var, char *host_var,
                      char *device_var, int ext, size_t size, int constant,
                      int global);

/* Everything below is internal: hidden from the shared object's symbol
 * table even before runtime/hipc-host.map narrows the exports, and named
 * rt_* where other files use it, to stay clear of a program's own names
 * when it links libhipc-host.a. */
#pragma GCC visibility push(hidden)

enum {
  RT_MAX_BLOCK_THREADS = 1024,      /* hipDeviceProp_t.maxThreadsPerBlock */
  RT_SHARED_BYTES = 64 * 1024,      /* sharedMemPerBlock, as on AMD GPUs */
  RT_SHARED_ALIGN = 4096,           /* the block's shared memory starts so */
  RT_DEFAULT_STACK = 256 * 1024,    /* one fiber's stack (HIPC_HOST_STACK) */
  RT_MAX_CALL_CONFIGS = 16,         /* nested <<<>>> evaluations per thread */
};

/* Handles the API gives out carry a magic number, so that a stale or
 * foreign handle is refused with an error instead of crashing. */
enum {
  MAGIC_MODULE = 0x4d4f444c,   /* "MODL" */
  MAGIC_FUNCTION = 0x46554e43, /* "FUNC" */
  MAGIC_STREAM = 0x5354524d,   /* "STRM" */
  MAGIC_EVENT = 0x45564e54,    /* "EVNT" */
  MAGIC_DEAD = 0xdeadbeef,
};

typedef struct ihipModule_t Module;
typedef struct ihipModuleSymbol_t Function;
typedef struct ihipStream_t Stream;
typedef struct ihipEvent_t Event;
typedef struct Pool Pool;

/* ---- error.c: error names, the thread's last error and call configs --- */

/* Records `e` as the calling thread's last error unless it is hipSuccess
 * (CUDA's rule, which ROCm 6 adopted: a success does not clear an earlier
 * error), and returns it.  Every API entry point returns through it. */
hipError_t rt_error(hipError_t e);

/* ---- device.c: the one device, the CPU -------------------------------- */

typedef struct Runtime {
  pthread_mutex_t lock; /* modules, fat binaries, the registry, streams */
  Module *modules;      /* loaded by hipModuleLoad*, newest first */
  struct FatBinary *fatbins;
  struct RegFunction *functions; /* __hipRegisterFunction, newest first */
  struct RegVar *vars;           /* __hipRegisterVar */
  Stream *streams;               /* created streams; the null one is below */

  pthread_mutex_t mem_lock; /* the allocation table */
  struct Alloc *allocs;     /* sorted by address */
  size_t nallocs, cap_allocs;

  Pool *pool; /* the workers, created by the first launch */

  hipDeviceProp_t props;
  unsigned ncores;      /* online cores: workers and compute units */
  uint32_t warp_size;   /* 64, or 32 with HIPC_HOST_WARP_SIZE=32 */
  size_t stack_size;    /* bytes per fiber stack, a multiple of the page */
  size_t page_size;
} Runtime;

/* The process's runtime, created on first use. */
Runtime *rt_get(void);

/* ---- module.c: host modules ------------------------------------------- */

/* HIP's handles are pointers to structs its header only names; these are
 * ours. */
struct ihipModule_t {
  uint32_t magic;
  void *dl;            /* dlopen's handle */
  void *link_map;      /* dlinfo's link map: tells our symbols from others */
  int fd;              /* the memfd it was loaded from, or -1 */
  Function *functions; /* handed out by hipModuleGetFunction */
  Module *next;
};

struct ihipModuleSymbol_t {
  uint32_t magic;
  Module *module;
  char *name;
  void (*entry)(HipcHostCtx *ctx, void **args);
  const HipcHostKernelInfo *info;
  Function *next;
};

/* Loads a module from an image in memory: a host module (x86-64 ELF
 * shared object) or an offload bundle holding one.  `size` 0: the image's
 * headers say how long it is.  Does not take rt->lock. */
hipError_t rt_module_load(const void *image, size_t size, const char *name,
                          Module **out);
/* dlcloses and frees `m` and its functions; the caller has taken `m` off
 * whatever list held it. */
void rt_module_free(Module *m);
/* The kernel `name` of `m`, created on first use; rt->lock held. */
hipError_t rt_module_function(Module *m, const char *name, Function **out);
/* The address and size of the data symbol `name` of `m`. */
hipError_t rt_module_global(Module *m, const char *name, void **addr,
                            size_t *size);

/* ---- registry.c: clang's registration ABI ----------------------------- */

/* The kernel registered for the host stub `host_function`. */
hipError_t rt_registry_function(const void *host_function, Function **out);

/* ---- launch.c: validating a launch and running its grid --------------- */

/* Runs `f` over the grid and returns when every block has finished:
 * launches are synchronous, which HIP's stream semantics permit.  `args`
 * holds one pointer per kernel argument (hipLaunchKernel's form). */
hipError_t rt_launch(Function *f, dim3 grid, dim3 block, size_t shared,
                     Stream *stream, void **args);

/* One launch, as the workers see it. */
typedef struct Launch {
  const Function *f;
  void **args;
  uint32_t grid[3], block[3];
  uint32_t nthreads;    /* per block */
  uint64_t nblocks;
  atomic_uint_fast64_t next_block; /* the next block to claim */
  atomic_int error;                /* the first failure (a hipError_t) */
  atomic_bool printed;             /* some thread called printf */
  int active;                      /* workers inside; pool lock */
  bool queued;                     /* still in the pool's queue */
  struct Launch *next;
} Launch;

/* ---- fiber.c: one block's threads as fibers --------------------------- */

typedef struct BlockRunner BlockRunner;

BlockRunner *rt_block_runner_new(Runtime *rt);
/* Frees a runner that never ran a block (NULL: nothing). */
void rt_block_runner_free(BlockRunner *b);
/* Runs block `index` (linear, x fastest) of `l` to its end or its trap. */
void rt_block_run(BlockRunner *b, Launch *l, uint64_t index);

/* fiber_x86_64.S: saves the callee-saved registers, MXCSR and the x87
 * control word on the current stack, stores the stack pointer in *save,
 * and resumes the context whose stack pointer is `to`. */
void rt_fiber_switch(void **save, void *to);
/* A new fiber's first return address: calls r14(r12, r13), never returns. */
void rt_fiber_start(void);
/* fn(ctx, args) with rbp 0: the end of the frame pointer chain. */
void rt_fiber_call(void (*fn)(HipcHostCtx *ctx, void **args), HipcHostCtx *ctx,
                   void **args);

/* ---- stream.c --------------------------------------------------------- */

struct ihipStream_t {
  uint32_t magic;
  unsigned flags;
  hipError_t pending; /* a launch failure to report at the next sync */
  Stream *next;
};

/* The stream `s` names (NULL and hipStreamPerThread: the null stream), or
 * NULL if `s` is not a live stream. */
Stream *rt_stream_get(hipStream_t s);
/* Remembers a launch failure on `s` for its next synchronisation. */
void rt_stream_fail(Stream *s, hipError_t e);

#pragma GCC visibility pop

#endif
