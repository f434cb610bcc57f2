// C17 6.5.8p5, 6.5.9p6: pointers into one array compare as their
// subscripts; the results are int 0 or 1.
__device__ int test(void) {
  int a[4];
  int *p = &a[1], *q = &a[3], *end = a + 4;
  if (!(p < q)) return 1;
  if (!(q > p)) return 2;
  if (!(p <= p && p >= p)) return 3;
  if (q >= end) return 4;
  if (!(end > q)) return 5;
  if (p == q) return 6;
  if (!(p + 2 == q)) return 7;
  if (p != &a[1]) return 8;
  if (_Generic(p < q, int: 0, default: 1)) return 9;
  if ((p < q) + (p > q) != 1) return 10;
  const int *cp = p;                           /* qualifiers do not matter */
  if (cp != p) return 11;
  return 0;
}
