// GNU __builtin_types_compatible_p(T1, T2) (gcc, clang): 1 when the
// unqualified types are compatible (C17 6.2.7), else 0; an integer
// constant expression, used by type-checking macros such as ARRAY_SIZE.
typedef int myint;
#define SAME_TYPE(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
__device__ int test(void) {
  if (__builtin_types_compatible_p(int, int) != 1) return 1;
  if (__builtin_types_compatible_p(int, const int) != 1) return 2;   /* top level */
  if (__builtin_types_compatible_p(int *, const int *) != 0) return 3;
  if (__builtin_types_compatible_p(long, long long) != 0) return 4;
  if (__builtin_types_compatible_p(char, signed char) != 0) return 5;
  if (__builtin_types_compatible_p(int[], int[5]) != 1) return 6;
  if (__builtin_types_compatible_p(myint, int) != 1) return 7;
  int arr[3], *p = arr;
  if (SAME_TYPE(arr, &arr[0]) != 0 || SAME_TYPE(p, &arr[0]) != 1) return 8;
  char a[__builtin_types_compatible_p(unsigned, unsigned int) ? 2 : 1];
  if (sizeof a != 2) return 9;
  return 0;
}
