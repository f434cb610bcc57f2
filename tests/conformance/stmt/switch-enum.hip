// C17 6.8.4.2 with an enumerated controlling expression and enumeration
// constants as case labels.
enum Op { ADD, SUB, MUL, DIV };
static int apply(enum Op op, int a, int b) {
  switch (op) {
  case ADD: return a + b;
  case SUB: return a - b;
  case MUL: return a * b;
  case DIV: return a / b;
  }
  return -999;
}
__device__ int test(void) {
  if (apply(ADD, 6, 3) != 9) return 1;
  if (apply(SUB, 6, 3) != 3) return 2;
  if (apply(MUL, 6, 3) != 18) return 3;
  if (apply(DIV, 6, 3) != 2) return 4;
  if (apply((enum Op)7, 6, 3) != -999) return 5;
  return 0;
}
