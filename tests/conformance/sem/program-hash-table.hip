// A c-testsuite style program: a chained hash table with nodes from a
// static pool, string keys hashed with FNV-1a (unsigned wraparound,
// pointers to pointers for insertion; C17 6.2.5p9, 6.5.3.2).
struct entry { const char *key; int value; struct entry *next; };
static struct entry pool[32];
static int used;
static struct entry *buckets[8];
static unsigned fnv(const char *s) {
  unsigned h = 2166136261u;
  while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}
static int same(const char *a, const char *b) { while (*a && *a == *b) a++, b++; return *a == *b; }
static void put(const char *k, int v) {
  struct entry **pp = &buckets[fnv(k) & 7];
  for (; *pp; pp = &(*pp)->next)
    if (same((*pp)->key, k)) { (*pp)->value = v; return; }
  *pp = &pool[used++];
  (*pp)->key = k; (*pp)->value = v; (*pp)->next = 0;
}
static int get(const char *k, int dflt) {
  for (struct entry *e = buckets[fnv(k) & 7]; e; e = e->next)
    if (same(e->key, k)) return e->value;
  return dflt;
}
__device__ int test(void) {
  if (fnv("a") != 0xE40C292Cu) return 1;
  const char *words[] = {"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa"};
  for (int i = 0; i < 10; i++) put(words[i], i);
  put("gamma", 100);
  if (used != 10) return 2;
  if (get("alpha", -1) != 0 || get("kappa", -1) != 9 || get("gamma", -1) != 100) return 3;
  if (get("omega", -1) != -1) return 4;
  return 0;
}
