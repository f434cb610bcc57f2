// C17 6.10.3p4: an invocation must have as many arguments as the macro has
// parameters (an empty argument counts).  The invocation is then no macro
// call, and the parser says so, as clang does.
#define F(a, b) ((a) + (b)) // expected-note-col 9: macro 'F' defined here // expected-note-col 9: macro 'F' defined here
#define G(a) (a)
__device__ int x1 = F(1); // expected-error-col 24: too few arguments provided to function-like macro invocation // expected-error-col 21: use of undeclared identifier 'F'
__device__ int x2 = F(1, 2, 3); // expected-error-col 29: too many arguments provided to function-like macro invocation // expected-error-col 21: use of undeclared identifier 'F'
__device__ int x3 = F(1, 2);
__device__ int x4 = G((1, 2));
