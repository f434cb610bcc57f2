// C17 6.3.1.1p2: a bit-field of type int, signed int or unsigned int whose
// values all fit in int promotes to int; a 32-bit unsigned one does not.
struct B {
  unsigned small : 3;
  unsigned whole : 32;
  int neg : 4;
};
__device__ int test(void) {
  struct B b;
  b.small = 7;
  b.whole = 1;
  b.neg = -3;
  if (b.small - 8 >= 0) return 1;              /* int arithmetic: -1 */
  if (b.small - 8 != -1) return 2;
  if (b.whole - 2 < 0) return 3;               /* unsigned arithmetic */
  if (b.whole - 2 != 4294967295u) return 4;
  if (b.neg * 2 != -6) return 5;
  if (b.neg != -3) return 6;
  return 0;
}
