/* Errors in macro calls (C17 6.10.3), ## (6.10.3.3), # (6.10.3.2) and
 * the operators that take parentheses, in clang's words. */
#define F(a,b) a b
#define G() 1
F(1) // expected-error: too few arguments provided to function-like macro invocation
F(1,2,3) // expected-error: too many arguments provided to function-like macro invocation
G(1) // expected-error: too many arguments provided to function-like macro invocation
G() G( ) F(,) F((a,b),c)
#define P(a,b) a ## b
P(+,-) // expected-error: pasting formed '+-', an invalid preprocessing token
P(/,/) // expected-error: pasting formed '//', an invalid preprocessing token
P(., .) // expected-error: pasting formed '..', an invalid preprocessing token
P("a", "b") // expected-error: pasting formed '"a""b"', an invalid preprocessing token
#define S(x) #x
S(\) // expected-warning: invalid string literal, ignoring final '\'
__has_include("x.h") // expected-error: '__has_include' must be used within a preprocessing directive
_Pragma(1) // expected-error: _Pragma takes a parenthesized string literal
_Pragma // expected-error: _Pragma takes a parenthesized string literal
__has_builtin // expected-error: missing '(' after '__has_builtin'
__has_attribute(1) // expected-error: builtin feature check macro requires a parenthesized identifier
F(1, // expected-error: unterminated function-like macro invocation
