// C17 6.5.5-6.5.7 on 64-bit integers: values beyond 32 bits survive every
// operator.
__device__ int test(void) {
  volatile long long a = 3000000000LL, b = -7;
  volatile unsigned long long u = 0xFFFFFFFF00000000ULL;
  if (a * 4 != 12000000000LL) return 1;
  if (a / b != -428571428LL) return 2;
  if (a % b != 4) return 3;
  if (-a != -3000000000LL) return 4;
  if (u >> 32 != 0xFFFFFFFFULL) return 5;
  if ((u | 1) != 0xFFFFFFFF00000001ULL) return 6;
  if ((u ^ ~0ULL) != 0xFFFFFFFFULL) return 7;
  if (u / 0x100000000ULL != 0xFFFFFFFFULL) return 8;
  if (u + 0x100000000ULL != 0) return 9;       /* wraps */
  if (a * a != 9000000000000000000LL) return 10;
  if ((a < 0) || !(b < 0)) return 11;
  if ((long long)(unsigned)a != 3000000000LL) return 12;
  return 0;
}
