#if __has_include_next(<next.h>)
first_next_has_next
#endif
#include_next <next.h>
