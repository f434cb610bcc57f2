/* fiber.c - one block of a launch on one worker: the block's GPU threads
 * as fibers, and the operations a kernel calls through its context
 * (host_abi.h): barriers, warp operations, printf and traps.
 *
 * A GPU runs a block's threads together, so a kernel may rely on every
 * thread reaching a __syncthreads before any leaves it, inside loops and
 * after divergent code, and on a warp's lanes exchanging values in a
 * shuffle.  Here each thread is a fiber with a stack of its own, and the
 * threads take turns: one runs until it waits (a barrier, a warp
 * operation) or ends, then the next ready one runs.  Switches happen only
 * there, so between two barriers each thread runs straight through.
 *
 * Most kernels never wait.  A block therefore starts as one fiber that
 * calls the kernel for thread 0, 1, 2, ... in turn on the same stack, one
 * call each; only when a thread first waits do the threads after it get
 * fibers of their own ("fiber mode").  The threads before it have ended,
 * which a GPU allows: threads that exited take no part in barriers or
 * warp operations, exactly as an ended wave does not hold up s_barrier.
 *
 * A warp's lanes run in lock step on a GPU: where they branch apart, one
 * side runs while the other side's lanes wait where the branches join, so
 * a warp operation combines exactly the lanes that are at that instance
 * of it.  Here a lane that reaches a warp operation (a "point",
 * host_abi.h) waits until every live lane of its warp waits at one or has
 * ended.  Then the lanes at the point a GPU would run first go on
 * together, and the others wait on: they are the lanes a GPU holds at a
 * join, whether their point comes after the join or is on their side of
 * the branch, still to run.  "First" is the order of the structured
 * control flow of the function the lanes are in (each point's `pos`),
 * and for lanes in different calls the order of the calls.  The points
 * codegen adds at loop latches keep a lane that ended an iteration from
 * starting the next before the others end theirs, so the lanes still in
 * a loop run its iteration k together, however many iterations each runs.
 *
 * Two cases are approximations.  Lanes in different calls go in the order
 * of the calls' addresses, which is the source's unless LLVM lays a call
 * out of line (in a branch marked unlikely).  A loop made with goto, or
 * one whose warp operations are all in functions it calls, has no latch
 * point: a lane that skips such an operation in one iteration may reach
 * the next iteration's while other lanes are still at this one's, and be
 * taken for one of them.
 *
 * When no thread is ready, the scheduler decides what waiting ends: the
 * first point of each warp with lanes at points runs with the lanes that
 * came (the warp's other live lanes wait at the barrier: they are
 * inactive); otherwise every live thread is at the barrier, which opens. */
#include "runtime.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#define RT_ASAN 1
#else
#define RT_ASAN 0
#endif

enum { NONE = UINT32_MAX, MAX_WARPS = RT_MAX_BLOCK_THREADS / 32, MAX_PATH = 16 };

/* A fiber's stack: [lo, lo + size), a guard page below it. */
typedef struct Stack {
  struct Stack *next; /* in the runner's free list */
  char *lo;
  size_t size;
} Stack;

typedef enum ThreadState {
  TS_NEW,     /* has no fiber yet (fiber mode) */
  TS_READY,   /* running, or may run */
  TS_BARRIER, /* waits in __syncthreads */
  TS_WARP,    /* waits in a warp operation */
  TS_EXITED,
} ThreadState;

typedef enum WarpOp { WARP_SHFL, WARP_BALLOT, WARP_SYNC, WARP_GATHER } WarpOp;

typedef struct GpuThread {
  void *sp;     /* saved while switched out */
  Stack *stack; /* while it has one */
  uint8_t state, op;
  int32_t arg, width, mode; /* the pending shuffle; a gather's size in arg */
  uint64_t value;           /* in: the lane's value; out: its result */
  void *out;                /* a gather's destination */
} GpuThread;

