// C17 6.8.4.2p3: case labels are integer constant expressions, converted to
// the promoted type of the controlling expression.
enum Color { RED = 1, GREEN = 1 << 3 };
static int classify(int v) {
  switch (v) {
  case 1 << 2:           return 1;
  case 'a' + 1:          return 2;
  case GREEN:            return 3;
  case sizeof(short) * 6: return 4;
  case (int)3.99:        return 5;
  case -5 * 2:           return 6;
  case RED ? 20 : 30:    return 7;
  case 077:              return 8;
  }
  return 0;
}
__device__ int test(void) {
  if (classify(4) != 1) return 1;
  if (classify(98) != 2) return 2;
  if (classify(8) != 3) return 3;
  if (classify(12) != 4) return 4;
  if (classify(3) != 5) return 5;
  if (classify(-10) != 6) return 6;
  if (classify(20) != 7) return 7;
  if (classify(63) != 8) return 8;
  if (classify(30) != 0) return 9;
  return 0;
}
