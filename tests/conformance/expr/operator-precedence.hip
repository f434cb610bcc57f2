// C17 6.5: the grammar's precedence and associativity, checked on
// expressions whose grouping changes the value.
__device__ int test(void) {
  volatile int a = 2, b = 3, c = 4;
  if (a + b * c != 14) return 1;
  if (a * b + c != 10) return 2;
  if (-a * b != -6) return 3;
  if (a - b - c != -5) return 4;               /* (a - b) - c */
  if ((a << 1 + 1) != 8) return 5;             /* a << (1 + 1) */
  if ((a < b == c > b) != 1) return 6;         /* (a < b) == (c > b) */
  if ((a & b | c) != 6) return 7;              /* (a & b) | c */
  if ((a | b ^ c) != 7) return 8;              /* a | (b ^ c) */
  if ((a && b || 0 && c) != 1) return 9;
  int x, y;
  x = y = a + b;
  if (x != 5 || y != 5) return 10;
  if ((a ? b : c ? 9 : 10) != 3) return 11;
  if (!a + 1 != 1) return 12;                  /* (!a) + 1 */
  if ((~a & 7 != 5) != 1) return 13;           /* ~a & (7 != 5): -3 & 1 */
  if (sizeof a + 1 != 5) return 14;            /* (sizeof a) + 1 */
  int arr[3] = {10, 20, 30}, *p = arr;
  if (*p + 1 != 11) return 15;
  if (*(p + 1) != 20) return 16;
  if (-arr[1] != -20) return 17;               /* postfix binds first */
  return 0;
}
