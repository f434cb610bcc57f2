// C17 6.9.1p2: the declarator of a function definition declares the
// function itself.  A function typedef's name or an object's declarator
// takes no body: clang reads a declaration that lacks its ';' (as C; HIP
// mode, C++, reads a braced initializer).  Each used to crash hipc.
#include <hip/hip_runtime.h>
typedef int binop(int, int);
__device__ binop add { return 0; } // expected-error-col 21: expected ';' after top level declarator
__device__ int x { return 0; } // expected-error-col 17: expected ';' after top level declarator
__device__ int (*fp)(void) { return 0; } // expected-error-col 27: expected ';' after top level declarator
__device__ int f(void)[3] { return 0; } // expected-error-col 17: function cannot return array type 'int[3]'
__device__ binop g(void) { return 0; } // expected-error-col 19: function cannot return function type 'binop' (aka 'int (int, int)')
