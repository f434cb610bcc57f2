// C17 6.10.3.5 EXAMPLE 7: #__VA_ARGS__ spells the variable arguments with
// their commas, each run of white space becoming one space.
#include <string.h>
#define showlist(...) #__VA_ARGS__
#define report(test, ...) ((test) ? #test : #__VA_ARGS__)
static int check(void) {
  if (strcmp(showlist(The first, second, and third items.),
             "The first, second, and third items.") != 0) return 1;
  if (strcmp(showlist(a,b ,  c), "a,b , c") != 0) return 2;
  if (strcmp(showlist(), "") != 0) return 3;
  int x = 1, y = 2;
  if (strcmp(report(x>y, "x is %d but y is %d", x, y),
             "\"x is %d but y is %d\", x, y") != 0) return 4;
  if (strcmp(report(x<y, z), "x<y") != 0) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
