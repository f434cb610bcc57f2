// A do statement without its 'while': clang says so, with a note at the 'do'.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  do { // expected-note-col 3: to match this 'do'
    a++;
  } (a < 3); // expected-error-col 5: expected 'while' in do/while loop
  return a;
}
