/* threads.c - host threads using the API at once: each loads modules,
 * launches on its own stream and checks its results, while one of them
 * keeps launching a kernel that traps.  Launches share the worker pool;
 * errors stay with the launch, the stream and the thread they belong to.
 * Usage: threads MODULE_DIR [SUFFIX]. */
#include "../lib/check.h"

#include <pthread.h>

enum { THREADS = 4, ROUNDS = 40 };

static hipModule_t shared_module;

static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  const char *w = NULL;
  hipModule_t own;
  hipFunction_t reduce, trap_plain;
  hipStream_t s;
  int *din = NULL, *dout = NULL;
  enum { N = 4096, BLOCK = 128, GRID = N / (2 * BLOCK) };
  int in[N], out[GRID];
  if (hipModuleLoad(&own, module_path("sync.so")) != hipSuccess ||
      hipModuleGetFunction(&reduce, own, "reduce") != hipSuccess ||
      hipModuleGetFunction(&trap_plain, shared_module, "trap_plain") != hipSuccess ||
      hipStreamCreate(&s) != hipSuccess || hipMalloc((void **)&din, sizeof in) != hipSuccess ||
      hipMalloc((void **)&dout, sizeof out) != hipSuccess)
    return (void *)"setup failed";
  for (int r = 0; r < ROUNDS && !w; r++) {
    for (int i = 0; i < N; i++)
      in[i] = id * 1000 + r + i % 7;
    int n = N, bad = 3;
    void *args[] = {&din, &dout, &n}, *targs[] = {&bad};
    if (hipMemcpyAsync(din, in, sizeof in, hipMemcpyHostToDevice, s) != hipSuccess ||
        hipModuleLaunchKernel(reduce, GRID, 1, 1, BLOCK, 1, 1, BLOCK * sizeof(int), s, args,
                              NULL) != hipSuccess ||
        hipMemcpyAsync(out, dout, sizeof out, hipMemcpyDeviceToHost, s) != hipSuccess ||
        hipStreamSynchronize(s) != hipSuccess) {
      w = "a launch failed";
      break;
    }
    for (int b = 0; b < GRID && !w; b++) {
      int want = 0;
      for (int i = b * 2 * BLOCK; i < (b + 1) * 2 * BLOCK; i++)
        want += in[i];
      if (out[b] != want)
        w = "wrong sum";
    }
    /* Thread 0 traps now and then; the others must not notice. */
    if (id == 0 && r % 4 == 0) {
      if (hipModuleLaunchKernel(trap_plain, 2, 1, 1, 64, 1, 1, 0, s, targs, NULL) !=
              hipErrorLaunchFailure ||
          hipGetLastError() != hipErrorLaunchFailure ||
          hipStreamSynchronize(s) != hipErrorLaunchFailure)
        w = "the trap was not reported";
      (void)hipGetLastError(); /* the synchronisation reported it again */
    } else if (hipPeekAtLastError() != hipSuccess) {
      w = "another thread's error showed up";
    }
  }
  hipFree(din);
  hipFree(dout);
  hipStreamDestroy(s);
  hipModuleUnload(own);
  return (void *)w;
}

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  if (argc > 2)
    name_suffix = argv[2];
  /* trap.so's kernels are shared by every thread; sync.so each loads. */
  if (hipModuleLoad(&shared_module, module_path("trap.so")) != hipSuccess) {
    printf("FAIL threads%s: cannot load trap.so\n", name_suffix);
    return 1;
  }
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++)
    pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
  const char *w = NULL;
  for (int i = 0; i < THREADS; i++) {
    void *r;
    pthread_join(t[i], &r);
    if (r && !w)
      w = r;
  }
  if (w)
    printf("FAIL threads%s: %s\n", name_suffix, w);
  else
    printf("PASS threads%s\n", name_suffix);
  return w != NULL;
}