/* Where a thread waits in a warp operation: the point's `pos`
 * (host_abi.h), and the return addresses of its frames from the kernel's
 * entry down to the point's own call.  Apart from GpuThread, which every
 * switch reads. */
typedef struct Where {
  uint64_t pos;
  uint32_t depth; /* entries of path */
  uintptr_t path[MAX_PATH];
} Where;

typedef struct Warp {
  uint32_t live;    /* lanes that have not exited (fiber mode) */
  uint32_t arrived; /* lanes waiting in a warp operation, at any point */
} Warp;

struct BlockRunner {
  Runtime *rt;
  Launch *l;
  void (*entry)(HipcHostCtx *ctx, void **args);
  uint32_t n;         /* threads in the block */
  uint32_t warp_size;
  HipcHostCtx proto;  /* what every thread's context shares */

  bool fibers;        /* the block's threads have fibers of their own */
  bool aborted;       /* a thread trapped: abandon the block */
  uint32_t live;      /* threads not exited (fiber mode) */
  uint32_t cursor;    /* where the scheduler looks for a ready thread */
  void *sched_sp;     /* the scheduler, on the worker's own stack */
  Stack *seq_stack;   /* the block's first fiber, until fiber mode */
  Stack *dead;        /* an ended fiber's stack, freed off that stack */
  Stack *free_stacks;
  char *shared;

#if RT_ASAN
  const void *sched_lo; /* the worker's stack, for ASan's fiber hooks */
  size_t sched_size;
#endif
  uint64_t ready[RT_MAX_BLOCK_THREADS / 64]; /* TS_NEW or TS_READY */
  Warp warps[MAX_WARPS];
  HipcHostCtx ctx[RT_MAX_BLOCK_THREADS];
  GpuThread th[RT_MAX_BLOCK_THREADS];
  Where where[RT_MAX_BLOCK_THREADS];
};

static const HipcHostOps ops;

BlockRunner *rt_block_runner_new(Runtime *rt) {
  BlockRunner *b = calloc(1, sizeof *b);
  if (!b)
    return NULL;
  b->rt = rt;
  b->warp_size = rt->warp_size;
  b->shared = aligned_alloc(RT_SHARED_ALIGN, RT_SHARED_BYTES);
  if (!b->shared) {
    free(b);
    return NULL;
  }
  return b;
}

void rt_block_runner_free(BlockRunner *b) {
  if (b) {
    free(b->shared);
    free(b);
  }
}

/* ---- Stacks ----------------------------------------------------------- */

/* Stacks are mapped once and reused by every later block on this worker;
 * MAP_NORESERVE because a kernel thread touches a few pages of its 256
 * KiB, and 1024 of them would otherwise count against overcommit. */
static Stack *stack_get(BlockRunner *b) {
  Stack *s = b->free_stacks;
  if (s) {
    b->free_stacks = s->next;
    return s;
  }
  size_t guard = b->rt->page_size, size = b->rt->stack_size;
  s = malloc(sizeof *s);
  char *p = s ? mmap(NULL, guard + size, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0)
              : MAP_FAILED;
  if (p == MAP_FAILED) {
    free(s);
    return NULL;
  }
  mprotect(p, guard, PROT_NONE); /* an overflow faults instead of corrupting */
  s->lo = p + guard;
  s->size = size;
  return s;
}

/* A fiber leaves its stack with frames that never return (it ends by
 * switching away, or is abandoned); under ASan their redzones would
 * poison the next fiber on that stack. */
static void stack_put(BlockRunner *b, Stack *s) {
#if RT_ASAN
  __asan_unpoison_memory_region(s->lo, s->size);
#endif
  s->next = b->free_stacks;
  b->free_stacks = s;
}

/* A new context on `s` whose first switch calls fn(a0, a1): the frame
 * rt_fiber_switch pops (fiber_x86_64.S), returning into rt_fiber_start
 * with the stack 16-byte aligned for its call. */
