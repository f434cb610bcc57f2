/* launch.c - checking a launch against HIP's rules and running its grid
 * on the worker pool.
 *
 * A launch runs on one thread per core the process may use: the
 * launching thread itself and a pool of workers for the other cores,
 * started by the first launch and kept for the process's life.  Launches
 * wait in a queue; the workers claim the head launch's blocks one at a
 * time, as its launching thread does, so a grid spreads over every core
 * and a block runs whole on one thread (fiber.c), as a workgroup runs
 * whole on one compute unit.  The launching thread works rather than
 * sleeps, so a grid of one block runs without waking anyone: a launch
 * takes a fraction of a microsecond instead of tens.  It returns when its
 * grid is done: launches are synchronous, which HIP's stream ordering
 * permits, and which makes every copy after a launch see its results
 * without further synchronisation. */
#include "runtime.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Pool {
  pthread_mutex_t lock;
  pthread_cond_t work; /* workers wait for a launch */
  pthread_cond_t done; /* launchers wait for theirs to finish */
  Launch *head, *tail; /* launches with blocks left to claim */
  Runtime *rt;
  struct Spare *spare; /* block runners for launching threads */
};

typedef struct Spare {
  struct Spare *next;
  BlockRunner *runner;
} Spare;

/* Takes `l` out of the queue: it has no blocks left to claim, so no
 * worker may join it now.  Pool lock held. */
static void dequeue(Pool *p, Launch *l) {
  if (!l->queued)
    return;
  Launch *prev = NULL;
  for (Launch *q = p->head; q != l; q = q->next)
    prev = q;
  if (prev)
    prev->next = l->next;
  else
    p->head = l->next;
  if (p->tail == l)
    p->tail = prev;
  l->queued = false;
}

/* Runs blocks of `l` until none is left to claim.  After a failure the
 * remaining blocks are skipped: the launch has failed already. */
static void claim_blocks(BlockRunner *b, Launch *l) {
  uint64_t i;
  while (atomic_load_explicit(&l->error, memory_order_relaxed) == hipSuccess &&
         (i = atomic_fetch_add(&l->next_block, 1)) < l->nblocks)
    rt_block_run(b, l, i);
}

typedef struct Worker {
  Pool *pool;
  BlockRunner *runner;
} Worker;

static void *worker_main(void *arg) {
  Worker *w = arg;
  Pool *p = w->pool;
  pthread_mutex_lock(&p->lock);
  for (;;) {
    while (!p->head)
      pthread_cond_wait(&p->work, &p->lock);
    Launch *l = p->head;
    l->active++;
    pthread_mutex_unlock(&p->lock);
    claim_blocks(w->runner, l);
    pthread_mutex_lock(&p->lock);
    dequeue(p, l);
    if (--l->active == 0)
      pthread_cond_broadcast(&p->done);
  }
  return NULL;
}

/* Starts the workers, one per core but the launching thread's, with every
 * signal blocked: a library's threads must not take the program's
 * signals. */
