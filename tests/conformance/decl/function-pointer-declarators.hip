// C17 6.7.6.3, 6.7.6.1: a function returning a pointer to a function, an
// array of pointers to functions, and a pointer to such an array, spelled
// without typedefs.
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static int (*pick(int up))(int) { return up ? inc : dec; }
static int (*table[2])(int) = {inc, dec};
static int (*(*ptable)[2])(int) = &table;
static int apply(int (*f)(int), int v) { return f(v); }
__device__ int test(void) {
  if (pick(1)(5) != 6 || pick(0)(5) != 4) return 1;
  if (table[1](10) != 9 || (*ptable)[0](10) != 11) return 2;
  if (apply(pick(1), 0) != 1) return 3;
  int (*(*getter)(int))(int) = pick;
  if (getter(0)(0) != -1) return 4;
  if ((**table[0])(1) != 2) return 5;          /* * on a function designator */
  if (&inc != table[0] || *inc != inc) return 6;
  return 0;
}
