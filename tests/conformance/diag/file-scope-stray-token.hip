// A stray token at the start of a file-scope declaration: clang (as C)
// says "expected identifier or '('" at the token; hipc says "expected ';'
// after expression" at the end of the previous declaration, which for the
// first declaration of a file lies in the implicit hip/hip_runtime.h.
#include <hip/hip_runtime.h>

) int y; // expected-error-col 1: expected identifier or '('
int z = 1;
] // expected-error-col 1: expected identifier or '('
