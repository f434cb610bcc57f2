/* type.c - C17 6.2.5 types on AMDGPU: sizes, conversions, compatibility. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

Type *type_new(Sema *s, TypeKind k, uint64_t size, uint32_t align) {
  Type *t = arena_alloc(s->arena, sizeof *t);
  t->kind = k;
  t->size = size;
  t->align = align;
  t->unqual = t;
  return t;
}

/* Sizes follow clang's AMDGPU data layout: LP64, plain char signed,
 * long double as double. */
void types_init(Sema *s) {
  TypeTable *T = s->T;
  T->void_ = type_new(s, TY_VOID, 1, 1);
  T->bool_ = type_new(s, TY_BOOL, 1, 1);
  T->char_ = type_new(s, TY_CHAR, 1, 1);
  T->schar = type_new(s, TY_SCHAR, 1, 1);
  T->uchar = type_new(s, TY_UCHAR, 1, 1);
  T->short_ = type_new(s, TY_SHORT, 2, 2);
  T->ushort = type_new(s, TY_USHORT, 2, 2);
  T->int_ = type_new(s, TY_INT, 4, 4);
  T->uint = type_new(s, TY_UINT, 4, 4);
  T->long_ = type_new(s, TY_LONG, 8, 8);
  T->ulong = type_new(s, TY_ULONG, 8, 8);
  T->llong = type_new(s, TY_LLONG, 8, 8);
  T->ullong = type_new(s, TY_ULLONG, 8, 8);
  T->int128 = type_new(s, TY_INT128, 16, 16);
  T->uint128 = type_new(s, TY_UINT128, 16, 16);
  T->half = type_new(s, TY_HALF, 2, 2);
  T->bf16 = type_new(s, TY_BF16, 2, 2);
  T->float_ = type_new(s, TY_FLOAT, 4, 4);
  T->double_ = type_new(s, TY_DOUBLE, 8, 8);
  T->void_ptr = type_pointer_to(s, T->void_);
  T->char_ptr = type_pointer_to(s, T->char_);
}

Type *type_pointer_to(Sema *s, Type *base) {
  Type *t = type_new(s, TY_POINTER, 8, 8);
  t->base = base;
  return t;
}

Type *type_array_of(Sema *s, Type *elem, uint64_t len, bool incomplete) {
  Type *t = type_new(s, TY_ARRAY, incomplete ? 0 : elem->size * len,
                     elem->align);
  t->base = elem;
  t->len = incomplete ? 0 : len;
  t->incomplete = incomplete;
  return t;
}

Type *type_qualified(Sema *s, Type *t, unsigned quals) {
  if (!quals || (t->quals | quals) == t->quals)
    return t;
  /* C17 6.7.3p9: qualifying an array type qualifies its elements. */
  if (t->kind == TY_ARRAY) {
    Type *a = type_array_of(s, type_qualified(s, t->base, quals), t->len,
                            t->incomplete);
    return a;
  }
  Type *q = arena_alloc(s->arena, sizeof *q);
  *q = *t;
  q->quals = t->quals | quals;
  q->unqual = t->unqual;
  return q;
}

Type *type_unqualified(Type *t) { return t->unqual ? t->unqual : t; }

Type *type_decay(Sema *s, Type *t) {
  if (t->kind == TY_ARRAY)
    return type_pointer_to(s, t->base);
  if (t->kind == TY_FUNC)
    return type_pointer_to(s, t);
  return t;
}

bool type_is_integer(const Type *t) {
  return t->kind >= TY_BOOL && t->kind <= TY_UINT128;
}
bool type_is_float(const Type *t) {
  return t->kind == TY_HALF || t->kind == TY_BF16 || t->kind == TY_FLOAT ||
         t->kind == TY_DOUBLE;
}
bool type_is_arith(const Type *t) {
  return type_is_integer(t) || type_is_float(t);
}
bool type_is_pointer(const Type *t) { return t->kind == TY_POINTER; }
bool type_is_scalar(const Type *t) {
  return type_is_arith(t) || type_is_pointer(t);
}
bool type_is_record(const Type *t) {
  return t->kind == TY_STRUCT || t->kind == TY_UNION;
}
bool type_is_void(const Type *t) { return t->kind == TY_VOID; }
bool type_is_vector(const Type *t) { return t->kind == TY_VECTOR; }

/* clang's layout: the elements packed, the size rounded up to a power of
 * two (float3 takes 16 bytes), aligned to its size. */
Type *type_vector_of(Sema *s, Type *elem, uint64_t len, bool ext) {
  uint64_t size = elem->size * len, p = 1;
  while (p < size)
    p *= 2;
  Type *t = type_new(s, TY_VECTOR, p, (uint32_t)p);
  t->base = type_unqualified(elem);
  t->len = len;
  t->ext_vector = ext;
  return t;
}

