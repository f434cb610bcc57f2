// C17 6.7.2.1p16-17: every union member starts at offset 0; the size is at
// least the largest member's, rounded to the strictest alignment.
#include <stddef.h>
union u1 { char c[5]; int i; };
union u2 { char c; double d; short s[5]; };
union u3 { struct { char a, b, c; } s; char x; };
__device__ int test(void) {
  if (sizeof(union u1) != 8 || _Alignof(union u1) != 4) return 1;
  if (sizeof(union u2) != 16 || _Alignof(union u2) != 8) return 2;
  if (sizeof(union u3) != 3) return 3;
  if (offsetof(union u2, d) != 0 || offsetof(union u2, s) != 0) return 4;
  union u2 v;
  if ((void *)&v.c != (void *)&v.d || (void *)&v.s != (void *)&v) return 5;
  v.d = 0;
  v.c = 1;
  if (v.s[0] != 1) return 6;                   /* the low byte, little-endian */
  return 0;
}
