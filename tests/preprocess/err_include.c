// ARGS: -I inc
/* Errors in #include (C17 6.10.2); a missing header is fatal, located at
 * its name, as in clang. */
#include // expected-error: expected "FILENAME" or <FILENAME>
#include foo // expected-error: expected "FILENAME" or <FILENAME>
#include "vers2.h" extra // expected-warning: extra tokens at end of #include directive
#include <> // expected-error: empty filename
#include "" // expected-error: empty filename
#include_next <once.h> // expected-warning: #include_next in primary source file; will search from start of include path
#include "inc/unterminated.h"
#include "nope.h" // expected-fatal: 'nope.h' file not found
never_reached
