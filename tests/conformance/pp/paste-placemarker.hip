// C17 6.10.3.3p2-3 and 6.10.3.5 EXAMPLE 5: an empty argument next to ## is a
// placemarker; placemarker ## token is the token.
#define t(x, y, z) x ## y ## z
static int check(void) {
  int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
              t(10,,), t(,11,), t(,,12), t(,,) };
  if (sizeof j / sizeof j[0] != 7) return 1;
  int want[] = {123, 45, 67, 89, 10, 11, 12};
  for (int i = 0; i < 7; i++)
    if (j[i] != want[i]) return 2 + i;
  return 0;
}
__device__ int test(void) { return check(); }
