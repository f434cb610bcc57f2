/* Found first (-I order); wraps the next one. */
#define NEXT_FIRST 1
#include_next <next.h>
