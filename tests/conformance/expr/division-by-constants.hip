// C17 6.5.5: division and remainder by constants (which compilers turn
// into multiplications) agree with the definition q*d + r == n, |r| < |d|,
// sign of r as n, for signed, unsigned and 64-bit operands.
__device__ int test(void) {
  for (int n = -1000; n <= 1000; n += 7) {
    if (n / 7 * 7 + n % 7 != n) return 1;
    if (n % 7 != 0 && (n % 7 < 0) != (n < 0)) return 2;
    if (n / -3 * -3 + n % -3 != n) return 3;
    if (n / 10 != (n - n % 10) / 10) return 4;
  }
  for (unsigned u = 4294967295u; u > 4294960000u; u -= 997) {
    if (u / 10 * 10 + u % 10 != u || u % 10 >= 10) return 5;
    if (u / 3 != (u - u % 3) / 3) return 6;
  }
  unsigned long long big = 18446744073709551615ull;
  if (big / 1000000007ull != 18446743944ull || big % 1000000007ull != 582344007ull) return 7;
  long long neg = -9223372036854775807LL;
  if (neg / 1000 != -9223372036854775LL || neg % 1000 != -807) return 8;
  return 0;
}
