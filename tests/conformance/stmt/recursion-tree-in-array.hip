// C17 6.5.2.2p11: recursive traversal of a binary tree stored in an array
// of structs with child indices: depth, sum and an in-order walk.
struct node { int v, l, r; };
static const struct node t[] = {
  {8, 1, 2}, {4, 3, 4}, {12, 5, -1}, {2, -1, -1}, {6, -1, -1}, {10, -1, -1},
};
static int sum(int i) { return i < 0 ? 0 : t[i].v + sum(t[i].l) + sum(t[i].r); }
static int depth(int i) {
  if (i < 0) return 0;
  int a = depth(t[i].l), b = depth(t[i].r);
  return 1 + (a > b ? a : b);
}
static int inorder(int i, int *out, int n) {
  if (i < 0) return n;
  n = inorder(t[i].l, out, n);
  out[n++] = t[i].v;
  return inorder(t[i].r, out, n);
}
__device__ int test(void) {
  if (sum(0) != 42 || depth(0) != 3) return 1;
  int out[6], n = inorder(0, out, 0);
  if (n != 6) return 2;
  for (int i = 1; i < 6; i++)
    if (out[i - 1] >= out[i]) return 3;
  return 0;
}
