/* mangle.c - Itanium C++ ABI names for functions.  HIP is C++: clang
 * mangles every function not declared extern "C", and a host program
 * asks the runtime for kernels by those names (hipModuleGetFunction).
 * Only what C types need: builtins, qualifiers, pointers, arrays,
 * functions, struct/union/enum names, HIP's vector types as the class
 * template instances HIP's C++ makes them, __half and __half2 as its
 * classes, and substitutions (ABI 5.1). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

typedef struct Mangler {
  Arena *arena;
  Strbuf out;
  VEC(const char *) subs; /* unsubstituted encodings, in order */
} Mangler;

/* HIP's vector types are instances of this class template (HIP's
 * amd_hip_vector_types.h): HIP_vector_type<float, 4u> for float4. */
#define HIP_VECTOR "15HIP_vector_type"

static const char *builtin_code(TypeKind k) {
  switch (k) {
  case TY_VOID: return "v";
  case TY_BOOL: return "b";
  case TY_CHAR: return "c";
  case TY_SCHAR: return "a";
  case TY_UCHAR: return "h";
  case TY_SHORT: return "s";
  case TY_USHORT: return "t";
  case TY_INT: return "i";
  case TY_UINT: return "j";
  case TY_LONG: return "l";
  case TY_ULONG: return "m";
  case TY_LLONG: return "x";
  case TY_ULLONG: return "y";
  case TY_INT128: return "n";
  case TY_UINT128: return "o";
  case TY_HALF: return "DF16_";
  case TY_BF16: return "DF16b";
  case TY_FLOAT: return "f";
  case TY_DOUBLE: return "d";
  default: return NULL;
  }
}

static void source_name(Strbuf *sb, const char *name) {
  sb_printf(sb, "%zu%s", strlen(name), name);
}

/* The full encoding of t with no substitutions: the key the
 * substitution table compares. */
static void plain(Strbuf *sb, Type *t, bool top) {
  unsigned q = top ? 0 : t->quals;
  if (q & Q_RESTRICT) sb_putc(sb, 'r');
  if (q & Q_VOLATILE) sb_putc(sb, 'V');
  if (q & Q_CONST) sb_putc(sb, 'K');
  const char *b = t->enum_tag || t->hip_vector_elem || t->hip_class ? NULL
                                                                    : builtin_code(t->kind);
  if (b) {
    sb_puts(sb, b);
    return;
  }
  if (t->hip_class) {
    source_name(sb, t->hip_class);
    return;
  }
  if (t->hip_vector_elem) {
    sb_printf(sb, "%sI%sLj%uEE", HIP_VECTOR, builtin_code(t->hip_vector_elem->kind),
              t->hip_vector_len);
    return;
  }
  switch (t->kind) {
  case TY_POINTER:
    sb_putc(sb, 'P');
    plain(sb, t->base, false);
    return;
  case TY_ARRAY:
    sb_printf(sb, "A%llu_", (unsigned long long)t->len);
    plain(sb, t->base, false);
    return;
  case TY_VECTOR: /* GNU and ext vectors alike, as clang mangles them */
    sb_printf(sb, "Dv%llu_", (unsigned long long)t->len);
    plain(sb, t->base, false);
    return;
  case TY_FUNC:
    sb_putc(sb, 'F');
    plain(sb, t->base, true);
    for (size_t i = 0; i < t->nparams; i++)
      plain(sb, t->params[i], true);
    if (!t->nparams && !t->variadic)
      sb_putc(sb, 'v');
    if (t->variadic)
      sb_putc(sb, 'z');
    sb_putc(sb, 'E');
    return;
  default: {
    /* struct, union or enum: the tag, or the typedef that named an
     * anonymous one (C++ [dcl.typedef]p9) */
    const char *name = t->enum_tag && t->enum_tag[0] ? t->enum_tag
                     : t->rec && t->rec->tag ? t->rec->tag
                     : t->typedef_name ? t->typedef_name : "__anon";
    source_name(sb, name);
    return;
  }
  }
}

static bool substitute(Mangler *m, const char *key) {
  for (size_t i = 0; i < m->subs.len; i++)
    if (strcmp(m->subs.data[i], key) == 0) {
      if (i == 0)
        sb_puts(&m->out, "S_");
      else {
        /* seq-id: base 36, digits then upper-case letters */
        char buf[16];
        int n = 0;
        size_t v = i - 1;
        do {
          unsigned d = (unsigned)(v % 36);
          buf[n++] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
          v /= 36;
        } while (v);
        sb_putc(&m->out, 'S');
        while (n)
          sb_putc(&m->out, buf[--n]);
        sb_putc(&m->out, '_');
      }
      return true;
    }
  return false;
}

static void add_sub(Mangler *m, const char *key) {
  VEC_PUSH(m->arena, m->subs, arena_strdup(m->arena, key));
}

static void mangle_type(Mangler *m, Type *t, bool top) {
  unsigned q = top ? 0 : t->quals & (Q_CONST | Q_VOLATILE | Q_RESTRICT);
  const char *b = t->enum_tag || t->hip_vector_elem || t->hip_class ? NULL
                                                                    : builtin_code(t->kind);
  if (b && !q) {
    sb_puts(&m->out, b);
    return;
  }
  Strbuf key = {0};
  plain(&key, t, top);
  if (substitute(m, key.data)) {
    sb_free(&key);
    return;
  }
  if (q) {
    if (q & Q_RESTRICT) sb_putc(&m->out, 'r');
    if (q & Q_VOLATILE) sb_putc(&m->out, 'V');
    if (q & Q_CONST) sb_putc(&m->out, 'K');
    Type u = *t;
    u.quals = 0;
    mangle_type(m, &u, true);
  } else {
    switch (t->kind) {
    case TY_POINTER:
      sb_putc(&m->out, 'P');
      mangle_type(m, t->base, false);
      break;
    case TY_ARRAY:
      sb_printf(&m->out, "A%llu_", (unsigned long long)t->len);
      mangle_type(m, t->base, false);
      break;
    case TY_FUNC:
      sb_putc(&m->out, 'F');
      mangle_type(m, t->base, true);
      for (size_t i = 0; i < t->nparams; i++)
        mangle_type(m, t->params[i], true);
      if (!t->nparams && !t->variadic)
        sb_putc(&m->out, 'v');
      if (t->variadic)
        sb_putc(&m->out, 'z');
      sb_putc(&m->out, 'E');
      break;
    default:
      if (t->hip_vector_elem) {
        /* the template's name is a candidate of its own, before the
         * specialization (ABI 5.1.10) */
        if (!substitute(m, HIP_VECTOR)) {
          sb_puts(&m->out, HIP_VECTOR);
          add_sub(m, HIP_VECTOR);
        }
        sb_puts(&m->out, key.data + strlen(HIP_VECTOR));
        break;
      }
      sb_puts(&m->out, key.data);
      break;
    }
  }
  add_sub(m, key.data);
  sb_free(&key);
}

const char *cg_mangle(CG *g, Object *f) {
  Mangler m = {&g->ctx->arena, {0}, {0}};
  sb_puts(&m.out, "_Z");
  if (f->is_internal)
    sb_putc(&m.out, 'L');
  source_name(&m.out, f->name);
  Type *t = f->type;
  for (size_t i = 0; i < t->nparams; i++)
    mangle_type(&m, t->params[i], true);
  if (!t->nparams && !t->variadic)
    sb_putc(&m.out, 'v');
  if (t->variadic)
    sb_putc(&m.out, 'z');
  const char *r = arena_strdup(&g->ctx->arena, m.out.data);
  sb_free(&m.out);
  return r;
}
