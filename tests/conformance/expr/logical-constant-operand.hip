// C17 6.5.13-14: && and || evaluate their second operand only when the
// first does not decide, and every side effect of an operand that is
// evaluated happens, even when its value is a constant: (x++, 1) counts.
// A literal operand (p && "why", 1 || x) only decides the value.
__device__ int test(void) {
  int n = 0, zero = 0, one = 1;
  if ((one && (n++, 1)) != 1 || n != 1) return 1;
  if ((zero && (n++, 1)) != 0 || n != 1) return 2; /* not evaluated */
  if ((zero || (n++, 0)) != 0 || n != 2) return 3;
  if ((one || (n++, 0)) != 1 || n != 2) return 4; /* not evaluated */
  if (((n++, 1) && one) != 1 || n != 3) return 5;
  if (((n++, 0) || zero) != 0 || n != 4) return 6;
  if (!(one && "a string")) return 7;
  if ((zero && "a string") != 0) return 8;
  if ((1 && zero) != 0 || (0 || one) != 1) return 9;
  if ((zero || 0) != 0 || (one && 1) != 1) return 10;
  return 0;
}
