// GNU cast to a union: the member is found by the operand's type after
// lvalue conversion (an array operand is a pointer to its element type,
// the operand's own top-level qualifiers do not matter), a struct member
// takes a struct, and the cast is a constant in a static initializer.
struct pair { short a, b; };
union v { const int *p; struct pair s; long l; };
static const int gk = 9;
static union v gv = (union v)&gk;
__device__ int test(void) {
  const int arr[2] = {4, 5};
  union v a = (union v)arr;
  if (a.p[1] != 5) return 1;
  struct pair pr = {1, 2};
  union v b = (union v)pr;
  if (b.s.b != 2) return 2;
  const long cl = 7;
  if (((union v)cl).l != 7) return 3;
  if (*gv.p != 9) return 4;
  return 0;
}
