// <ctype.h> (C17 7.4) in the "C" locale: each class over all 256 values
// of unsigned char and EOF, counted as glibc's "C" locale counts them.
#include <ctype.h>
#include <stdio.h>

__device__ int test(void) {
  int n[14] = {0};
  for (int c = -1; c < 256; c++) {
    n[0] += !!isalnum(c);
    n[1] += !!isalpha(c);
    n[2] += !!isblank(c);
    n[3] += !!iscntrl(c);
    n[4] += !!isdigit(c);
    n[5] += !!isgraph(c);
    n[6] += !!islower(c);
    n[7] += !!isprint(c);
    n[8] += !!ispunct(c);
    n[9] += !!isspace(c);
    n[10] += !!isupper(c);
    n[11] += !!isxdigit(c);
    n[12] += tolower(c) != c;
    n[13] += toupper(c) != c;
  }
  static const int want[14] = {62, 52, 2, 33, 10, 94, 26, 95, 32, 6, 26, 22, 26, 26};
  for (int i = 0; i < 14; i++)
    if (n[i] != want[i])
      return i + 1;
  if (tolower('Q') != 'q' || toupper('q') != 'Q' || tolower('1') != '1' || toupper(EOF) != EOF)
    return 20;
  return 0;
}
