// FLAGS: -Werror
// GNU C forward-declared enum: `enum color *` before and after the
// enumerator list are the same type, so initializing one from the other
// converts nothing and warns of nothing (clang and gcc are silent).
enum color;
struct paint { enum color *c; };
enum color { RED = 3, GREEN = 5 };
__device__ int test(void) {
  enum color c = GREEN;
  struct paint p = {&c};
  if (*p.c != GREEN) return 1;
  return 0;
}
