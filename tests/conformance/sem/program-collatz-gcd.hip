// A c-testsuite style program: Collatz sequence lengths with 64-bit
// values, Euclid's gcd by recursion and by loop, lcm without overflow
// (C17 6.5.5 unsigned division and remainder, 6.5.2.2p11 recursion).
static int collatz(unsigned long long n) { int s = 0; while (n != 1) { n = n & 1 ? 3 * n + 1 : n / 2; s++; } return s; }
static unsigned gcd_r(unsigned a, unsigned b) { return b ? gcd_r(b, a % b) : a; }
static unsigned long long gcd_l(unsigned long long a, unsigned long long b) {
  while (b) { unsigned long long t = a % b; a = b; b = t; }
  return a;
}
__device__ int test(void) {
  if (collatz(27) != 111 || collatz(1) != 0) return 1;
  int best = 0, arg = 0;
  for (int i = 1; i < 1000; i++) { int s = collatz(i); if (s > best) best = s, arg = i; }
  if (arg != 871 || best != 178) return 2;
  if (gcd_r(1071, 462) != 21 || gcd_r(17, 5) != 1) return 3;
  if (gcd_l(1ull << 40, 6ull << 20) != 2ull << 20) return 4;
  unsigned long long a = 4294967296ull, b = 6442450944ull;
  if (a / gcd_l(a, b) * b != 12884901888ull) return 5;
  return 0;
}
