// C17 6.10.8.3: an implementation that does not support variable length
// arrays, complex types, threads or atomics defines __STDC_NO_VLA__,
// __STDC_NO_COMPLEX__, __STDC_NO_THREADS__ and __STDC_NO_ATOMICS__ to 1.
// hipc rejects VLAs in device code ("variable length arrays are not
// supported in HIP device code"), _Complex ("_Complex types are not
// supported") and _Thread_local, and defines those three macros; it has
// atomics (_Atomic objects, <stdatomic.h>), so not the fourth.
static int check(void) {
#if !defined(__STDC_NO_VLA__) || __STDC_NO_VLA__ != 1
  return 1;
#endif
#if !defined(__STDC_NO_COMPLEX__) || __STDC_NO_COMPLEX__ != 1
  return 2;
#endif
#if !defined(__STDC_NO_THREADS__) || __STDC_NO_THREADS__ != 1
  return 3;
#endif
#if defined(__STDC_NO_ATOMICS__)
  return 4;
#else
  _Atomic(long) b = 3;             /* atomics claimed: the specifier works */
  if (b != 3) return 5;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
