// C17 6.7.2.1p11 and the System V / AMDGPU ABIs: adjacent bit-fields pack
// into one unit from the least significant bit; a field that does not fit
// starts the next unit; the struct takes the declared type's alignment.
struct p1 { unsigned a : 3, b : 5; };
struct p2 { unsigned a : 20, b : 20; };
struct p3 { char c; unsigned a : 4; };
struct p4 { unsigned char a : 4, b : 4, c : 4; };
union raw1 { struct p1 s; unsigned u; };
static int check(void) {
  if (sizeof(struct p1) != 4) return 1;
  if (sizeof(struct p2) != 8) return 2;
  if (sizeof(struct p3) != 4) return 3;
  if (sizeof(struct p4) != 2) return 4;
  union raw1 r;
  r.u = 0;
  r.s.a = 5;
  r.s.b = 17;
  if (r.u != (5u | 17u << 3)) return 5;
  r.u = 0xFFu;
  if (r.s.a != 7 || r.s.b != 31) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
