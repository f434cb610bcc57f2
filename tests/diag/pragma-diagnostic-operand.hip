// A diagnostic pragma without its option string is an error, as in clang;
// a wide string is no option either.
// expected-error@+1-col 33: expected string literal in pragma diagnostic
#pragma clang diagnostic ignored
// expected-error@+1-col 32: expected string literal in pragma diagnostic
#pragma GCC diagnostic warning L"-Wunused-variable"