bool type_is_signed(const Type *t) {
  switch (t->kind) {
  case TY_CHAR: case TY_SCHAR: case TY_SHORT: case TY_INT: case TY_LONG:
  case TY_LLONG: case TY_INT128:
    return true;
  default:
    return type_is_float(t);
  }
}

bool type_is_complete(const Type *t) {
  switch (t->kind) {
  case TY_VOID:
    return false;
  case TY_ARRAY:
    return !t->incomplete;
  case TY_STRUCT:
  case TY_UNION:
    return t->rec->complete;
  case TY_FUNC:
    return false;
  default:
    return true;
  }
}

uint64_t type_wrap(const Type *t, uint64_t v) {
  if (t->kind == TY_BOOL)
    return v != 0;
  if (!type_is_integer(t) || t->size >= 8)
    return v;
  unsigned bits = (unsigned)t->size * 8;
  uint64_t mask = (1ull << bits) - 1;
  v &= mask;
  if (type_is_signed(t) && (v >> (bits - 1)))
    v |= ~mask;
  return v;
}

/* C17 6.3.1.1: integer conversion rank. */
int type_int_rank(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 1;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 2;
  case TY_SHORT: case TY_USHORT: return 3;
  case TY_INT: case TY_UINT: return 4;
  case TY_LONG: case TY_ULONG: return 5;
  case TY_LLONG: case TY_ULLONG: return 6;
  case TY_INT128: case TY_UINT128: return 7;
  default: return 0;
  }
}

/* C17 6.3.1.1p2: the integer promotions. */
Type *type_promote(Sema *s, Type *t) {
  t = type_unqualified(t);
  if (type_is_integer(t) && type_int_rank(t) < type_int_rank(s->T->int_))
    return s->T->int_;
  return t;
}

Type *type_to_unsigned(Sema *s, Type *t) {
  switch (t->kind) {
  case TY_INT: return s->T->uint;
  case TY_LONG: return s->T->ulong;
  case TY_LLONG: return s->T->ullong;
  case TY_INT128: return s->T->uint128;
  default: return t;
  }
}

/* C17 6.3.1.8: the usual arithmetic conversions. */
Type *type_arith_conversion(Sema *s, Type *a, Type *b) {
  a = type_unqualified(a);
  b = type_unqualified(b);
  if (a->kind == TY_DOUBLE || b->kind == TY_DOUBLE)
    return s->T->double_;
  if (a->kind == TY_FLOAT || b->kind == TY_FLOAT)
    return s->T->float_;
  /* clang: _Float16 ranks above __bf16, which ranks above the integers */
  if (a->kind == TY_HALF || b->kind == TY_HALF)
    return s->T->half;
  if (a->kind == TY_BF16 || b->kind == TY_BF16)
    return s->T->bf16;
  a = type_promote(s, a);
  b = type_promote(s, b);
  if (a->kind == b->kind)
    return a;
  bool sa = type_is_signed(a), sb = type_is_signed(b);
  int ra = type_int_rank(a), rb = type_int_rank(b);
  if (sa == sb)
    return ra >= rb ? a : b;
  Type *u = sa ? b : a, *sg = sa ? a : b;
  if (type_int_rank(u) >= type_int_rank(sg))
    return u;
  if (sg->size > u->size)
    return sg;
  return type_to_unsigned(s, sg);
}

/* C17 6.2.7: compatible types (qualifiers must match; callers strip them
 * where the standard compares unqualified versions). */
bool type_compatible(const Type *a, const Type *b) {
  if (a == b)
    return true;
  if (a->quals != b->quals)
    return false;
  if (a->kind != b->kind) {
    /* long and long long are distinct types of equal representation. */
    return false;
  }
  switch (a->kind) {
  case TY_POINTER:
    return type_compatible(a->base, b->base);
  case TY_ARRAY:
    if (!type_compatible(a->base, b->base))
      return false;
    return a->incomplete || b->incomplete || a->len == b->len;
  case TY_FUNC:
    if (!type_compatible(a->base, b->base))
      return false;
    if (!a->has_proto || !b->has_proto)
      return true;
    if (a->nparams != b->nparams || a->variadic != b->variadic)
      return false;
    for (size_t i = 0; i < a->nparams; i++)
      if (!type_compatible(type_unqualified(a->params[i]),
                           type_unqualified(b->params[i])))
        return false;
    return true;
  case TY_STRUCT:
  case TY_UNION:
    return a->rec == b->rec;
  case TY_VECTOR:
    return a->len == b->len && a->ext_vector == b->ext_vector &&
           type_compatible(a->base, b->base);
  default:
    return true;
  }
}

/* ---- spelling types for diagnostics, as clang does ("const float *") ---- */

