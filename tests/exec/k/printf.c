/* printf.c - k/printf.hip: device printf's exact text.  The program points
 * its standard output at a file around the launch, then checks that the
 * kernel's lines are exactly those C's printf makes of the same formats,
 * each whole, each thread's in the order it printed them, and all between
 * the host's own lines before and after. */
#define _POSIX_C_SOURCE 200809L
#include "../../lib/check.h"

#include <unistd.h>

enum { BLOCKS = 3, THREADS = 70, LINES = BLOCKS * THREADS * 4 + BLOCKS };

static char expected[LINES][200];

/* The kernel's lines, formatted by the host's printf. */
static int expect_lines(int tag, const char *name) {
  int k = 0;
  for (int b = 0; b < BLOCKS; b++)
    for (int t = 0; t < THREADS; t++) {
      snprintf(expected[k++], 200, "b%d t%d 1: hello %s, tag %d", b, t, name, tag);
      snprintf(expected[k++], 200, "b%d t%d 2: [%5d|%-5d|%05d] %x %X %o %u", b, t, t * 37, -t,
               t, 255 + t, 255 + t, t, 4000000000u);
      snprintf(expected[k++], 200, "b%d t%d 3: %.3f %e %g %c%c %s 100%%", b, t, 1.5 + t,
               12345.678, 0.0001, 'A' + t % 26, 'z', "lit");
      snprintf(expected[k++], 200, "b%d t%d 4: %lld %llu %ld", b, t, -1234567890123LL * (t + 1),
               18446744073709551615ull, (long)b * 1000000000L);
      if (t == 0)
        snprintf(expected[k++], 200, "block %d done", b);
    }
  return k;
}

static int compare(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs the kernel between two lines of the host's. */
static const char *launch(int tag, const char *dname) {
  KERNEL(f, "say");
  printf("host before\n");
  fflush(stdout);
  LAUNCH(f, BLOCKS, 1, 1, THREADS, 1, 1, 0, &tag, &dname);
  printf("host after\n");
  fflush(stdout);
  return NULL;
}

static const char *test_printf(void) {
  const char *name = "world";
  int tag = 7;
  DEVICE(char *, dname, name, strlen(name) + 1);
  FILE *out = tmpfile();
  EXPECT(out, "no temporary file");
  fflush(stdout);
  int saved = dup(1);
  dup2(fileno(out), 1);
  const char *w = launch(tag, dname);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  if (w) {
    fclose(out);
    return w;
  }

  static char text[1 << 20];
  rewind(out);
  size_t len = fread(text, 1, sizeof text - 1, out);
  fclose(out);
  text[len] = 0;
  EXPECT(len > 0 && text[len - 1] == '\n', "the output does not end with a newline");
  static char *lines[LINES + 10];
  int n = 0;
  for (char *p = text; *p && n < LINES + 10; n++) {
    lines[n] = p;
    p = strchr(p, '\n');
    *p++ = 0;
  }
  EXPECT(n == LINES + 2, "%d lines, not %d", n, LINES + 2);
  EXPECT(strcmp(lines[0], "host before") == 0 && strcmp(lines[n - 1], "host after") == 0,
         "the host's lines are not around the kernel's: first \"%s\", last \"%s\"", lines[0],
         lines[n - 1]);
  /* each thread's lines in the order it printed them */
  int next[BLOCKS][THREADS];
  memset(next, 0, sizeof next);
  for (int i = 1; i < n - 1; i++) {
    int b, t, step;
    if (sscanf(lines[i], "b%d t%d %d:", &b, &t, &step) == 3 && b >= 0 && b < BLOCKS &&
        t >= 0 && t < THREADS) {
      EXPECT(step == next[b][t] + 1, "block %d thread %d printed line %d after line %d", b, t,
             step, next[b][t]);
      next[b][t] = step;
    }
  }
  /* and every line exactly as C's printf writes it */
  static char *want[LINES];
  int m = expect_lines(tag, name);
  for (int i = 0; i < m; i++)
    want[i] = expected[i];
  qsort(lines + 1, n - 2, sizeof *lines, compare);
  qsort(want, m, sizeof *want, compare);
  for (int i = 0; i < m; i++)
    EXPECT(strcmp(lines[i + 1], want[i]) == 0, "line \"%s\" where \"%s\" was expected",
           lines[i + 1], want[i]);
  return NULL;
}

static const Test tests[] = {{"k/printf", test_printf}};
EXEC_MAIN(tests)
