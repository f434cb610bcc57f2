// C17 6.7.2.1p3, p18, as clang says them: a note at the field after a
// misplaced flexible array member, and "field 'fn' declared as a function"
// (C; C++ would take a member function).
#include <hip/hip_runtime.h>
struct FA {
  int x[]; // expected-error-col 7: flexible array member 'x' with type 'int[]' is not at the end of struct
  int y; // expected-note-col 7: next field declaration is here
};
struct FN {
  int fn(void); // expected-error-col 7: field 'fn' declared as a function // clang-differs: C++ takes a member function
};
