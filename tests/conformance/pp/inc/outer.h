/* Included by include-relative.hip; includes inner.h beside it. */
#define OUTER 1
static const int outer_level = __INCLUDE_LEVEL__;
#include "inner.h"
