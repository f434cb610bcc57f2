// C17 6.4.6p3: <: :> <% %> %: %:%: are [ ] { } # ##, in directives too;
// # stringizes them as spelled.
#include <string.h>
%:define PASTE(a, b) a %:%: b
%:define STR(x) %:x
static int check(void) <%
  int a<:3:> = <%1, 2, 3%>;
  if (a<:2:> != 3) return 1;
  int PASTE(x, y) = 4;
  if (xy != 4) return 2;
  if (strcmp(STR(<:), "<:") != 0) return 3;
  return 0;
%>
__device__ int test(void) { return check(); }