static void *frame_new(Stack *s, void (*fn)(BlockRunner *, uintptr_t),
                       BlockRunner *a0, uintptr_t a1) {
  uintptr_t top = ((uintptr_t)(s->lo + s->size)) & ~(uintptr_t)15;
  uint64_t *ret = (uint64_t *)(top - 24); /* ret + 8 is 16-byte aligned */
  void (*start)(void) = rt_fiber_start;
  memcpy(&ret[0], &start, 8);
  ret[-1] = 0;               /* rbp */
  ret[-2] = 0;               /* rbx */
  ret[-3] = (uintptr_t)a0;   /* r12 */
  ret[-4] = a1;              /* r13 */
  memcpy(&ret[-5], &fn, 8);  /* r14 */
  ret[-6] = 0;               /* r15 */
  /* A kernel starts in the default floating-point environment, as a wave
   * does: round to nearest, exceptions masked (MXCSR 0x1f80, x87 0x37f). */
  ret[-7] = 0x1f80 | (uint64_t)0x037f << 32;
  return &ret[-7];
}

/* Switches to the context `to` on `to_stack` (NULL: the scheduler's),
 * saving the current one in *save.  `ending`: the current fiber will
 * never run again. */
static void jump(BlockRunner *b, void **save, void *to, const Stack *to_stack,
                 bool ending) {
#if RT_ASAN
  /* ASan must know which stack is live (sanitizer/common_interface_defs.h)
   * or it reports the other fibers' frames as overflows. */
  void *fake = NULL;
  __sanitizer_start_switch_fiber(ending ? NULL : &fake,
                                 to_stack ? to_stack->lo : b->sched_lo,
                                 to_stack ? to_stack->size : b->sched_size);
  rt_fiber_switch(save, to);
  __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#else
  (void)to_stack, (void)ending;
  rt_fiber_switch(save, to);
#endif
}

/* The first thing a new fiber does. */
static void fiber_begun(BlockRunner *b, bool from_scheduler) {
#if RT_ASAN
  const void *lo;
  size_t size;
  __sanitizer_finish_switch_fiber(NULL, &lo, &size);
  if (from_scheduler) {
    b->sched_lo = lo;
    b->sched_size = size;
  }
#else
  (void)b, (void)from_scheduler;
#endif
}

/* ---- Ready threads ---------------------------------------------------- */

static void ready_set(BlockRunner *b, uint32_t t) {
  b->ready[t / 64] |= 1ull << (t % 64);
}

static void ready_clear(BlockRunner *b, uint32_t t) {
  b->ready[t / 64] &= ~(1ull << (t % 64));
}

/* The first ready thread at or after `from`, or NONE. */
static uint32_t next_ready(const BlockRunner *b, uint32_t from) {
  uint32_t words = (b->n + 63) / 64;
  for (uint32_t w = from / 64; w < words; w++) {
    uint64_t bits = b->ready[w];
    if (w == from / 64)
      bits &= ~0ull << (from % 64);
    if (bits)
      return w * 64 + (uint32_t)__builtin_ctzll(bits);
  }
  return NONE;
}

/* ---- Threads ---------------------------------------------------------- */

static void warp_complete(BlockRunner *b, uint32_t w);

/* Records the launch's first failure; true if this was it. */
static bool launch_fail(Launch *l, hipError_t e) {
  int none = 0;
  return atomic_compare_exchange_strong(&l->error, &none, (int)e);
}

static void ctx_init(BlockRunner *b, uint32_t t, uint32_t x, uint32_t y,
                     uint32_t z) {
  HipcHostCtx *c = &b->ctx[t];
  *c = b->proto;
  c->thread_idx[0] = x;
  c->thread_idx[1] = y;
  c->thread_idx[2] = z;
  c->lane = t & (b->warp_size - 1);
}

/* Leaves the current fiber for good; the scheduler frees its stack `s`
 * (if any) once it no longer runs on it, and looks on after thread t. */
