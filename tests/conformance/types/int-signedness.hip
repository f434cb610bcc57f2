// C17 6.2.5p4-6 and 6.7.2p2: signed and unsigned integer types, spelled in
// any order; (T)-1 < 0 tells which is which.
#define IS_SIGNED(T) ((T)-1 < 0)
static int check(void) {
  if (!IS_SIGNED(signed char) || IS_SIGNED(unsigned char)) return 1;
  if (!IS_SIGNED(short) || IS_SIGNED(unsigned short)) return 2;
  if (!IS_SIGNED(int) || IS_SIGNED(unsigned int) || IS_SIGNED(unsigned)) return 3;
  if (!IS_SIGNED(signed) || !IS_SIGNED(signed int)) return 4;
  if (!IS_SIGNED(long) || IS_SIGNED(unsigned long)) return 5;
  if (!IS_SIGNED(long long) || IS_SIGNED(unsigned long long)) return 6;
  if (!IS_SIGNED(short int) || IS_SIGNED(int unsigned short)) return 7;
  if (!IS_SIGNED(long signed int) || IS_SIGNED(int long unsigned)) return 8;
  if (IS_SIGNED(long unsigned long int) || !IS_SIGNED(signed long long int)) return 9;
  if (sizeof(int long unsigned long) != 8) return 10;
  if (IS_SIGNED(_Bool)) return 11;
  return 0;
}
__device__ int test(void) { return check(); }
