// C17 6.6p6: integer constant expressions may contain casts of arithmetic
// constants to integer types, floating constants as cast operands, sizeof,
// _Alignof and ?: ; usable as enumerators, array sizes and case labels.
#include <stddef.h>
struct s { char c; double d; };
enum {
  A = (char)300,                               /* 44 */
  B = (unsigned char)-1,                       /* 255 */
  C = (int)2.9,                                /* 2 */
  D = sizeof(int[3]),                          /* 12 */
  E = 1 ? 5 : 6,
  F = (5 > 3) << 4,                            /* 16 */
  G = offsetof(struct s, d),                   /* 8 */
  H = _Alignof(struct s) * 2                   /* 16 */
};
static char arr[(int)3.99 + C];
static int sw(int x) {
  switch (x) {
  case (short)65537: return 1;                 /* 1 */
  case sizeof(long) + (int)0.5: return 2;       /* 8 */
  default: return 0;
  }
}
__device__ int test(void) {
  if (A != 44 || B != 255 || C != 2 || D != 12) return 1;
  if (E != 5 || F != 16 || G != 8 || H != 16) return 2;
  if (sizeof arr != 5) return 3;
  if (sw(1) != 1 || sw(8) != 2 || sw(0) != 0) return 4;
  return 0;
}
