// C17 6.10.5: #error prints its tokens and the translation fails; #warning
// (C23, clang in every mode) prints them and goes on.  The message ends
// where the directive's line does, so each expectation sits on the line
// before.
// expected-error@+1: this configuration is not supported
#error this configuration is not supported
// expected-warning@+1: check the configuration
#warning check the configuration
#if 0
#error not in a skipped group
#endif
#define VERSION 3
#if VERSION < 4
// expected-error@+1: "version too old"
#error "version too old"
#endif
__device__ int x = VERSION;
