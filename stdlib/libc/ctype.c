/* libc/ctype.c - the device library's <ctype.h> (C17 7.4.1, 7.4.2) for
 * the "C" locale (7.4p1: EOF and the values of unsigned char; only the
 * 128 ASCII codes belong to a class, as in glibc's "C" locale). */
#include <ctype.h>

int isdigit(int c) { return c >= '0' && c <= '9'; }
int islower(int c) { return c >= 'a' && c <= 'z'; }
int isupper(int c) { return c >= 'A' && c <= 'Z'; }
int isalpha(int c) { return islower(c) || isupper(c); }
int isalnum(int c) { return isalpha(c) || isdigit(c); }
int isxdigit(int c) { return isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int isblank(int c) { return c == ' ' || c == '\t'; }
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
int iscntrl(int c) { return (c >= 0 && c < ' ') || c == 0x7f; }
int isprint(int c) { return c >= ' ' && c < 0x7f; }
int isgraph(int c) { return c > ' ' && c < 0x7f; }
int ispunct(int c) { return isgraph(c) && !isalnum(c); }
int tolower(int c) { return isupper(c) ? c - 'A' + 'a' : c; }
int toupper(int c) { return islower(c) ? c - 'a' + 'A' : c; }
