// GNU __attribute__((aligned(N))) on local, static and file-scope
// variables, before and after the declarator, and on an array.
static int gvar __attribute__((aligned(64))) = 7;
__attribute__((aligned(32))) static char gbuf[3];
__device__ int test(void) {
  int a __attribute__((aligned(16))) = 1;
  static short s __attribute__((aligned(8))) = 2;
  char arr[5] __attribute__((aligned(32)));
  arr[0] = 3;
  if ((unsigned long)&gvar % 64 || gvar != 7) return 1;
  if ((unsigned long)gbuf % 32) return 2;
  if ((unsigned long)&a % 16 || a != 1) return 3;
  if ((unsigned long)&s % 8 || s != 2) return 4;
  if ((unsigned long)arr % 32 || arr[0] != 3) return 5;
  return 0;
}