static _Noreturn void fiber_end(BlockRunner *b, uint32_t t, Stack *s) {
  void *unused;
  b->dead = s;
  b->cursor = t + 1;
  jump(b, &unused, b->sched_sp, NULL, true);
  __builtin_unreachable();
}

/* A thread trapped or the block could not go on: back to the scheduler,
 * which abandons the block; no fiber of it runs again. */
static _Noreturn void block_abort(BlockRunner *b) {
  void *unused;
  b->aborted = true;
  jump(b, &unused, b->sched_sp, NULL, true);
  __builtin_unreachable();
}

/* Thread t returned from the kernel, in fiber mode; returns its stack. */
static Stack *thread_exit(BlockRunner *b, uint32_t t) {
  GpuThread *th = &b->th[t];
  Warp *w = &b->warps[t / b->warp_size];
  th->state = TS_EXITED;
  ready_clear(b, t);
  b->live--;
  w->live--;
  /* It may have been the lane a warp operation waited for. */
  if (w->arrived && w->arrived == w->live)
    warp_complete(b, t / b->warp_size);
  Stack *s = th->stack;
  th->stack = NULL;
  return s;
}

/* A thread with a fiber of its own. */
static void thread_main(BlockRunner *b, uintptr_t t) {
  fiber_begun(b, false);
  rt_fiber_call(b->entry, &b->ctx[t], b->l->args);
  fiber_end(b, (uint32_t)t, thread_exit(b, (uint32_t)t));
}

/* The block's first fiber: calls the kernel for each thread in turn,
 * until one waits. */
static void block_main(BlockRunner *b, uintptr_t unused) {
  (void)unused;
  fiber_begun(b, true);
  const uint32_t *dim = b->proto.block_dim;
  uint32_t x = 0, y = 0, z = 0, t;
  for (t = 0; t < b->n; t++) {
    ctx_init(b, t, x, y, z);
    rt_fiber_call(b->entry, &b->ctx[t], b->l->args);
    if (b->fibers) /* thread t waited: it owns this fiber now */
      fiber_end(b, t, thread_exit(b, t));
    if (++x == dim[0]) {
      x = 0;
      if (++y == dim[1]) {
        y = 0;
        z++;
      }
    }
  }
  Stack *s = b->seq_stack;
  b->seq_stack = NULL;
  fiber_end(b, t, s);
}

/* Thread t, on the block's first fiber, waits for the first time: it
 * keeps that fiber, and each thread after it gets one when it starts. */
static void fibers_begin(BlockRunner *b, uint32_t t) {
  uint32_t n = b->n, ws = b->warp_size;
  b->fibers = true;
  b->live = n - t;
  for (uint32_t i = 0; i < n; i++) {
    b->th[i].state = i < t ? TS_EXITED : TS_NEW;
    b->th[i].stack = NULL;
  }
  b->th[t].state = TS_READY;
  b->th[t].stack = b->seq_stack;
  b->seq_stack = NULL;
  memset(b->ready, 0, sizeof b->ready);
  for (uint32_t i = t; i < n; i++)
    ready_set(b, i);
  for (uint32_t w = 0; w * ws < n; w++) {
    uint32_t lo = w * ws > t ? w * ws : t;
    uint32_t hi = (w + 1) * ws < n ? (w + 1) * ws : n;
    b->warps[w].live = hi > lo ? hi - lo : 0;
    b->warps[w].arrived = 0;
  }
}

/* Switches from the current context (saved in *save) to thread t,
 * giving it a fiber first if it has none.  False: no stack was left. */
