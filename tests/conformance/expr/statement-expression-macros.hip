// GNU C statement expressions ({ ... }): the value is the last expression
// statement's; a MAX macro built on them evaluates each argument once.
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
__device__ int test(void) {
  int i = 3, j = 7;
  int m = MAX(i++, j++);
  if (m != 7 || i != 4 || j != 8) return 1;
  int v = ({ int t = 4; t * t; });
  if (v != 16) return 2;
  int w = ({ int a = 1; ({ int b = a + 1; b * 10; }) + a; });
  if (w != 21) return 3;
  double d = ({ 1; 2.5; });
  if (d != 2.5) return 4;
  ({ (void)0; });                              /* a void statement expression */
  int k = ({ int n = 0; for (int q = 0; q < 5; q++) n += q; n; });
  if (k != 10) return 5;
  return 0;
}
