// C17 6.3.2.3p5-6, 7.20.1.4: a pointer converted to uintptr_t and back
// compares equal to the original; integer casts of addresses keep their
// arithmetic (flat byte addresses here).
#include <stdint.h>
__device__ int test(void) {
  int a[4];
  uintptr_t u = (uintptr_t)&a[1];
  int *back = (int *)u;
  if (back != &a[1]) return 1;
  if ((uintptr_t)&a[3] - (uintptr_t)&a[1] != 8) return 2;
  intptr_t s = (intptr_t)a;
  if ((int *)s != a) return 3;
  if ((uintptr_t)(void *)0 != 0) return 4;
  if (sizeof(uintptr_t) != sizeof(void *)) return 5;
  if ((int *)(u + sizeof(int)) != &a[2]) return 6;
  if (u % _Alignof(int) != 0) return 7;
  return 0;
}
