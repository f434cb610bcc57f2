// Enumerators beyond int (a clang and GCC extension; C23 6.7.2.2): the
// enumerated type widens to 8 bytes and the constants take its type.
enum wide { W0 = 0, WBIG = 0x100000000 };
enum wneg { WN = -1, WNBIG = 0x7fffffffffffffff };
static int check(void) {
  if (sizeof(enum wide) != 8) return 1;
  if (WBIG != 4294967296ll) return 2;
  if (sizeof(WBIG) != 8) return 3;
  enum wide w = WBIG;
  if (w >> 32 != 1) return 4;
  if (sizeof(enum wneg) != 8 || !((enum wneg)-1 < 0)) return 5;
  if (WNBIG != 9223372036854775807ll) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
