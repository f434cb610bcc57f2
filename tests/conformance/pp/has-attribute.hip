// __has_attribute (clang): 1 for the GNU attributes HIP-C accepts, with or
// without the __x__ spelling; 0 for unknown ones.
#if !defined(__has_attribute)
#error "__has_attribute"
#endif
static int check(void) {
#if !__has_attribute(aligned) || !__has_attribute(__aligned__)
  return 1;
#endif
#if !__has_attribute(packed) || !__has_attribute(unused)
  return 2;
#endif
#if !__has_attribute(always_inline) || !__has_attribute(noinline)
  return 3;
#endif
#if __has_attribute(no_such_attribute_here)
  return 4;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
