// GNU zero-length arrays (pre-C99 flexible arrays): `T a[0]` has size 0
// and, as the last member, is used like a flexible array member.  (A
// local zero-length array is an error in HIP device code, as in clang.)
struct hdr { int len; char data[0]; };
__device__ int test(void) {
  if (sizeof(struct hdr) != 4) return 1;
  _Alignas(int) char storage[sizeof(struct hdr) + 4];
  struct hdr *h = (struct hdr *)storage;
  h->len = 3;
  h->data[0] = 'a'; h->data[1] = 'b'; h->data[2] = 0;
  if (h->data[1] != 'b' || storage[5] != 'b') return 2;
  return 0;
}
