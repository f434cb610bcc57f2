// C17 6.2.3: a tag and an ordinary identifier may share a name, and in
// HIP's C++ a variable hides a class name too.  hipc makes every tag a
// type name and then fails to parse a pointer declarator with that name:
// `const char *s = "a";` after `struct s {...};` gives "expected
// identifier or '('" (`int s = 3;` works).
struct s { int i; };
struct node { struct node *next; };
static int check(void) {
  const char *s = "a";
  if (s[0] != 'a') return 1;
  struct node n = {0}, *node = &n;
  if (node->next != 0) return 2;
  int arr_s[1] = {4};
  int *p = arr_s;
  return *p - 4;
}
__device__ int test(void) { return check(); }