static bool resume(BlockRunner *b, void **save, uint32_t t) {
  GpuThread *th = &b->th[t];
  if (th->state == TS_NEW) {
    Stack *s = stack_get(b);
    if (!s) {
      launch_fail(b->l, hipErrorLaunchOutOfResources);
      return false;
    }
    uint32_t bx = b->proto.block_dim[0], by = b->proto.block_dim[1];
    ctx_init(b, t, t % bx, t / bx % by, t / (bx * by));
    th->stack = s;
    th->sp = frame_new(s, thread_main, b, t);
    th->state = TS_READY;
  }
  jump(b, save, th->sp, th->stack, false);
  return true;
}

/* Thread t waits: the next ready thread after it runs, or, at the end of
 * the round, the scheduler.  Returns when t is ready again. */
static void block_wait(BlockRunner *b, uint32_t t) {
  ready_clear(b, t);
  uint32_t next = next_ready(b, t + 1);
  if (next == NONE) {
    b->cursor = 0;
    jump(b, &b->th[t].sp, b->sched_sp, NULL, false);
  } else if (!resume(b, &b->th[t].sp, next)) {
    block_abort(b);
  }
}

/* No thread is ready: end what the waiting ones wait for.  Warp
 * operations first, each warp's first point with the lanes that reached
 * it; the warp's other live lanes wait at the barrier or have ended,
 * which on a GPU makes them inactive.  Then the barrier: every live
 * thread is at it. */
static bool resolve(BlockRunner *b) {
  bool woke = false;
  for (uint32_t w = 0; w * b->warp_size < b->n; w++) {
    if (b->warps[w].arrived) {
      warp_complete(b, w);
      woke = true;
    }
  }
  for (uint32_t t = 0; !woke && t < b->n; t++) {
    if (b->th[t].state == TS_BARRIER) {
      b->th[t].state = TS_READY;
      ready_set(b, t);
    }
  }
  return woke || next_ready(b, 0) != NONE;
}

/* After a trap: take back every stack of the block's fibers. */
static void abandon(BlockRunner *b) {
  if (b->seq_stack)
    stack_put(b, b->seq_stack);
  b->seq_stack = NULL;
  for (uint32_t t = 0; b->fibers && t < b->n; t++) {
    if (b->th[t].stack)
      stack_put(b, b->th[t].stack);
    b->th[t].stack = NULL;
  }
}

void rt_block_run(BlockRunner *b, Launch *l, uint64_t index) {
  uint32_t gx = l->grid[0], gy = l->grid[1];
  HipcHostCtx *p = &b->proto;
  b->l = l;
  b->entry = l->f->entry;
  b->n = l->nthreads;
  p->block_idx[0] = (uint32_t)(index % gx);
  p->block_idx[1] = (uint32_t)(index / gx % gy);
  p->block_idx[2] = (uint32_t)(index / ((uint64_t)gx * gy));
  memcpy(p->block_dim, l->block, sizeof p->block_dim);
  memcpy(p->grid_dim, l->grid, sizeof p->grid_dim);
  p->warp_size = b->warp_size;
  p->shared = b->shared;
  p->ops = &ops;
  p->rt = b;
  b->fibers = b->aborted = false;
  b->dead = NULL;
  b->cursor = 0;
  if (!(b->seq_stack = stack_get(b))) {
    launch_fail(l, hipErrorLaunchOutOfResources);
    return;
  }
  jump(b, &b->sched_sp, frame_new(b->seq_stack, block_main, b, 0), b->seq_stack, false);
  /* Back here whenever a fiber ends, aborts, or finds no other ready. */
  for (;;) {
    if (b->dead)
      stack_put(b, b->dead);
    b->dead = NULL;
    if (b->aborted) {
      abandon(b);
      return;
    }
    if (!b->fibers) /* the first fiber ran every thread to its end */
      return;
    uint32_t t = next_ready(b, b->cursor);
    if (t == NONE)
      t = next_ready(b, 0);
    if (t != NONE) {
      if (!resume(b, &b->sched_sp, t))
        b->aborted = true;
      continue;
    }
    if (b->live == 0)
      return;
    if (!resolve(b)) /* cannot happen: every live thread waits on something */
      b->aborted = true;
  }
}

