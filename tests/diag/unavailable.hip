// __attribute__((unavailable)), as clang has it: a use of the function,
// variable or type is an error, with the message, at the use, and a note
// at the declaration; declaring one is not a use.
#include <hip/hip_runtime.h>

typedef struct handle handle_t __attribute__((unavailable("handles live on the host"))); // expected-note: 'handle_t' has been explicitly marked unavailable here
__device__ int open_it(const char *) __attribute__((unavailable)); // expected-note: 'open_it' has been explicitly marked unavailable here
__device__ extern int counter __attribute__((__unavailable__("no counter"))); // expected-note: 'counter' has been explicitly marked unavailable here

__device__ int f(void) {
  handle_t *h = 0; // expected-error-col 3: 'handle_t' is unavailable: handles live on the host
  return open_it("x") + counter; // expected-error-col 10: 'open_it' is unavailable
  // expected-error@-1: 'counter' is unavailable: no counter
}
