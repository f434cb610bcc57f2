// C17 6.5.2.3p3, 6.5.2.2p5: the member of a structure returned by a call
// can be read directly ('.' on a non-lvalue).
struct Pair { int a, b; };
struct Big { long v[16]; char tag; };
static struct Pair make_pair(int a, int b) { struct Pair p = {a, b}; return p; }
static struct Big make_big(long base) {
  struct Big g;
  for (int i = 0; i < 16; i++)
    g.v[i] = base + i;
  g.tag = 'G';
  return g;
}
__device__ int test(void) {
  if (make_pair(7, 8).b != 8) return 1;
  if (make_big(5).v[10] != 15) return 2;
  if (make_big(5).tag != 'G') return 3;
  return 0;
}
