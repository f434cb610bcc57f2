// C17 6.7p3-4: a typedef redefined with another type, and an object
// redeclared with another type.  As clang: the previous typedef's type
// ('float' vs 'int'), "previous definition is here" for the typedef, and
// "redeclaration" for an extern declaration.
#include <hip/hip_runtime.h>
typedef int T1; // expected-note-col 13: previous definition is here
typedef float T1; // expected-error-col 15: typedef redefinition with different types ('float' vs 'int')
extern __device__ int obj; // expected-note-col 23: previous declaration is here
extern __device__ long obj; // expected-error-col 24: redeclaration of 'obj' with a different type: 'long' vs 'int'
