// GAP (minor): an error at the end of a directive that has a trailing
// comment: clang puts it at the end of the line, after the comment; hipc
// just after the last token.
#include <hip/hip_runtime.h>

// expected-error@+1-col 15: expected value in expression
#if // comment
#endif
// expected-error@+1-col 21: macro name missing
#undef /* comment */
