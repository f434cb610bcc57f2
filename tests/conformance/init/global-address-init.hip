// C17 6.6p9: address constants in static initializers: the address of a
// global, of an element (&g[3]), of a member, plus or minus an integer
// constant.
struct pair { int a, b; };
__device__ int g[8] = {0, 10, 20, 30, 40, 50, 60, 70};
__device__ struct pair gp = {1, 2};
__device__ int *p3 = &g[3];
__device__ int *p5 = g + 5;
__device__ int *plast = &g[8] - 1;
__device__ int *pb = &gp.b;
__device__ struct pair *pp = &gp;
__device__ char *bytes = (char *)&g[1] + 4;
static int check(void) {
  if (*p3 != 30 || *p5 != 50 || *plast != 70) return 1;
  if (*pb != 2 || pp->a != 1) return 2;
  if ((int *)bytes != &g[2] || *(int *)bytes != 20) return 3;
  *p3 = 33;
  if (g[3] != 33) return 4;
  if (p5 - p3 != 2) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
