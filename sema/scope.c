/* scope.c - C17 6.2.1 scopes and 6.2.3 name spaces: ordinary identifiers
 * and tags, each in a hash table per scope keyed by interned name. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

static size_t name_hash(const char *p) { return hash_ptr(p); }

static ScopeEntry *table_find(ScopeEntry *tab, size_t cap, const char *name) {
  if (!cap)
    return NULL;
  for (size_t i = name_hash(name) & (cap - 1);; i = (i + 1) & (cap - 1)) {
    if (!tab[i].name)
      return NULL;
    if (tab[i].name == name)
      return &tab[i];
  }
}

static void table_put(Sema *s, ScopeEntry **tab, size_t *cap, size_t *count,
                      ScopeEntry e) {
  if ((*count + 1) * 2 > *cap) {
    size_t ncap = *cap ? *cap * 2 : 16;
    ScopeEntry *n = arena_alloc(s->arena, ncap * sizeof *n);
    for (size_t i = 0; i < *cap; i++) {
      if (!(*tab)[i].name)
        continue;
      size_t j = name_hash((*tab)[i].name) & (ncap - 1);
      while (n[j].name)
        j = (j + 1) & (ncap - 1);
      n[j] = (*tab)[i];
    }
    *tab = n;
    *cap = ncap;
  }
  ScopeEntry *old = table_find(*tab, *cap, e.name);
  if (old) {
    *old = e;
    return;
  }
  size_t j = name_hash(e.name) & (*cap - 1);
  while ((*tab)[j].name)
    j = (j + 1) & (*cap - 1);
  (*tab)[j] = e;
  (*count)++;
}

/* Popped scopes wait on a free list with their tables, emptied when they
 * are pushed again: a function body opens and closes thousands of block
 * scopes, and nothing refers to one after it closes. */
void scope_push(Sema *s) {
  Scope *sc = s->free_scopes;
  if (sc) {
    s->free_scopes = sc->parent;
    if (sc->ord_count)
      memset(sc->ords, 0, sc->ord_cap * sizeof *sc->ords);
    if (sc->tag_count)
      memset(sc->tags, 0, sc->tag_cap * sizeof *sc->tags);
    sc->ord_count = sc->tag_count = 0;
    sc->is_file = sc->is_prototype = false;
  } else {
    sc = arena_alloc(s->arena, sizeof *sc);
  }
  sc->parent = s->scope;
  s->scope = sc;
}

void scope_pop(Sema *s) {
  Scope *sc = s->scope;
  s->scope = sc->parent;
  sc->parent = s->free_scopes;
  s->free_scopes = sc;
}

Object *scope_lookup_local(Scope *sc, const char *name) {
  ScopeEntry *e = table_find(sc->ords, sc->ord_cap, name);
  return e ? e->obj : NULL;
}

Object *scope_lookup(Sema *s, const char *name) {
  for (Scope *sc = s->scope; sc; sc = sc->parent) {
    Object *o = scope_lookup_local(sc, name);
    if (o)
      return o;
  }
  return NULL;
}

void scope_declare(Sema *s, Scope *sc, const char *name, Object *obj) {
  ScopeEntry e = {name, obj, NULL};
  table_put(s, &sc->ords, &sc->ord_cap, &sc->ord_count, e);
}

Type *scope_lookup_tag(Sema *s, const char *name, bool local_only) {
  for (Scope *sc = s->scope; sc; sc = sc->parent) {
    ScopeEntry *e = table_find(sc->tags, sc->tag_cap, name);
    if (e)
      return e->tag;
    if (local_only && !sc->is_prototype)
      break;
  }
  return NULL;
}

/* A tag first named in a prototype belongs to the scope around it, as in
 * HIP's C++ (C would give it prototype scope, which only makes it a type
 * no caller can name). */
void scope_declare_tag(Sema *s, const char *name, Type *t) {
  ScopeEntry e = {name, NULL, t};
  Scope *sc = s->scope;
  while (sc->is_prototype && sc->parent)
    sc = sc->parent;
  table_put(s, &sc->tags, &sc->tag_cap, &sc->tag_count, e);
}

Object *object_new(Sema *s, ObjKind kind, const char *name, SrcLoc loc,
                   Type *type) {
  Object *o = arena_alloc(s->arena, sizeof *o);
  o->kind = kind;
  o->name = name;
  o->loc = loc;
  o->type = type;
  o->id = s->prog->next_id++;
  return o;
}
