second_next(__has_include_next(<next.h>))
