/* kernels.c - launches of the hand-written modules in fake/ through HIP's
 * module API, each output compared element by element with a plain C
 * reference.  Usage: kernels MODULE_DIR [SUFFIX [TEST...]]; the suffix
 * tells runs apart (e.g. "-ws32" under HIPC_HOST_WARP_SIZE=32). */
#include "../lib/check.h"

static int warp_size;

/* The function `name` of a module loaded from `file`. */
static const char *get(const char *file, const char *name, hipModule_t *m,
                       hipFunction_t *f) {
  TRY(hipModuleLoad(m, module_path(file)));
  TRY(hipModuleGetFunction(f, *m, name));
  return NULL;
}

/* ---- basic.so: no barriers ------------------------------------------- */

static const char *vadd_run(bool extra) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("basic.so", "vadd", &m, &f);
  if (w)
    return w;
  int n = 100003;
  size_t bytes = (size_t)n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  for (int i = 0; i < n; i++) {
    a[i] = (float)(rng() % 1000) / 7.0f;
    b[i] = (float)(rng() % 1000) / 3.0f;
  }
  float *da, *db, *dc;
  TRY(hipMalloc((void **)&da, bytes));
  TRY(hipMalloc((void **)&db, bytes));
  TRY(hipMalloc((void **)&dc, bytes));
  TRY(hipMemcpy(da, a, bytes, hipMemcpyHostToDevice));
  TRY(hipMemcpyHtoD(db, b, bytes));
  TRY(hipMemset(dc, 0xff, bytes));
  unsigned grid = (unsigned)(n + 255) / 256;
  if (extra) {
    struct {
      float *a, *b, *c;
      int n;
      int pad;
    } buf = {da, db, dc, n, 0};
    size_t size = sizeof buf;
    void *cfg[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &buf, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                   &size, HIP_LAUNCH_PARAM_END};
    TRY(hipModuleLaunchKernel(f, grid, 1, 1, 256, 1, 1, 0, NULL, NULL, cfg));
  } else {
    void *args[] = {&da, &db, &dc, &n};
    TRY(hipModuleLaunchKernel(f, grid, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  }
  TRY(hipMemcpy(c, dc, bytes, hipMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    EXPECT(c[i] == a[i] + b[i], "c[%d] = %g, not %g", i, c[i], a[i] + b[i]);
  TRY(hipFree(da));
  TRY(hipFree(db));
  TRY(hipFree(dc));
  TRY(hipModuleUnload(m));
  free(a), free(b), free(c);
  return NULL;
}

static const char *test_vadd(void) { return vadd_run(false); }
static const char *test_vadd_extra(void) { return vadd_run(true); }

/* Every thread of a 3-D grid of 3-D blocks knows who it is. */
static const char *test_where(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("basic.so", "where", &m, &f);
  if (w)
    return w;
  unsigned g[3] = {3, 2, 2}, b[3] = {5, 3, 7};
  size_t n = 3 * 2 * 2 * 5 * 3 * 7, bytes = 3 * n * sizeof(uint32_t);
  uint32_t *d, *h = malloc(bytes);
  TRY(hipMalloc((void **)&d, bytes));
  void *args[] = {&d};
  TRY(hipModuleLaunchKernel(f, g[0], g[1], g[2], b[0], b[1], b[2], 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, bytes, hipMemcpyDefault));
  size_t i = 0;
  for (unsigned bz = 0; bz < g[2]; bz++)
    for (unsigned by = 0; by < g[1]; by++)
      for (unsigned bx = 0; bx < g[0]; bx++)
        for (unsigned tz = 0; tz < b[2]; tz++)
          for (unsigned ty = 0; ty < b[1]; ty++)
            for (unsigned tx = 0; tx < b[0]; tx++, i++) {
              uint32_t t = (tz * b[1] + ty) * b[0] + tx;
              EXPECT(h[3 * i] == (tx | ty << 10 | tz << 20), "thread %zu: threadIdx %x", i,
                     h[3 * i]);
              EXPECT(h[3 * i + 1] == (bx | by << 10 | bz << 20), "thread %zu: blockIdx %x", i,
                     h[3 * i + 1]);
              EXPECT(h[3 * i + 2] == (t % (uint32_t)warp_size | (uint32_t)warp_size << 16),
                     "thread %zu: lane/warpSize %x", i, h[3 * i + 2]);
            }
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  free(h);
  return NULL;
}

/* __device__ variables: hipModuleGetGlobal, then kernels that change them. */
static const char *test_globals(void) {
  hipModule_t m;
  hipFunction_t count, scale;
  const char *w = get("basic.so", "count", &m, &count);
  if (w)
    return w;
  TRY(hipModuleGetFunction(&scale, m, "scale_table"));
  hipDeviceptr_t p;
  size_t size;
  int v;
  TRY(hipModuleGetGlobal(&p, &size, m, "counter"));
  EXPECT(size == sizeof(int), "counter has %zu bytes", size);
  TRY(hipMemcpyDtoH(&v, p, sizeof v));
  EXPECT(v == 42, "counter starts at %d", v);
  TRY(hipModuleLaunchKernel(count, 10, 1, 1, 100, 1, 1, 0, NULL, NULL, NULL));
  TRY(hipMemcpyDtoH(&v, p, sizeof v));
  EXPECT(v == 1042, "counter is %d after 1000 increments", v);
  TRY(hipModuleGetGlobal(&p, NULL, m, "table"));
  TRY(hipModuleGetGlobal(NULL, &size, m, "table"));
  EXPECT(size == 16 * sizeof(int), "table has %zu bytes", size);
  int k = 3, t[16];
  void *args[] = {&k};
  TRY(hipModuleLaunchKernel(scale, 1, 1, 1, 32, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpyDtoH(t, p, sizeof t));
  for (int i = 0; i < 16; i++)
    EXPECT(t[i] == 3 * (i + 1), "table[%d] = %d", i, t[i]);
  EXPECT_ERROR(hipModuleGetGlobal(&p, &size, m, "no_such_variable"), hipErrorNotFound);
  /* A symbol of libc, which dlsym would find through the module's scope. */
  EXPECT_ERROR(hipModuleGetGlobal(&p, &size, m, "stdout"), hipErrorNotFound);
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Two loads of one file are two modules, each with its own variables. */
static const char *test_two_loads(void) {
  hipModule_t m1, m2;
  hipFunction_t c1;
  TRY(hipModuleLoad(&m1, module_path("basic.so")));
  TRY(hipModuleLoad(&m2, module_path("basic.so")));
  EXPECT(m1 != m2, "the same handle twice");
  TRY(hipModuleGetFunction(&c1, m1, "count"));
  TRY(hipModuleLaunchKernel(c1, 1, 1, 1, 8, 1, 1, 0, NULL, NULL, NULL));
  hipDeviceptr_t p1, p2;
  int v1, v2;
  TRY(hipModuleGetGlobal(&p1, NULL, m1, "counter"));
  TRY(hipModuleGetGlobal(&p2, NULL, m2, "counter"));
  TRY(hipMemcpyDtoH(&v1, p1, sizeof v1));
  TRY(hipMemcpyDtoH(&v2, p2, sizeof v2));
  EXPECT(v1 == 50 && v2 == 42, "counters %d and %d, not 50 and 42", v1, v2);
  TRY(hipModuleUnload(m1));
  TRY(hipModuleUnload(m2));
  return NULL;
}

/* Arguments of mixed sizes, by pointers and by the packed buffer. */
static const char *test_mixed_args(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("basic.so", "mixed", &m, &f);
  if (w)
    return w;
  long *d, h[4];
  TRY(hipMalloc((void **)&d, sizeof h));
  char c = -5;
  double x = 2.75;
  int i = 123456;
  short s = -321;
  void *args[] = {&c, &x, &i, &s, &d};
  TRY(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  EXPECT(h[0] == -5 && h[1] == 11 && h[2] == 123456 && h[3] == -321,
         "kernelParams: %ld %ld %ld %ld", h[0], h[1], h[2], h[3]);
  unsigned char buf[32] = {0};
  memcpy(buf + 0, &c, 1);
  memcpy(buf + 8, &x, 8);
  memcpy(buf + 16, &i, 4);
  memcpy(buf + 20, &s, 2);
  memcpy(buf + 24, &d, 8);
  size_t size = sizeof buf;
  void *cfg[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, buf, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                 &size, HIP_LAUNCH_PARAM_END};
  TRY(hipMemset(d, 0, sizeof h));
  TRY(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, cfg));
  TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  EXPECT(h[0] == -5 && h[1] == 11 && h[2] == 123456 && h[3] == -321,
         "extra: %ld %ld %ld %ld", h[0], h[1], h[2], h[3]);
  /* A buffer that ends before the last argument. */
  size = 28;
  EXPECT_ERROR(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, cfg),
               hipErrorInvalidValue);
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Recursion 200 frames of half a KiB deep, on a fiber's stack. */
static const char *test_deep(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("basic.so", "deep", &m, &f);
  if (w)
    return w;
  int depth = 200, *d, h[64];
  TRY(hipMalloc((void **)&d, sizeof h));
  void *args[] = {&depth, &d};
  TRY(hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++)
    EXPECT(h[i] == depth + 1, "thread %d: %d", i, h[i]);
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* ---- sync.so: barriers ----------------------------------------------- */

static const char *reduce_run(unsigned block) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("sync.so", "reduce", &m, &f);
  if (w)
    return w;
  int n = (1 << 18) + 123;
  unsigned grid = (unsigned)(n + 2 * (int)block - 1) / (2 * block);
  int *in = malloc((size_t)n * sizeof(int)), *out = malloc(grid * sizeof(int));
  for (int i = 0; i < n; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  int *din, *dout;
  TRY(hipMalloc((void **)&din, (size_t)n * sizeof(int)));
  TRY(hipMalloc((void **)&dout, grid * sizeof(int)));
  TRY(hipMemcpy(din, in, (size_t)n * sizeof(int), hipMemcpyHostToDevice));
  void *args[] = {&din, &dout, &n};
  TRY(hipModuleLaunchKernel(f, grid, 1, 1, block, 1, 1, block * sizeof(int), NULL, args, NULL));
  TRY(hipMemcpy(out, dout, grid * sizeof(int), hipMemcpyDeviceToHost));
  for (unsigned b = 0; b < grid; b++) {
    int want = 0;
    for (unsigned i = b * 2 * block; i < (b + 1) * 2 * block && i < (unsigned)n; i++)
      want += in[i];
    EXPECT(out[b] == want, "block %u: %d, not %d", b, out[b], want);
  }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  free(in), free(out);
  return NULL;
}

static const char *test_reduce(void) { return reduce_run(256); }
static const char *test_reduce_1024(void) { return reduce_run(1024); }

/* Early returns and divergent work before barriers in a loop. */
static const char *test_rotate(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("sync.so", "rotate", &m, &f);
  if (w)
    return w;
  int *d, h[3 * 128];
  TRY(hipMalloc((void **)&d, sizeof h));
  int actives[] = {100, 128, 1, 64, 65};
  for (size_t k = 0; k < sizeof actives / sizeof actives[0]; k++) {
    int active = actives[k];
    TRY(hipMemset(d, 0xff, sizeof h));
    void *args[] = {&d, &active};
    TRY(hipModuleLaunchKernel(f, 3, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    for (int b = 0; b < 3; b++)
      for (int t = 0; t < 128; t++) {
        int want = t < active ? (t + 4) % active : -1;
        EXPECT(h[b * 128 + t] == want, "active %d, block %d thread %d: %d, not %d", active, b, t,
               h[b * 128 + t], want);
      }
  }
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_phases(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("sync.so", "phases", &m, &f);
  if (w)
    return w;
  int iters = 50, *d, n = 5 * 256, *h = malloc((size_t)n * sizeof(int));
  TRY(hipMalloc((void **)&d, (size_t)n * sizeof(int)));
  void *args[] = {&d, &iters};
  TRY(hipModuleLaunchKernel(f, 5, 1, 1, 8, 8, 4, 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, (size_t)n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    EXPECT(h[i] == 1, "thread %d saw a barrier let it through early", i);
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  free(h);
  return NULL;
}

static const char *test_staggered(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("sync.so", "staggered", &m, &f);
  if (w)
    return w;
  int *d, h[3 * 200];
  TRY(hipMalloc((void **)&d, sizeof h));
  void *args[] = {&d};
  TRY(hipModuleLaunchKernel(f, 3, 1, 1, 200, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  for (int i = 0; i < 3 * 200; i++)
    EXPECT(h[i] == 1, "thread %d saw a wrong count after a barrier", i);
  TRY(hipFree(d));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_transpose(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("sync.so", "transpose", &m, &f);
  if (w)
    return w;
  int n = 100;
  size_t bytes = (size_t)n * n * sizeof(float);
  float *in = malloc(bytes), *out = malloc(bytes), *din, *dout;
  for (int i = 0; i < n * n; i++)
    in[i] = (float)i;
  TRY(hipMalloc((void **)&din, bytes));
  TRY(hipMalloc((void **)&dout, bytes));
  TRY(hipMemcpy(din, in, bytes, hipMemcpyHostToDevice));
  void *args[] = {&din, &dout, &n};
  unsigned g = (unsigned)(n + 15) / 16;
  TRY(hipModuleLaunchKernel(f, g, g, 1, 16, 16, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(out, dout, bytes, hipMemcpyDeviceToHost));
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      EXPECT(out[y * n + x] == in[x * n + y], "out[%d][%d] = %g", y, x, out[y * n + x]);
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  free(in), free(out);
  return NULL;
}

/* ---- warp.so: warp operations ---------------------------------------- */

static const char *test_scan(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("warp.so", "scan", &m, &f);
  if (w)
    return w;
  enum { N = 4 * 256 };
  int in[N], out[N], *din, *dout;
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 100);
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  for (int width = warp_size; width >= 2; width /= 2) {
    void *args[] = {&din, &dout, &width};
    TRY(hipModuleLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
    TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
    for (int i = 0, sum = 0; i < N; i++) {
      sum = (i % width == 0 ? 0 : sum) + in[i];
      EXPECT(out[i] == sum, "width %d: out[%d] = %d, not %d", width, i, out[i], sum);
    }
  }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* What lane `lane` of a block of `n` threads gets from a shuffle, by HIP's
 * rules: its own value for up/down/xor sources out of its segment, the
 * segment's lane `arg mod width` for an index, 0 from a lane that does
 * not exist. */
static int64_t shfl_ref(const int64_t *in, unsigned n, unsigned t, int arg,
                        int width, int mode) {
  int ws = warp_size, lane = (int)t % ws, base = (int)t - lane;
  int w = width > 0 && width <= ws ? width : ws, seg = lane & ~(w - 1), src;
  switch (mode) {
  case 0: src = seg + (arg & (w - 1)); break;
  case 1: src = lane - arg < seg ? lane : lane - arg; break;
  case 2: src = (lane & (w - 1)) + arg >= w ? lane : lane + arg; break;
  default: src = (lane ^ arg) >= ((lane + w) & ~(w - 1)) ? lane : lane ^ arg; break;
  }
  return (unsigned)(base + src) < n ? in[base + src] : 0;
}

static const char *test_shuffle(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("warp.so", "shuffle", &m, &f);
  if (w)
    return w;
  enum { N = 2 * 100 };
  int64_t in[N], out[N], *din, *dout;
  for (int i = 0; i < N; i++)
    in[i] = (int64_t)rng() << 20 | i;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  int argv_[] = {0, 1, 3, 5, 17, 31, 63, 64};
  int widths[] = {64, 32, 16, 8, 4, 1};
  for (int mode = 0; mode < 4; mode++)
    for (size_t a = 0; a < sizeof argv_ / sizeof argv_[0]; a++)
      for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++) {
        int arg = argv_[a], width = widths[wi];
        void *args[] = {&din, &dout, &arg, &width, &mode};
        /* Blocks of 100: the last warp is partial. */
        TRY(hipModuleLaunchKernel(f, 2, 1, 1, 100, 1, 1, 0, NULL, args, NULL));
        TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
        for (unsigned i = 0; i < N; i++) {
          int64_t want = shfl_ref(in + i / 100 * 100, 100, i % 100, arg, width, mode);
          EXPECT(out[i] == want, "mode %d arg %d width %d: thread %u got %llx, not %llx", mode,
                 arg, width, i, (unsigned long long)out[i], (unsigned long long)want);
        }
      }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_vote(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("warp.so", "vote", &m, &f);
  if (w)
    return w;
  enum { B = 200, N = 2 * B };
  int in[N], *din;
  uint64_t out[2 * N], *dout;
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 21) - 10;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  void *args[] = {&din, &dout};
  TRY(hipModuleLaunchKernel(f, 2, 1, 1, B, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  for (int blk = 0; blk < 2; blk++)
    for (int base = 0; base < B; base += warp_size) {
      int lanes = B - base < warp_size ? B - base : warp_size;
      const int *v = in + blk * B + base;
      uint64_t ballot = 0, sum[64];
      for (int l = 0; l < lanes; l++) {
        ballot |= (uint64_t)(v[l] > 0) << l;
        sum[l] = (uint64_t)(int64_t)v[l];
      }
      /* The butterfly, lanes that do not exist giving 0. */
      for (int mask = warp_size / 2; mask; mask /= 2) {
        uint64_t next[64];
        for (int l = 0; l < lanes; l++)
          next[l] = sum[l] + ((l ^ mask) < lanes ? sum[l ^ mask] : 0);
        memcpy(sum, next, sizeof next);
      }
      for (int l = 0; l < lanes; l++) {
        int g = blk * B + base + l;
        EXPECT(out[2 * g] == ballot, "thread %d: ballot %llx, not %llx", g,
               (unsigned long long)out[2 * g], (unsigned long long)ballot);
        EXPECT(out[2 * g + 1] == sum[l], "thread %d: sum %lld, not %lld", g,
               (long long)out[2 * g + 1], (long long)sum[l]);
      }
    }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Shuffles among some lanes only: the others wait at a barrier, or have
 * returned. */
static const char *test_diverge(void) {
  hipModule_t m;
  hipFunction_t f;
  const char *w = get("warp.so", "diverge", &m, &f);
  if (w)
    return w;
  enum { B = 128 };
  int in[B], out[2 * B], *din, *dout;
  for (int i = 0; i < B; i++)
    in[i] = 1000 + i;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  TRY(hipMemset(dout, 0xff, sizeof out));
  void *args[] = {&din, &dout};
  TRY(hipModuleLaunchKernel(f, 1, 1, 1, B, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  for (int t = 0; t < B; t++) {
    int lane = t % warp_size;
    /* Lane 15 shuffles from lane 16, which took no part: 0. */
    int first = lane < 15 ? in[t + 1] : lane == 15 ? 0 : in[t];
    int second = t < 40 ? in[t ^ 1] : -1;
    EXPECT(out[2 * t] == first, "thread %d: %d after the divergent shuffle, not %d", t,
           out[2 * t], first);
    EXPECT(out[2 * t + 1] == second, "thread %d: %d after the xor, not %d", t, out[2 * t + 1],
           second);
  }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const Test tests[] = {
    {"vadd", test_vadd},
    {"vadd-extra", test_vadd_extra},
    {"where", test_where},
    {"globals", test_globals},
    {"two-loads", test_two_loads},
    {"mixed-args", test_mixed_args},
    {"deep", test_deep},
    {"reduce", test_reduce},
    {"reduce-1024", test_reduce_1024},
    {"rotate", test_rotate},
    {"phases", test_phases},
    {"staggered", test_staggered},
    {"transpose", test_transpose},
    {"scan", test_scan},
    {"shuffle", test_shuffle},
    {"vote", test_vote},
    {"diverge", test_diverge},
};

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  if (argc > 2)
    name_suffix = argv[2];
  if (hipDeviceGetAttribute(&warp_size, hipDeviceAttributeWarpSize, 0) != hipSuccess) {
    printf("FAIL kernels%s: no warp size\n", name_suffix);
    return 1;
  }
  return run_tests(tests, sizeof tests / sizeof tests[0], argc, argv, 3);
}
