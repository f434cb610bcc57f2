// C17 6.4.4.3, 6.7.2.2p3: enumeration constants are ints; an enumerated
// type is compatible with an integer type (unsigned int here, as clang and
// GCC choose when no value is negative) and takes part in arithmetic.
enum Day { MON, TUE, WED, THU, FRI, SAT, SUN };
enum Signed { NEG = -2, POS = 2 };
__device__ int test(void) {
  enum Day d = WED;
  if (d + 1 != THU) return 1;
  d++;
  if (d != THU) return 2;
  if (SUN - MON != 6) return 3;
  if (sizeof(enum Day) != 4) return 4;
  enum Signed s = NEG;
  if (s >= 0) return 5;
  if (s * POS != -4) return 6;
  int i = FRI;
  if (i != 4) return 7;
  d = (enum Day)6;
  if (d != SUN) return 8;
  if (_Generic(MON, int: 0, default: 1)) return 9;
  return 0;
}
