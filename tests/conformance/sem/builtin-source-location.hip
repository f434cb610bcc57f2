// gcc and clang __builtin_LINE(), __builtin_FILE() and
// __builtin_FUNCTION(): the source line, file name and function name of
// the call, as logging macros use them.
__device__ int test(void) {
  int line = __builtin_LINE(), here = __LINE__;
  if (line != here) return 1;
  const char *f = __builtin_FUNCTION();
  if (f[0] != 't' || f[1] != 'e' || f[4] != 0) return 2;
  const char *file = __builtin_FILE();
  if (!file || !file[0]) return 3;
  return 0;
}
