// A c-testsuite style program: arbitrary-precision addition and
// multiplication by a small number on base-10^9 limbs (64-bit
// intermediates, carries; C17 6.3.1.8, 6.5.5), computing 2^100 and 30!.
static int mul_small(unsigned *d, int n, unsigned m) {
  unsigned long long carry = 0;
  for (int i = 0; i < n; i++) {
    unsigned long long t = (unsigned long long)d[i] * m + carry;
    d[i] = (unsigned)(t % 1000000000u);
    carry = t / 1000000000u;
  }
  while (carry) { d[n++] = (unsigned)(carry % 1000000000u); carry /= 1000000000u; }
  return n;
}
__device__ int test(void) {
  unsigned a[8] = {1};
  int n = 1;
  for (int i = 0; i < 100; i++) n = mul_small(a, n, 2);
  /* 2^100 = 1267650600228229401496703205376 */
  if (n != 4 || a[3] != 1267 || a[2] != 650600228 || a[1] != 229401496 || a[0] != 703205376) return 1;
  unsigned f[8] = {1};
  n = 1;
  for (unsigned i = 2; i <= 30; i++) n = mul_small(f, n, i);
  /* 30! = 265252859812191058636308480000000 */
  if (n != 4 || f[3] != 265252 || f[2] != 859812191 || f[1] != 58636308 || f[0] != 480000000) return 2;
  return 0;
}
