// GNU asm statements: output constraints start with '=' or '+', outputs
// are modifiable lvalues, input constraints do not, a tied input names an
// output, and the template's %N and %[name] name operands; clang's words.
#include <hip/hip_runtime.h>

__device__ void f(int x, const int c) {
  int y;
  asm("" : "r"(y)); // expected-error-col 12: invalid output constraint 'r' in asm
  asm("" : "=r"(x + 1)); // expected-error-col 17: invalid lvalue in asm output
  asm("" : : "=r"(x)); // expected-error-col 14: invalid input constraint '=r' in asm
  asm("" : "=r"(c)); // expected-error-col 17: invalid lvalue in asm output
  asm("" : "=r"(y) : "3"(x)); // expected-error-col 22: invalid input constraint '3' in asm
  asm("%5" : "=r"(y)); // expected-error-col 9: invalid operand number in inline asm string
  asm("%[nope]" : "=r"(y)); // expected-error-col 10: unknown symbolic operand name in inline assembly string
  asm("%!" : "=r"(y)); // expected-error-col 9: invalid % escape in inline assembly string
  asm("" :: "r"(x) : "memory"); // the `::` of a barrier is two colons
}
