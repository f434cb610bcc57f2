// C17 6.7.9: arrays of unions (each initialised through its first member
// or a designator) and of enums.
union num { int i; float f; };
enum dir { N, E, S, W };
static int check(void) {
  union num a[3] = {{1}, {.f = 2.5f}, [2].i = 3};
  if (a[0].i != 1 || a[1].f != 2.5f || a[2].i != 3) return 1;
  enum dir path[] = {N, E, E, S, W};
  if (sizeof path / sizeof path[0] != 5 || path[3] != S) return 2;
  enum dir turn[4] = {[W] = N, [N] = E};
  if (turn[3] != N || turn[0] != E || turn[1] != N) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
