// GNU C statement expressions: the last expression may have struct type
// and a member of the result can be taken directly.
struct P { int x, y; };
__device__ int test(void) {
  struct P p = ({ struct P t = {3, 4}; t; });
  if (p.x != 3 || p.y != 4) return 1;
  int y = ({ struct P t = {5, 6}; t; }).y;
  if (y != 6) return 2;
  int s = ({ struct P q = p; q.x + q.y; });
  if (s != 7) return 3;
  return 0;
}
