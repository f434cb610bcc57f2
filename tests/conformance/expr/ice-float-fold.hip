// C17 6.6p6 allows a floating constant as the immediate operand of a cast
// in an integer constant expression; clang (a GNU extension, silent but
// under -pedantic) folds any arithmetic on floating and integer constants
// there, each step rounded to its type, and so does hipc.
int bound[(int)-1.5 + 3];
enum { NEG = (int)-2.5, PROD = (int)(2.5 * 2), FSTEP = (int)(0.1f * 30), WIDE = (int)(1 + 0.75) };
/* (_Float16)0.1 * 30 is 2.99927 exactly, 3.0 once rounded to _Float16 (clang-22 folds 3) */
enum { HSTEP = (int)((_Float16)0.1 * 30) };
_Static_assert((int)-1.5 == -1, "truncates toward zero");
_Static_assert((unsigned char)(200.0 + 55) == 255, "fits");
__device__ int pick(int v) {
  switch (v) {
  case (int)-1.5: return 10;
  case (int)(3 / 2.0 + 1): return 20;
  }
  return 0;
}
__device__ int test(void) {
  if (sizeof bound != 2 * sizeof(int)) return 1;
  if (NEG != -2 || PROD != 5 || WIDE != 1) return 2;
  if (FSTEP != 3) return 3; /* 0.1f * 30 rounds to 3.0f in float */
  if (HSTEP != 3) return 5;
  if (pick(-1) != 10 || pick(2) != 20 || pick(0) != 0) return 4;
  return 0;
}
