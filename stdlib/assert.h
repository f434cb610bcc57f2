/* <assert.h> for device code (C17 7.2): a failed assertion ends the
 * kernel launch with a message naming the expression (on the host target)
 * or traps (on a GPU).  No include guard: NDEBUG may change between
 * inclusions. */
#undef assert
__attribute__((noreturn)) void __assert_fail(const char *__expr, const char *__file,
                                             unsigned int __line, const char *__func);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __hipc_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
#ifndef static_assert
#define static_assert _Static_assert
#endif
