// C17 6.7.2.3p8-9: a struct may contain a pointer to its own (still
// incomplete) type; mutually referential structs via a forward tag.
struct b;
struct a { int v; struct b *peer; };
struct b { int w; struct a *peer; };
struct node { int v; struct node *next; };
__device__ int test(void) {
  struct node n[4];
  for (int i = 0; i < 4; i++) { n[i].v = i + 1; n[i].next = i < 3 ? &n[i + 1] : 0; }
  int s = 0;
  for (struct node *p = n; p; p = p->next) s += p->v;
  if (s != 10) return 1;
  struct a x;
  struct b y;
  x.v = 1; y.w = 2;
  x.peer = &y; y.peer = &x;
  if (x.peer->peer->peer->w != 2) return 2;
  return 0;
}
