// C17 7.19, 6.5.3.4p5, 6.5.6p9: sizeof yields size_t (unsigned long here)
// and pointer subtraction ptrdiff_t (long); <stddef.h> and <stdint.h>
// name them.
#include <stddef.h>
#include <stdint.h>
static int check(void) {
  if (_Generic(sizeof(int), unsigned long: 1, default: 0) != 1) return 1;
  int a[4];
  if (_Generic(&a[3] - &a[0], long: 1, default: 0) != 1) return 2;
  if (_Generic((size_t)0, unsigned long: 1, default: 0) != 1) return 3;
  if (sizeof(intptr_t) != sizeof(void *) || sizeof(uintptr_t) != 8) return 4;
  if (sizeof(int8_t) != 1 || sizeof(int16_t) != 2 || sizeof(int32_t) != 4 || sizeof(int64_t) != 8) return 5;
  if ((uint8_t)-1 != 255 || INT32_MAX != 2147483647 || UINT16_MAX != 65535) return 6;
  if (sizeof(max_align_t) < 8 || _Alignof(max_align_t) < 8) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
