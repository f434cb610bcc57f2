// GNU __alignof__ applied to an object (and _Alignof, as gcc and clang
// extend it) gives the object's declared alignment, raised by
// __attribute__((aligned)) or _Alignas, not its type's.
static int gvar __attribute__((aligned(64))) = 7;
__device__ int test(void) {
  int a __attribute__((aligned(16))) = 1;
  _Alignas(32) short s = 2;
  if (__alignof__(gvar) != 64) return 1;
  if (__alignof__(a) != 16) return 2;
  if (__alignof__(s) != 32) return 3;
  if (_Alignof(gvar) != 64) return 4;
  return 0;
}
