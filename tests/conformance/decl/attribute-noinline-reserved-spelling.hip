// GNU attribute names may be written with surrounding underscores,
// __attribute__((__noinline__)), as in issue 13: gcc accepts it in C and
// clang in HIP, where clang makes __noinline__ a keyword (so that both
// `__noinline__ int f()` and this spelling work); hipc's implicit
// hip_runtime.h defines __noinline__ as a macro instead.
static int __attribute__((__noinline__)) f(void) { return 42; }
__attribute__((__noinline__)) static int g(void) { return 1; }
__device__ int test(void) {
  if (f() != 42 || g() != 1) return 1;
  return 0;
}
