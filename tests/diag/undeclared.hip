// Undeclared identifiers and functions.  Each use of an undeclared name is
// one message, and nothing more comes from the expression around it: the
// bad operand is poisoned, so there is no "invalid operands" or "not a
// pointer" after it.  undeclared.stderr holds the whole expected stderr.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int use(int a) {
  return a + bogus; // expected-error-col 14: use of undeclared identifier 'bogus'
}

__device__ int twice(int a) {
  int s = 0;
  for (int i = 0; i < a; i++)
    s += undef_var * 2 + undef_var; // expected-error-col 10: use of undeclared identifier 'undef_var' // expected-error-col 26: use of undeclared identifier 'undef_var'
  return s;
}

__device__ int poisoned(struct P *p) {
  int v = gone; // expected-error: use of undeclared identifier 'gone'
  v = v + 1;
  return v + gone2->x + *gone3 + gone4[3] + (int)gone5 + -gone6; // expected-error: use of undeclared identifier 'gone2' // expected-error: use of undeclared identifier 'gone3' // expected-error: use of undeclared identifier 'gone4' // expected-error: use of undeclared identifier 'gone5' // expected-error: use of undeclared identifier 'gone6'
}

// C99 dropped implicit int and implicit function declarations; clang makes
// the call an error in C ([-Wimplicit-function-declaration]) and, as C++,
// says "use of undeclared identifier 'nosuch'".
__device__ int calls(int a) {
  return nosuch(a) + 1; // expected-error-col 10: call to undeclared function 'nosuch'; ISO C99 and later do not support implicit function declarations // clang-differs: C++ says "use of undeclared identifier"
}

// clang in C also says "member reference type 'int' is not a pointer" at
// '->': it gives the implicitly declared function an int result.  hipc
// poisons the call instead (one mistake, one message).
__device__ int call_member(void) {
  return nofn(1, 2)->x + nofn2(3) * 2.0f; // expected-error: call to undeclared function 'nofn'; ISO C99 and later do not support implicit function declarations // expected-error: call to undeclared function 'nofn2'; ISO C99 and later do not support implicit function declarations // clang-differs: C++ says "use of undeclared identifier"
}

__device__ int members(struct P *p) {
  int r = p->nomember + 1; // expected-error: no member named 'nomember' in 'struct P' // clang-differs: C++ names the type 'P'
  r += p->nomember * 2 + p->nomember; // expected-error: no member named 'nomember' in 'struct P' // expected-error: no member named 'nomember' in 'struct P' // clang-differs: C++ names the type 'P'
  return r;
}

__global__ void kernel(int *p) {
  p[0] = use(1) + twice(2);
  q[0] = 3; // expected-error-col 3: use of undeclared identifier 'q'
  p[1] = use(missing); // expected-error-col 14: use of undeclared identifier 'missing'
}
