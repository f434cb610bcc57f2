// GNU vector_size vectors beyond arithmetic: comparisons give -1 or 0 per
// element, constants splat when they fit, integer vectors of one size
// convert to each other (clang's default lax conversions), casts between
// vectors and integers of one size reinterpret the bits, vectors live in
// structs and arrays, pass and return by value, and initialise globals.
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef int v3si __attribute__((vector_size(12)));

struct pack { char tag; v4si v; };
static v4si table[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
static const v4sf k = {0.5f, 1.5f, 2.5f, 3.5f};

static v4si twice(v4si x) { return x + x; }

static int check(void) {
  v4si a = {1, 5, 3, 7}, b = {2, 5, 1, 8};
  v4si lt = a < b, eq = a == b;
  if (lt[0] != -1 || lt[1] != 0 || lt[2] != 0 || lt[3] != -1) return 1;
  if (eq[1] != -1 || eq[0] != 0) return 2;
  v4su u = a;                       /* lax: integer vectors of 16 bytes */
  u = u >> 1;
  if (u[1] != 2) return 3;
  v8hi h = (v8hi)a;                 /* the same 16 bytes, read as shorts */
  if (h[0] != 1 || h[1] != 0 || h[2] != 5) return 4;
  v2di d = (v2di)a;
  if (d[0] != ((long long)5 << 32 | 1)) return 5;
  v4sf f = k * 2;                   /* an int constant splats to floats */
  if (f[1] != 3.0f || f[3] != 7.0f) return 6;
  struct pack p = {'x', {9, 8, 7, 6}};
  p.v[2] += 10;
  if (p.v[2] != 17 || p.tag != 'x' || sizeof(struct pack) != 32) return 7;
  if (table[1][2] != 7 || twice(table[0])[3] != 8) return 8;
  v4si m = a % 4 ^ b & 3;
  if (m[0] != (1 ^ 2) || m[3] != (3 ^ 0)) return 9;
  v4si n = -a;
  if (n[2] != -3) return 10;
  if (sizeof(v3si) != 16) return 11;  /* rounded to a power of two */
  v4si arr[3];
  for (int i = 0; i < 3; i++)
    arr[i] = a * i;
  if (arr[2][3] != 14) return 12;
  return 0;
}
__device__ int test(void) { return check(); }
