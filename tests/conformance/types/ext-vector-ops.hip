// clang's ext_vector_type: element-wise operators, scalars splatted,
// comparisons giving -1 or 0 per element, swizzles read and written
// (xyzw, rgba, s0-sf, hi/lo/even/odd), subscripts, casts between vectors
// of one size, and the layout (a vector of 3 takes the room of 4).
typedef float float2_t __attribute__((ext_vector_type(2)));
typedef float float3_t __attribute__((ext_vector_type(3)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef unsigned uint4_t __attribute__((ext_vector_type(4)));
typedef short short8_t __attribute__((ext_vector_type(8)));
typedef double double2_t __attribute__((ext_vector_type(2)));

struct particle { float3_t pos; float mass; };

static float4_t scale(float4_t v, float k) { return v * k; }
static float dot4(float4_t a, float4_t b) {
  float4_t p = a * b;
  return p.x + p.y + p.z + p.w;
}

static int check(void) {
  float4_t a = {1, 2, 3, 4};
  float4_t b = (float4_t){4, 3, 2, 1};
  float4_t c = a + b;
  if (c.x != 5 || c.y != 5 || c.z != 5 || c.w != 5) return 1;
  c = a * 2.0f - 1;                      /* scalars splat */
  if (c.x != 1 || c.w != 7) return 2;
  c = 10 / a;
  if (c.y != 5) return 3;
  int4_t lt = a < b;                     /* -1 where true */
  if (lt.x != -1 || lt.y != -1 || lt.z != 0 || lt.w != 0) return 4;
  int4_t eq = a == (float4_t){1, 0, 3, 0};
  if (eq.x != -1 || eq.y != 0 || eq.z != -1 || eq.w != 0) return 5;
  float2_t lo = a.xy, hi = a.zw;
  if (lo.x != 1 || lo.y != 2 || hi.x != 3 || hi.y != 4) return 6;
  float4_t r = a.wzyx;
  if (r.x != 4 || r.w != 1) return 7;
  if (a.r != 1 || a.g != 2 || a.b != 3 || a.a != 4) return 8;
  if (a.s0 != 1 || a.s3 != 4 || a.S2 != 3) return 9;
  if (a.hi.x != 3 || a.lo.y != 2 || a.even.y != 3 || a.odd.x != 2) return 10;
  float4_t w = a;
  w.xz = (float2_t){9, 8};
  if (w.x != 9 || w.y != 2 || w.z != 8 || w.w != 4) return 11;
  w.wzyx.x = 7;                          /* a swizzle of a swizzle */
  if (w.w != 7) return 12;
  for (int i = 0; i < 4; i++)
    w[i] = (float)(i * i);
  if (w[3] != 9 || w.y != 1) return 13;
  int k = 2;
  if (a[k] != 3) return 14;
  w += 1.0f;
  w *= b;
  if (w.x != 4 || w.w != 10) return 15;
  w = -w;
  if (w.x != -4) return 16;
  int4_t n = {1, 2, 3, 4};
  n <<= 2;
  n = n | 1;
  if (n.x != 5 || n.w != 17) return 17;
  n = ~n;
  if (n.x != -6) return 18;
  n += 1;
  if (n.x != -5) return 19;
  uint4_t u = (uint4_t)a;                /* same size: the bits */
  if (u.x != 0x3f800000u) return 20;
  int4_t q = (int4_t)(n % 3);
  if (q.y != -(9 % 3) || q.x != -2) return 21;
  if (sizeof(float3_t) != 16 || _Alignof(float3_t) != 16) return 22;
  if (sizeof(float2_t) != 8 || sizeof(short8_t) != 16 || sizeof(double2_t) != 16) return 23;
  if (sizeof(struct particle) != 32) return 24;
  struct particle p = {{1, 2, 3}, 5};
  p.pos.y += 10;
  if (p.pos.y != 12 || p.mass != 5) return 25;
  if (dot4(a, scale(b, 2)) != 40) return 26;
  float4_t s = 3;                        /* a scalar initializer splats */
  if (s.x != 3 || s.w != 3) return 27;
  float4_t sel = k > 1 ? a : b;
  if (sel.x != 1) return 28;
  float4_t part = {1, 2};                /* the rest are zero */
  if (part.z != 0 || part.w != 0 || part.y != 2) return 29;
  double2_t d = {0.5, 0.25};
  d = d * d;
  if (d.y != 0.0625) return 30;
  short8_t sh = {1, 2, 3, 4, 5, 6, 7, 8};
  sh = sh * sh;
  if (sh.s7 != 64 || sh.hi.x != 25) return 31;
  float3_t v3 = {1, 2, 3};
  v3 = v3 * v3;
  if (v3.z != 9) return 32;
  if (scale(a, 3).y != 6) return 33;     /* a swizzle of a call's value */
  if ((a + b)[2] != 5) return 34;
  return 0;
}
__device__ int test(void) { return check(); }
