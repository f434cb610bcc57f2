// FLAGS: -ffast-math -Werror
// -ffast-math sets clang's macros, __FINITE_MATH_ONLY__ to 1 in place of
// the 0 every target defines, without a "macro redefined" warning.
#if !defined(__FAST_MATH__) || __FINITE_MATH_ONLY__ != 1
#error -ffast-math macros
#endif
__device__ int test(void) { return 0; }
