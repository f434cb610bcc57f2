// C17 6.7p1, 6.7.2.1p8, 6.7.2.2: a struct, union or enum specifier with a
// body declares its type once, however many declarators follow it, and all
// of them share that type.  hipc takes the specifier again for each
// declarator: "redefinition of 'point'", "redefinition of enumerator 'A'",
// and two objects of one unnamed struct get incompatible types
// ("assigning to 'struct (unnamed)' from incompatible type 'struct
// (unnamed)'").
struct point { int x, y; } g1 = {1, 2}, *gp = &g1;
typedef struct pair { int a, b; } pair_t, *pair_ptr;
static int check(void) {
  struct { int x; } a = {1}, b;
  b = a;
  if (b.x != 1) return 1;
  enum e { A, B } x = A, y = B;
  if (x != 0 || y != 1) return 2;
  if (gp->y != 2) return 3;
  pair_t p = {3, 4};
  pair_ptr pp = &p;
  if (pp->b != 4) return 4;
  union { int i; float f; } u1, u2 = {5};
  u1 = u2;
  if (u1.i != 5) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
