// C17 6.5.3.4p2: the operand of sizeof (other than a VLA) is not
// evaluated, and the result is an integer constant of type size_t.
#include <stddef.h>
static int calls;
static int bump(void) { return ++calls; }
__device__ int test(void) {
  int i = 0;
  size_t n = sizeof(i++);
  if (i != 0 || n != sizeof(int)) return 1;
  n = sizeof bump();
  if (calls != 0 || n != sizeof(int)) return 2;
  if (sizeof 'a' != sizeof(int)) return 3;     /* a character constant is int */
  if (sizeof "abc" != 4) return 4;
  if (sizeof(char) != 1 || sizeof(signed char) != 1) return 5;
  if (_Generic(sizeof(int), size_t: 0, default: 1)) return 6;
  int a[7];
  if (sizeof a / sizeof a[0] != 7) return 7;
  if (sizeof &a != sizeof(void *) || sizeof *&a != sizeof a) return 8;
  char ca[sizeof(long) == 8 ? 3 : 5];          /* a constant expression */
  if (sizeof ca != 3) return 9;
  if (sizeof(a[100]) != sizeof(int)) return 10; /* not evaluated: no access */
  return 0;
}
