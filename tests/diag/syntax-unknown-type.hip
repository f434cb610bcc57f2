// An unknown type name: clang's one message, and the declaration stays, so
// later uses of what it declared are quiet.
#include <hip/hip_runtime.h>

__device__ void param(unknown2 *p) { // expected-error-col 23: unknown type name 'unknown2'
}
__device__ unknown3 ret(void); // expected-error-col 12: unknown type name 'unknown3'
__device__ int after(int a) {
  return a + nope; // expected-error: use of undeclared identifier 'nope'
}

__device__ int local(void) {
  unknown_t v = 1; // expected-error-col 3: unknown type name 'unknown_t'
  return v;
}

__device__ int loop(void) {
  int v = 0;
  for (unknown4 i = 0; i < 3; i++) // expected-error-col 8: unknown type name 'unknown4'
    v += i;
  return v;
}

struct member { unknown5 m; int k; }; // expected-error-col 17: unknown type name 'unknown5'
__device__ int use_member(struct member *p) { return p->k; }

__device__ unknown6 global; // expected-error-col 12: unknown type name 'unknown6'
static __device__ const unknown7 table[2] = {1, 2}; // expected-error-col 25: unknown type name 'unknown7'
__device__ int use_table(int i) { return table[i]; }
__device__ int *use_global(void) { return (int *)&global; }