static Pool *pool_new(Runtime *rt) {
  Pool *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  pthread_mutex_init(&p->lock, NULL);
  pthread_cond_init(&p->work, NULL);
  pthread_cond_init(&p->done, NULL);
  p->rt = rt;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  unsigned want = rt->ncores > 1 ? rt->ncores - 1 : 1, started = 0;
  for (; started < want; started++) {
    pthread_t thread;
    Worker *w = malloc(sizeof *w);
    BlockRunner *b = w ? rt_block_runner_new(rt) : NULL;
    if (b)
      *w = (Worker){p, b};
    if (!b || pthread_create(&thread, &attr, worker_main, w) != 0) {
      rt_block_runner_free(b);
      free(w);
      break;
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  /* The workers that did start make a pool; none, no pool. */
  if (started == 0) {
    free(p);
    return NULL;
  }
  return p;
}

static Pool *pool_get(Runtime *rt) {
  pthread_mutex_lock(&rt->lock);
  if (!rt->pool)
    rt->pool = pool_new(rt);
  Pool *p = rt->pool;
  pthread_mutex_unlock(&rt->lock);
  return p;
}

static void pool_run(Pool *p, Launch *l) {
  pthread_mutex_lock(&p->lock);
  Spare *spare = p->spare;
  if (spare)
    p->spare = spare->next;
  pthread_mutex_unlock(&p->lock);
  if (!spare && (spare = malloc(sizeof *spare)) &&
      !(spare->runner = rt_block_runner_new(p->rt))) {
    free(spare);
    spare = NULL;
  }
  pthread_mutex_lock(&p->lock);
  /* One block, the launching thread runs alone. */
  if (l->nblocks > 1 || !spare) {
    l->queued = true;
    if (p->tail)
      p->tail->next = l;
    else
      p->head = l;
    p->tail = l;
    pthread_cond_broadcast(&p->work);
  }
  pthread_mutex_unlock(&p->lock);
  if (spare)
    claim_blocks(spare->runner, l);
  pthread_mutex_lock(&p->lock);
  if (spare) { /* every block is claimed */
    dequeue(p, l);
    spare->next = p->spare;
    p->spare = spare;
  }
  while (l->queued || l->active > 0)
    pthread_cond_wait(&p->done, &p->lock);
  pthread_mutex_unlock(&p->lock);
}

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

hipError_t rt_launch(Function *f, dim3 grid, dim3 block, size_t shared,
                     Stream *stream, void **args) {
  if (!f || f->magic != MAGIC_FUNCTION)
    return hipErrorInvalidHandle;
  const HipcHostKernelInfo *info = f->info;
  /* A block of no threads, or of more than the device or the kernel's
   * __launch_bounds__ allow, is an invalid configuration; so is a grid
   * beyond hipDeviceProp_t.maxGridSize. */
  uint64_t nthreads = (uint64_t)block.x * block.y * block.z;
  if (nthreads == 0 || nthreads > RT_MAX_BLOCK_THREADS || nthreads > info->max_threads)
    return hipErrorInvalidConfiguration;
  if (grid.x == 0 || grid.y == 0 || grid.z == 0 || grid.x > 0x7fffffffu ||
      grid.y > 65536 || grid.z > 65536)
    return hipErrorInvalidConfiguration;
  /* Dynamic shared memory starts after the static, aligned (host_abi.h);
   * more than sharedMemPerBlock in all is hipModuleLaunchKernel's
   * hipErrorInvalidValue. */
  uint64_t dynamic_at = align_up(info->static_shared, info->dynamic_shared_align);
  if (dynamic_at > RT_SHARED_BYTES || shared > RT_SHARED_BYTES - dynamic_at)
    return hipErrorInvalidValue;
  /* HIP: "At least one of kernelParams or extra Params should be provided". */
  if (info->nargs > 0 && !args)
    return hipErrorInvalidValue;
  Pool *pool = pool_get(rt_get());
  if (!pool)
    return hipErrorOutOfMemory;

  Launch l = {
      .f = f,
      .args = args,
      .grid = {grid.x, grid.y, grid.z},
      .block = {block.x, block.y, block.z},
      .nthreads = (uint32_t)nthreads,
      .nblocks = (uint64_t)grid.x * grid.y * grid.z,
  };
  atomic_init(&l.next_block, 0);
  atomic_init(&l.error, hipSuccess);
  atomic_init(&l.printed, false);
  pool_run(pool, &l);
  if (atomic_load(&l.printed))
    fflush(stdout);
  hipError_t e = (hipError_t)atomic_load(&l.error);
  if (e != hipSuccess)
    rt_stream_fail(stream, e);
  return e;
}

/* The `extra` form: HIP_LAUNCH_PARAM_BUFFER_POINTER and _SIZE name the
 * packed argument buffer, laid out as the kernel's info record says; each
 * argument must lie wholly inside it.  `args` gets one pointer each. */
static hipError_t unpack_extra(const HipcHostKernelInfo *info, void **extra,
                               void **args) {
  const char *buf = NULL;
  size_t size = 0;
  bool have_size = false;
  for (size_t i = 0; extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
    if (i >= 16) /* no terminator in sight */
      return hipErrorInvalidValue;
    if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) {
      buf = extra[i + 1];
    } else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1]) {
      memcpy(&size, extra[i + 1], sizeof size);
      have_size = true;
    } else {
      return hipErrorInvalidValue;
    }
  }
  if (info->nargs > 0 && (!buf || !have_size))
    return hipErrorInvalidValue;
  for (uint32_t i = 0; i < info->nargs; i++) {
    const HipcHostKernelArg *a = &info->args[i];
    if ((uint64_t)a->offset + a->size > size)
      return hipErrorInvalidValue;
    args[i] = (void *)(buf + a->offset);
  }
  return hipSuccess;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gx,
                                 unsigned int gy, unsigned int gz,
                                 unsigned int bx, unsigned int by,
                                 unsigned int bz, unsigned int shared,
                                 hipStream_t stream, void **params,
                                 void **extra) {
  if (!f || f->magic != MAGIC_FUNCTION)
    return rt_error(hipErrorInvalidHandle);
  if (params && extra)
    return rt_error(hipErrorInvalidValue);
  Stream *s = rt_stream_get(stream);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  void *local[32], **args = params, **heap = NULL;
  if (extra) {
    uint32_t n = f->info->nargs;
    args = n <= 32 ? local : (heap = malloc(n * sizeof *heap));
    if (!args)
      return rt_error(hipErrorOutOfMemory);
    hipError_t e = unpack_extra(f->info, extra, args);
    if (e != hipSuccess) {
      free(heap);
      return rt_error(e);
    }
  }
  hipError_t e = rt_launch(f, (dim3){gx, gy, gz}, (dim3){bx, by, bz},
                               shared, s, args);
  free(heap);
  return rt_error(e);
}

