// C17 6.5.6p9: the difference of two pointers into one array is the
// difference of the subscripts, of type ptrdiff_t (long here).
#include <stddef.h>
__device__ int test(void) {
  double a[10];
  double *p = &a[2], *q = &a[9];
  if (q - p != 7) return 1;
  if (p - q != -7) return 2;
  if (_Generic(q - p, long: 0, default: 1)) return 3;
  if (_Generic(q - p, ptrdiff_t: 0, default: 1)) return 4;
  if (sizeof(q - p) != 8) return 5;
  if ((a + 10) - a != 10) return 6;            /* one past the end */
  if ((char *)q - (char *)p != 7 * (long)sizeof(double)) return 7;
  if (p - p != 0) return 8;
  return 0;
}
