// C17 6.7.9p19 with GNU range designators: after [0 ... 3] = {0, 7}, a
// later [1].x = 2 overrides the x of element 1 only; the other elements
// keep x = 0 (gcc and clang: 07 27 07 07).
struct p { int x, y; };
__device__ int test(void) {
  struct p ps[4] = { [0 ... 3] = {0, 7}, [1].x = 2 };
  if (ps[1].x != 2 || ps[1].y != 7) return 1;
  if (ps[0].x != 0 || ps[2].x != 0 || ps[3].x != 0) return 2;
  if (ps[0].y != 7 || ps[3].y != 7) return 3;
  return 0;
}
