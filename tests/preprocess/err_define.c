/* Errors in #define and #undef (C17 6.10.3), in clang's words. */
#define 3 // expected-error: macro name must be an identifier
#define // expected-error: macro name missing
#define defined // expected-error: 'defined' cannot be used as a macro name
#undef defined // expected-error: 'defined' cannot be used as a macro name
#undef 4 // expected-error: macro name must be an identifier
#undef A B // expected-warning: extra tokens at end of #undef directive
#define F(x,x) x // expected-error: duplicate macro parameter name 'x'
#define G(x y) x // expected-error: expected comma in macro parameter list
#define I(x,) x // expected-error: expected identifier in macro parameter list
#define J(1) x // expected-error: invalid token in macro parameter list
#define K(...x) x // expected-error: missing ')' in macro parameter list
#define L(x // expected-error: expected comma in macro parameter list
#define M() # x // expected-error: '#' is not followed by a macro parameter
#define N ## x // expected-error: '##' cannot appear at start of macro expansion
#define O x ## // expected-error: '##' cannot appear at end of macro expansion
#define P(...) __VA_OPT__ // expected-error: missing '(' following __VA_OPT__
#define Q(...) __VA_OPT__(a __VA_OPT__() b) // expected-error: __VA_OPT__ cannot be nested within its own replacement tokens
#define R(...) __VA_OPT__(## x) // expected-error: '##' cannot appear at start of __VA_OPT__ argument
#define S(x) __VA_OPT__(x) // expected-warning: __VA_OPT__ can only appear in the expansion of a variadic macro
#define T+1 // expected-warning: ISO C99 requires whitespace after the macro name
#define X 1
#define X 2 // expected-warning: 'X' macro redefined
#define X 2
#define X  2 /* the same: white space only has to be there or not */
#define FN(a) a
#define FN(b) b // expected-warning: 'FN' macro redefined
#undef __LINE__ // expected-warning: undefining builtin macro
#define __FILE__ 3 // expected-warning: redefining builtin macro
#foo // expected-error: invalid preprocessing directive
# 
#
