// A ';' missing before a '}' or a struct member: clang takes it as there
// and reads on, so the block still closes where it does and the functions
// after it are checked as usual (issue 13: a lost '}' swallowed them).
__device__ int h(int a) {
  if (a) {
    a = 1 // expected-error-col 10: expected ';' after expression
  }
  return a;
}
__device__ int k(void) { return undeclared2; } // expected-error-col 33: use of undeclared identifier 'undeclared2'
struct S { int x int y; }; // expected-error-col 17: expected ';' at end of declaration list
__device__ int m(struct S s) { return s.y + undeclared3; } // expected-error-col 45: use of undeclared identifier 'undeclared3'
__device__ int n(int a) { a = 2 } // expected-error-col 32: expected ';' after expression
__device__ int p(void) { return undeclared4; } // expected-error-col 33: use of undeclared identifier 'undeclared4'
