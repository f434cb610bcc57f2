/* A conditional must end in the file it starts in (C17 6.10.1p6). */
#if 1 // expected-error: unterminated conditional directive
#ifdef FOO // expected-error: unterminated conditional directive
