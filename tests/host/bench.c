/* bench.c - what libhipc-host's scheduling costs: launches per second of
 * an empty kernel, threads per second of a kernel without barriers, and
 * fiber switches per second of a barrier-heavy one.  Usage: bench
 * MODULE_DIR [SECONDS_SCALE]; prints `bench: ...` lines, no verdicts. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "../lib/check.h"

#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

#define CHECKED(call)                                                          \
  do {                                                                         \
    hipError_t e_ = (call);                                                    \
    if (e_ != hipSuccess) {                                                    \
      printf("bench: %s: %s\n", #call, hipGetErrorName(e_));                   \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  double scale = argc > 2 ? atof(argv[2]) : 1.0;
  hipModule_t basic, sync;
  hipFunction_t limited, vadd, phases;
  hipDeviceProp_t prop;
  CHECKED(hipGetDeviceProperties(&prop, 0));
  CHECKED(hipModuleLoad(&basic, module_path("basic.so")));
  CHECKED(hipModuleLoad(&sync, module_path("sync.so")));
  CHECKED(hipModuleGetFunction(&limited, basic, "limited"));
  CHECKED(hipModuleGetFunction(&vadd, basic, "vadd"));
  CHECKED(hipModuleGetFunction(&phases, sync, "phases"));
  printf("bench: %s, %d compute units, warp size %d\n", prop.name,
         prop.multiProcessorCount, prop.warpSize);

  /* Launch latency: one block of one thread, doing nothing. */
  int launches = (int)(20000 * scale);
  double t0 = now();
  for (int i = 0; i < launches; i++)
    CHECKED(hipModuleLaunchKernel(limited, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
  double t = now() - t0;
  printf("bench: empty launch: %.1f us each\n", t / launches * 1e6);

  /* Threads without barriers: one call each on the block's first fiber. */
  int n = (int)(16 * 1024 * 1024 * scale);
  float *a, *b, *c;
  CHECKED(hipMalloc((void **)&a, (size_t)n * sizeof(float)));
  CHECKED(hipMalloc((void **)&b, (size_t)n * sizeof(float)));
  CHECKED(hipMalloc((void **)&c, (size_t)n * sizeof(float)));
  CHECKED(hipMemset(a, 0, (size_t)n * sizeof(float)));
  CHECKED(hipMemset(b, 0, (size_t)n * sizeof(float)));
  void *vargs[] = {&a, &b, &c, &n};
  /* A first launch maps the workers' stacks and faults c's pages in. */
  unsigned grid = (unsigned)(n + 255) / 256;
  CHECKED(hipModuleLaunchKernel(vadd, grid, 1, 1, 256, 1, 1, 0, NULL, vargs, NULL));
  t0 = now();
  CHECKED(hipModuleLaunchKernel(vadd, grid, 1, 1, 256, 1, 1, 0, NULL, vargs, NULL));
  t = now() - t0;
  printf("bench: vadd, %d threads in blocks of 256: %.1f ms, %.0f M threads/s\n", n, t * 1e3,
         n / t / 1e6);

  /* Barriers: 2 per iteration, every thread switching at each. */
  int iters = (int)(100 * scale), *out;
  unsigned blocks = (unsigned)prop.multiProcessorCount * 2, threads = 1024;
  CHECKED(hipMalloc((void **)&out, blocks * threads * sizeof(int)));
  void *pargs[] = {&out, &iters};
  CHECKED(hipModuleLaunchKernel(phases, blocks, 1, 1, threads, 1, 1, 0, NULL, pargs, NULL));
  t0 = now();
  CHECKED(hipModuleLaunchKernel(phases, blocks, 1, 1, threads, 1, 1, 0, NULL, pargs, NULL));
  t = now() - t0;
  double switches = (double)blocks * threads * (2.0 * iters + 1);
  printf("bench: phases, %u blocks of %u threads, %d barriers: %.1f ms, %.1f M switches/s "
         "(%.1f M per core)\n",
         blocks, threads, 2 * iters + 1, t * 1e3, switches / t / 1e6,
         switches / t / 1e6 / prop.multiProcessorCount);
  return 0;
}
