// C17 6.4.3, 6.4.5p5 (and UTF-8 as the execution character set, as in
// clang): a universal character name in a char string is stored as its
// UTF-8 bytes.
__device__ int test(void) {
  const char *e = "\u00e9";
  if (sizeof("\u00e9") != 3) return 1;
  if ((unsigned char)e[0] != 0xC3 || (unsigned char)e[1] != 0xA9) return 2;
  const char *g = "\U0001F600";
  if (sizeof("\U0001F600") != 5) return 3;
  if ((unsigned char)g[0] != 0xF0 || (unsigned char)g[1] != 0x9F ||
      (unsigned char)g[2] != 0x98 || (unsigned char)g[3] != 0x80) return 4;
  const char *x = "\u20AC";                    /* euro sign: 3 bytes */
  if (sizeof("\u20AC") != 4) return 5;
  if ((unsigned char)x[0] != 0xE2 || (unsigned char)x[1] != 0x82 ||
      (unsigned char)x[2] != 0xAC) return 6;
  const char *raw = "é";                       /* the source's UTF-8 as is */
  if ((unsigned char)raw[0] != 0xC3 || (unsigned char)raw[1] != 0xA9) return 7;
  return 0;
}
