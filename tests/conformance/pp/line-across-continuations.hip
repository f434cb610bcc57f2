// C17 6.10.8.1: __LINE__ is the line of the current source line; a
// backslash-newline joins lines (phase 2) but the physical line count
// goes on; a macro invocation spanning lines gets a line within it.
__device__ int test(void) {
  int a = __LINE__;
  int b = \
    __LINE__;
  int c = __LINE__;
  if (b != a + 2 && b != a + 1) return 1;
  if (c != a + 3) return 2;
#line 500
  if (__LINE__ != 500) return 3;
  int d = __LINE__
    ;
  if (d != 501) return 4;
  return 0;
}
