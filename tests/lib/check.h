/* check.h - what the host programs of the execution suites share
 * (tests/exec, tests/host).  Each is an ordinary HIP C program, written
 * against HIP's runtime API (<hip/hip_runtime_api.h>) and linked with
 * libhipc-host (and, to show the API is HIP's, with AMD's libamdhip64),
 * that checks every result against plain C.
 *
 * A test is a function that returns NULL when it passes and a reason when
 * it fails; run_tests prints the one `PASS name` or `FAIL name: why` line
 * tests/run expects, the name followed by name_suffix ("-O0", "-ws32").
 *
 * tests/exec's programs run the kernels of one module hipc compiled for
 * --offload-arch=host; EXEC_MAIN gives them their main:
 *   PROG [-d] MODULE [SUFFIX [TEST...]]
 *     MODULE  the bundle (.hipfb) or raw shared object (.so) hipc wrote
 *     -d      load it with hipModuleLoadData from memory, not hipModuleLoad
 *     SUFFIX  appended to every test name ("-O0"), "" for none
 *     TEST    run only these tests (names without the suffix)
 * tests/host's programs write their own main: they take the folder of the
 * test modules (module_dir) first and call run_tests. */
#ifndef CHECK_H
#define CHECK_H

#include <hip/hip_runtime_api.h>

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char why_buf[1024];

static inline const char *why(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why_buf, sizeof why_buf, fmt, ap);
  va_end(ap);
  return why_buf;
}

/* A HIP call that must succeed. */
#define TRY(call)                                                              \
  do {                                                                         \
    hipError_t e_ = (call);                                                    \
    if (e_ != hipSuccess)                                                      \
      return why("%s: %s", #call, hipGetErrorName(e_));                        \
  } while (0)

/* A HIP call that must fail with `want`. */
#define EXPECT_ERROR(call, want)                                               \
  do {                                                                         \
    hipError_t e_ = (call);                                                    \
    if (e_ != (want))                                                          \
      return why("%s gave %s, not %s", #call, hipGetErrorName(e_),             \
                 hipGetErrorName(want));                                       \
  } while (0)

#define EXPECT(cond, ...)                                                      \
  do {                                                                         \
    if (!(cond))                                                               \
      return why(__VA_ARGS__);                                                 \
  } while (0)

/* ---- Inputs ------------------------------------------------------------ */

/* Deterministic pseudo-random inputs. */
static uint32_t rng_state = 12345;
static inline uint32_t rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}
static inline uint64_t rng64(void) {
  uint64_t hi = rng(), mid = rng(), lo = rng();
  return hi << 40 ^ mid << 20 ^ lo;
}
/* A float in [lo, hi). */
static inline float frand(float lo, float hi) {
  return lo + (hi - lo) * (float)(rng() & 0xffffff) / 16777216.0f;
}

/* |got - want| within `tol` times `scale` (the size of the terms that made
 * `want`), or both NaN.  For float results whose rounding may differ:
 * another summation order, or a*b+c contracted to one fma. */
static inline bool near(double got, double want, double scale, double tol) {
  if (isnan(got) || isnan(want))
    return isnan(got) && isnan(want);
  return fabs(got - want) <= tol * (fabs(scale) + 1e-30);
}

/* Reads a whole file into a new buffer; its size in *size unless NULL. */
static inline void *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *p = n > 0 ? malloc((size_t)n) : NULL;
  if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
    free(p);
    p = NULL;
  }
  fclose(f);
  if (size)
    *size = p ? (size_t)n : 0;
  return p;
}

/* The folder of tests/host's modules, and `file` in it. */
static const char *module_dir = ".";
static inline const char *module_path(const char *file) {
  static char buf[4][4096];
  static int next;
  char *p = buf[next++ % 4];
  snprintf(p, sizeof buf[0], "%s/%s", module_dir, file);
  return p;
}

/* ---- The module under test and its buffers (tests/exec) ---------------- */

/* Loaded once per program by exec_main. */
static hipModule_t module;

/* Device buffers, freed after each test. */
static void *device_buffers[64];
static int device_count;

