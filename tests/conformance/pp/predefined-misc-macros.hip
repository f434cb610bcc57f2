// Other macros gcc and clang predefine that real code tests:
// __STDC_UTF_16__ and __STDC_UTF_32__ (C17 6.10.8.2: u"" and U"" are
// UTF-16 and UTF-32), __BIGGEST_ALIGNMENT__, __VERSION__ (a string),
// __TIMESTAMP__ (a string), __FILE_NAME__ (the last path component).
__device__ int test(void) {
#if __STDC_UTF_16__ != 1 || __STDC_UTF_32__ != 1
  return 1;
#endif
  if (__BIGGEST_ALIGNMENT__ < 8) return 2;
  if (sizeof(__VERSION__) < 2) return 3;
  if (sizeof(__TIMESTAMP__) != 25) return 4;   /* "Ddd Mmm dd hh:mm:ss yyyy" */
  const char *n = __FILE_NAME__;
  for (; *n; n++)
    if (*n == '/') return 5;
  return 0;
}
