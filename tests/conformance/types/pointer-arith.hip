// C17 6.5.6p8-9: pointer + integer moves by elements; the difference of two
// pointers into one array is a ptrdiff_t count of elements; relational
// comparison follows the order of the elements (6.5.8p5).
#include <stddef.h>
static int check(void) {
  double d[8];
  double *p = d + 2, *q = &d[7];
  ptrdiff_t n = q - p;
  if (n != 5) return 1;
  if (sizeof(q - p) != sizeof(ptrdiff_t)) return 2;
  if ((char *)q - (char *)p != 40) return 3;
  if (!(p < q) || q <= p) return 4;
  if (p + 5 != q || q - 5 != p) return 5;
  if (d + 8 - d != 8) return 6;                  /* one past the end */
  p++;
  --q;
  if (q - p != 3) return 7;
  if (p - q != -3) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
