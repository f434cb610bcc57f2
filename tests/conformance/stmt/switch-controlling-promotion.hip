// C17 6.8.4.2p5: the controlling expression is promoted, and each case
// value converted to the promoted type.
static int on_char(signed char c) {
  switch (c) {
  case -1: return 1;
  case 127: return 2;
  default: return 0;
  }
}
static int on_unsigned(unsigned u) {
  switch (u) {
  case -1: return 1;                           /* converted to 4294967295 */
  case 0x80000000: return 2;
  default: return 0;
  }
}
static int on_long_long(long long v) {
  switch (v) {
  case 1LL << 40: return 1;
  case -5000000000LL: return 2;
  case 0: return 3;
  default: return 0;
  }
}
__device__ int test(void) {
  if (on_char(-1) != 1 || on_char(127) != 2 || on_char(5) != 0) return 1;
  if (on_unsigned(4294967295u) != 1) return 2;
  if (on_unsigned(2147483648u) != 2) return 3;
  if (on_long_long(1LL << 40) != 1) return 4;
  if (on_long_long(-5000000000LL) != 2) return 5;
  if (on_long_long(0) != 3) return 6;
  if (on_long_long(1) != 0 || on_long_long(1LL << 41) != 0) return 7;
  return 0;
}
