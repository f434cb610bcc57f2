// A struct first named in a prototype is the struct the file defines
// later, as in HIP's C++ (issue 13: prototype scope for parameters).
int f(struct S *p);
struct S { int x; };
int f(struct S *p) { return p->x; }
__device__ int test(void) {
  struct S s = {7};
  return f(&s) == 7 ? 0 : 1;
}
