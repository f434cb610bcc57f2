// CLANG-COMPARE
/* A macro call may run past the end of the header it starts in (clang
 * allows it), but a name at the end of a header does not look into the
 * includer for its '(' (C17 6.10.3p10 as clang reads it). */
#include "inc/open_call.h"
2)
#include "inc/name_only.h"
(3, 4)
