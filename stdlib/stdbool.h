/* <stdbool.h> (C17 7.18).  HIP-C has bool, true and false as keywords
 * (C23's, and HIP's C++), but C17 7.18p3 makes them macros, true and
 * false integer constants that #if can test: define them, as clang's
 * header does for C. */
#pragma once
#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
