// C17 6.7.2.1: a struct member that points to a function, called through
// . and ->; a pointer to a static function.
struct ops { int (*get)(const struct ops *); int value; };
static int get_value(const struct ops *o) { return o->value; }
static int get_double(const struct ops *o) { return 2 * o->value; }
static int check(void) {
  struct ops a = {get_value, 21};
  struct ops b = {get_double, 21};
  struct ops *p = &b;
  if (a.get(&a) != 21) return 1;
  if (p->get(p) != 42) return 2;
  if ((*p->get)(&a) != 42) return 3;
  struct ops arr[2] = {a, b};
  if (arr[1].get(&arr[0]) != 42) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
