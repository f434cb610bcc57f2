// C17 6.7.8: a typedef name is a synonym for its type; typedefs of
// arrays, pointers and structs; redeclaring a typedef with the same type is
// allowed (6.7p3, C11).
typedef int A4[4];
typedef A4 A34[3];
typedef unsigned long size;
typedef struct point { int x, y; } point_t;
typedef struct point *point_ptr;
typedef int A4[4];
static int check(void) {
  A4 a = {1, 2, 3, 4};
  if (sizeof a != 16 || sizeof(A4) != 16) return 1;
  A34 m;
  if (sizeof m != 48 || sizeof m[0] != 16) return 2;
  m[2][3] = 7;
  if (m[2][3] != 7) return 3;
  point_t p = {1, 2};
  point_ptr pp = &p;
  struct point *q = pp;
  if (q->y != 2) return 4;
  size s = sizeof(point_t);
  if (s != 8) return 5;
  A4 *pa = &a;
  if ((*pa)[3] != 4) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
