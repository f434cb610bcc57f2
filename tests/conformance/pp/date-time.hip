// C17 6.10.8.1: __DATE__ has the form "Mmm dd yyyy" (day space-padded) and
// __TIME__ "hh:mm:ss".
#include <string.h>
static int digit(char c) { return c >= '0' && c <= '9'; }
static int check(void) {
  const char d[] = __DATE__, t[] = __TIME__;
  if (sizeof d != 12) return 1;
  if (sizeof t != 9) return 2;
  static const char *months = "JanFebMarAprMayJunJulAugSepOctNovDec";
  int found = 0;
  for (int m = 0; m < 12; m++)
    if (strncmp(d, months + 3 * m, 3) == 0) found = 1;
  if (!found) return 3;
  if (d[3] != ' ' || d[6] != ' ') return 4;
  if (!(d[4] == ' ' || (d[4] >= '1' && d[4] <= '3')) || !digit(d[5])) return 5;
  for (int i = 7; i < 11; i++)
    if (!digit(d[i])) return 6;
  if (t[2] != ':' || t[5] != ':') return 7;
  for (int i = 0; i < 8; i++)
    if (i != 2 && i != 5 && !digit(t[i])) return 8;
  if ((t[0] - '0') * 10 + t[1] - '0' > 23) return 9;
  if ((t[3] - '0') * 10 + t[4] - '0' > 59) return 10;
  return 0;
}
__device__ int test(void) { return check(); }
