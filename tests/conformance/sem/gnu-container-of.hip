// The Linux container_of idiom (GNU statement expression, typeof and
// offsetof): from a pointer to a member back to the enclosing struct.
#include <stddef.h>
#define container_of(ptr, type, member) ({ \
  const typeof(((type *)0)->member) *mptr_ = (ptr); \
  (type *)((char *)mptr_ - offsetof(type, member)); })
struct list { struct list *next; };
struct item { int value; double weight; struct list link; };
__device__ int test(void) {
  struct item a = {1, 0.5, {0}}, b = {2, 1.5, {0}};
  a.link.next = &b.link;
  if (container_of(&a.link, struct item, link) != &a) return 1;
  if (container_of(a.link.next, struct item, link)->value != 2) return 2;
  if (container_of(&b.weight, struct item, weight) != &b) return 3;
  int sum = 0;
  for (struct list *l = &a.link; l; l = l->next) sum += container_of(l, struct item, link)->value;
  if (sum != 3) return 4;
  return 0;
}
