// C17 6.8.4.1: if / else if / else chains take the first true branch.
static int grade(int v) {
  if (v >= 90)
    return 4;
  else if (v >= 80)
    return 3;
  else if (v >= 70)
    return 2;
  else if (v >= 60)
    return 1;
  else
    return 0;
}
__device__ int test(void) {
  if (grade(95) != 4) return 1;
  if (grade(90) != 4) return 2;
  if (grade(85) != 3) return 3;
  if (grade(70) != 2) return 4;
  if (grade(61) != 1) return 5;
  if (grade(-3) != 0) return 6;
  return 0;
}