/* ---- Warp operations -------------------------------------------------- */

/* The lane whose value lane `lane` receives, as HIP computes it
 * (amd_warp_functions.h): sources outside the lane's `width`-wide segment
 * give the lane its own value for up, down and xor; an index wraps within
 * the segment, as CUDA documents for __shfl_sync.  -1: none. */
static int shfl_source(uint32_t lane, int32_t arg, int32_t width, int32_t mode,
                       uint32_t warp_size) {
  int64_t w = width > 0 && (uint32_t)width <= warp_size ? (int64_t)width : (int64_t)warp_size;
  int64_t self = lane, seg = self & ~(w - 1), src;
  switch (mode) {
  case HIPC_SHFL_IDX:
    src = seg + (arg & (w - 1));
    break;
  case HIPC_SHFL_UP:
    src = self - (uint32_t)arg;
    if (src < seg)
      src = self;
    break;
  case HIPC_SHFL_DOWN:
    src = (self & (w - 1)) + (uint32_t)arg >= w ? self : self + (uint32_t)arg;
    break;
  case HIPC_SHFL_XOR:
    src = self ^ arg;
    if (src >= ((self + w) & ~(w - 1)))
      src = self;
    break;
  default:
    src = self;
  }
  return src >= 0 && src < warp_size ? (int)src : -1;
}

/* Reads the path of a thread that waits on stack `s`: the return address
 * `ra` of the point's call, then the frame pointer chain from its caller's
 * frame `fp` up to the kernel's entry, where rt_fiber_call ends it
 * (host_abi.h).  The chain is followed only upwards on the stack.  A chain
 * deeper than MAX_PATH keeps its inner frames and folds the outer ones
 * into one entry, which still tells most paths apart. */
static void path_read(Where *at, const Stack *s, uintptr_t ra, void *const *fp) {
  uintptr_t inner[MAX_PATH], outer = 0;
  unsigned n = 0;
  bool folded = false;
  const char *lo = s->lo, *hi = lo + s->size;
  inner[n++] = ra;
  while (fp && (const char *)fp >= lo && (const char *)(fp + 2) <= hi) {
    uintptr_t r = (uintptr_t)fp[1];
    if (n < MAX_PATH - 1) {
      inner[n++] = r;
    } else {
      outer = (outer ^ r) * 0x100000001b3u; /* FNV-1a's prime */
      folded = true;
    }
    void *const *up = fp[0];
    if (up && up <= fp)
      break;
    fp = up;
  }
  unsigned k = 0;
  if (folded)
    at->path[k++] = outer;
  while (n)
    at->path[k++] = inner[--n];
  at->depth = k;
}

/* Which of two waiting lanes of a warp a GPU runs first: negative for a,
 * positive for b, 0 when both wait at one point.  Their paths agree down
 * to a frame where they part; in it each lane is at a point or in a call.
 * Two points of one frame go in the order of their `pos` (the function's
 * structured control flow); anything else goes by address, which follows
 * that order as far as the code's layout does. */
static int point_order(const Where *a, const Where *b) {
  unsigned n = a->depth < b->depth ? a->depth : b->depth;
  for (unsigned i = 0; i < n; i++) {
    if (i + 1 == a->depth && i + 1 == b->depth)
      return a->pos < b->pos ? -1 : a->pos > b->pos;
    if (a->path[i] != b->path[i])
      return a->path[i] < b->path[i] ? -1 : 1;
  }
  return (int)a->depth - (int)b->depth;
}

/* A gather for lane `to`: each lane's bytes at its place in `to->out`,
 * zeros for a lane that is not at the point (or not in the block).
 * Lanes at one point pass one size; where a program made them differ,
 * each reads no more than the other lane gave. */
