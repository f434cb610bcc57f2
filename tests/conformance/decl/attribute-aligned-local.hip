// GNU __attribute__((aligned(N))) on a local variable raises its alignment
// as in clang and GCC.  hipc ignores it: the alloca keeps its natural
// alignment (align 4 for the int).
static int check(void) {
  int a __attribute__((aligned(32)));
  char buf[8] __attribute__((aligned(64)));
  if ((unsigned long)&a % 32 != 0) return 1;
  if ((unsigned long)buf % 64 != 0) return 2;
  a = buf[0] = 0;
  return a + buf[0];
}
__device__ int test(void) { return check(); }
