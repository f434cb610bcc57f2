// GNU/clang __COUNTER__: each expansion yields the next integer from 0,
// even inside other macros; pasted into identifiers it makes unique names.
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define UNIQUE(base) CAT(base, __COUNTER__)
__device__ int test(void) {
  int first = __COUNTER__;
  int UNIQUE(v) = 1;
  int UNIQUE(v) = 2;                           /* a different name */
  int last = __COUNTER__;
  if (last != first + 3) return 1;
  int s = 0;
#define ADD_NEXT s += __COUNTER__ - first;
  ADD_NEXT ADD_NEXT
  if (s != 4 + 5) return 2;
  return 0;
}
