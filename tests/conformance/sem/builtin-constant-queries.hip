// GNU compile-time queries in constant contexts: __builtin_constant_p of
// a non-constant is 0 where a constant is required (an array bound), and
// __builtin_choose_expr and __builtin_types_compatible_p build the
// type-generic macros of the Linux kernel's style.
#define IS_INT(x) __builtin_types_compatible_p(__typeof__(x), int)
#define PICK(x) __builtin_choose_expr(IS_INT(x), (x) + 1, (x) * 2)
#define __must_be_array(a) (!__builtin_types_compatible_p(__typeof__(a), __typeof__(&(a)[0])))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]) + 0 * sizeof(struct { int : -!__must_be_array(a); }))
__device__ int test(void) {
  int n = 3;
  char sized[__builtin_constant_p(n) ? 1 : 2];
  (void)sized;
  if (PICK(n) != 4 || PICK(1.5) != 3.0) return 1;
  int arr[7];
  if (ARRAY_SIZE(arr) != 7) return 2;
  if (__builtin_constant_p(n++) != 0 || n != 3) return 3;   /* not evaluated */
  static const int k = __builtin_constant_p(12) + __builtin_choose_expr(0, 5, 10);
  if (k != 11) return 4;
  if (__builtin_types_compatible_p(struct { int x; }, struct { int x; })) return 5;
  enum e { A }; 
  if (!__builtin_types_compatible_p(enum e, enum e) || __builtin_types_compatible_p(float, double)) return 6;
  if (!__builtin_types_compatible_p(int (*)(void), int (*)()) ) return 7;
  return 0;
}
