/* trap.c - kernels that trap: the launch fails with hipErrorLaunchFailure,
 * the error reaches hipGetLastError and the next synchronisation, and the
 * runtime goes on working.  run.sh checks the messages on stderr.  Usage:
 * trap MODULE_DIR [SUFFIX [TEST...]]. */
#include "../lib/check.h"

static hipModule_t m;
static hipFunction_t trapper, trap_plain, fill;

static const char *check_fill(int v) {
  int *d, h[4 * 64];
  TRY(hipMalloc((void **)&d, sizeof h));
  void *args[] = {&d, &v};
  TRY(hipModuleLaunchKernel(fill, 4, 1, 1, 64, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  for (int i = 0; i < 4 * 64; i++)
    EXPECT(h[i] == v, "after the trap, fill left h[%d] = %d", i, h[i]);
  TRY(hipFree(d));
  return NULL;
}

/* Thread 5 of block 2 traps between two barriers. */
static const char *test_trap_fibers(void) {
  int *d, bad_block = 2, bad_thread = 5;
  TRY(hipMalloc((void **)&d, 4 * 64 * sizeof(int)));
  void *args[] = {&d, &bad_block, &bad_thread};
  (void)hipGetLastError();
  EXPECT_ERROR(hipModuleLaunchKernel(trapper, 4, 1, 1, 64, 1, 1, 0, NULL, args, NULL),
               hipErrorLaunchFailure);
  EXPECT(hipPeekAtLastError() == hipErrorLaunchFailure, "last error %s",
         hipGetErrorName(hipPeekAtLastError()));
  EXPECT(hipGetLastError() == hipErrorLaunchFailure, "hipGetLastError");
  EXPECT(hipGetLastError() == hipSuccess, "the last error stayed");
  /* Asynchronous errors surface at the next synchronisation, once. */
  EXPECT_ERROR(hipDeviceSynchronize(), hipErrorLaunchFailure);
  TRY(hipDeviceSynchronize());
  int h[2];
  TRY(hipMemcpy(h, d + 2 * 64 + 5, sizeof h, hipMemcpyDeviceToHost));
  EXPECT(h[0] == 1, "the trapping thread got past its trap: %d", h[0]);
  TRY(hipFree(d));
  return check_fill(7);
}

/* Global thread 67 traps in a kernel without barriers. */
static const char *test_trap_plain(void) {
  int bad = 67;
  void *args[] = {&bad};
  hipStream_t s;
  TRY(hipStreamCreate(&s));
  EXPECT_ERROR(hipModuleLaunchKernel(trap_plain, 4, 1, 1, 64, 1, 1, 0, s, args, NULL),
               hipErrorLaunchFailure);
  EXPECT_ERROR(hipStreamSynchronize(s), hipErrorLaunchFailure);
  TRY(hipStreamSynchronize(s));
  TRY(hipStreamDestroy(s));
  (void)hipGetLastError();
  return check_fill(8);
}

/* Many traps in a row, in both modes: abandoned fibers give their stacks
 * back, and every launch still works after them. */
static const char *test_trap_many(void) {
  int *d, bad_block = 0;
  TRY(hipMalloc((void **)&d, 8 * 256 * sizeof(int)));
  for (int i = 0; i < 100; i++) {
    int bad_thread = i % 256;
    void *args[] = {&d, &bad_block, &bad_thread};
    EXPECT_ERROR(hipModuleLaunchKernel(trapper, 1, 1, 1, 256, 1, 1, 0, NULL, args, NULL),
                 hipErrorLaunchFailure);
    void *pargs[] = {&bad_thread};
    EXPECT_ERROR(hipModuleLaunchKernel(trap_plain, 1, 1, 1, 256, 1, 1, 0, NULL, pargs, NULL),
                 hipErrorLaunchFailure);
  }
  (void)hipDeviceSynchronize();
  (void)hipGetLastError();
  TRY(hipFree(d));
  return check_fill(9);
}

static const Test tests[] = {
    {"trap-fibers", test_trap_fibers},
    {"trap-plain", test_trap_plain},
    {"trap-many", test_trap_many},
};

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  if (argc > 2)
    name_suffix = argv[2];
  if (hipModuleLoad(&m, module_path("trap.so")) != hipSuccess ||
      hipModuleGetFunction(&trapper, m, "trapper") != hipSuccess ||
      hipModuleGetFunction(&trap_plain, m, "trap_plain") != hipSuccess ||
      hipModuleGetFunction(&fill, m, "fill") != hipSuccess) {
    printf("FAIL trap%s: cannot load trap.so\n", name_suffix);
    return 1;
  }
  return run_tests(tests, sizeof tests / sizeof tests[0], argc, argv, 3);
}
