// C17 6.7.2.1p16, 6.5.2.3p3 note 97: a union's members share storage at
// offset 0; its size covers the largest member, rounded up to its
// alignment; reading another member reinterprets the bytes.
#include <stddef.h>
union u { char c; int i; double d; };
union w { char c[5]; int i; };
union fbits { float f; unsigned u; };
static int check(void) {
  if (sizeof(union u) != 8 || _Alignof(union u) != 8) return 1;
  if (sizeof(union w) != 8) return 2;
  if (offsetof(union u, d) != 0 || offsetof(union u, c) != 0) return 3;
  union fbits b;
  b.f = 1.0f;
  if (b.u != 0x3f800000u) return 4;
  b.u = 0xc0000000u;
  if (b.f != -2.0f) return 5;
  union u x;
  x.i = 0x01020304;
  if (x.c != 4) return 6;                    /* little-endian targets */
  return 0;
}
__device__ int test(void) { return check(); }
