// C17 6.5.2.4, 6.5.3.1: postfix ++/-- yield the old value, prefix the new
// one; both add or subtract 1 as by compound assignment.
__device__ int test(void) {
  int i = 5;
  if (i++ != 5 || i != 6) return 1;
  if (++i != 7 || i != 7) return 2;
  if (i-- != 7 || i != 6) return 3;
  if (--i != 5 || i != 5) return 4;
  long long l = -1;
  if (++l != 0) return 5;
  unsigned u = 0;
  if (u-- != 0 || u != 4294967295u) return 6;
  if (++u != 0) return 7;
  short s = 0;
  if (_Generic(s++, short: 0, default: 1)) return 8;
  if (_Generic(++s, short: 0, default: 1)) return 9;
  return 0;
}
