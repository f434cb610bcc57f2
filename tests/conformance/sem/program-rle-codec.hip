// A c-testsuite style program: run-length encoding and decoding through
// char pointers, checked by a round trip (C17 6.5.2.4 and 6.5.6 pointer
// increments and arithmetic).
static int rle(const char *in, char *out) {
  int o = 0;
  while (*in) {
    char c = *in;
    int n = 0;
    while (*in == c && n < 9) in++, n++;
    out[o++] = (char)('0' + n);
    out[o++] = c;
  }
  out[o] = 0;
  return o;
}
static int unrle(const char *in, char *out) {
  int o = 0;
  for (; *in; in += 2)
    for (int n = in[0] - '0'; n; n--) out[o++] = in[1];
  out[o] = 0;
  return o;
}
static int eq(const char *a, const char *b) { while (*a && *a == *b) a++, b++; return *a == *b; }
__device__ int test(void) {
  char enc[64], dec[64];
  const char *src = "aaabccccccccccddx";
  rle(src, enc);
  if (!eq(enc, "3a1b9c1c2d1x")) return 1;
  if (unrle(enc, dec) != 17 || !eq(dec, src)) return 2;
  rle("", enc);
  if (enc[0] != 0) return 3;
  return 0;
}
