// C17 6.3.1.1p2: unsigned char operands promote to int before any
// arithmetic, so sums, products and complements do not wrap at 8 bits.
__device__ int test(void) {
  volatile unsigned char a = 200, b = 100;
  if (_Generic(a + b, int: 0, default: 1)) return 1;
  if (a + b != 300) return 2;                  /* no wrap at 256 */
  if (a * b != 20000) return 3;
  if (b - a != -100) return 4;                 /* int, negative */
  if (~a != -201) return 5;                    /* ~ on the promoted int */
  if ((unsigned char)~a != 55) return 6;
  if (-a != -200) return 7;
  if (_Generic(+a, int: 0, default: 1)) return 8;
  if ((a << 4) != 3200) return 9;              /* not truncated */
  if (a / b != 2 || a % b != 0) return 10;
  return 0;
}
