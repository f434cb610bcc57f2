// A case value inside a case range is a duplicate.  As clang (which checks
// at the end of the switch): equal single values first, the later one in
// error; then each range, in order of its low end, in error where it meets
// a single value (the last one inside it) or the range before it.
#include <hip/hip_runtime.h>

__device__ int f(int v) {
  switch (v) {
  case 1 ... 5: // expected-error-col 8: duplicate case value '3'
    return 1;
  case 3: // expected-note-col 8: previous case defined here
    return 2;
  case 10: // expected-note-col 8: previous case defined here
    return 3;
  case 8 ... 12: // expected-error-col 8: duplicate case value '10'
    return 4;
  case 20 ... 30: // expected-note-col 8: previous case defined here
    return 5;
  case 25 ... 40: // expected-error-col 8: duplicate case value '30'
    return 6;
  case 50: // expected-note-col 8: previous case defined here
    return 7;
  case 50: // expected-error-col 8: duplicate case value '50'
    return 8;
  }
  return 0;
}
