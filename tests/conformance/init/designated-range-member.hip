// GNU range designator followed by a member designator, [a ... b].m = v:
// the member of every element of the range gets v (gcc and clang).
struct p { int x, y; };
__device__ int test(void) {
  struct p ps[4] = { [0 ... 3].y = 7, [1].x = 2 };
  for (int i = 0; i < 4; i++)
    if (ps[i].y != 7 || ps[i].x != (i == 1 ? 2 : 0)) return 1 + i;
  return 0;
}
