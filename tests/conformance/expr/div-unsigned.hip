// C17 6.5.5 with 6.3.1.8: when either operand is unsigned the division and
// remainder are unsigned.
__device__ int test(void) {
  volatile unsigned u = 4294967295u;
  volatile int m7 = -7;
  if (u / 2 != 2147483647u) return 1;
  if (u % 10 != 5) return 2;
  if (m7 / 2u != 2147483644u) return 3;        /* 4294967289 / 2 */
  if (m7 % 2u != 1) return 4;
  volatile unsigned long long big = 18446744073709551615ULL;
  if (big / 3 != 6148914691236517205ULL) return 5;
  if (big % 1000 != 615) return 6;
  volatile unsigned char a = 200, b = 7;
  if (a / b != 28 || a % b != 4) return 7;
  return 0;
}
