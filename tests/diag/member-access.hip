// Member access on the wrong kind of operand: clang's words, at the '.' or
// '->' where the operator is at fault, at the member's name otherwise.
struct S { int a; };
__device__ int f(int x, struct S s, struct S *p) {
  int r = x->y; // expected-error-col 14: member reference type 'int' is not a pointer
  r += x.y; // expected-error-col 9: member reference base type 'int' is not a structure or union
  r += s.b; // expected-error-col 10: no member named 'b' in 'struct S'
  r += s->a; // expected-error-col 9: member reference type 'struct S' is not a pointer; did you mean to use '.'?
  r += p.a; // expected-error-col 9: member reference type 'struct S *' is a pointer; did you mean to use '->'?
  return r;
}
