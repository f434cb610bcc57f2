// GNU alternate keyword spellings that system headers use so they work
// under -std=c89 and -ansi: __inline__, __inline, __signed__, __const,
// __const__, __volatile__, __restrict, __restrict__, __typeof, __alignof,
// __extension__.
__extension__ typedef long long ll_t;
static __inline__ int f1(int *__restrict p) { return *p; }
static __inline int f2(int *__restrict__ p) { return *p + 1; }
__device__ int test(void) {
  __signed__ char sc = -1;
  __const int c1 = 2;
  __const__ int c2 = 3;
  __volatile__ int v = 4;
  __typeof(c1) t = 5;
  ll_t big = __extension__ 1LL << 40;
  int x = 10;
  if (sc != -1 || c1 + c2 != 5 || v != 4 || t != 5) return 1;
  if (big != 1099511627776LL) return 2;
  if (f1(&x) != 10 || f2(&x) != 11) return 3;
  if (__alignof(double) != 8) return 4;
  if (_Generic(sc, signed char: 0, default: 1)) return 5;
  return 0;
}
