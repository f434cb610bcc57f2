/* host_bench.c - the host target's speed (bench/host.sh runs it).
 *
 *   host_bench plain
 *   host_bench kernels REDUCE.hipfb MATMUL.hipfb
 *
 * `plain` times the loops of host_loops.c; `kernels` times reduce_sum
 * (tests/kernels/reduce.hip) and matmul_tiled (tests/kernels/matmul.hip)
 * through libhipc-host, as a HIP program launches them, on as many cores
 * as the process may use (bench/host.sh restricts it with taskset).  It
 * prints `NAME SECONDS` lines, seconds per run: the median of RUNS
 * timings, each the mean of as many back-to-back runs as fill MIN_TIME
 * seconds; then `workers N` and the sizes.  Kernel results are checked
 * against the plain loops; a mismatch is an error. */
#define _POSIX_C_SOURCE 200809L
#include "host_bench.h"

#include <hip/hip_runtime_api.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
  REDUCE_N = 1 << 24, /* 64 MB of floats: more than the caches hold */
  REDUCE_GRID = 1024, /* a few blocks per core, as on a GPU per CU */
  BLOCK = 256,        /* reduce_sum's __launch_bounds__ */
  MATMUL_N = 480,     /* 221 MFLOP; not a power of two, so no cache aliasing */
  TILE = 16,
  RUNS = 5,
};
static const double MIN_TIME = 0.2;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Seconds per call of `fn`: the median of RUNS means. */
static double measure(int (*fn)(void *), void *arg) {
  double t[RUNS];
  if (fn(arg)) /* warm up: page faults, the worker pool, caches */
    return -1;
  for (int r = 0; r < RUNS; r++) {
    int count = 0;
    double start = now(), elapsed;
    do {
      if (fn(arg))
        return -1;
      count++;
    } while ((elapsed = now() - start) < MIN_TIME);
    t[r] = elapsed / count;
  }
  qsort(t, RUNS, sizeof *t, by_value);
  return t[RUNS / 2];
}

static float *reduce_in, *mat_a, *mat_b, *mat_c;
static volatile float sink;

static int run_plain_sum(void *arg) {
  (void)arg;
  sink = plain_sum(reduce_in, REDUCE_N);
  return 0;
}

static int run_plain_matmul(void *arg) {
  (void)arg;
  plain_matmul(mat_a, mat_b, mat_c, MATMUL_N);
  return 0;
}

typedef struct Launch {
  hipFunction_t f;
  unsigned grid[2], block[2];
  void **args;
} Launch;

static int run_kernel(void *arg) {
  Launch *l = arg;
  hipError_t e = hipModuleLaunchKernel(l->f, l->grid[0], l->grid[1], 1, l->block[0],
                                       l->block[1], 1, 0, NULL, l->args, NULL);
  if (e == hipSuccess)
    e = hipDeviceSynchronize();
  if (e != hipSuccess)
    fprintf(stderr, "host_bench: launch: %s\n", hipGetErrorName(e));
  return e != hipSuccess;
}

