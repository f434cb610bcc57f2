// C17 6.7p4, 6.2.7: every declaration of an identifier in one scope must
// have a compatible type.  (Typedefs and objects redeclared with another
// type: PENDING-A.md.)
#include <hip/hip_runtime.h>
__device__ int h(int); // expected-note-col 16: previous declaration is here
__device__ float h(int); // expected-error-col 18: conflicting types for 'h'
__device__ int k(int, int); // expected-note-col 16: previous declaration is here
__device__ int k(int, float) { return 0; } // expected-error-col 16: conflicting types for 'k'
typedef int T1;
typedef int T1;                /* the same type: fine (C11) */
