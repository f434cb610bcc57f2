// FLAGS: -Werror
// C17 6.10.6p1: without -Wall an unknown pragma is ignored silently (the
// case is compiled with -Werror).
#pragma not_a_pragma_hipc_knows
#pragma vendor something(1, 2)
_Pragma("mystery")
static int check(void) {
#pragma inside_a_function
  return 0;
}
__device__ int test(void) { return check(); }
