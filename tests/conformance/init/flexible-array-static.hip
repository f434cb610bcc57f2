// GNU C (gcc and clang): a static struct with a flexible array member may
// be initialized with elements for it; the object is allocated with room
// for them (C17 6.7.2.1p18 leaves this out; real code relies on it).
struct S { int n; int d[]; };
static struct S s = {2, {3, 4}};
__device__ int test(void) {
  if (s.n != 2) return 1;
  if (s.d[0] != 3 || s.d[1] != 4) return 2;
  return 0;
}
