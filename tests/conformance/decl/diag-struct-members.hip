// C17 6.7.2.1p3, p18: member names are unique in a struct; a flexible
// array member comes last.  (The note after it, and a member of function
// type: PENDING-A.md.)
#include <hip/hip_runtime.h>
struct D {
  int a; // expected-note-col 7: previous declaration is here
  int a; // expected-error-col 7: duplicate member 'a'
};
struct FA {
  int x[]; // expected-error-col 7: flexible array member 'x' with type 'int[]' is not at the end of struct
  int y;
};
