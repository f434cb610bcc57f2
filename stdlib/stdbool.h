/* <stdbool.h> (C17 7.18): bool, true and false are built into HIP-C
 * already; this keeps programs that include it happy. */
#pragma once
#define __bool_true_false_are_defined 1
