// C17 6.2.4p8: a function call returning a struct with an array member
// yields an object with temporary lifetime, so its array can be indexed
// within the full expression.
struct buf { int v[4]; char name[8]; };
static struct buf make(int k) {
  struct buf b = {{k, k + 1, k + 2, k + 3}, "tmp"};
  return b;
}
__device__ int test(void) {
  if (make(10).v[2] != 12) return 1;
  if (make(0).name[1] != 'm') return 2;
  int s = make(1).v[0] + make(2).v[3];
  if (s != 6) return 3;
  if (sizeof make(0).v != 16) return 4;
  return 0;
}
