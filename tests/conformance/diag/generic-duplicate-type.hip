// C17 6.5.1.1p2: no two generic associations may name compatible types;
// clang: "type 'int' in generic association compatible with previously
// specified type 'int'" with a note at the first.
#include <hip/hip_runtime.h>

typedef int myint;

__device__ int f(int i) {
  return _Generic(i, int: 1, long: 2, int: 3); // expected-error-col 39: type 'int' in generic association compatible with previously specified type 'int' // expected-note-col 22: compatible type 'int' specified here
}

__device__ int g(int i) {
  return _Generic(i, int: 1, myint: 2); // expected-error-col 30: type 'myint' (aka 'int') in generic association compatible with previously specified type 'int' // expected-note-col 22: compatible type 'int' specified here
}
