// GNU statement expressions: ({ ... }) is a block whose value is that of
// its last expression statement.
// (With __typeof__: PENDING-B/stmt-statement-expression-typeof.)
#define MAX(a, b) ({ int _a = (a); int _b = (b); _a > _b ? _a : _b; })
__device__ int test(void) {
  int v = ({ int t = 3; t * 2; });
  if (v != 6) return 1;
  int i = 5;
  int m = MAX(i++, 3);                         /* i++ evaluated once */
  if (m != 5 || i != 6) return 2;
  double d = ({ double x = 1.5; x + 1; });
  if (d != 2.5) return 3;
  int acc = ({
    int s = 0;
    for (int k = 1; k <= 4; k++)
      s += k;
    s;
  });
  if (acc != 10) return 4;
  ({ i = 100; });                              /* used as a statement */
  if (i != 100) return 5;
  int nested = ({ ({ 7; }) + 1; });
  if (nested != 8) return 6;
  return 0;
}
