// C17 6.10.3.2p1, 6.10.3.3p1, 6.10.8p2: constraints on #define: # must be
// followed by a parameter, ## cannot start or end a replacement list,
// `defined` cannot be defined, parameter names are unique identifiers.
#define H1 ## x // expected-error-col 12: '##' cannot appear at start of macro expansion
#define H2(x) x ## // expected-error-col 17: '##' cannot appear at end of macro expansion
#define H3(x) # y // expected-error-col 17: '#' is not followed by a macro parameter
#define defined 1 // expected-error-col 9: 'defined' cannot be used as a macro name
#define W(x, x) x // expected-error-col 14: duplicate macro parameter name 'x'
// expected-error@+1-col 12: expected comma in macro parameter list
#define Z(x
#define 3x // expected-error-col 9: macro name must be an identifier
#define H4 # x
__device__ int ok = 1;
