/* Found by #include_next from inc/next1/next.h. */
#define NEXT_SECOND 2