static inline hipError_t device_new(void **d, const void *host, size_t bytes) {
  hipError_t e = hipMalloc(d, bytes);
  if (e != hipSuccess)
    return e;
  if (device_count < (int)(sizeof device_buffers / sizeof *device_buffers))
    device_buffers[device_count++] = *d;
  if (host)
    return hipMemcpy(*d, host, bytes, hipMemcpyHostToDevice);
  return hipMemset(*d, 0, bytes);
}

/* T *D = a device copy of `bytes` at HOST (zeroes when HOST is NULL). */
#define DEVICE(T, D, host, bytes)                                              \
  T D;                                                                         \
  TRY(device_new((void **)&D, (host), (bytes)))

#define TO_DEVICE(d, host, bytes) TRY(hipMemcpy((d), (host), (bytes), hipMemcpyHostToDevice))
#define TO_HOST(host, d, bytes) TRY(hipMemcpy((host), (d), (bytes), hipMemcpyDeviceToHost))

/* hipFunction_t F = the module's kernel NAME (its symbol name). */
#define KERNEL(F, name)                                                        \
  hipFunction_t F;                                                             \
  TRY(hipModuleGetFunction(&F, module, (name)))

/* Launches F on a GX*GY*GZ grid of BX*BY*BZ blocks with SHARED bytes of
 * dynamic shared memory; the rest are pointers to the arguments. */
#define LAUNCH(F, gx, gy, gz, bx, by, bz, shared, ...)                         \
  do {                                                                         \
    void *args_[] = {__VA_ARGS__};                                             \
    TRY(hipModuleLaunchKernel((F), (gx), (gy), (gz), (bx), (by), (bz),         \
                              (shared), NULL, args_, NULL));                   \
    TRY(hipDeviceSynchronize());                                               \
  } while (0)

/* ---- Running the tests -------------------------------------------------- */

typedef struct Test {
  const char *name;
  const char *(*fn)(void);
} Test;

static const char *name_suffix = "";
static int failures;
/* When set, every test fails with it instead of running (the module did
 * not load). */
static const char *setup_error;

/* Runs the tests named in argv[first...], or all of them. */
static inline int run_tests(const Test *tests, size_t n, int argc, char **argv,
                            int first) {
  for (size_t i = 0; i < n; i++) {
    bool chosen = first >= argc;
    for (int a = first; a < argc; a++)
      chosen |= strcmp(argv[a], tests[i].name) == 0;
    if (!chosen)
      continue;
    const char *w = setup_error ? setup_error : tests[i].fn();
    if (w) {
      printf("FAIL %s%s: %s\n", tests[i].name, name_suffix, w);
      failures++;
    } else {
      printf("PASS %s%s\n", tests[i].name, name_suffix);
    }
    fflush(stdout);
    while (device_count > 0)
      hipFree(device_buffers[--device_count]);
  }
  return failures ? 1 : 0;
}

/* tests/exec's main: loads the module, then runs the tests on it. */
static inline int exec_main(const Test *tests, size_t n, int argc, char **argv) {
  int a = 1;
  bool from_memory = a < argc && strcmp(argv[a], "-d") == 0;
  if (from_memory)
    a++;
  if (a >= argc) {
    fprintf(stderr, "usage: %s [-d] MODULE [SUFFIX [TEST...]]\n", argv[0]);
    return 2;
  }
  const char *path = argv[a++];
  if (a < argc)
    name_suffix = argv[a++];
  void *image = NULL;
  hipError_t e;
  if (from_memory) {
    image = read_file(path, NULL);
    if (!image)
      setup_error = why("cannot read %s", path);
    else if ((e = hipModuleLoadData(&module, image)) != hipSuccess)
      setup_error = why("hipModuleLoadData(%s): %s", path, hipGetErrorName(e));
  } else if ((e = hipModuleLoad(&module, path)) != hipSuccess) {
    setup_error = why("hipModuleLoad(%s): %s", path, hipGetErrorName(e));
  }
  int status = run_tests(tests, n, argc, argv, a);
  if (!setup_error)
    hipModuleUnload(module);
  free(image);
  return status;
}

#define EXEC_MAIN(tests)                                                       \
  int main(int argc, char **argv) {                                            \
    return exec_main(tests, sizeof tests / sizeof *tests, argc, argv);         \
  }

#endif
