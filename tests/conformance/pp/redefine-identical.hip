// FLAGS: -Werror
// C17 6.10.3p2 and 6.10.3.5 EXAMPLE 6: a redefinition with the same
// replacement list (white space may differ in amount) is allowed silently
// (-Werror: no warning either).
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
                        a /* other stuff on this line
                          */ )
static int check(void) {
  if (OBJ_LIKE != 0) return 1;
  if (FUNC_LIKE(5) != 5) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
