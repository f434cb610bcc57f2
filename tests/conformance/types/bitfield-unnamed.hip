// C17 6.7.2.1p12: an unnamed bit-field with a width is padding between
// the named ones.  (Its skipping by initialisation: PENDING-A.md.)
struct u { unsigned a : 4; unsigned : 8; unsigned b : 4; };
union raw { struct u s; unsigned v; };
static int check(void) {
  if (sizeof(struct u) != 4) return 1;
  union raw r;
  r.v = 0;
  r.s.a = 0xF;
  r.s.b = 0xA;
  if (r.v != (0xFu | 0xAu << 12)) return 2;
  r.v = 0xFFFFFFFFu;
  if (r.s.a != 15 || r.s.b != 10 + 5) return 3;
  struct u x = {.a = 1, .b = 2};
  if (x.a != 1 || x.b != 2) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
