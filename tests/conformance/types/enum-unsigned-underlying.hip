// C17 6.7.2.2p4: the enumerated type is compatible with an
// implementation-defined integer type that holds its values; clang and GCC
// choose unsigned int when no value is negative, so (enum pos)-1 > 0 and
// _Generic picks unsigned int.  hipc makes every enum int (check 4 fails).
enum pos { P0, P1, P2 };
enum neg { N0 = -1, N1 };
enum big { BMAX = 2147483647 };
static int check(void) {
  if (sizeof(P1) != sizeof(int)) return 1;
  if (_Generic(P1, int: 1, default: 0) != 1) return 2;
  if (sizeof(enum pos) != 4 || sizeof(enum neg) != 4) return 3;
  if ((enum pos)-1 < 0) return 4;                /* unsigned int */
  if (!((enum neg)-1 < 0)) return 5;             /* int */
  if (_Generic((enum pos)0, unsigned int: 1, default: 0) != 1) return 6;
  if (_Generic((enum neg)0, int: 1, default: 0) != 1) return 7;
  if (BMAX != 2147483647 || sizeof(enum big) != 4) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
