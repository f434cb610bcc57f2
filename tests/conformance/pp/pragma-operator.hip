// C17 6.10.9: _Pragma("...") destringizes its operand and acts as that
// #pragma; a macro can produce it.
#define DO_PRAGMA(x) _Pragma(#x)
#define UNROLLED(n) DO_PRAGMA(unroll n)
_Pragma("STDC FP_CONTRACT OFF")
static int check(void) {
  int s = 0;
  _Pragma("unroll")
  for (int i = 0; i < 8; i++)
    s += i;
  if (s != 28) return 1;
  s = 0;
  UNROLLED(4)
  for (int i = 0; i < 10; i++)
    s += i * i;
  if (s != 285) return 2;
  s = 0;
  _Pragma("unroll 2") for (int i = 0; i < 5; i++) s += 1;
  if (s != 5) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
