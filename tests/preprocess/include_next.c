// ARGS: -I inc -I inc2
/* #include_next goes on with the search path after the directory its
 * file was found in; __has_include_next asks the same question. */
#include <next.h>
