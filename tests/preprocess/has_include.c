// ARGS: -I inc
/* __has_include (C23 6.10.1): "..." and <...> forms, macro-expanded
 * operands, `defined` on it, and use away from the start of a line. */
#if __has_include("inc/once.h") && __has_include(<once.h>)
ok_found
#endif
#if !__has_include(<nope.h>) && !__has_include("nope.h")
ok_not_found
#endif
#define ONCE_HDR <once.h>
#define GUARD_HDR "inc/guard.h"
#if __has_include(ONCE_HDR) && __has_include(GUARD_HDR)
ok_macro_operand
#endif
#if defined(__has_include) && defined __has_include_next
ok_defined
#endif
#ifdef __has_include
ok_ifdef
#endif
#if 0 || __has_include( < once.h > ) == 0
ok_spaces_are_part_of_the_name
#endif
