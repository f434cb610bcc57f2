// C17 6.4.4.4p11: a u'x' character constant has type char16_t, which
// <uchar.h> defines as uint_least16_t: unsigned short.
__device__ int test(void) {
  if (sizeof(u'x') != 2) return 1;
  if (_Generic(u'x', unsigned short: 0, default: 1)) return 2;
  if (u'\xffff' < 0) return 3;
  return 0;
}
