// Preprocessor errors.  #error and #warning print their line as written
// (comments included), so their expectations sit on the line before, as do
// those of errors at the end of a directive: clang places these after a
// trailing comment, hipc before it.
// The conditional left open at the end is reported at its #if.
#include <hip/hip_runtime.h>

// expected-error@+1: this target is not supported
#error this target is not supported
// expected-warning@+1: heads up
#warning heads up

#else // expected-error-col 2: #else without #if
#endif // expected-error-col 2: #endif without #if
#elif 1 // expected-error-col 2: #elif without #if
// expected-error@+1-col 4: expected value in expression
#if
#endif
// expected-error@+1-col 8: expected value in expression
#if 1 +
#endif
// expected-error@+1-col 7: expected ')' in preprocessor expression // expected-note@+1-col 5: to match this '('
#if (1
#endif
#if 1 == 1 garbage // expected-error-col 12: token is not a valid binary operator in a preprocessor subexpression
#endif
// expected-error@+1-col 8: macro name missing
#define
#define 3x // expected-error-col 9: macro name must be an identifier
#define F(a, a) a // expected-error-col 14: duplicate macro parameter name 'a'
// expected-error@+1-col 7: macro name missing
#undef
#bogus // expected-error-col 2: invalid preprocessing directive
// expected-error@+1-col 9: expected "FILENAME" or <FILENAME>
#include
#line abc // expected-error-col 7: #line directive requires a positive integer argument
#define M 1 // expected-note-col 9: previous definition is here
#define M 2 // expected-warning-col 9: 'M' macro redefined

__device__ int x = M;

#if 1 // expected-error-col 2: unterminated conditional directive
#ifdef FOO // expected-error-col 2: unterminated conditional directive
__device__ int y;
