// C17 6.7.2.1p10 and 6.2.6.2: a signed bit-field sign-extends on reading;
// plain int bit-fields are signed on hipc's targets (as clang and GCC).
struct s { signed int a : 3; int b : 4; unsigned int c : 3; };
union raw { struct s s; unsigned u; };
static int check(void) {
  struct s x;
  x.a = -1;
  if (x.a != -1) return 1;
  x.a = -4;
  if (x.a != -4) return 2;
  x.a = 3;
  if (x.a + 1 != 4) return 3;
  union raw r;
  r.u = 0x7;                     /* a = 0b111 */
  if (r.s.a != -1) return 4;
  r.u = 0x4;
  if (r.s.a != -4) return 5;
  r.u = 0x40;                    /* a = 0, b = 0b1000 */
  if (r.s.b != -8 || r.s.a != 0) return 6;
  x.b = -3;
  if (x.b * 2 != -6) return 7;
  x.b = 5;                       /* out of range: wraps (clang, GCC) */
  x.b = x.b + 3;
  if (x.b != -8) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
