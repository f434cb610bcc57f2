// C17 6.8.4.2: a switch with many dense cases (compiled as a jump table)
// and a gap in the middle selects the right case for every value.
static int f(unsigned x) {
  switch (x) {
  case 0: return 11; case 1: return 12; case 2: return 13; case 3: return 14;
  case 4: return 15; case 5: return 16; case 6: return 17; case 7: return 18;
  case 8: return 19; case 9: return 20; case 10: return 21; case 11: return 22;
  case 14: return 25; case 15: return 26; case 16: return 27; case 17: return 28;
  case 18: return 29; case 19: return 30; case 20: return 31; case 21: return 32;
  default: return -1;
  }
}
__device__ int test(void) {
  for (unsigned i = 0; i < 22; i++) {
    int want = (i == 12 || i == 13) ? -1 : (int)i + 11;
    if (f(i) != want) return 1 + (int)i;
  }
  if (f(22) != -1 || f(4294967295u) != -1) return 30;
  return 0;
}
