// C17 6.8.6.4, 6.5.2.2: functions return structures by value, small and
// large alike.  (Reading a member of the result directly:
// PENDING-B/sem-struct-return-member.)
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
static struct Pair swap(struct Pair p) { return (struct Pair){p.b, p.a}; }
__device__ int test(void) {
  struct Pair p = make_pair(3, 4);
  if (p.a != 3 || p.b != 4) return 1;
  p = swap(p);
  if (p.a != 4 || p.b != 3) return 2;
  struct Big g = make_big(100);
  if (g.v[0] != 100 || g.v[15] != 115 || g.tag != 'G') return 3;
  return 0;
}
