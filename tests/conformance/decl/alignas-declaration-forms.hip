// C17 6.7.5: _Alignas(constant) and _Alignas(type name) on locals, file
// scope objects and arrays; the strictest of several applies; zero has no
// effect.
_Alignas(32) static int g32;
_Alignas(double) static char gbuf[8];
__device__ int test(void) {
  _Alignas(16) char c = 1;
  _Alignas(long long) int i = 2;
  _Alignas(8) _Alignas(64) short s = 3;
  _Alignas(0) int z = 4;
  _Alignas(16) int arr[3] = {5, 6, 7};
  if ((unsigned long)&g32 % 32 || (unsigned long)gbuf % 8) return 1;
  if ((unsigned long)&c % 16 || c != 1) return 2;
  if ((unsigned long)&i % 8 || i != 2) return 3;
  if ((unsigned long)&s % 64 || s != 3) return 4;
  if (z != 4) return 5;
  if ((unsigned long)arr % 16 || arr[2] != 7) return 6;
  return 0;
}