#define CHECK(call)                                                            \
  do {                                                                         \
    hipError_t e_ = (call);                                                    \
    if (e_ != hipSuccess) {                                                    \
      fprintf(stderr, "host_bench: %s: %s\n", #call, hipGetErrorName(e_));     \
      return 1;                                                                \
    }                                                                          \
  } while (0)

static int kernels(const char *reduce_file, const char *matmul_file) {
  hipModule_t mr, mm;
  hipFunction_t fr, fm;
  CHECK(hipModuleLoad(&mr, reduce_file));
  CHECK(hipModuleLoad(&mm, matmul_file));
  CHECK(hipModuleGetFunction(&fr, mr, "reduce_sum"));
  CHECK(hipModuleGetFunction(&fm, mm, "matmul_tiled"));
  hipDeviceProp_t prop;
  CHECK(hipGetDeviceProperties(&prop, 0));

  float *din, *dpart, *da, *db, *dc;
  size_t mbytes = (size_t)MATMUL_N * MATMUL_N * sizeof(float);
  CHECK(hipMalloc((void **)&din, REDUCE_N * sizeof(float)));
  CHECK(hipMalloc((void **)&dpart, REDUCE_GRID * sizeof(float)));
  CHECK(hipMalloc((void **)&da, mbytes));
  CHECK(hipMalloc((void **)&db, mbytes));
  CHECK(hipMalloc((void **)&dc, mbytes));
  CHECK(hipMemcpy(din, reduce_in, REDUCE_N * sizeof(float), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(da, mat_a, mbytes, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, mat_b, mbytes, hipMemcpyHostToDevice));

  unsigned n = REDUCE_N;
  int mn = MATMUL_N;
  void *rargs[] = {&din, &dpart, &n};
  void *margs[] = {&da, &db, &dc, &mn};
  unsigned g = (MATMUL_N + TILE - 1) / TILE;
  Launch lr = {fr, {REDUCE_GRID, 1}, {BLOCK, 1}, rargs};
  Launch lm = {fm, {g, g}, {TILE, TILE}, margs};
  double tr = measure(run_kernel, &lr), tm = measure(run_kernel, &lm);
  if (tr < 0 || tm < 0)
    return 1;

  /* The results, against the plain loops. */
  static float part[REDUCE_GRID];
  CHECK(hipMemcpy(part, dpart, sizeof part, hipMemcpyDeviceToHost));
  double got = 0, want = 0, mag = 0;
  for (int b = 0; b < REDUCE_GRID; b++)
    got += part[b];
  for (int i = 0; i < REDUCE_N; i++)
    want += reduce_in[i], mag += fabs(reduce_in[i]);
  float *c = malloc(mbytes);
  CHECK(hipMemcpy(c, dc, mbytes, hipMemcpyDeviceToHost));
  plain_matmul(mat_a, mat_b, mat_c, MATMUL_N);
  double worst = 0;
  for (int i = 0; i < MATMUL_N * MATMUL_N; i++)
    worst = fmax(worst, fabs(c[i] - mat_c[i]));
  free(c);
  if (fabs(got - want) > 1e-6 * mag || worst > 1e-3) {
    fprintf(stderr, "host_bench: wrong results: sum %.9g, not %.9g; matmul off by %g\n", got,
            want, worst);
    return 1;
  }
  printf("reduce_kernel %.9g\nmatmul_kernel %.9g\nworkers %d\n", tr, tm,
         prop.multiProcessorCount);
  CHECK(hipFree(din));
  CHECK(hipFree(dpart));
  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dc));
  CHECK(hipModuleUnload(mr));
  CHECK(hipModuleUnload(mm));
  return 0;
}

int main(int argc, char **argv) {
  reduce_in = malloc(REDUCE_N * sizeof(float));
  size_t mcount = (size_t)MATMUL_N * MATMUL_N;
  mat_a = malloc(mcount * sizeof(float));
  mat_b = malloc(mcount * sizeof(float));
  mat_c = malloc(mcount * sizeof(float));
  uint32_t s = 12345;
  for (int i = 0; i < REDUCE_N; i++)
    s = s * 1103515245u + 12345u, reduce_in[i] = (float)(s >> 8 & 0xffff) / 32768.0f - 1.0f;
  for (size_t i = 0; i < mcount; i++) {
    s = s * 1103515245u + 12345u, mat_a[i] = (float)(s >> 8 & 0xffff) / 32768.0f - 1.0f;
    s = s * 1103515245u + 12345u, mat_b[i] = (float)(s >> 8 & 0xffff) / 32768.0f - 1.0f;
  }
  printf("reduce_n %d\nreduce_grid %d\nmatmul_n %d\n", REDUCE_N, REDUCE_GRID, MATMUL_N);
  if (argc == 2 && strcmp(argv[1], "plain") == 0) {
    double tr = measure(run_plain_sum, NULL), tm = measure(run_plain_matmul, NULL);
    printf("reduce_plain %.9g\nmatmul_plain %.9g\n", tr, tm);
    return 0;
  }
  if (argc == 4 && strcmp(argv[1], "kernels") == 0)
    return kernels(argv[2], argv[3]);
  fprintf(stderr, "usage: host_bench plain | kernels REDUCE.hipfb MATMUL.hipfb\n");
  return 2;
}
