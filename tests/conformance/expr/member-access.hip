// C17 6.5.2.3: '.' names a member of a structure or union; E->m is (*E).m.
struct In { short s; int v[3]; };
struct Out { char c; struct In in; struct In *pin; };
__device__ int test(void) {
  struct Out o;
  o.c = 'x';
  o.in.s = 7;
  o.in.v[2] = 40;
  o.pin = &o.in;
  if (o.pin->s != 7) return 1;
  if ((*o.pin).v[2] != 40) return 2;
  struct Out *po = &o;
  if (po->in.v[2] != 40) return 3;
  if ((&o)->c != 'x') return 4;
  po->pin->v[0] = 5;
  if (o.in.v[0] != 5) return 5;
  if (&po->in != o.pin) return 6;
  union { int i; unsigned char b[4]; } u;
  u.i = 0x01020304;
  if (u.b[0] != 4) return 7;
  return 0;
}
