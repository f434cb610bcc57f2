// GNU __builtin_constant_p(e) (gcc, clang): 1 when e is a constant the
// compiler knows (integer constant expressions, string literals), 0 for a
// volatile object; real code uses it to pick constant-folded paths.
__device__ int test(void) {
  volatile int v = 3;
  if (__builtin_constant_p(3) != 1) return 1;
  if (__builtin_constant_p(3 + 4 * 2) != 1) return 2;
  if (__builtin_constant_p(sizeof(int)) != 1) return 3;
  if (__builtin_constant_p(v) != 0) return 4;
  if (__builtin_constant_p("abc") != 1) return 5;
  return 0;
}
