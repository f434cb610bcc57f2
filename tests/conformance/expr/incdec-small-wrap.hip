// C17 6.5.3.1p2: ++E is E += 1, so small types wrap through conversion.
__device__ int test(void) {
  unsigned char uc = 255;
  uc++;
  if (uc != 0) return 1;
  uc--;
  if (uc != 255) return 2;
  signed char sc = 127;
  ++sc;
  if (sc != -128) return 3;                    /* conversion, not overflow */
  unsigned short us = 0;
  --us;
  if (us != 65535) return 4;
  char c = -128;
  c--;
  if (c != 127) return 5;
  return 0;
}
