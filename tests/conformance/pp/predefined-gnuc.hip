// GNU C dialect macros: a compiler that accepts GNU C (statement
// expressions, typeof, attributes, case ranges, as hipc does) predefines
// __GNUC__, __GNUC_MINOR__ and __GNUC_PATCHLEVEL__, as clang does (4.2.1)
// in every mode, HIP's device compiles included; real code selects its GNU
// extensions with #ifdef __GNUC__.
__device__ int test(void) {
#if !defined(__GNUC__) || __GNUC__ < 4
  return 1;
#endif
#if !defined(__GNUC_MINOR__) || !defined(__GNUC_PATCHLEVEL__)
  return 2;
#endif
#ifdef __GNUC__
#define LIKELY(x) __builtin_expect(!!(x), 1)
#else
#define LIKELY(x) (x)
#endif
  return LIKELY(1) ? 0 : 3;
}