/* ---- Occupancy -------------------------------------------------------- */

/* A worker runs one block at a time, whatever its size: the largest block
 * the kernel allows, one per core, is as full as the device gets. */
static hipError_t potential_block_size(int *grid_size, int *block_size,
                                       Function *f, int limit) {
  if (!grid_size || !block_size)
    return hipErrorInvalidValue;
  int size = (int)(f->info->max_threads < RT_MAX_BLOCK_THREADS ? f->info->max_threads
                                                              : RT_MAX_BLOCK_THREADS);
  if (limit > 0 && limit < size)
    size = limit;
  *grid_size = (int)rt_get()->ncores;
  *block_size = size;
  return hipSuccess;
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int *grid_size,
                                                   int *block_size,
                                                   hipFunction_t f,
                                                   size_t shared, int limit) {
  (void)shared;
  if (!f || f->magic != MAGIC_FUNCTION)
    return rt_error(hipErrorInvalidHandle);
  return rt_error(potential_block_size(grid_size, block_size, f, limit));
}

hipError_t hipOccupancyMaxPotentialBlockSize(int *grid_size, int *block_size,
                                             const void *func, size_t shared,
                                             int limit) {
  (void)shared;
  Function *f;
  hipError_t e = rt_registry_function(func, &f);
  if (e == hipSuccess)
    e = potential_block_size(grid_size, block_size, f, limit);
  return rt_error(e);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(
    int *blocks, hipFunction_t f, int block_size, size_t shared) {
  (void)shared;
  if (!blocks || block_size <= 0)
    return rt_error(hipErrorInvalidValue);
  if (!f || f->magic != MAGIC_FUNCTION)
    return rt_error(hipErrorInvalidHandle);
  *blocks = (uint32_t)block_size <= f->info->max_threads ? 1 : 0;
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks,
                                                        const void *func,
                                                        int block_size,
                                                        size_t shared) {
  Function *f;
  hipError_t e = rt_registry_function(func, &f);
  if (e != hipSuccess)
    return rt_error(e);
  return hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, block_size, shared);
}
