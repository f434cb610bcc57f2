// C17 6.7.2.3p7-8: a struct may be used through pointers before it is
// complete; a self-referential struct; two structs pointing at each other.
struct node;
static int length(const struct node *n);
struct node { int v; struct node *next; };
struct a_t;
struct b_t { struct a_t *a; int bv; };
struct a_t { struct b_t *b; int av; };
static int length(const struct node *n) {
  int k = 0;
  for (; n; n = n->next)
    k++;
  return k;
}
static int check(void) {
  struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
  if (length(&n1) != 3 || n1.next->next->v != 3) return 1;
  struct a_t a;
  struct b_t b = {&a, 20};
  a.b = &b;
  a.av = 10;
  if (a.b->a->av != 10 || b.a->b->bv != 20) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
