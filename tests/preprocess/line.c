/* #line (C17 6.10.4) and GNU line markers: __LINE__ and __FILE__ follow
 * them, and so do the -E markers. */
a __LINE__ __FILE__
#line 100
b __LINE__ __FILE__
#line 200 "renamed.c"
c __LINE__ __FILE__

d __LINE__ __FILE__
# 300 "marker.h" 1 3
e __LINE__ __FILE__
#define LINE 400
#define NAME "macro.c"
#line LINE NAME
f __LINE__ __FILE__
# 500 "renamed.c" 2
g __LINE__ __FILE__
