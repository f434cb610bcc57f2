// C17 6.7.3: const objects are read like others; a pointer to const may
// point to a modifiable object whose changes it sees.
static const int ctable[3] = {10, 20, 30};
static const char greeting[] = "hi";
static int sum(const int *p, int n) { int s = 0; while (n--) s += *p++; return s; }
__device__ int test(void) {
  if (sum(ctable, 3) != 60) return 1;
  if (greeting[1] != 'i' || sizeof greeting != 3) return 2;
  const int local = 7;
  int m = 1;
  const int *view = &m;
  m = 2;
  if (*view != 2) return 3;
  const struct { int a; } cs = {local};
  if (cs.a != 7) return 4;
  return 0;
}
