// C17 6.7.2.1p10, 6.3.1.3: an unsigned bit-field holds its value modulo
// 2^width; signed bit-fields hold the range of their width (values that
// fit); neighbouring fields are independent.
struct F {
  unsigned lo : 3;
  unsigned mid : 5;
  signed s : 4;
  unsigned hi : 20;
};
__device__ int test(void) {
  struct F f = {0, 0, 0, 0};
  f.lo = 5;
  f.mid = 31;
  f.s = -8;
  f.hi = 0xFFFFF;
  if (f.lo != 5 || f.mid != 31 || f.s != -8 || f.hi != 0xFFFFF) return 1;
  f.lo = 12;                                   /* 12 mod 8 */
  if (f.lo != 4 || f.mid != 31) return 2;
  f.mid += 1;                                  /* 32 mod 32 */
  if (f.mid != 0 || f.lo != 4) return 3;
  f.s = 7;
  if (f.s != 7) return 4;
  f.hi++;
  if (f.hi != 0) return 5;
  return 0;
}
