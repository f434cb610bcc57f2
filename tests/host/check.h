/* check.h - what the host tests share.  A test is a function that returns
 * NULL when it passes and a reason when it fails; run() prints the one
 * `PASS name` or `FAIL name: why` line tests/run expects.  Programs take
 * the folder of the test modules as their first argument. */
#ifndef CHECK_H
#define CHECK_H

#include <hip/hip_runtime_api.h>

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

static const char *module_dir = ".";
static const char *name_suffix = "";
static int failures;

/* `file` in the module folder. */
static inline const char *module_path(const char *file) {
  static char buf[4][4096];
  static int next;
  char *p = buf[next++ % 4];
  snprintf(p, sizeof buf[0], "%s/%s", module_dir, file);
  return p;
}

typedef struct Test {
  const char *name;
  const char *(*fn)(void);
} Test;

/* Runs the tests named in argv[first...], or all of them. */
static inline int run_tests(const Test *tests, size_t n, int argc, char **argv,
                     int first) {
  for (size_t i = 0; i < n; i++) {
    bool chosen = first >= argc;
    for (int a = first; a < argc; a++)
      chosen |= strcmp(argv[a], tests[i].name) == 0;
    if (!chosen)
      continue;
    const char *w = tests[i].fn();
    if (w) {
      printf("FAIL %s%s: %s\n", tests[i].name, name_suffix, w);
      failures++;
    } else {
      printf("PASS %s%s\n", tests[i].name, name_suffix);
    }
    fflush(stdout);
  }
  return failures ? 1 : 0;
}

/* Deterministic pseudo-random numbers for inputs. */
static uint32_t rng_state = 12345;
static inline uint32_t rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}

/* Reads a whole file into a new buffer. */
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

#endif
