// TOKENS
/* Line splices (C17 5.1.1.2 phase 2) anywhere, even inside tokens and
 * directive names; locations stay those of the text as written. */
int ab\
cd = 1; "str\
ing" x\

#def\
ine SPL\
ICED 42
SPLICED +\
= 3; // a comment \
continues here
a /* comment
spanning */ b
// expected-warning@+1: backslash and newline separated by space
	tab	c \  
d
