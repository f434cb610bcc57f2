// __has_builtin (clang): 1 for hipc's builtins, 0 for other names.
#if !defined(__has_builtin)
#error "__has_builtin"
#endif
static int check(void) {
#if !__has_builtin(__builtin_expect)
  return 1;
#endif
#if !__has_builtin(__builtin_unreachable)
  return 2;
#endif
#if !__has_builtin(__builtin_memcpy) || !__has_builtin(__builtin_memset)
  return 3;
#endif
#if !__has_builtin(__builtin_popcount) || !__has_builtin(__builtin_clz)
  return 4;
#endif
#if __has_builtin(__builtin_no_such_thing) || __has_builtin(check)
  return 5;
#endif
  int a[4] = {1, 2, 3, 4}, b[4];
  __builtin_memcpy(b, a, sizeof a);
  if (__builtin_expect(b[3] != 4, 0)) return 6;
  if (__builtin_popcount(0xF0u) != 4) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
