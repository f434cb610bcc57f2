// C17 6.7.5: _Alignas on a member raises its alignment and the struct's;
// _Alignas(type) means _Alignas(_Alignof(type)); the strictest applies.
#include <stddef.h>
struct a { char c; _Alignas(16) int i; };
struct b { char c; _Alignas(double) char buf[3]; };
struct d { _Alignas(4) _Alignas(8) char x; char y; };
__device__ int test(void) {
  if (offsetof(struct a, i) != 16 || sizeof(struct a) != 32) return 1;
  if (_Alignof(struct a) != 16) return 2;
  if (offsetof(struct b, buf) != 8 || sizeof(struct b) != 16) return 3;
  if (_Alignof(struct d) != 8 || sizeof(struct d) != 8) return 4;
  struct a arr[2];
  if ((unsigned long)&arr[1].i % 16 != 0) return 5;
  return 0;
}
