// The Linux BUILD_BUG_ON_ZERO idiom: sizeof of a struct whose only member
// is an unnamed bit-field of width -!!(e); for a false e the width is 0
// and the size 0 (GNU: an empty struct), so the expression is 0.
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int : (-!!(e)); })))
#define CHECKED_SIZE(a) (sizeof(a) + BUILD_BUG_ON_ZERO(sizeof(a) == 0))
__device__ int test(void) {
  int arr[5];
  if (BUILD_BUG_ON_ZERO(0) != 0) return 1;
  if (CHECKED_SIZE(arr) != 20) return 2;
  if (BUILD_BUG_ON_ZERO(sizeof(int) != 4) != 0) return 3;
  return 0;
}
