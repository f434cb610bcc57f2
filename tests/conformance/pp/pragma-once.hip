// FLAGS: -Itests/conformance/pp
// #pragma once (clang, GCC): a header marked with it is read only once,
// however it is named; an unmarked header is read each time.
#include "inc/once.h"
#include "inc/once.h"
#include "inc/../inc/once.h"
#include "inc/twice.h"
#include "inc/twice.h"
static int check(void) {
  if (ONCE_COUNT != 1) return 1;
  if (TWICE_COUNT != 2) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
