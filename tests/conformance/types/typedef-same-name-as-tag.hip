// C17 6.2.3: tags and ordinary identifiers are in different name spaces,
// so `typedef struct p p;` is the usual idiom (valid C++ too), before or
// after the struct's definition or with it.
typedef struct p2 p2;
struct p2 { int x; };
struct p3 { int y; };
typedef struct p3 p3;
typedef union u1 u1;
union u1 { int i; float f; };
typedef struct point { int x, y; } point;
typedef enum color { RED, GREEN } color;
static int check(void) {
  p2 a = {1};
  p3 b = {2};
  struct p2 c = a;
  u1 u;
  u.i = 3;
  if (a.x + b.y + c.x + u.i != 7) return 1;
  point p = {1, 2};
  struct point *q = &p;
  if (q->y != 2 || sizeof(point) != 8) return 2;
  color k = GREEN;
  enum color d = k;
  if (d != 1) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
