// C17 6.8.5.3: each clause of for may be omitted; the first may declare
// several objects of one type; the third may be a comma expression.
__device__ int test(void) {
  int n = 0;
  for (;;) { if (++n == 5) break; }
  if (n != 5) return 1;
  int i = 0;
  for (; i < 3;) i++;
  if (i != 3) return 2;
  int s = 0;
  for (int a = 0, b = 10, *p = &s; a < b; a++, b--) *p += 1;
  if (s != 5) return 3;
  int k;
  for (k = 0, s = 0; k < 4; s += k, k++)
    ;
  if (s != 6 || k != 4) return 4;
  for (int q = 0; q < 2; q++) {
    int q = 100;                               /* a new scope inside the body */
    s = q;
  }
  if (s != 100) return 5;
  return 0;
}
