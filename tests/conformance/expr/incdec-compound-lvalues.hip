// C17 6.5.2.4, 6.5.3.1: ++ and -- on complex lvalues (through pointers to
// pointers, members of array elements) and the precedence of *p++, ++*p,
// *++p and (*p)++.
struct item { int n; int v[3]; };
__device__ int test(void) {
  struct item items[2] = {{0, {1, 2, 3}}, {5, {6, 7, 8}}};
  struct item *pi = items, **ppi = &pi;
  (*ppi)->v[1]++;
  if (items[0].v[1] != 3) return 1;
  ++(*ppi)[1].n;
  if (items[1].n != 6) return 2;
  int a[4] = {10, 20, 30, 40}, *p = a;
  if (*p++ != 10 || p != a + 1) return 3;
  if (++*p != 21 || a[1] != 21) return 4;
  if (*++p != 30 || p != a + 2) return 5;
  if ((*p)++ != 30 || a[2] != 31 || p != a + 2) return 6;
  return 0;
}
