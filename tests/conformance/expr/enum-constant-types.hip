// C17 6.4.4.3p2, 6.7.2.2p3: an enumeration constant has type int, even
// when the enumerated type's own type is unsigned; negative constants and
// explicit values mixed with implicit successors.
enum small { S0, S1, S2 };
enum mixed { M_NEG = -5, M_NEXT, M_TEN = 10, M_ELEVEN, M_ZERO = 0 };
__device__ int test(void) {
  if (_Generic(S1, int: 0, default: 1)) return 1;
  if (_Generic(M_NEG, int: 0, default: 1)) return 2;
  if (sizeof(S0) != sizeof(int)) return 3;
  if (M_NEXT != -4 || M_ELEVEN != 11 || M_ZERO != 0) return 4;
  if (S2 - S0 != 2) return 5;
  if (M_NEG * 2 != -10) return 6;
  if (M_NEG > 0) return 7;
  enum mixed m = M_NEG;
  if (m >= 0) return 8;                        /* the type holds -5 */
  if (sizeof(enum small) != 4 || sizeof(enum mixed) != 4) return 9;
  return 0;
}
