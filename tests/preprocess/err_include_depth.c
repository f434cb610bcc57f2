/* clang's limit of 200 nested #includes; this file includes itself. */
#include "err_include_depth.c" // expected-error: #include nested too deeply
