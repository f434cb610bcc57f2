// C17 6.5p7: any object may be read and written through an lvalue of
// character type, whatever its declared type.
struct S { short a; int b; };
static void zero_bytes(void *p, unsigned long n) {
  unsigned char *c = p;
  while (n--)
    *c++ = 0;
}
static int same_bytes(const void *x, const void *y, unsigned long n) {
  const unsigned char *a = x, *b = y;
  for (unsigned long i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
__device__ int test(void) {
  double d = 3.5;
  zero_bytes(&d, sizeof d);
  if (d != 0.0) return 1;
  struct S s = {1, 2}, t = s;
  if (!same_bytes(&s.b, &t.b, sizeof s.b)) return 2;
  float f = 1.0f;
  unsigned char *fb = (unsigned char *)&f;
  fb[3] = 0x40;                                /* 0x40800000 */
  if (f != 4.0f) return 3;
  long long big = -1;
  signed char *sb = (signed char *)&big;
  if (sb[7] != -1) return 4;
  sb[7] = 0;
  if (big != 0x00FFFFFFFFFFFFFFLL) return 5;
  return 0;
}
