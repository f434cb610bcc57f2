// FLAGS: -Wall
// C17 6.10.6p1: a pragma the implementation does not know is ignored;
// -Wall (-Wunknown-pragmas) warns about it, as clang does.  Known pragmas
// give nothing.  (clang places the warning at the pragma's name, hipc at
// the '#': see PENDING-A.md.)
#pragma unknown_thing here // expected-warning: unknown pragma ignored
#pragma mystery // expected-warning: unknown pragma ignored
_Pragma("another_unknown") // expected-warning: unknown pragma ignored
#pragma STDC FP_CONTRACT ON
#pragma GCC diagnostic push
#pragma GCC diagnostic pop
__device__ int f(int n) {
#pragma unknown_in_body // expected-warning: unknown pragma ignored
  int s = 0;
#pragma unroll
  for (int i = 0; i < 4; i++)
    s += n;
#pragma unroll 2
  for (int i = 0; i < 4; i++)
    s += n;
  return s;
}
