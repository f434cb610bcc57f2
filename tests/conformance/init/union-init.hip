// C17 6.7.9p17, p10: a union's brace list initialises its first named
// member; a designator picks another; the rest of the bytes are zero
// when static.
union u { int i; float f; char c[8]; };
__device__ union u g1 = {5};
__device__ union u g2 = {.f = 1.5f};
__device__ union u g3 = {.c = {1, 2}};
static int check(void) {
  if (g1.i != 5) return 1;
  if (g2.f != 1.5f) return 2;
  if (g3.c[0] != 1 || g3.c[1] != 2 || g3.c[7] != 0) return 3;
  union u l1 = {7};
  if (l1.i != 7) return 4;
  union u l2 = {.f = -2.0f};
  if (l2.f != -2.0f) return 5;
  union u l3 = {.c[3] = 9};
  if (l3.c[3] != 9) return 6;
  union { struct { short a, b; } s; int whole; } l4 = {{1, 2}};
  if (l4.s.a != 1 || l4.s.b != 2) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
