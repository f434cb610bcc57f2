// C17 6.5.5p6: the remainder has the sign of the dividend.
__device__ int test(void) {
  volatile int p7 = 7, m7 = -7, p2 = 2, m2 = -2, p3 = 3;
  if (p7 % p2 != 1) return 1;
  if (m7 % p2 != -1) return 2;
  if (p7 % m2 != 1) return 3;
  if (m7 % m2 != -1) return 4;
  if ((m7 / p3) * p3 + m7 % p3 != m7) return 5;
  if ((p7 / m2) * m2 + p7 % m2 != p7) return 6;
  volatile long long l = -10000000007LL;
  if (l % 10 != -7) return 7;
  volatile int min = -2147483647 - 1;
  if (min % 3 != -2) return 8;
  if (6 % p3 != 0) return 9;
  return 0;
}
