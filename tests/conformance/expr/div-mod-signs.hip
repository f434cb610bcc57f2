// C17 6.5.5p6: integer division truncates toward zero and
// (a/b)*b + a%b == a, for every combination of signs and widths.
__device__ int test(void) {
  volatile int a = 7, b = 2, na = -7, nb = -2;
  if (a / b != 3 || a % b != 1) return 1;
  if (na / b != -3 || na % b != -1) return 2;
  if (a / nb != -3 || a % nb != 1) return 3;
  if (na / nb != 3 || na % nb != -1) return 4;
  volatile long long x = -9000000000LL, y = 7;
  if (x / y != -1285714285LL || x % y != -5) return 5;
  if ((x / y) * y + x % y != x) return 6;
  volatile signed char sc = -128;
  if (sc / -1 != 128) return 7;                /* promoted: no overflow */
  volatile unsigned u = 7;
  if (na / u != 613566755u) return 8;          /* -7 becomes 4294967289 */
  return 0;
}
