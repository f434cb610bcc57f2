// C17 6.5.2.2, 6.7.2.1: a struct of function pointers used as a vtable;
// objects holding a pointer to their ops; a conditional choosing the
// function; a call through a pointer returned from a call.
struct shape;
struct ops { int (*area)(const struct shape *); const char *(*name)(void); };
struct shape { const struct ops *ops; int w, h; };
static int rect_area(const struct shape *s) { return s->w * s->h; }
static int tri_area(const struct shape *s) { return s->w * s->h / 2; }
static const char *rect_name(void) { return "rect"; }
static const char *tri_name(void) { return "tri"; }
static const struct ops rect_ops = {rect_area, rect_name}, tri_ops = {tri_area, tri_name};
static const struct ops *ops_for(int tri) { return tri ? &tri_ops : &rect_ops; }
__device__ int test(void) {
  struct shape s[2] = {{&rect_ops, 3, 4}, {&tri_ops, 3, 4}};
  int total = 0;
  for (int i = 0; i < 2; i++) total += s[i].ops->area(&s[i]);
  if (total != 18) return 1;
  if (ops_for(1)->name()[0] != 't' || (*ops_for(0)->name)()[0] != 'r') return 2;
  volatile int c = 1;
  if ((c ? rect_area : tri_area)(&s[0]) != 12) return 3;
  return 0;
}
