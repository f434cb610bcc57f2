// C17 6.5.3.3p4: ~ complements each bit of the promoted operand.
__device__ int test(void) {
  volatile unsigned char uc = 0;
  volatile unsigned u = 0x0F0F0F0Fu;
  volatile long long ll = 0;
  if (~0 != -1) return 1;
  if (~u != 0xF0F0F0F0u) return 2;
  if (~uc != -1) return 3;                     /* ~ of the int 0 */
  if ((unsigned char)~uc != 255) return 4;
  if (_Generic(~uc, int: 0, default: 1)) return 5;
  if (~ll != -1LL) return 6;
  if (~0ULL != 18446744073709551615ULL) return 7;
  if (~~u != u) return 8;
  if (~5 != -6) return 9;
  return 0;
}
