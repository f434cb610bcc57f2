// C17 6.7.2.3p6, 6.5.2.5: a struct may be defined inside a sizeof type
// name or a compound literal's type name; the tag is then in scope for
// the rest of the block (not past the end of an if's condition, which is
// a block of its own, 6.8.4p3).
__device__ int test(void) {
  int n = sizeof(struct q { int a; char b; });
  if (n != 8) return 1;
  struct q v = {1, 'x'};
  if (v.b != 'x' || sizeof v != 8) return 2;
  int y = (struct p { int x, y; }){1, 2}.y;
  struct p z = {3, 4};
  if (y != 2 || z.x != 3) return 3;
  int al = _Alignof(struct r { double d; });
  if (al != 8 || sizeof(struct r) != 8) return 4;
  return 0;
}
