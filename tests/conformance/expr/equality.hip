// C17 6.5.9: == and != yield int 1 or 0 and bind less tightly than the
// relational operators.
__device__ int test(void) {
  volatile int a = 3, b = 3, c = 4;
  volatile float f = 3.0f;
  if ((a == b) != 1) return 1;
  if ((a != b) != 0) return 2;
  if (!(a == f)) return 3;
  if (_Generic(a == b, int: 0, default: 1)) return 4;
  if ((a < c == b < c) != 1) return 5;         /* (a < c) == (b < c) */
  if ((a == b == 1) != 1) return 6;            /* (a == b) == 1 */
  if (-1 == 4294967295u ? 0 : 1) return 7;     /* -1 converts to unsigned */
  if ((unsigned char)255 == -1) return 8;      /* promoted: 255 != -1 */
  if (0.5 == 0.5f ? 0 : 1) return 9;           /* exact in both */
  return 0;
}