static void str_quals(Strbuf *sb, unsigned q) {
  if (q & Q_CONST)
    sb_puts(sb, "const ");
  if (q & Q_VOLATILE)
    sb_puts(sb, "volatile ");
  if (q & Q_RESTRICT)
    sb_puts(sb, "restrict ");
}

static const char *basic_name(TypeKind k) {
  switch (k) {
  case TY_VOID: return "void";
  case TY_BOOL: return "_Bool";
  case TY_CHAR: return "char";
  case TY_SCHAR: return "signed char";
  case TY_UCHAR: return "unsigned char";
  case TY_SHORT: return "short";
  case TY_USHORT: return "unsigned short";
  case TY_INT: return "int";
  case TY_UINT: return "unsigned int";
  case TY_LONG: return "long";
  case TY_ULONG: return "unsigned long";
  case TY_LLONG: return "long long";
  case TY_ULLONG: return "unsigned long long";
  case TY_INT128: return "__int128";
  case TY_UINT128: return "unsigned __int128";
  case TY_HALF: return "_Float16";
  case TY_BF16: return "__bf16";
  case TY_FLOAT: return "float";
  case TY_DOUBLE: return "double";
  default: return NULL;
  }
}

/* Writes `t` around a declarator text `inner` (C's inside-out syntax). */
static void str_type(Strbuf *out, const Type *t, const char *inner, bool canon) {
  Strbuf sb = {0};
  if (t->quals & Q_ATOMIC) { /* clang's spelling: _Atomic(int) */
    Type plain = *t;
    plain.quals &= ~(unsigned)Q_ATOMIC;
    Strbuf in = {0};
    str_type(&in, &plain, "", canon);
    sb_printf(out, "_Atomic(%s)%s%s", in.data, *inner ? " " : "", inner);
    sb_free(&in);
    return;
  }
  /* a typedef name stands for the whole type, pointer or not */
  switch (t->typedef_name && !canon ? TY_VOID : t->kind) {
  case TY_POINTER: {
    Strbuf in = {0};
    bool paren = t->base->kind == TY_ARRAY || t->base->kind == TY_FUNC;
    sb_puts(&in, paren ? "(*" : "*");
    if (t->quals & Q_CONST)
      sb_puts(&in, "const");
    if (t->quals & Q_VOLATILE)
      sb_puts(&in, in.len > 2 ? " volatile" : "volatile");
    if (t->quals & Q_RESTRICT)
      sb_puts(&in, in.len > 2 ? " restrict" : "restrict");
    if (*inner && in.len > 1 && (t->quals))
      sb_putc(&in, ' ');
    sb_puts(&in, inner);
    if (paren)
      sb_putc(&in, ')');
    str_type(out, t->base, in.data, canon);
    sb_free(&in);
    return;
  }
  case TY_ARRAY: {
    Strbuf in = {0};
    sb_puts(&in, inner); /* clang 22 writes 'int[4]' */
    if (t->incomplete)
      sb_puts(&in, "[]");
    else
      sb_printf(&in, "[%llu]", (unsigned long long)t->len);
    str_type(out, t->base, in.data, canon);
    sb_free(&in);
    return;
  }
  case TY_FUNC: {
    Strbuf in = {0};
    sb_puts(&in, inner);
    /* clang: 'int (int)', but 'char *(int)' */
    if (*inner == 0 && !(t->base->kind == TY_POINTER && (canon || !t->base->typedef_name)))
      sb_putc(&in, ' ');
    sb_putc(&in, '(');
    for (size_t i = 0; i < t->nparams; i++) {
      if (i)
        sb_puts(&in, ", ");
      str_type(&in, t->params[i], "", canon);
    }
    if (t->variadic)
      sb_puts(&in, t->nparams ? ", ..." : "...");
    else if (t->nparams == 0 && t->has_proto)
      sb_puts(&in, "void");
    sb_putc(&in, ')');
    str_type(out, t->base, in.data, canon);
    sb_free(&in);
    return;
  }
  default:
    break;
  }
  str_quals(&sb, t->quals);
  if (t->typedef_name && !canon)
    sb_puts(&sb, t->typedef_name);
  else if (t->enum_tag && t->enum_tag[0])
    sb_printf(&sb, "enum %s", t->enum_tag);
  else if (t->kind == TY_VECTOR && t->ext_vector)
    sb_printf(&sb, "%s __attribute__((ext_vector_type(%llu)))",
              basic_name(t->base->kind), (unsigned long long)t->len);
  else if (t->kind == TY_VECTOR)
    sb_printf(&sb, "__attribute__((__vector_size__(%llu * sizeof(%s)))) %s",
              (unsigned long long)t->len, basic_name(t->base->kind),
              basic_name(t->base->kind));
  else if (t->kind == TY_STRUCT || t->kind == TY_UNION)
    sb_printf(&sb, "%s %s", t->kind == TY_STRUCT ? "struct" : "union",
              t->rec->tag ? t->rec->tag : "(unnamed)");
  else
    sb_puts(&sb, basic_name(t->kind));
  if (*inner) {
    if (*inner != ' ' && (*inner != '[' && (*inner != '(' || inner[1] == '*')))
      sb_putc(&sb, ' ');
    sb_puts(&sb, inner);
  }
  sb_append(out, sb.data, sb.len);
  sb_free(&sb);
}

