// C17 6.10.9: _Pragma("...") from a macro expansion acts as the #pragma
// directive; unknown and GCC/clang pragmas from macros are accepted.
#define DO_PRAGMA(x) _Pragma(#x)
#define UNROLL(n) DO_PRAGMA(unroll n)
#define QUIET _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wunused-variable\"")
#define LOUD _Pragma("GCC diagnostic pop")
__device__ int test(void) {
  int s = 0;
  UNROLL(4)
  for (int i = 0; i < 8; i++) s += i;
  QUIET
  int unused_here;
  LOUD
  DO_PRAGMA(clang loop unroll(disable))
  for (int i = 0; i < 3; i++) s += 1;
  return s == 31 ? 0 : 1;
}
