// C17 6.5.15p3, 6.5.2.3p3: the result of ?: on two structures is a
// structure (not an lvalue) whose members can be read with '.'.
struct P { int a, b; };
__device__ int test(void) {
  volatile int c = 0;
  struct P s = {1, 2}, t = {3, 4};
  if ((!c ? s : t).b != 2) return 1;
  if ((c ? s : t).a != 3) return 2;
  return 0;
}
