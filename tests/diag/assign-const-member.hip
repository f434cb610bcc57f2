// GAP: assignments through const members and pointers to const, and to
// arrays: clang names the member or variable and notes where it is
// declared const; hipc says "read-only variable is not assignable", and
// spells the array type 'int  [4]' (two spaces; clang 22: 'int[4]').
// Also missing: the note "variable 'k' declared const here".
#include <hip/hip_runtime.h>

struct S { const int c; int m; }; // expected-note-col 22: non-static data member 'c' declared const here

__device__ void members(struct S s, const struct S *ps) { // expected-note-col 53: variable 'ps' declared const here
  s.c = 1; // expected-error-col 7: cannot assign to non-static data member 'c' with const-qualified type 'const int'
  ps->m = 2; // expected-error-col 9: cannot assign to variable 'ps' with const-qualified type 'const struct S *'
  int b[4], d[4];
  b = d; // expected-error-col 5: array type 'int[4]' is not assignable
  const int k = 1; // expected-note-col 13: variable 'k' declared const here
  k = 2; // expected-error-col 5: cannot assign to variable 'k' with const-qualified type 'const int'
}
