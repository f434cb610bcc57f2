// GNU/clang __INCLUDE_LEVEL__ (0 in the main file) and __BASE_FILE__ (the
// main file's name, a string literal), and __FILE__ in the main file.
#include <string.h>
static int has_dot(const char *s) { for (; *s; s++) if (*s == '.') return 1; return 0; }
__device__ int test(void) {
  if (__INCLUDE_LEVEL__ != 0) return 1;
  if (strcmp(__BASE_FILE__, __FILE__) != 0) return 2;
  if (sizeof(__FILE__) < 2) return 3;
  const char *f = __FILE__;
  size_t n = strlen(f);
  if (n < 2 || f[n - 1] == '"' || !has_dot(f)) return 4;
  return 0;
}
