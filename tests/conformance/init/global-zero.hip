// C17 6.7.9p10: objects with static storage and no initializer are zero
// (arithmetic 0, null pointers, recursively through aggregates; a union's
// first named member).
struct s { int a; double d; int *p; char c[3]; };
union u { int i; char c[8]; };
__device__ int gi;
__device__ double gd;
__device__ int *gp;
__device__ struct s gs;
__device__ int garr[100];
__device__ union u gu;
static int check(void) {
  if (gi != 0 || gd != 0.0 || gp != 0) return 1;
  if (gs.a || gs.d != 0 || gs.p || gs.c[2]) return 2;
  for (int i = 0; i < 100; i++)
    if (garr[i]) return 3;
  if (gu.i != 0) return 4;
  static int si;
  static struct s ss;
  if (si || ss.p || ss.c[0]) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
