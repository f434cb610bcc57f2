// C17 6.5.2.3, 6.8.6.4: unions are passed and returned by value; a member
// read back after storing it gives the stored value.
union U { int i; float f; unsigned char b[4]; };
static union U from_float(float f) { union U u; u.f = f; return u; }
static int low_byte(union U u) { return u.b[0]; }
__device__ int test(void) {
  union U u = from_float(1.0f);
  if (u.f != 1.0f) return 1;
  if (u.i != 0x3F800000) return 2;             /* 6.5.2.3p3 fn. 97: the bytes reinterpreted */
  union U v = u;
  v.i = 0x01020304;
  if (low_byte(v) != 4) return 3;
  if (u.i != 0x3F800000) return 4;
  if (sizeof(union U) != 4) return 5;
  return 0;
}
