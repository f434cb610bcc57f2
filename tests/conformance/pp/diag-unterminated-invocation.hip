// C17 6.10.3p10: the ')' ending an invocation must come before the end of
// the file.
#define UNT(x) x // expected-note-col 9: macro 'UNT' defined here
__device__ int a = UNT(1 // expected-error-col 20: unterminated function-like macro invocation // expected-error@*: expected expression
