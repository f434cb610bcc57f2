// C17 6.5.2.2p11: recursion that passes a pointer to a shared struct
// (towers of Hanoi, counting moves and checking every move is legal).
struct towers { int peg[3][8]; int top[3]; int moves; int bad; };
static void move(struct towers *t, int from, int to) {
  int d = t->peg[from][--t->top[from]];
  if (t->top[to] && t->peg[to][t->top[to] - 1] < d) t->bad++;
  t->peg[to][t->top[to]++] = d;
  t->moves++;
}
static void hanoi(struct towers *t, int n, int from, int to, int via) {
  if (n == 0) return;
  hanoi(t, n - 1, from, via, to);
  move(t, from, to);
  hanoi(t, n - 1, via, to, from);
}
__device__ int test(void) {
  struct towers t = {0};
  for (int i = 0; i < 6; i++) t.peg[0][i] = 6 - i;
  t.top[0] = 6;
  hanoi(&t, 6, 0, 2, 1);
  if (t.moves != 63 || t.bad != 0) return 1;
  if (t.top[2] != 6 || t.peg[2][0] != 6 || t.peg[2][5] != 1) return 2;
  return 0;
}
