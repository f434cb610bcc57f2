// C17 6.5.2.3p6: when a union holds structs sharing a common initial
// sequence, that part may be inspected through any of them.
struct any { int kind; };
struct num { int kind; double value; };
struct str { int kind; const char *text; };
union node { struct any any; struct num num; struct str str; };
static double weight(const union node *n) {
  switch (n->any.kind) {
  case 1: return n->num.value;
  case 2: return n->str.text[0];
  default: return -1;
  }
}
__device__ int test(void) {
  union node a, b;
  a.num.kind = 1; a.num.value = 2.5;
  b.str.kind = 2; b.str.text = "A";
  if (weight(&a) != 2.5 || weight(&b) != 65) return 1;
  if (a.any.kind != 1 || b.num.kind != 2) return 2;
  return 0;
}
