// A c-torture style program: the bitwise CRC-32 (IEEE, reflected) and a
// table-driven one agree, with the well-known check value for "123456789"
// (unsigned arithmetic and shifts, C17 6.5.7, 6.2.5p9).
static unsigned crc_bitwise(const unsigned char *p, int n) {
  unsigned c = 0xFFFFFFFFu;
  while (n--) {
    c ^= *p++;
    for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  }
  return ~c;
}
static unsigned table[256];
static unsigned crc_table(const unsigned char *p, int n) {
  unsigned c = 0xFFFFFFFFu;
  while (n--) c = table[(c ^ *p++) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}
__device__ int test(void) {
  for (unsigned i = 0; i < 256; i++) {
    unsigned c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    table[i] = c;
  }
  const unsigned char msg[] = "123456789";
  if (crc_bitwise(msg, 9) != 0xCBF43926u) return 1;
  if (crc_table(msg, 9) != 0xCBF43926u) return 2;
  if (crc_bitwise(msg, 0) != 0) return 3;
  return 0;
}
