// GNU string builtins, which gcc's and clang's headers and real code call
// directly (and which fold for constants): __builtin_strlen,
// __builtin_strcmp, __builtin_memcmp, __builtin_memchr.
__device__ int test(void) {
  const char *s = "hello";
  if (__builtin_strlen(s) != 5 || __builtin_strlen("") != 0) return 1;
  if (__builtin_strcmp(s, "hello") != 0 || __builtin_strcmp("a", "b") >= 0) return 2;
  if (__builtin_memcmp(s, "help", 3) != 0 || __builtin_memcmp(s, "help", 4) >= 0) return 3;
  if (__builtin_memchr(s, 'l', 5) != s + 2 || __builtin_memchr(s, 'z', 5) != 0) return 4;
  return 0;
}
