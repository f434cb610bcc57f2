// C17 6.3.1.1p2: bit-fields as wide as int or wider keep their type in
// arithmetic.  (Narrow unsigned bit-fields: PENDING-A.md.)
struct s { unsigned small : 3; unsigned full : 32; unsigned long long wide : 40; };
static int check(void) {
  struct s x = {1, 1, 1};
  if (x.full - 2 < 0) return 2;              /* unsigned int arithmetic */
  if (x.wide - 2 < 0) return 3;              /* unsigned long long */
  x.wide = 0xFFFFFFFFFFull;
  if (x.wide != 1099511627775ull) return 5;
  x.wide++;
  if (x.wide != 0) return 6;
  if (x.small + 6 != 7) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