static void gather(BlockRunner *b, GpuThread *to, uint32_t base, uint32_t end, uint64_t present) {
  uint32_t size = (uint32_t)to->arg;
  char *out = to->out;
  for (uint32_t l = 0; l < b->warp_size; l++, out += size) {
    const GpuThread *from = base + l < end && present >> l & 1 ? &b->th[base + l] : NULL;
    uint32_t n = from && from->op == WARP_GATHER ? (uint32_t)from->arg : 0;
    n = n < size ? n : size;
    if (n)
      memcpy(out, (const void *)(uintptr_t)from->value, n);
    memset(out + n, 0, size - n);
  }
}

/* The lanes of warp w that wait at its first point run it: each gets its
 * result and is ready again.  Lanes at other points wait on; to this
 * operation they are inactive lanes.  A ballot has their bits 0 and a
 * shuffle from one of them reads 0, as ds_bpermute does from a disabled
 * lane (AMD GCN3 ISA, DS_BPERMUTE_B32). */
static void warp_complete(BlockRunner *b, uint32_t w) {
  uint32_t ws = b->warp_size, base = w * ws;
  uint32_t end = base + ws < b->n ? base + ws : b->n;
  const Where *first = NULL;
  for (uint32_t i = base; i < end; i++)
    if (b->th[i].state == TS_WARP && (!first || point_order(&b->where[i], first) < 0))
      first = &b->where[i];
  if (!first)
    return;
  uint64_t in[64], present = 0, ballot = 0;
  for (uint32_t i = base; i < end; i++) {
    const GpuThread *th = &b->th[i];
    const Where *at = &b->where[i];
    if (th->state != TS_WARP || (at != first && point_order(at, first) != 0))
      continue;
    present |= 1ull << (i - base);
    in[i - base] = th->value;
    if (th->op == WARP_BALLOT && th->value)
      ballot |= 1ull << (i - base);
  }
  /* ds_permute's forward permute: the highest lane that pushes wins */
  uint64_t pushed[64] = {0};
  for (uint32_t i = base; i < end; i++) {
    const GpuThread *th = &b->th[i];
    if (present >> (i - base) & 1 && th->op == WARP_SHFL && th->mode == HIPC_SHFL_PUSH)
      pushed[(uint32_t)th->arg & (ws - 1)] = in[i - base];
  }
  for (uint32_t i = base; i < end; i++) {
    GpuThread *th = &b->th[i];
    if (!(present >> (i - base) & 1))
      continue;
    if (th->op == WARP_GATHER) {
      gather(b, th, base, end, present);
    } else if (th->op == WARP_SHFL && th->mode == HIPC_SHFL_PUSH) {
      th->value = pushed[i - base];
    } else if (th->op == WARP_SHFL) {
      int src = shfl_source(i - base, th->arg, th->width, th->mode, ws);
      th->value = src >= 0 && (present >> src & 1) ? in[src] : 0;
    } else {
      th->value = th->op == WARP_BALLOT ? ballot : 0;
    }
    th->state = TS_READY;
    ready_set(b, i);
  }
  b->warps[w].arrived -= (uint32_t)__builtin_popcountll(present);
}

/* Deposits the lane's part and waits for the warp's other live lanes to
 * wait too; the last to arrive runs the warp's first point for the lanes
 * at it.  `ra` and `fp`: the point's call and its caller's frame. */
static uint64_t warp_op(HipcHostCtx *ctx, WarpOp op, uint64_t value, int32_t arg,
                        int32_t width, int32_t mode, void *out, uint64_t pos, uintptr_t ra,
                        void *const *fp) {
  BlockRunner *b = ctx->rt;
  uint32_t t = (uint32_t)(ctx - b->ctx);
  if (!b->fibers)
    fibers_begin(b, t);
  GpuThread *th = &b->th[t];
  Warp *w = &b->warps[t / b->warp_size];
  th->op = (uint8_t)op;
  th->value = value;
  th->arg = arg;
  th->width = width;
  th->mode = mode;
  th->out = out;
  if (w->live > 1) { /* a lane alone is compared with none */
    b->where[t].pos = pos;
    path_read(&b->where[t], th->stack, ra, fp);
  }
  th->state = TS_WARP;
  if (++w->arrived == w->live)
    warp_complete(b, t / b->warp_size);
  if (th->state == TS_WARP)
    block_wait(b, t);
  return th->value;
}

