// C17 6.4.5p6: string literals have static storage duration, so a pointer
// to one stays valid after the function that used it returns.
static const char *name(int i) {
  switch (i) {
  case 0: return "zero";
  case 1: return "one";
  default: return "many";
  }
}
__device__ int test(void) {
  const char *a = name(0), *b = name(1), *c = name(7);
  if (a[0] != 'z' || a[4] != 0) return 1;
  if (b[2] != 'e') return 2;
  if (c[3] != 'y') return 3;
  if (name(1) != name(1) && *name(1) != 'o') return 4;
  return 0;
}
