// A c-testsuite style program: base64 encoding with shifts and masks on
// unsigned char data (C17 6.5.7, 6.5.10), checked against the RFC 4648
// test vectors.
static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static int enc(const unsigned char *in, int n, char *out) {
  int o = 0;
  for (int i = 0; i < n; i += 3) {
    unsigned v = in[i] << 16;
    if (i + 1 < n) v |= in[i + 1] << 8;
    if (i + 2 < n) v |= in[i + 2];
    out[o++] = alphabet[v >> 18 & 63];
    out[o++] = alphabet[v >> 12 & 63];
    out[o++] = i + 1 < n ? alphabet[v >> 6 & 63] : '=';
    out[o++] = i + 2 < n ? alphabet[v & 63] : '=';
  }
  out[o] = 0;
  return o;
}
static int eq(const char *a, const char *b) { while (*a && *a == *b) a++, b++; return *a == *b; }
__device__ int test(void) {
  char out[16];
  enc((const unsigned char *)"f", 1, out);       if (!eq(out, "Zg==")) return 1;
  enc((const unsigned char *)"fo", 2, out);      if (!eq(out, "Zm8=")) return 2;
  enc((const unsigned char *)"foo", 3, out);     if (!eq(out, "Zm9v")) return 3;
  enc((const unsigned char *)"foobar", 6, out);  if (!eq(out, "Zm9vYmFy")) return 4;
  const unsigned char hi[] = {0xff, 0xfe, 0x80};
  enc(hi, 3, out);                               if (!eq(out, "//6A")) return 5;
  return 0;
}
