/* Errors in conditional inclusion (C17 6.10.1), in clang's words. */
#else // expected-error: #else without #if
#endif // expected-error: #endif without #if
#elif 1 // expected-error: #elif without #if
#if 1
#else
#else // expected-error: #else after #else
#endif
#if 1
#else
#elif 1 // expected-error: #elif after #else
#endif
#if 1/0 // expected-error: division by zero in preprocessor expression
#endif
#if 3 % 0 // expected-error: remainder by zero in preprocessor expression
#endif
#if // expected-error: expected value in expression
#endif
#if 1 + // expected-error: expected value in expression
#endif
#if (1 // expected-error: expected ')' in preprocessor expression
#endif
#if 1.0 // expected-error: floating point literal in preprocessor expression
#endif
#if 1 2 // expected-error: token is not a valid binary operator in a preprocessor subexpression
#endif
#if UNDEF(1) // expected-error: function-like macro 'UNDEF' is not defined
#endif
#if defined // expected-error: macro name missing
#endif
#if defined(X // expected-error: missing ')' after 'defined'
#endif
#if 1 ? 2 // expected-error: expected ':'
#endif
#if 1 , 2 // expected-error: expected end of line in preprocessor expression
#endif
#if "str" // expected-error: invalid token at start of a preprocessor expression
#endif
#if 99999999999999999999 // expected-error: integer literal is too large to be represented in any integer type
#endif
#if 18446744073709551615 // expected-warning: integer literal is too large to be represented in a signed integer type, interpreting as unsigned
#endif
#if 09 // expected-error: invalid digit '9' in octal constant
#endif
#if 1abc // expected-error: invalid digit 'a' in decimal constant
#endif
#if 1xyz // expected-error: invalid suffix 'xyz' on integer constant
#endif
#if 'ab' // expected-warning: multi-character character constant
#endif
#if __has_include(nope) // expected-error: expected "FILENAME" or <FILENAME>
#endif
#if -9223372036854775807 - 2 // expected-warning: integer overflow in preprocessor expression
#endif
#ifdef // expected-error: macro name missing
#endif
#ifndef 3 // expected-error: macro name must be an identifier
#endif
#ifdef X Y // expected-warning: extra tokens at end of #ifdef directive
#endif
#if 1
#else junk // expected-warning: extra tokens at end of #else directive
#endif junk // expected-warning: extra tokens at end of #endif directive
#if 1 // expected-error: unterminated conditional directive
#ifdef X // expected-error: unterminated conditional directive
