// C17 6.3.1.1p2: a bit-field whose values all fit in int promotes to int
// even when unsigned; a wider one keeps its type.  hipc promotes an
// unsigned bit-field of width 3 to unsigned int (x.small - 2 is not
// negative, check 1).
struct s { unsigned small : 3; unsigned full : 32; unsigned long long wide : 40; };
static int check(void) {
  struct s x = {1, 1, 1};
  if (!(x.small - 2 < 0)) return 1;          /* int arithmetic */
  if (x.full - 2 < 0) return 2;              /* unsigned int arithmetic */
  if (x.wide - 2 < 0) return 3;              /* unsigned long long */
  if (sizeof(x.small + 0) != sizeof(int)) return 4;
  x.wide = 0xFFFFFFFFFFull;
  if (x.wide != 1099511627775ull) return 5;
  x.wide++;
  if (x.wide != 0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
