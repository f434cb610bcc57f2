// break and continue outside loops, case and default outside a switch,
// duplicate case values.  (Two default labels, a case value that is not a
// constant and one that is not an integer are in gaps/jumps-*.hip.)
#include <hip/hip_runtime.h>

#define TWO 2

__device__ int outside(int a) {
  break; // expected-error-col 3: 'break' statement not in loop or switch statement
  if (a)
    continue; // expected-error-col 5: 'continue' statement not in loop statement
  {
    break; // expected-error-col 5: 'break' statement not in loop or switch statement
  }
  case 5: a++; // expected-error-col 3: 'case' statement not in switch statement
  default: a--; // expected-error-col 3: 'default' statement not in switch statement
  return a;
}

__device__ int in_switch(int a) {
  switch (a) {
  case 1: // expected-note-col 8: previous case defined here
    continue; // expected-error-col 5: 'continue' statement not in loop statement
  case TWO: // expected-note: previous case defined here
    break;
  case 1: // expected-error-col 8: duplicate case value '1'
    return 3;
  case 3:
  case 1 + 1: // expected-error: duplicate case value '2'
    break;
  case 'a': // expected-note: previous case defined here
  case 97: // expected-error: duplicate case value '97'
    break;
  }
  return a;
}

// Inside a loop, continue in a switch and break anywhere are fine; after
// the loop they are errors again.
__device__ int nested(int a) {
  while (a) {
    switch (a) {
    case 0:
      continue;
    default:
      break;
    }
    for (;;)
      break;
    do {
      if (a > 3)
        break;
      continue;
    } while (--a);
  }
  continue; // expected-error: 'continue' statement not in loop statement
  return a;
}
