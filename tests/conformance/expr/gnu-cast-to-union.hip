// GNU cast to a union type (gcc and clang): (union u)expr builds a union
// whose member of the expression's type holds the value.
union u { int i; float f; double d; };
static int get_i(union u v) { return v.i; }
__device__ int test(void) {
  union u a = (union u)5;
  union u b = (union u)1.5f;
  if (a.i != 5 || b.f != 1.5f) return 1;
  if (get_i((union u)42) != 42) return 2;
  if (((union u)2.5).d != 2.5) return 3;
  return 0;
}