void sema_note_incomplete(Sema *s, const Type *t) {
  while (t->kind == TY_ARRAY)
    t = t->base;
  if (type_is_record(t) && !t->rec->complete && t->rec->tag && t->rec->loc.line)
    diag_note(s->diags, t->rec->loc, "forward declaration of '%s %s'",
              t->rec->is_union ? "union" : "struct", t->rec->tag);
}

const char *type_spelling(Sema *s, const Type *t) {
  Strbuf sb = {0};
  str_type(&sb, t, "", false);
  char *r = arena_strndup(s->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

const char *type_str(Sema *s, const Type *t) {
  Strbuf sb = {0};
  str_type(&sb, t, "", false);
  /* clang follows a type with what it is, outside the quotes that every
   * message puts around a type: 'float4' (vector of 4 'float' values),
   * 'myint' (aka 'int').  diag_vreport moves the marked part out of the
   * quotes. */
  if (t->kind == TY_VECTOR) {
    sb_printf(&sb, "\1(vector of %llu '%s' values)\2",
              (unsigned long long)t->len, basic_name(t->base->kind));
  } else {
    Strbuf canon = {0};
    str_type(&canon, t, "", true);
    if (canon.len != sb.len || memcmp(canon.data, sb.data, sb.len))
      sb_printf(&sb, "\1(aka '%s')\2", canon.data);
    sb_free(&canon);
  }
  char *r = arena_strndup(s->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

/* Finds member `name` in record r, descending into anonymous members
 * (C17 6.7.2.1p13); the chain of member indices goes to path (innermost
 * last, at most 16). */
bool record_find_member(Record *r, const char *name, int *path, int *depth) {
  for (size_t i = 0; i < r->nmembers; i++) {
    Member *m = &r->members[i];
    if (m->name == name) {
      path[(*depth)++] = (int)i;
      return true;
    }
    if (!m->name && type_is_record(m->type) && *depth < 15) {
      int d = *depth;
      path[(*depth)++] = (int)i;
      if (record_find_member(m->type->rec, name, path, depth))
        return true;
      *depth = d;
    }
  }
  return false;
}

/* C17 6.7.2.1: members in order, each at the next multiple of its
 * alignment; bit-fields packed into units of their declared type as the
 * SysV ABI (and clang on AMDGPU) do. */
void record_layout(Sema *s, Record *r) {
  (void)s;
  uint64_t offset = 0, size = 0;
  uint32_t align = 1;
  uint64_t bit_pos = 0; /* for bit-fields: position in bits */
  for (size_t i = 0; i < r->nmembers; i++) {
    Member *m = &r->members[i];
    uint32_t a = r->packed ? 1 : m->type->align;
    if (r->pack && a > r->pack)
      a = r->pack; /* #pragma pack(N) */
    if (m->bit_width >= 0) {
      uint64_t unit = m->type->size * 8;
      if (r->is_union) {
        m->offset = 0;
        m->bit_offset = 0;
        if (m->type->size > size)
          size = m->type->size;
      } else {
        if (m->bit_width == 0) {
          bit_pos = (bit_pos + unit - 1) / unit * unit;
          m->offset = bit_pos / 8;
          m->bit_offset = 0;
          continue;
        }
        if (!r->packed && (bit_pos % unit) + (uint64_t)m->bit_width > unit)
          bit_pos = (bit_pos + unit - 1) / unit * unit;
        uint64_t start = r->packed ? bit_pos / 8 : bit_pos / unit * (unit / 8);
        m->offset = start;
        m->bit_offset = (int)(bit_pos - start * 8);
        bit_pos += (uint64_t)m->bit_width;
        offset = (bit_pos + 7) / 8;
      }
      if (m->name && a > align)
        align = a;
      continue;
    }
    if (r->is_union) {
      m->offset = 0;
      if (m->type->size > size)
        size = m->type->size;
    } else {
      offset = (offset + a - 1) / a * a;
      m->offset = offset;
      offset += m->type->size;
      bit_pos = offset * 8;
    }
    if (a > align)
      align = a;
  }
  if (!r->is_union)
    size = offset;
  r->align = align;
  r->size = (size + align - 1) / align * align;
  r->complete = true;
}
