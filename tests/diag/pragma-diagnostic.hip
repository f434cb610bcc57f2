// FLAGS: -Wall
// #pragma clang diagnostic and #pragma GCC diagnostic: push/pop, the four
// mappings, groups, and clang's words for each way of writing one wrong.
#include "pragma-diagnostic.h"

__device__ int from_header(void) {
  int quiet_by_header; // the header's ignored pragma holds from its #include
  return 0;
}

#pragma clang diagnostic push
#pragma clang diagnostic warning "-Wunused-variable"
__device__ int restored(void) {
  int loud; // expected-warning-col 7: unused variable 'loud'
  return 0;
}
#pragma clang diagnostic pop

#pragma clang diagnostic push
#pragma clang diagnostic error "-Wunused-variable"
__device__ int made_error(void) {
  int err; // expected-error-col 7: unused variable 'err'
  return 0;
}
#pragma clang diagnostic pop

// _Pragma in a macro that wraps its argument: the pop takes effect after
// the argument, the next line warns again.
#pragma clang diagnostic warning "-Wunused-variable"
#define QUIETLY(decl) _Pragma("clang diagnostic push") \
  _Pragma("clang diagnostic ignored \"-Wunused-variable\"") decl _Pragma("clang diagnostic pop")
QUIETLY(__device__ int wrapped(void) { int hushed; return 0; })
__device__ int after_wrapped(void) { int heard; return 0; } // expected-warning-col 42: unused variable 'heard'

// Written wrong: clang points at the end of the line when something is
// missing, at the operand when it is wrong.
// expected-warning@+1-col 25: pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop'
#pragma clang diagnostic
// expected-warning@+1-col 28: pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop'
#pragma GCC diagnostic frob
// expected-warning@+1-col 34: unknown warning group '-Wbogus', ignored
#pragma clang diagnostic ignored "-Wbogus"
// expected-warning@+1-col 34: pragma diagnostic expected option name (e.g. "-Wundef")
#pragma clang diagnostic ignored "unused"
// expected-warning@+1-col 57: unexpected token in pragma diagnostic
#pragma clang diagnostic ignored "-Wunused-" "variable" junk
// expected-warning@+1-col 49: pragma diagnostic pop could not pop, no matching push
#pragma clang diagnostic pop   /* end of line */

#pragma GCC diagnostic ignored "-Wall"
__device__ int group_off(void) {
  int quiet_by_group;
  return 0;
}
#pragma GCC diagnostic warning "-Wconversion"
__device__ int conversion(long x) {
  int narrowed = x; // expected-warning-col 18: implicit conversion loses integer precision: 'long' to 'int'
  return narrowed;
}
