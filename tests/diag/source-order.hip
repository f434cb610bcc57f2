// Diagnostics come out in source order, as clang's: the preprocessor's
// (#warning, #error, a bad token) between the parser's and sema's before
// and after them, and the parser still reads the unit after a
// preprocessing error (issue 13).  source-order.stderr holds the order.
__device__ int f(int a) {
  int b = a +; // expected-error-col 14: expected expression
  return b;
}
// expected-warning@+1-col 2: early warning
#warning early warning
__device__ int g(void) { return 1 } // expected-error-col 34: expected ';' after return statement
// expected-error@+1-col 2: stop here
#error stop here
__device__ int h(void) { return undeclared; } // expected-error-col 33: use of undeclared identifier 'undeclared'
__device__ int k(void) { return 2; }
__device__ int m(void) { return 1 +; } // expected-error-col 36: expected expression
