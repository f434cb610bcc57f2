first_next(__has_include_next(<next.h>))
#include_next <next.h>