/* A point's own return address and its caller's frame: the frame of the
 * op_* function called through the table holds the caller's rbp. */
#define POINT_CALLER                                                           \
  (uintptr_t) __builtin_return_address(0), *(void *const *)__builtin_frame_address(0)

static uint64_t op_shfl(HipcHostCtx *ctx, uint64_t value, int32_t arg,
                        int32_t width, int32_t mode, uint64_t pos) {
  return warp_op(ctx, WARP_SHFL, value, arg, width, mode, NULL, pos, POINT_CALLER);
}

static uint64_t op_ballot(HipcHostCtx *ctx, int32_t predicate, uint64_t pos) {
  return warp_op(ctx, WARP_BALLOT, predicate != 0, 0, 0, 0, NULL, pos, POINT_CALLER);
}

static void op_warp_sync(HipcHostCtx *ctx, uint64_t pos) {
  warp_op(ctx, WARP_SYNC, 0, 0, 0, 0, NULL, pos, POINT_CALLER);
}

static void op_gather(HipcHostCtx *ctx, void *all, const void *mine, uint32_t size,
                      uint64_t pos) {
  size = size < HIPC_GATHER_MAX ? size : HIPC_GATHER_MAX;
  warp_op(ctx, WARP_GATHER, (uintptr_t)mine, (int32_t)size, 0, 0, all, pos, POINT_CALLER);
}

/* ---- Barriers, traps, printf ------------------------------------------ */

static void op_barrier(HipcHostCtx *ctx) {
  BlockRunner *b = ctx->rt;
  uint32_t t = (uint32_t)(ctx - b->ctx);
  if (!b->fibers) {
    if (t + 1 == b->n) /* the last thread, and every other has ended */
      return;
    fibers_begin(b, t);
  }
  if (b->live == 1)
    return;
  b->th[t].state = TS_BARRIER;
  block_wait(b, t);
}

/* Ends the launch with hipErrorLaunchFailure.  The first trap of a launch
 * says where; the block is abandoned and other blocks stop early, but the
 * process goes on, unlike on a GPU, where the queue would be lost. */
static void op_trap(HipcHostCtx *ctx, const char *what) {
  BlockRunner *b = ctx->rt;
  if (launch_fail(b->l, hipErrorLaunchFailure)) {
    fflush(stdout); /* what the kernel printed comes first */
    fprintf(stderr,
            "hipc-host: kernel '%s' aborted in block (%u,%u,%u) thread "
            "(%u,%u,%u): %s\n",
            b->l->f->name, ctx->block_idx[0], ctx->block_idx[1],
            ctx->block_idx[2], ctx->thread_idx[0], ctx->thread_idx[1],
            ctx->thread_idx[2], what ? what : "trap");
  }
  block_abort(b);
}

/* stdout's own lock keeps each call whole, against the kernel's other
 * threads and the host program's output alike; the launch flushes. */
static int op_printf(HipcHostCtx *ctx, const char *fmt, ...) {
  BlockRunner *b = ctx->rt;
  va_list ap;
  va_start(ap, fmt);
  flockfile(stdout);
  int n = vprintf(fmt, ap);
  funlockfile(stdout);
  va_end(ap);
  atomic_store_explicit(&b->l->printed, true, memory_order_relaxed);
  return n;
}

static const HipcHostOps ops = {
    .barrier = op_barrier,
    .trap = op_trap,
    .printf = op_printf,
    .shfl = op_shfl,
    .ballot = op_ballot,
    .warp_sync = op_warp_sync,
    .gather = op_gather,
};
