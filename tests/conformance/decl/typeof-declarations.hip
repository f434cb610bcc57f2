// GNU typeof in declarations: of an array type (a whole array copy
// target), of a pointer, of a function (a function pointer declarator),
// with qualifiers added around it.
static int twice(int x) { return 2 * x; }
__device__ int test(void) {
  typeof(int[3]) a = {1, 2, 3};
  if (sizeof a != 12 || a[2] != 3) return 1;
  typeof(twice) *fp = twice;
  if (fp(4) != 8) return 2;
  const typeof(a[0]) c = 5;
  if (_Generic(&c, const int *: 0, default: 1)) return 3;
  typeof(char *) p1, p2;                       /* both are char * */
  p1 = "a"; p2 = "b";
  if (*p1 + 1 != *p2) return 4;
  typeof(typeof(a) *) pa = &a;
  if ((*pa)[1] != 2) return 5;
  return 0;
}
