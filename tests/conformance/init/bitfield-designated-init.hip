// C17 6.7.9p9, p17: bit-fields are initialized by position or designator;
// unnamed bit-fields take no initializer (the value after .len goes to
// flag); values convert to the field.
struct hdr { unsigned ver : 4, : 4, len : 8; signed flag : 2; unsigned rest : 14; };
__device__ int test(void) {
  struct hdr h = {.ver = 3, .len = 200, -1};
  if (h.ver != 3 || h.len != 200 || h.flag != -1 || h.rest != 0) return 1;
  struct hdr g = {5, 6, 1, 1000};
  if (g.ver != 5 || g.len != 6 || g.flag != 1 || g.rest != 1000) return 2;
  struct hdr k = {.rest = 16383, .ver = 15};
  if (k.rest != 16383 || k.ver != 15 || k.len != 0) return 3;
  return 0;
}
