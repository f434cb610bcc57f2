// C17 6.8.4.2p5: the controlling expression is promoted and each case
// constant converted to its type: 64-bit values beyond 32 bits select
// distinct cases.
static int pick(long long v) {
  switch (v) {
  case 0x100000000LL: return 1;
  case 0x200000000LL: return 2;
  case -0x100000000LL: return 3;
  case 1: return 4;
  case 9223372036854775807LL: return 5;
  }
  return 0;
}
__device__ int test(void) {
  if (pick(0x100000000LL) != 1 || pick(0x200000000LL) != 2) return 1;
  if (pick(-0x100000000LL) != 3 || pick(1) != 4) return 2;
  if (pick(9223372036854775807LL) != 5) return 3;
  if (pick(0x100000001LL) != 0 || pick(0) != 0) return 4;
  return 0;
}
