// C17 6.7.2.1p12: an unnamed bit-field with a width is padding; it holds
// no value and is skipped by initialisation (6.7.9p9).  hipc gives the
// unnamed field the 2 of {1, 2}, so b stays 0 (check 3).
struct u { unsigned a : 4; unsigned : 8; unsigned b : 4; };
union raw { struct u s; unsigned v; };
static int check(void) {
  if (sizeof(struct u) != 4) return 1;
  union raw r;
  r.v = 0;
  r.s.a = 0xF;
  r.s.b = 0xA;
  if (r.v != (0xFu | 0xAu << 12)) return 2;
  struct u x = {1, 2};           /* b = 2: the unnamed field is skipped */
  if (x.a != 1 || x.b != 2) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
