// C17 6.7.6: an array of pointers to functions, indexed and called; a
// dispatch table.
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int (*const table[])(int, int) = {add, sub, mul};
static int check(void) {
  int (*ops[3])(int, int) = {add, sub, mul};
  if (ops[0](6, 3) != 9 || ops[1](6, 3) != 3 || ops[2](6, 3) != 18) return 1;
  if (sizeof ops / sizeof ops[0] != 3) return 2;
  int acc = 0;
  for (int i = 0; i < 3; i++)
    acc += table[i](4, 2);
  if (acc != 6 + 2 + 8) return 3;
  ops[1] = mul;
  if ((*ops[1])(7, 7) != 49) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
