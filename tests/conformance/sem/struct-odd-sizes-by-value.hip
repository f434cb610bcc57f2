// C17 6.5.2.2p4, 6.8.6.4: structs of odd sizes (3, 5, 12, 20 bytes)
// passed and returned by value keep every byte.
struct s3 { char a, b, c; };
struct s5 { char a; int b; } __attribute__((packed));
struct s12 { int a; short b; char c[6]; };
struct s20 { double d; int i[3]; };
static struct s3 f3(struct s3 v) { v.a += 1; v.c += 3; return v; }
static struct s5 f5(struct s5 v) { v.b *= 2; return v; }
static struct s12 f12(struct s12 v) { v.c[5] = 'z'; v.b = -v.b; return v; }
static struct s20 f20(struct s20 v) { v.i[2] += v.i[0]; v.d *= 2; return v; }
__device__ int test(void) {
  struct s3 a = {1, 2, 3}, ra = f3(a);
  if (ra.a != 2 || ra.b != 2 || ra.c != 6 || a.a != 1) return 1;
  struct s5 b = {'x', 1000}, rb = f5(b);
  if (rb.a != 'x' || rb.b != 2000 || b.b != 1000) return 2;
  struct s12 c = {7, 9, "abcde"}, rc = f12(c);
  if (rc.a != 7 || rc.b != -9 || rc.c[0] != 'a' || rc.c[4] != 'e' || rc.c[5] != 'z') return 3;
  struct s20 d = {1.5, {1, 2, 3}}, rd = f20(d);
  if (rd.d != 3.0 || rd.i[1] != 2 || rd.i[2] != 4) return 4;
  return 0;
}
