// C17 6.7.2.1p5 (implementation-defined, gcc and clang allow it): a
// bit-field of enumerated type holds the enumerators; with no negative
// constants the enum is unsigned, so a 2-bit field holds 0..3.
enum color { RED, GREEN, BLUE, WHITE };
struct pixel { enum color c : 2; unsigned alpha : 6; };
__device__ int test(void) {
  struct pixel p = {BLUE, 63};
  if (p.c != BLUE || p.alpha != 63) return 1;
  p.c = WHITE;
  if (p.c != WHITE || p.c != 3) return 2;
  if (sizeof p != 4) return 3;
  switch (p.c) {
  case WHITE: break;
  default: return 4;
  }
  return 0;
}
