// Syntax errors: each is reported and parsing goes on, so each mistake
// below gives exactly its one message, as clang's does.  (Unbalanced
// braces, unknown type names, a declaration whose initializer has a syntax
// error and more are in gaps/syntax-*.hip: hipc does not say what clang
// says yet.)
#include <hip/hip_runtime.h>

__device__ int f(int a) { return a; }

// clang's place for a missing ';' is just past the statement's last token.
__device__ int semicolon(int a) {
  int x = a;
  x = x + 1 // expected-error-col 12: expected ';' after expression
  return x;
}

__device__ int semicolons(int a) {
  a = a + 1 // expected-error-col 12: expected ';' after expression
  a = 2;
  f(a) // expected-error-col 7: expected ';' after expression
  return a;
}

__device__ int paren_return(int a) {
  return (a + 2; // expected-error-col 16: expected ')'
}

__device__ int paren_nested(int a) {
  a = (a + (a * 2); // expected-error-col 19: expected ')'
  return a;
}

__device__ int paren_call(int a) {
  return paren_return(a; // expected-error-col 24: expected ')'
}

__device__ int paren_for(int a) {
  for (int i = 0; i < a; i++ { // expected-error-col 30: expected ')'
  }
  return a;
}

__device__ int bracket(int *p) {
  return p[0; // expected-error-col 13: expected ']'
}

__device__ int expr_binary(int a) {
  a = a * ; // expected-error-col 11: expected expression
  return a +; // expected-error-col 13: expected expression
}

__device__ int expr_arg(int a) {
  f(a, ); // expected-error-col 8: expected expression
  return a + ); // expected-error-col 14: expected expression
}

__device__ int expr_paren(int a) {
  return (); // expected-error-col 11: expected expression
}
