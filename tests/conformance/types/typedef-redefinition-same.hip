// C17 6.7p3: a typedef name may be redefined to denote the same type,
// at file scope and in a block; typedefs of typedefs are the same type.
typedef int T;
typedef int T;
typedef T U;
typedef struct node node;
struct node { node *next; int v; };
typedef struct node node;
__device__ int test(void) {
  typedef unsigned char byte;
  typedef unsigned char byte;
  byte b = 255;
  T t = 1;
  U u = 2;
  if (b != 255 || t + u != 3) return 1;
  if (_Generic(u, int: 0, default: 1)) return 2;
  node n2 = {0, 2}, n1 = {&n2, 1};
  if (n1.next->v != 2) return 3;
  return 0;
}
