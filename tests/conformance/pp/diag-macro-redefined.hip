// C17 6.10.3p2 and 6.10.3.5 EXAMPLE 6: redefining a macro with a different
// replacement list or different parameters is diagnosed (clang: a
// warning); the identical redefinitions of the example are not, and the
// note names the latest definition.
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */ // expected-note-col 9: previous definition is here
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
                        a /* other stuff on this line
                          */ ) // expected-note@-2-col 9: previous definition is here
#define OBJ_LIKE (0) // expected-warning-col 9: 'OBJ_LIKE' macro redefined
#define FUNC_LIKE(b) ( b ) // expected-warning-col 9: 'FUNC_LIKE' macro redefined
__device__ int ok = OBJ_LIKE + FUNC_LIKE(1);
