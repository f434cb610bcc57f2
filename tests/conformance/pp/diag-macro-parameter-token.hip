// C17 6.10.3: a macro parameter list holds identifiers.  As clang: a ','
// where a parameter should be is an "invalid token"; only a ')' after a
// ',' is "expected identifier".
#define Y(,) 1 // expected-error-col 11: invalid token in macro parameter list
__device__ int ok = 1;
