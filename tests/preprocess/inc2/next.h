#if !__has_include_next(<next.h>)
second_next_is_the_last
#endif
