// CLANG-COMPARE
// ARGS: -DFROM_THE_COMMAND_LINE=1
/* Predefined macros (C17 6.10.8): __LINE__ in and around macro calls
 * (clang's rule: the line of the end of the outermost call), __COUNTER__,
 * __FILE__, __BASE_FILE__, __INCLUDE_LEVEL__, and __DATE__/__TIME__ under
 * SOURCE_DATE_EPOCH=0. */
__COUNTER__ __COUNTER__ __COUNTER__
#define F(x) x __LINE__
#define G() __LINE__
F(
__LINE__
)
G(

)
F(G
(
))
#define STR(x) #x
#define XSTR(x) STR(x)
XSTR(__LINE__) STR(__LINE__)
__FILE__ __BASE_FILE__ __INCLUDE_LEVEL__ __STDC__ __STDC_VERSION__ FROM_THE_COMMAND_LINE
__DATE__ __TIME__
#if __LINE__ == 24 && __COUNTER__ == 3
line_and_counter_in_if
#endif
#ifdef __FILE__
builtins_are_defined
#endif
