// C17 6.7.9: static structs, nested arrays and designators in __device__
// and __constant__ globals.
struct pt { float x, y; };
struct poly { int n; struct pt v[4]; };
__constant__ struct poly square = {4, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
__device__ struct poly tri = {.n = 3, .v = {[2] = {.y = 2.0f}, [0].x = 1.0f}};
__device__ struct pt grid[2][2] = {{{1, 2}}, [1][1] = {7, 8}};
static int check(void) {
  if (square.n != 4 || square.v[2].x != 1 || square.v[3].y != 1) return 1;
  if (tri.n != 3 || tri.v[0].x != 1 || tri.v[2].y != 2 || tri.v[1].x != 0 || tri.v[3].y != 0) return 2;
  if (grid[0][0].y != 2 || grid[0][1].x != 0 || grid[1][1].x != 7 || grid[1][0].y != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
