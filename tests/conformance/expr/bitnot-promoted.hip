// C17 6.5.3.3p4: ~ applies to the promoted operand: ~ of an unsigned char
// or unsigned short is a negative int; ~0u and ~0ull are all ones.
__device__ int test(void) {
  volatile unsigned char uc = 0;
  volatile unsigned short us = 0;
  if (~uc != -1) return 1;
  if (~us != -1) return 2;
  if ((unsigned char)~uc != 255) return 3;
  if (~0u != 4294967295u) return 4;
  if (~0ull != 18446744073709551615ull) return 5;
  volatile unsigned char m = 0x0f;
  if ((uc | ~m) != -16) return 6;              /* int -16 = ...fff0 */
  if (((unsigned char)~m & 0xff) != 0xf0) return 7;
  volatile unsigned char x = 0xaa, y = 0x55;
  if ((x ^ y) != 0xff || _Generic(x ^ y, int: 0, default: 1)) return 8;
  if (~(x ^ y) != -256) return 9;
  return 0;
}
