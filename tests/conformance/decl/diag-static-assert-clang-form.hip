// C17 6.7.10: clang reports a failed static assertion at its condition
// (column 16 here), and for a condition that is not a plain literal says
// "static assertion failed due to requirement '...': message" with the
// note "expression evaluates to '4 == 8'".
#include <hip/hip_runtime.h>
_Static_assert(0, "zero"); // expected-error-col 16: static assertion failed: zero
_Static_assert(sizeof(int) == 8, "int is not 8 bytes"); // expected-error-col 16: static assertion failed due to requirement 'sizeof(int) == 8': int is not 8 bytes // expected-note-col 28: expression evaluates to '4 == 8'
