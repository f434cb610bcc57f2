/* decl.c - C17 6.7 declarations: specifiers and declarators to types,
 * objects and their linkage, struct/union/enum definitions and HIP's
 * function and variable kinds (the attributes that say them: attr.c). */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <stdio.h>
#include <string.h>

/* ---- C17 6.7.5 alignment specifiers --------------------------------------------- */

/* What _Alignas(N) or _Alignas(type-name) in `spec` asks for, worked out
 * once per declaration; 0 when there is none or it is _Alignas(0). */
static uint32_t alignas_request(Sema *s, DeclSpec *spec) {
  if (spec->sema_alignas >= 0)
    return (uint32_t)spec->sema_alignas;
  int64_t v = 0;
  if (spec->alignas_expr) {
    Expr *e = sema_expr(s, spec->alignas_expr);
    if (!sema_const_int(s, e, &v, "alignment"))
      v = 0;
    else if (v < 0 || (v & (v - 1))) {
      diag_error(s->diags, spec->alignas_loc.line ? spec->alignas_loc : e->loc,
                 "requested alignment is not a power of 2");
      v = 0;
    } else if (v > (1 << 28)) {
      diag_error(s->diags, e->loc,
                 "requested alignment must be 268435456 bytes or smaller");
      v = 0;
    }
  } else if (spec->alignas_type_spec) {
    Type *at = sema_type_of(s, spec->alignas_type_spec,
                            spec->alignas_type_decl, NULL, NULL);
    v = at->align;
  }
  spec->sema_alignas = v;
  return (uint32_t)v;
}

/* The alignment an object of type `t` declared with `spec` and
 * attributes `ai` gets beyond its type's, 0 for none.  C17 6.7.5p4: an
 * _Alignas weaker than the type's own is a constraint violation. */
static uint32_t object_alignment(Sema *s, DeclSpec *spec, Type *t,
                                 uint32_t aligned_attr, SrcLoc loc) {
  uint32_t al = alignas_request(s, spec);
  if (al && t->align && al < t->align && t->kind != TY_FUNC) {
    diag_error(s->diags, loc, "requested alignment is less than minimum "
               "alignment of %u for type '%s'", t->align, type_str(s, t));
    al = 0;
  }
  if (aligned_attr > al)
    al = aligned_attr;
  return al > t->align ? al : 0;
}

/* ---- C17 6.7.2 type specifiers ------------------------------------------------ */

static Type *sema_record_spec(Sema *s, TagSpec *ts, bool is_union);
static Type *sema_enum_spec(Sema *s, TagSpec *ts);

static const char *ts_name(TypeSpecKind k) {
  static const char *names[] = {
      "void", "char", "short", "int", "long", "float", "double", "signed",
      "unsigned", "_Bool", "_Complex", "_Float16", "type name", "struct",
      "union", "enum", "typeof", "__auto_type", "__int128", "__bf16"};
  return names[k];
}

/* Folds a list of type specifiers into a type (C17 6.7.2p2 lists the valid
 * multisets). */
static Type *fold_specifiers(Sema *s, DeclSpec *spec) {
  TypeTable *T = s->T;
  int n[TS_LAST + 1] = {0};
  Type *named = NULL;
  SrcLoc loc = spec->loc;
  for (size_t i = 0; i < spec->specs.len; i++) {
    TypeSpec *ts = &spec->specs.data[i];
    bool other = false;
    for (int k = 0; k <= TS_LAST; k++)
      if (n[k] && !(k == TS_LONG && ts->kind == TS_LONG) &&
          !((k == TS_SIGNED || k == TS_UNSIGNED) &&
            (ts->kind == TS_CHAR || ts->kind == TS_SHORT ||
             ts->kind == TS_INT || ts->kind == TS_LONG || ts->kind == TS_INT128)) &&
          !((ts->kind == TS_SIGNED || ts->kind == TS_UNSIGNED) &&
            (k == TS_CHAR || k == TS_SHORT || k == TS_INT || k == TS_LONG ||
             k == TS_INT128)) &&
          !((k == TS_SHORT || k == TS_LONG) && ts->kind == TS_INT) &&
          !((ts->kind == TS_SHORT || ts->kind == TS_LONG) && k == TS_INT) &&
          !(k == TS_LONG && ts->kind == TS_DOUBLE) &&
          !(k == TS_DOUBLE && ts->kind == TS_LONG) &&
          !(k == TS_COMPLEX || ts->kind == TS_COMPLEX))
        other = true;
    if (other || (ts->kind == TS_LONG && n[TS_LONG] >= 2) ||
        (ts->kind != TS_LONG && n[ts->kind])) {
      const char *prev = "";
      for (int k = 0; k <= TS_LAST; k++)
        if (n[k])
          prev = ts_name((TypeSpecKind)k);
      diag_error(s->diags, ts->loc,
                 "cannot combine with previous '%s' declaration specifier",
                 prev);
      continue;
    }
    n[ts->kind]++;
    switch (ts->kind) {
    case TS_TYPEDEF_NAME: {
      Object *o = scope_lookup(s, ts->name);
      if (o && o->kind == OBJ_TYPEDEF) {
        /* not in a header: its unavailable declarations use such types */
        SourceFile *in = srcmgr_file(&s->ctx->sources, ts->loc.file);
        if (!in || !in->is_system)
          sema_unavailable_use(s, o, ts->loc);
        named = o->type;
      } else {
        /* HIP-C: a struct tag used as a type name (C++ style). */
        named = scope_lookup_tag(s, ts->name, false);
        if (!named) {
          diag_error(s->diags, ts->loc, "unknown type name '%s'", ts->name);
          named = T->int_;
        }
      }
      break;
    }
    case TS_STRUCT:
    case TS_UNION:
      named = sema_record_spec(s, ts->tag, ts->kind == TS_UNION);
      break;
    case TS_ENUM:
      named = sema_enum_spec(s, ts->tag);
      break;
    case TS_TYPEOF:
      named = sema_typeof(s, ts->typeof_arg);
      break;
    case TS_AUTO_TYPE:
      named = T->int_; /* each declarator's own: auto_type() */
      break;
    default:
      break;
    }
    loc = ts->loc;
  }
  (void)loc;
  if (named)
    return named;
  bool u = n[TS_UNSIGNED] > 0;
  if (n[TS_COMPLEX]) {
    diag_error(s->diags, spec->loc, "_Complex types are not supported");
    return T->float_;
  }
  if (n[TS_VOID]) return T->void_;
  if (n[TS_BOOL]) return T->bool_;
  if (n[TS_FLOAT16]) return T->half;
  if (n[TS_BF16]) return T->bf16;
  if (n[TS_FLOAT]) return T->float_;
  if (n[TS_DOUBLE]) return T->double_; /* and long double */
  if (n[TS_CHAR])
    return u ? T->uchar : n[TS_SIGNED] ? T->schar : T->char_;
  if (n[TS_SHORT]) return u ? T->ushort : T->short_;
  if (n[TS_INT128]) return u ? T->uint128 : T->int128;
  if (n[TS_LONG] == 2) return u ? T->ullong : T->llong;
  if (n[TS_LONG] == 1) return u ? T->ulong : T->long_;
  if (n[TS_INT] || n[TS_SIGNED] || n[TS_UNSIGNED])
    return u ? T->uint : T->int_;
  diag_error(s->diags, spec->loc,
             "type specifier missing, defaults to 'int'; ISO C99 and later "
             "do not support implicit int");
  return T->int_;
}

/* ---- C17 6.7.2.1 structure and union specifiers ------------------------------ */

static Type *record_type(Sema *s, const char *tag, SrcLoc loc, bool is_union) {
  Record *r = arena_alloc(s->arena, sizeof *r);
  r->tag = tag;
  r->loc = loc;
  r->is_union = is_union;
  Type *t = type_new(s, is_union ? TY_UNION : TY_STRUCT, 0, 1);
  t->rec = r;
  return t;
}

static void record_members(Sema *s, Type *t, TagSpec *ts) {
  Record *r = t->rec;
  VEC(Member) members = {0};
  for (MemberDecl *md = ts->members; md; md = md->next) {
    Declaration *d = md->decl;
    if (d->static_assert_cond) {
      sema_declaration(s, d, false);
      continue;
    }
    if (d->nitems == 0) {
      /* C11 6.7.2.1p13: an anonymous struct or union member. */
      unsigned sc = 0;
      Attr *attrs = NULL;
      Type *mt = sema_type_of(s, d->spec, NULL, &sc, &attrs);
      if (type_is_record(mt) && !mt->rec->tag) {
        Member m = {NULL, mt, 0, -1, 0, d->loc};
        VEC_PUSH(s->arena, members, m);
      } else {
        diag_warning(s->diags, d->loc, "declaration does not declare anything");
      }
      continue;
    }
    for (size_t i = 0; i < d->nitems; i++) {
      InitDeclarator *id = &d->items[i];
      unsigned sc = 0;
      Attr *attrs = NULL;
      Type *mt = sema_type_of(s, d->spec, id->decl, &sc, &attrs);
      AttrInfo ai = {0};
      sema_attrs_read(s, attrs, &ai);
      mt = sema_mode_attribute(s, &ai, sema_vector_attribute(s, &ai, mt));
      Member m = {id->decl->name, mt, 0, -1, 0, id->decl->loc};
      const char *shown = m.name ? m.name : "(anonymous)";
      if (id->bitfield) {
        int64_t w;
        Expr *we = sema_expr(s, id->bitfield);
        if (!type_is_integer(mt)) {
          diag_error(s->diags, id->decl->loc,
                     "bit-field '%s' has non-integral type '%s'", shown,
                     type_str(s, mt));
          continue;
        }
        if (!sema_const_int(s, we, &w, "bit-field width"))
          continue;
        /* clang reports at the field's name, if it has one */
        SrcLoc at = id->decl->name ? id->decl->loc : id->bitfield->loc;
        if (w < 0) {
          diag_error(s->diags, at,
                     "bit-field '%s' has negative width (%lld)", shown,
                     (long long)w);
          continue;
        }
        /* _Bool's width is one bit (C17 6.2.6.2p6) */
        uint64_t type_bits = mt->kind == TY_BOOL ? 1 : mt->size * 8;
        if ((uint64_t)w > type_bits) {
          diag_error(s->diags, at,
                     "width of bit-field '%s' (%lld bits) exceeds the width "
                     "of its type (%llu bit%s)", shown, (long long)w,
                     (unsigned long long)type_bits, type_bits == 1 ? "" : "s");
          continue;
        }
        if (w == 0 && m.name) {
          diag_error(s->diags, id->decl->loc,
                     "named bit-field '%s' has zero width", m.name);
          continue;
        }
        m.bit_width = (int)w;
      } else if (mt->kind == TY_ARRAY && mt->incomplete) {
        if (md->next || i + 1 < d->nitems) {
          diag_error(s->diags, id->decl->loc,
                     "flexible array member '%s' with type '%s' is not at "
                     "the end of struct",
                     shown, type_str(s, mt));
          Declaration *nd = i + 1 < d->nitems ? d : md->next->decl;
          size_t ni = i + 1 < d->nitems ? i + 1 : 0;
          diag_note(s->diags, nd->nitems ? nd->items[ni].decl->loc : nd->loc,
                    "next field declaration is here");
          continue;
        }
      } else if (mt->kind == TY_FUNC) {
        diag_error(s->diags, id->decl->loc, "field '%s' declared as a function", shown);
        continue;
      } else if (!type_is_complete(mt)) {
        diag_error(s->diags, id->decl->loc,
                   "field has incomplete type '%s'", type_str(s, mt));
        sema_note_incomplete(s, mt);
        continue;
      }
      for (size_t k = 0; k < members.len; k++)
        if (m.name && members.data[k].name == m.name) {
          diag_error(s->diags, id->decl->loc, "duplicate member '%s'", m.name);
          diag_note(s->diags, members.data[k].loc, "previous declaration is here");
        }
      uint32_t al = object_alignment(s, d->spec, mt, ai.aligned, id->decl->loc);
      if (al || (ai.packed && mt->align > 1 && !id->bitfield)) {
        /* the member's own alignment: raised by _Alignas or aligned,
         * or 1 when it is packed */
        Type *c = arena_alloc(s->arena, sizeof *c);
        *c = *type_qualified(s, mt, 0);
        c->align = al ? al : 1;
        m.type = c;
      }
      VEC_PUSH(s->arena, members, m);
    }
  }
  AttrInfo ai = {0};
  sema_attrs_read(s, ts->attrs, &ai);
  r->packed = ai.packed || ts->pack == 1;
  r->pack = ts->pack;
  r->members = members.data;
  r->nmembers = members.len;
  record_layout(s, r);
  if (ai.aligned > r->align) {
    r->align = ai.aligned;
    r->size = (r->size + r->align - 1) / r->align * r->align;
  }
  t->size = r->size;
  t->align = r->align;
}

static Type *sema_record_spec(Sema *s, TagSpec *ts, bool is_union) {
  Type *t = NULL;
  if (ts->tag) {
    t = scope_lookup_tag(s, ts->tag, ts->has_body || ts->declares_only);
    if (t && (!type_is_record(t) || (t->kind == TY_UNION) != is_union)) {
      diag_error(s->diags, ts->loc, "use of '%s' with tag type that does not "
                 "match previous declaration", ts->tag);
      t = NULL;
    }
    if (t && ts->has_body && t->rec->complete) {
      diag_error(s->diags, ts->loc, "redefinition of '%s'", ts->tag);
      diag_note(s->diags, t->rec->loc, "previous definition is here");
      t = NULL;
    }
  }
  if (!t) {
    t = record_type(s, ts->tag, ts->loc, is_union);
    if (ts->tag)
      scope_declare_tag(s, ts->tag, t);
  }
  if (ts->has_body) {
    t->rec->loc = ts->loc;
    record_members(s, t, ts);
  }
  return t;
}

/* ---- C17 6.7.2.2 enumeration specifiers -------------------------------------- */

/* An enumerated type: its underlying integer type carrying the tag, so
 * that it converts like the integer and mangles like the enum. */
static Type *enum_type(Sema *s, Type *underlying, const char *tag) {
  Type *t = arena_alloc(s->arena, sizeof *t);
  *t = *underlying;
  t->unqual = t;
  t->enum_tag = tag ? tag : "";
  return t;
}

/* C17 6.7.2.2: the constants are int (wider, as clang's extension, when
 * their values need it); the enumerated type is an integer type that
 * holds them all. */
static Type *sema_enum_spec(Sema *s, TagSpec *ts) {
  if (!ts->has_body) {
    if (ts->tag) {
      Type *t = scope_lookup_tag(s, ts->tag, false);
      if (t)
        return t;
    }
    Type *t = enum_type(s, s->T->int_, ts->tag);
    t->incomplete = true; /* a forward declaration (GNU) */
    if (ts->tag)
      scope_declare_tag(s, ts->tag, t);
    return t;
  }
  int64_t next = 0, lo = 0, hi = 0;
  bool first = true;
  for (Enumerator *en = ts->enumerators; en; en = en->next) {
    if (en->value) {
      int64_t v;
      Expr *e = sema_expr(s, en->value);
      if (sema_const_int(s, e, &v, "enumerator value"))
        next = v;
    }
    Object *prev = scope_lookup_local(s->scope, en->name);
    if (prev) {
      diag_error(s->diags, en->loc, "redefinition of enumerator '%s'",
                 en->name);
      diag_note(s->diags, prev->loc, "previous definition is here");
    }
    Object *o = object_new(s, OBJ_ENUM_CONST, en->name, en->loc, s->T->int_);
    o->value = next;
    if (first || next < lo)
      lo = next;
    if (first || next > hi)
      hi = next;
    first = false;
    scope_declare(s, s->scope, en->name, o);
    next = (int64_t)((uint64_t)next + 1); /* the last one may be INT64_MAX */
  }
  /* As clang and GCC: unsigned int when no value is negative, int
   * otherwise, wider types when the values need them. */
  Type *t = s->T->int_;
  if (lo >= 0)
    t = hi > 0xffffffffLL ? s->T->ulong : s->T->uint;
  else if (lo < -0x80000000LL || hi > 0x7fffffffLL)
    t = s->T->long_;
  AttrInfo ai = {0};
  sema_attrs_read(s, ts->attrs, &ai);
  if (ai.packed) {
    /* GNU: as small as the values allow */
    if (lo >= 0)
      t = hi <= 0xff ? s->T->uchar : hi <= 0xffff ? s->T->ushort : t;
    else
      t = lo >= -0x80 && hi <= 0x7f ? s->T->schar
        : lo >= -0x8000 && hi <= 0x7fff ? s->T->short_ : t;
  }
  Type *underlying = t;
  bool ints = lo >= -0x80000000LL && hi <= 0x7fffffffLL;
  t = enum_type(s, t, ts->tag);
  for (Enumerator *en = ts->enumerators; en; en = en->next) {
    Object *o = scope_lookup_local(s->scope, en->name);
    if (o && o->kind == OBJ_ENUM_CONST && !ints)
      o->type = underlying;
  }
  if (ts->tag) {
    Type *prev = scope_lookup_tag(s, ts->tag, true);
    if (prev && prev->enum_tag && prev->incomplete) {
      /* completes the forward declaration (GNU): the functions and
       * pointers declared with it name this type */
      *prev = *t;
      prev->unqual = prev;
      return prev;
    }
    if (prev && prev->enum_tag) {
      diag_error(s->diags, ts->loc, "redefinition of '%s'", ts->tag);
    } else if (prev) {
      diag_error(s->diags, ts->loc, "use of '%s' with tag type that does "
                 "not match previous declaration", ts->tag);
    }
    scope_declare_tag(s, ts->tag, t);
  }
  return t;
}

/* ---- C17 6.7.6 declarators --------------------------------------------------- */

static Type *sema_params(Sema *s, DeclOp *op, Type *ret) {
  Type *ft = type_new(s, TY_FUNC, 1, 1);
  ft->base = ret;
  ft->variadic = op->variadic;
  ft->has_proto = op->has_proto;
  size_t n = op->nparams;
  if (n && !op->params[0].spec) { /* names alone, outside a definition */
    diag_error(s->diags, op->params[0].loc,
               "a parameter list without types is only allowed in a function definition");
    op->nparams = 0;
    ft->nparams = 0;
    return ft;
  }
  /* (void) means no parameters. */
  if (n == 1 && !op->params[0].decl->name && op->params[0].decl->nops == 0) {
    unsigned sc = 0;
    Attr *a = NULL;
    Type *pt = sema_type_of(s, op->params[0].spec, op->params[0].decl, &sc, &a);
    if (pt->kind == TY_VOID && !pt->quals) {
      ft->nparams = 0;
      return ft;
    }
  }
  ft->params = arena_alloc(s->arena, (n ? n : 1) * sizeof(Type *));
  ft->nparams = n;
  /* C17 6.2.1p4: a parameter's scope begins after its declarator, so a
   * later parameter's array size may name it (int n, int a[static n]). */
  scope_push(s);
  s->scope->is_prototype = true;
  const DeclOp *outer_param_array = s->param_array;
  for (size_t i = 0; i < n; i++) {
    unsigned sc = 0;
    Attr *a = NULL;
    Declarator *pd = op->params[i].decl;
    DeclOp *last = pd->nops ? &pd->ops[pd->nops - 1] : NULL;
    s->param_array = last && last->kind == DOP_ARRAY ? last : NULL;
    Type *pt = sema_type_of(s, op->params[i].spec, pd, &sc, &a);
    s->param_array = outer_param_array;
    /* C17 6.7.6.3p7-8: array and function parameters adjust to pointers. */
    if (pt->kind == TY_ARRAY) {
      unsigned q = last && last->kind == DOP_ARRAY ? last->quals : 0;
      pt = type_qualified(s, type_pointer_to(s, pt->base), q);
    } else if (pt->kind == TY_FUNC) {
      pt = type_pointer_to(s, pt);
    } else if (pt->kind == TY_VOID) {
      diag_error(s->diags, op->params[i].loc,
                 "'void' must be the first and only parameter if specified");
      pt = s->T->int_;
    }
    ft->params[i] = pt;
    if (pd->name && !scope_lookup_local(s->scope, pd->name)) {
      Object *p = object_new(s, OBJ_VAR, pd->name, pd->loc, pt);
      p->is_param = true;
      p->space = VS_LOCAL;
      scope_declare(s, s->scope, pd->name, p);
    }
  }
  scope_pop(s);
  return ft;
}

/* clang's limit: an object's size in bits must fit in 64 bits, so its size
 * in bytes must stay below 2^61. */
static bool array_too_large(uint64_t elem_size, uint64_t n) {
  const uint64_t limit = (uint64_t)1 << 61;
  return elem_size && n >= (limit + elem_size - 1) / elem_size;
}

/* n in decimal with clang's digit separators: 1'152'921'504'606'846'976. */
static void group_digits(char out[32], uint64_t n) {
  char digits[24];
  int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
  char *o = out;
  for (int i = 0; i < len; i++) {
    if (i && (len - i) % 3 == 0)
      *o++ = '\'';
    *o++ = digits[i];
  }
  *o = 0;
}

static Type *apply_declarator(Sema *s, Type *t, Declarator *d) {
  if (!d)
    return t;
  for (size_t i = 0; i < d->nops; i++) {
    DeclOp *op = &d->ops[i];
    switch (op->kind) {
    case DOP_POINTER:
      t = type_qualified(s, type_pointer_to(s, t), op->quals);
      break;
    case DOP_ARRAY: {
      if (t->kind == TY_FUNC) {
        diag_error(s->diags, op->loc, "'%s' declared as array of functions of "
                   "type '%s'", d->name ? d->name : "type name", type_str(s, t));
        t = s->T->int_;
      }
      if (!type_is_complete(t)) {
        diag_error(s->diags, op->loc, "array has incomplete element type '%s'",
                   type_str(s, t));
        t = s->T->int_;
      }
      if (!op->size) {
        t = type_array_of(s, t, 0, true);
        break;
      }
      Expr *e = sema_expr(s, op->size);
      int64_t n;
      if (!e->poisoned && !type_is_integer(e->type)) {
        diag_error(s->diags, sema_expr_begin(op->size),
                   "size of array has non-integer type '%s'",
                   type_str(s, e->type));
        n = 1;
      } else if (e->poisoned) {
        n = 1;
      } else if (op == s->param_array &&
                 (s->folded_extension = false, !sema_eval_int(s, e, &n))) {
        t = type_array_of(s, t, 0, true); /* adjusted away: any size will do */
        break;
      } else if ((s->folded_extension = false, !sema_eval_int(s, e, &n))) {
        diag_error(s->diags, sema_expr_begin(op->size),
                   "variable length arrays are not supported in HIP device "
                   "code");
        n = 1;
      } else if (n < 0 && type_is_signed(e->type)) {
        diag_error(s->diags, sema_expr_begin(op->size),
                   "'%s' declared as an array with a negative size",
                   d->name ? d->name : "type name");
        n = 1;
      } else if (array_too_large(t->size, (uint64_t)n)) {
        char count[32];
        group_digits(count, (uint64_t)n);
        diag_error(s->diags, sema_expr_begin(op->size),
                   "array is too large (%s elements)", count);
        n = 1;
      } else if (s->folded_extension && !s->func && d->name) {
        /* clang's words where C would want a VLA, which file scope cannot
         * have (in a function clang's C takes it for a VLA, silently) */
        diag_warn(s->diags, W_GNU_FOLDING_CONSTANT, d->loc,
                  "variable length array folded to constant array as an extension");
      }
      if (n == 0 && s->func && (s->func->hip & (HIP_GLOBAL | HIP_DEVICE)))
        diag_error(s->diags, d->loc,
                   "zero-length arrays are not permitted in HIP device code");
      t = type_array_of(s, t, (uint64_t)n, false);
      break;
    }
    case DOP_FUNCTION:
      if (t->kind == TY_ARRAY || t->kind == TY_FUNC) {
        diag_error(s->diags, op->loc, "function cannot return %s type '%s'",
                   t->kind == TY_ARRAY ? "array" : "function", type_str(s, t));
        t = s->T->int_;
      }
      t = sema_params(s, op, t);
      break;
    }
  }
  return t;
}

/* The type the specifiers of one declaration name, folded once: every
 * declarator of `struct S {...} a, *b;` shares it, and the body defines S
 * only once. */
static Type *sema_specifiers(Sema *s, DeclSpec *spec) {
  if (!spec->sema_type) {
    spec->sema_type = fold_specifiers(s, spec);
    /* C17 6.7.3p2: restrict qualifies pointers only */
    if ((spec->quals & Q_RESTRICT) && spec->sema_type->kind != TY_POINTER) {
      diag_error(s->diags, spec->restrict_loc.line ? spec->restrict_loc : spec->loc,
                 "restrict requires a pointer or reference ('%s' is invalid)",
                 type_str(s, spec->sema_type));
      spec->quals &= ~Q_RESTRICT;
    }
  }
  return spec->sema_type;
}

Type *sema_type_of(Sema *s, DeclSpec *spec, Declarator *d, unsigned *storage,
                   Attr **attrs) {
  Type *t = sema_specifiers(s, spec);
  t = type_qualified(s, t, spec->quals & (Q_CONST | Q_VOLATILE | Q_RESTRICT | Q_ATOMIC));
  if (storage)
    *storage = spec->storage;
  t = apply_declarator(s, t, d);
  if (attrs) {
    Attr *list = NULL;
    /* Copy-free concatenation would alias lists shared between the
     * declarators of one declaration; collect into a fresh chain. */
    Attr *srcs[2] = {spec->attrs, d ? d->attrs : NULL};
    Attr **tail = &list;
    for (int k = 0; k < 2; k++)
      for (Attr *a = srcs[k]; a; a = a->next) {
        Attr *c = arena_alloc(s->arena, sizeof *c);
        *c = *a;
        c->next = NULL;
        *tail = c;
        tail = &c->next;
      }
    *attrs = list;
  }
  return t;
}

/* ---- declarations ----------------------------------------------------------- */

static const char *hip_kind_name(unsigned hip) {
  if (hip & HIP_GLOBAL)
    return "__global__";
  if (hip & HIP_DEVICE)
    return "__device__";
  return "__host__";
}

/* clang's note names what the earlier one was: a definition (a typedef,
 * an enumerator, a function with its body, an object that is not extern
 * or has an initializer) or only a declaration. */
static void note_previous(Sema *s, Object *prev) {
  bool definition = prev->kind == OBJ_FUNC  ? prev->body != NULL
                    : prev->kind == OBJ_VAR ? !prev->is_extern || prev->init
                                            : true;
  diag_note(s->diags, prev->loc, definition ? "previous definition is here"
                                            : "previous declaration is here");
}

/* C17 6.2.2p4, 6.2.7p2: a file-scope declaration with external linkage
 * denotes the same entity as an earlier block-scope extern declaration of
 * the name, which no file scope could see. */
static Object *block_extern(Sema *s, const char *name) {
  for (size_t i = 0; i < s->block_externs.len; i++)
    if (s->block_externs.data[i]->name == name)
      return s->block_externs.data[i];
  return NULL;
}

/* Types a system header declares that are classes in HIP's C++, and
 * mangle as such (codegen/mangle.c): the vector types of
 * hip_vector_types.h (uchar1 ... double4), HIP_vector_type<T, n>, by
 * their element type and count; hip_fp16.h's __half and __half2, by
 * name.  A typedef of one (half, a program's own) inherits the mark. */
static void mark_hip_class(Sema *s, Type *named, const char *name, SrcLoc at) {
  static const char *const elems[] = {"uchar", "char", "ushort", "short", "uint", "int",
                                      "ulong", "long", "ulonglong", "longlong", "float",
                                      "double"};
  static const char *const classes[] = {"__half", "__half2"};
  SourceFile *in = srcmgr_file(&s->ctx->sources, at.file);
  size_t n = strlen(name);
  if (!in || !in->is_system)
    return;
  for (size_t i = 0; i < ARRAY_LEN(classes); i++)
    if (!strcmp(name, classes[i]) && (named->kind == TY_HALF || named->kind == TY_VECTOR)) {
      named->hip_class = classes[i];
      return;
    }
  if (n < 2 || name[n - 1] < '1' || name[n - 1] > '4')
    return;
  bool known = false;
  for (size_t i = 0; i < ARRAY_LEN(elems) && !known; i++)
    known = strlen(elems[i]) == n - 1 && !strncmp(elems[i], name, n - 1);
  Type *elem = named->kind == TY_VECTOR ? named->base
               : type_is_record(named) && named->rec && named->rec->nmembers
                   ? named->rec->members[0].type : NULL;
  if (!known || !elem || !type_is_arith(elem))
    return;
  named->hip_vector_elem = type_unqualified(elem);
  named->hip_vector_len = (unsigned)(name[n - 1] - '0');
}

/* Is `prev` a library function only the system headers have declared,
 * which a program's declaration at `at` of another kind or type may take
 * the name from?  HIP's C++ headers declare rint, norm or j0 in the
 * global namespace, where an overload or a class of the program's
 * coexists with them; in C the program's declaration replaces the
 * header's from there on (docs/math.md). */
static bool header_library_name(Sema *s, const Object *prev, SrcLoc at) {
  if (!prev || prev->kind != OBJ_FUNC || !prev->lib || !prev->loc.line)
    return false;
  SourceFile *was = srcmgr_file(&s->ctx->sources, prev->loc.file);
  SourceFile *now = srcmgr_file(&s->ctx->sources, at.file);
  return was && was->is_system && now && !now->is_system;
}

/* Would C++ take two function types for overloads of one name (C17
 * 6.7.6.3p15 finds them incompatible; clang's C says "conflicting types")?
 * Both prototyped, with different parameter lists. */
static bool overloads(const Type *a, const Type *b) {
  if (a->kind != TY_FUNC || b->kind != TY_FUNC || !a->has_proto || !b->has_proto)
    return false;
  if (a->nparams != b->nparams || a->variadic != b->variadic)
    return true;
  for (size_t i = 0; i < a->nparams; i++)
    if (!type_compatible(type_unqualified(a->params[i]), type_unqualified(b->params[i])))
      return true;
  return false;
}

/* A function declaration or definition at file scope (or block scope,
 * which C allows for declarations only). */
static Object *declare_function(Sema *s, Declaration *d, InitDeclarator *id,
                                Type *t, unsigned storage, AttrInfo *ai,
                                bool file_scope) {
  const char *name = id->decl->name;
  Object *prev = file_scope ? scope_lookup_local(s->file_scope, name)
                            : scope_lookup(s, name);
  if (!prev && !(storage & SC_STATIC) && !s->in_library)
    prev = block_extern(s, name);
  /* C's library functions (library.c): the library's own object */
  Object *lib_alias = NULL;
  if (!prev && !(storage & SC_STATIC))
    prev = sema_library_declaration(s, name, t, ai->hip, id->decl->loc, &lib_alias);
  if (prev && prev->kind != OBJ_FUNC) {
    diag_error(s->diags, id->decl->loc,
               "redefinition of '%s' as different kind of symbol", name);
    note_previous(s, prev);
    prev = NULL;
  }
  if (prev && !type_compatible(prev->type, t) && header_library_name(s, prev, id->decl->loc))
    prev = NULL;
  if (prev && !type_compatible(prev->type, t)) {
    diag_error(s->diags, id->decl->loc, "conflicting types for '%s'", name);
    note_previous(s, prev);
    if (overloads(prev->type, t))
      diag_note(s->diags, id->decl->loc, "C++ function overloading is not "
                "supported in HIP-C: give the functions different names");
    prev = NULL;
  }
  if (prev && file_scope && (storage & SC_STATIC) && !prev->is_internal) {
    diag_error(s->diags, id->decl->loc,
               "static declaration of '%s' follows non-static declaration", name);
    note_previous(s, prev);
  }
  if (storage & ~(SC_EXTERN | SC_STATIC)) {
    diag_error(s->diags, d->spec->storage_loc,
               "illegal storage class on function");
  }
  unsigned hip = ai->hip & (HIP_GLOBAL | HIP_DEVICE | HIP_HOST);
  if (sema_hip_attr_conflict(s, ai, HIP_GLOBAL, HIP_DEVICE) |
      sema_hip_attr_conflict(s, ai, HIP_GLOBAL, HIP_HOST))
    hip = HIP_GLOBAL;
  if (ai->hip & (HIP_SHARED | HIP_CONSTANT | HIP_MANAGED))
    diag_warning(s->diags, id->decl->loc,
                 "'%s' attribute only applies to variables",
                 ai->hip & HIP_SHARED ? "shared" : "constant");
  if (hip == 0) /* -fdevice-default: plain C runs as device code too */
    hip = s->opts.device_default ? HIP_HOST | HIP_DEVICE : HIP_HOST;
  if (prev) {
    unsigned ph = prev->hip;
    if ((ph & HIP_GLOBAL) != (hip & HIP_GLOBAL) ||
        ((ph & HIP_DEVICE) && !(hip & HIP_DEVICE) && !(hip == HIP_HOST && !ai->hip)) ) {
      if (ai->hip) {
        diag_error(s->diags, id->decl->loc,
                   "%s function '%s' cannot overload %s function '%s'",
                   hip_kind_name(hip), name, hip_kind_name(ph), name);
        note_previous(s, prev);
      }
    }
    if (!ai->hip)
      hip = ph;
  }
  Object *o = prev;
  if (!o) {
    o = object_new(s, OBJ_FUNC, name, id->decl->loc, t);
    o->is_global = true;
    o->is_internal = (storage & SC_STATIC) != 0;
    VEC_PUSH(s->arena, s->prog->objects, o);
    if (!file_scope)
      VEC_PUSH(s->arena, s->block_externs, o);
  } else {
    if (storage & SC_STATIC)
      o->is_internal = true;
    if (t->has_proto)
      o->type = t;
  }
  if (lib_alias) {
    o->lib_alias = lib_alias;
    o->extern_c = true;
    if (!ai->hip)
      hip = lib_alias->hip;
  }
  o->hip = hip;
  o->extern_c |= d->spec->extern_c;
  o->is_inline |= (d->spec->funcspec & FS_INLINE) != 0;
  o->noreturn |= (d->spec->funcspec & FS_NORETURN) || ai->noreturn;
  o->always_inline |= ai->always_inline;
  o->noinline |= ai->noinline;
  o->optnone |= ai->optnone;
  o->keep |= ai->used;
  if (ai->unavailable)
    o->unavailable = ai->unavailable;
  if (ai->lb_max) {
    o->launch_bounds_max = ai->lb_max;
    o->launch_bounds_min = ai->lb_min;
  }
  if ((ai->lb_max && !ai->has_flat_wg) && !(hip & HIP_GLOBAL))
    diag_warning(s->diags, id->decl->loc,
                 "'launch_bounds' attribute only applies to kernel functions");
  if ((hip & HIP_GLOBAL) && t->base->kind != TY_VOID)
    diag_error(s->diags, d->spec->specs.len ? d->spec->specs.data[0].loc : id->decl->loc,
               "kernel function type '%s' must have void return type",
               type_str(s, t));
  scope_declare(s, file_scope ? s->file_scope : s->scope, name, o);
  if (!file_scope)
    scope_declare(s, s->scope, name, o);
  return o;
}

static void declare_variable(Sema *s, Declaration *d, InitDeclarator *id,
                             Type *t, unsigned storage, AttrInfo *ai,
                             bool file_scope) {
  const char *name = id->decl->name;
  SrcLoc loc = id->decl->loc;
  if (storage & SC_THREAD_LOCAL) {
    diag_error(s->diags, d->spec->storage_loc,
               "thread-local storage is not supported for the current "
               "target");
    storage &= ~SC_THREAD_LOCAL;
  }
  unsigned hip = ai->hip & (HIP_DEVICE | HIP_SHARED | HIP_CONSTANT | HIP_MANAGED);
  if (!hip && (file_scope || (storage & SC_EXTERN)) && s->opts.device_default)
    hip = HIP_DEVICE; /* -fdevice-default: global data lives on the device */
  if (ai->hip & HIP_GLOBAL)
    diag_warning(s->diags, loc, "'global' attribute only applies to functions");
  if (sema_hip_attr_conflict(s, ai, HIP_CONSTANT, HIP_SHARED))
    hip &= ~HIP_CONSTANT;
  bool is_static_storage = file_scope || (storage & (SC_STATIC | SC_EXTERN)) ||
                           (hip & (HIP_SHARED | HIP_CONSTANT | HIP_DEVICE));
  if (!file_scope && (hip & (HIP_CONSTANT | HIP_DEVICE | HIP_MANAGED)) &&
      !(hip & HIP_SHARED) && !(storage & (SC_STATIC | SC_EXTERN))) {
    unsigned bit = hip & HIP_CONSTANT ? HIP_CONSTANT : hip & HIP_DEVICE ? HIP_DEVICE : HIP_MANAGED;
    diag_error(s->diags, ai->hip_loc[__builtin_ctz(bit)],
               "__constant__, __device__, and __managed__ are not allowed on "
               "non-static local variables");
    return;
  }
  Object *prev = file_scope ? scope_lookup_local(s->file_scope, name)
                            : scope_lookup_local(s->scope, name);
  if (!file_scope && (storage & SC_EXTERN)) {
    Object *outer = scope_lookup_local(s->file_scope, name);
    if (outer && !prev)
      prev = outer;
  }
  if (!prev && (file_scope ? !(storage & SC_STATIC) : (storage & SC_EXTERN) != 0))
    prev = block_extern(s, name);
  if (header_library_name(s, prev, loc))
    prev = NULL;
  if (prev && prev->kind != OBJ_VAR) {
    diag_error(s->diags, loc,
               "redefinition of '%s' as different kind of symbol", name);
    note_previous(s, prev);
    return;
  }
  /* C17 6.2.2p7: one name, both linkages */
  if (prev && file_scope && (storage & SC_STATIC) && !prev->is_internal) {
    diag_error(s->diags, loc,
               "static declaration of '%s' follows non-static declaration", name);
    note_previous(s, prev);
    return;
  }
  if (prev && file_scope && !(storage & (SC_STATIC | SC_EXTERN)) && prev->is_internal) {
    diag_error(s->diags, loc,
               "non-static declaration of '%s' follows static declaration", name);
    note_previous(s, prev);
    return;
  }
  if (prev && !file_scope && !(storage & SC_EXTERN)) {
    diag_error(s->diags, loc, "redefinition of '%s'", name);
    diag_note(s->diags, prev->loc, "previous definition is here");
    return;
  }
  if (prev && !type_compatible(type_unqualified(prev->type), type_unqualified(t)) &&
      !(prev->type->kind == TY_ARRAY && t->kind == TY_ARRAY &&
        type_compatible(prev->type->base, t->base))) {
    diag_error(s->diags, loc, "%s of '%s' with a different type: '%s' vs '%s'",
               (storage & SC_EXTERN) && !id->init ? "redeclaration" : "redefinition",
               name, type_str(s, t), type_str(s, prev->type));
    note_previous(s, prev);
    return;
  }
  if (t->kind == TY_VOID) {
    diag_error(s->diags, loc, "variable has incomplete type 'void'");
    return;
  }
  Object *o = prev;
  if (!o) {
    o = object_new(s, OBJ_VAR, name, loc, t);
    o->is_global = is_static_storage;
    if (is_static_storage) {
      VEC_PUSH(s->arena, s->prog->objects, o);
      if (!file_scope && !(storage & SC_EXTERN) && s->func)
        o->func = s->func;
    }
    if (!file_scope && (storage & SC_EXTERN))
      VEC_PUSH(s->arena, s->block_externs, o);
  } else if (prev->type->kind == TY_ARRAY && prev->type->incomplete &&
             t->kind == TY_ARRAY && !t->incomplete) {
    o->type = t;
  }
  o->is_internal |= (storage & SC_STATIC) != 0 && (file_scope || !(storage & SC_EXTERN));
  if (!file_scope && !(storage & SC_EXTERN) && is_static_storage)
    o->is_internal = true;
  o->extern_c |= d->spec->extern_c;
  o->unused_ok |= ai->unused;
  o->keep |= ai->used;
  if (ai->unavailable)
    o->unavailable = ai->unavailable;
  o->is_register = (storage & SC_REGISTER) != 0;
  uint32_t al = object_alignment(s, d->spec, t, ai->aligned, loc);
  if (al > o->align)
    o->align = al;
  if (hip)
    o->hip |= hip;
  if (o->hip & HIP_SHARED) {
    o->space = VS_SHARED;
    if (t->kind == TY_ARRAY && t->incomplete && (storage & SC_EXTERN))
      o->is_dynamic_shared = true;
  } else if (o->hip & HIP_CONSTANT) {
    o->space = VS_CONSTANT;
  } else if (is_static_storage) {
    o->space = VS_GLOBAL;
  } else {
    o->space = VS_LOCAL;
  }
  /* clang makes an unannotated const file-scope variable with a constant
   * initializer usable from device code; we follow. */
  if (!o->hip && file_scope && (t->quals & Q_CONST) && id->init)
    o->hip = HIP_CONSTANT | HIP_HOST, o->space = VS_CONSTANT;
  if ((storage & SC_EXTERN) && !id->init) {
    o->is_extern = !o->defined;
  } else {
    if (id->init && o->defined && o->init) {
      diag_error(s->diags, loc, "redefinition of '%s'", name);
      diag_note(s->diags, prev->loc, "previous definition is here");
      return;
    }
    o->is_extern = false;
    o->defined = true;
    if (!id->init && file_scope)
      o->tentative = true;
  }
  if (!file_scope && !is_static_storage) {
    o->func = s->func;
    VEC_PUSH(s->arena, s->locals, o);
  }
  id->obj = o;
  scope_declare(s, s->scope, name, o);
  if (id->init) {
    if (o->space == VS_SHARED) {
      diag_error(s->diags, loc,
                 "initialization is not supported for __shared__ variables");
      return;
    }
    if (storage & SC_EXTERN && !file_scope) {
      diag_error(s->diags, loc,
                 "declaration of block scope identifier with linkage cannot "
                 "have an initializer");
      return;
    }
    o->init = sema_initializer(s, o->type, id->init, o->is_global, loc);
    if (o->init && o->type->kind == TY_ARRAY && o->type->incomplete)
      o->type = o->init->type;
  } else if (id->init_error) {
    /* int a[] = {x y}; - reported; an element so later uses are quiet */
    if (o->type->kind == TY_ARRAY && o->type->incomplete)
      o->type = type_array_of(s, o->type->base, 1, false);
  } else if (!o->is_extern && !type_is_complete(o->type) &&
             !(o->type->kind == TY_ARRAY && o->tentative)) {
    if (o->type->kind == TY_ARRAY && o->type->incomplete) {
      diag_error(s->diags, loc, "definition of variable with array type needs "
                 "an explicit size or an initializer");
    } else if (!o->is_dynamic_shared) {
      diag_error(s->diags, loc, "variable has incomplete type '%s'",
                 type_str(s, o->type));
      sema_note_incomplete(s, o->type);
    }
  }
  o->cleanup_call = sema_cleanup_call(s, ai, o, !file_scope && !is_static_storage);
  if (o->cleanup_call) {
    CleanupScope *c = arena_alloc(s->arena, sizeof *c);
    c->var = o;
    c->outer = s->cleanup_scope;
    s->cleanup_scope = c;
  }
}

/* C17 6.7.10, with clang's words: at the condition, which is quoted
 * unless it is a literal, and for a failed comparison the values its two
 * sides had. */
static bool is_literal(const Expr *e) {
  return e->kind == EX_INT || e->kind == EX_CHAR || e->kind == EX_FLOAT;
}

/* The operands of a chain of && (one for any other condition), in order. */
static size_t and_operands(Expr *e, Expr **out, size_t n, size_t max) {
  if (e->kind == EX_LOGAND && e->lhs && e->rhs) {
    n = and_operands(e->lhs, out, n, max);
    return and_operands(e->rhs, out, n, max);
  }
  if (n < max)
    out[n] = e;
  return n + 1;
}

/* An operand as written, before sema rewrites it. */
typedef struct Requirement {
  const char *text; /* NULL for a literal, or what cannot be quoted */
  SrcLoc at;
  bool literal_sides; /* a comparison of two literals: no values note */
} Requirement;

static void static_assertion(Sema *s, Declaration *d) {
  enum { MAX = 16 };
  Expr *ops[MAX];
  Requirement req[MAX];
  size_t n = and_operands(d->static_assert_cond, ops, 0, MAX);
  if (n > MAX)
    n = 1, ops[0] = d->static_assert_cond; /* too long a chain: quote it all */
  for (size_t i = 0; i < n; i++) {
    Expr *c = ops[i];
    req[i].text = is_literal(c) ? NULL : sema_expr_text(s, c);
    req[i].at = sema_expr_begin(c);
    req[i].literal_sides = c->kind == EX_BINARY && c->lhs && c->rhs &&
                           is_literal(c->lhs) && is_literal(c->rhs);
  }
  int64_t v;
  Expr *e = sema_expr(s, d->static_assert_cond);
  if (e->poisoned)
    return;
  if (!type_is_integer(e->type) || !sema_eval_int(s, e, &v)) {
    diag_error(s->diags, req[0].at, "static assertion expression is not an "
               "integral constant expression");
    return;
  }
  if (v)
    return;
  /* of a && chain, clang quotes the first operand that failed */
  size_t k = 0;
  if (n > 1) {
    Expr *checked[MAX];
    if (and_operands(e, checked, 0, MAX) != n)
      return;
    for (k = 0; k + 1 < n; k++) {
      int64_t x;
      if (sema_eval_int(s, checked[k], &x) && !x)
        break;
    }
    e = checked[k];
    while (e->kind == EX_CAST && e->implicit)
      e = e->lhs;
  }
  Strbuf msg = {0};
  sb_puts(&msg, "static assertion failed");
  if (req[k].text)
    sb_printf(&msg, " due to requirement '%s'", req[k].text);
  if (d->static_assert_msg) {
    Expr *m = sema_expr_keep(s, d->static_assert_msg);
    sb_printf(&msg, ": %.*s", (int)(m->str_len ? m->str_len - 1 : 0),
              m->str ? m->str : "");
  }
  diag_error(s->diags, req[k].at, "%s", msg.data);
  sb_free(&msg);
  int64_t l, r;
  if (req[k].text && !req[k].literal_sides && e->kind == EX_BINARY &&
      (e->op == TOK_EQEQ || e->op == TOK_NE || e->op == TOK_LT ||
       e->op == TOK_GT || e->op == TOK_LE || e->op == TOK_GE) &&
      sema_eval_int(s, e->lhs, &l) && sema_eval_int(s, e->rhs, &r)) {
    bool u = !type_is_signed(e->lhs->type);
    diag_note(s->diags, e->loc, u ? "expression evaluates to '%llu %s %llu'"
                                  : "expression evaluates to '%lld %s %lld'",
              (long long)l, tok_kind_spelling((TokKind)e->op), (long long)r);
  }
}

static bool spec_has(const DeclSpec *spec, TypeSpecKind k) {
  for (size_t i = 0; i < spec->specs.len; i++)
    if (spec->specs.data[i].kind == k)
      return true;
  return false;
}

/* GNU __auto_type (and C++'s auto, reported by parser/cxx.c, which hands
 * it on as this): the type of the initializer after lvalue conversion
 * and decay, with the declaration's qualifiers. */
static Type *auto_type(Sema *s, DeclSpec *spec, InitDeclarator *id) {
  for (size_t i = 0; i < id->decl->nops; i++)
    if (id->decl->ops[i].kind != DOP_POINTER) {
      diag_error(s->diags, id->decl->loc,
                 "'__auto_type' requires a plain identifier or pointers as declarator");
      return s->T->int_;
    }
  if (!id->init || !id->init->expr) {
    if (!id->init_error)
      diag_error(s->diags, id->decl->loc, "declaration of variable '%s' with "
                 "deduced type '__auto_type' requires %s", id->decl->name,
                 id->init ? "a plain expression as initializer" : "an initializer");
    return s->T->int_;
  }
  Expr *e = sema_expr(s, id->init->expr);
  id->init->expr = e;
  if (e->poisoned)
    return s->T->int_;
  /* `__auto_type *p = &x`: the pointers are matched, as clang does */
  Type *t = type_unqualified(e->type);
  for (size_t i = 0; i < id->decl->nops; i++) {
    if (t->kind != TY_POINTER) {
      diag_error(s->diags, id->decl->loc, "variable '%s' with type '__auto_type %.*s' "
                 "has incompatible initializer of type '%s'", id->decl->name,
                 (int)id->decl->nops, "****************", type_str(s, e->type));
      return s->T->int_;
    }
    t = t->base;
  }
  if (id->decl->nops) /* the declarator's pointers again, with its qualifiers */
    return sema_type_of(s, &(DeclSpec){.sema_type = t, .quals = spec->quals}, id->decl, NULL, NULL);
  return type_qualified(s, t, spec->quals & (Q_CONST | Q_VOLATILE));
}

/* GNU `int f(void) __asm__("name")`: the object's symbol is the string,
 * unmangled; only where it has linkage. */
static void asm_label(Sema *s, InitDeclarator *id) {
  Expr *l = id->decl->asm_label;
  Object *o = id->obj;
  if (!l || !o)
    return;
  l = sema_string_literal(s, l);
  if (l->poisoned || !l->str || !l->str[0])
    return;
  if (o->kind == OBJ_VAR && !o->is_global) {
    diag_error(s->diags, l->loc, "an asm label is only for a variable of static storage "
               "or a function");
    return;
  }
  o->asm_name = l->str;
}

void sema_declaration(Sema *s, Declaration *d, bool file_scope) {
  if (d->recovered && !d->nitems)
    return; /* nothing the parser could keep */
  if (d->static_assert_cond) {
    static_assertion(s, d);
    return;
  }
  if (d->linkage_block) {
    for (size_t i = 0; i < d->nlinkage; i++) {
      if (d->linkage_block[i]->body)
        sema_function(s, d->linkage_block[i]);
      else
        sema_declaration(s, d->linkage_block[i], file_scope);
    }
    return;
  }
  if (!d->spec)
    return;
  if (d->nitems == 0) {
    /* struct S {...}; enum {...}; or a useless `int;` */
    unsigned sc = 0;
    Attr *attrs = NULL;
    /* __attribute__((fallthrough)); an attribute on a null statement */
    if (!d->spec->specs.len && !d->spec->storage && !d->spec->quals &&
        !d->spec->funcspec && d->spec->attrs && !file_scope)
      return;
    if (d->spec->specs.len == 1 && !d->spec->quals && !d->spec->storage &&
        (d->spec->specs.data[0].kind == TS_STRUCT || d->spec->specs.data[0].kind == TS_UNION) &&
        !d->spec->specs.data[0].tag->has_body)
      d->spec->specs.data[0].tag->declares_only = true;
    Type *t = sema_type_of(s, d->spec, NULL, &sc, &attrs);
    bool declares_tag = false;
    for (size_t i = 0; i < d->spec->specs.len; i++) {
      TypeSpec *ts = &d->spec->specs.data[i];
      if ((ts->kind == TS_STRUCT || ts->kind == TS_UNION || ts->kind == TS_ENUM) &&
          (ts->tag->tag || ts->tag->has_body))
        declares_tag = true;
    }
    if (!declares_tag)
      diag_warning(s->diags, d->loc, "declaration does not declare anything");
    (void)t;
    return;
  }
  for (size_t i = 0; i < d->nitems; i++) {
    InitDeclarator *id = &d->items[i];
    unsigned storage = 0;
    Attr *attrs = NULL;
    Type *t = sema_type_of(s, d->spec, id->decl, &storage, &attrs);
    if (spec_has(d->spec, TS_AUTO_TYPE))
      t = auto_type(s, d->spec, id);
    AttrInfo ai = {0};
    sema_attrs_read(s, attrs, &ai);
    t = sema_mode_attribute(s, &ai, sema_vector_attribute(s, &ai, t));
    if (!id->decl->name)
      continue;
    if (storage & SC_TYPEDEF) {
      Object *prev = scope_lookup_local(s->scope, id->decl->name);
      if (header_library_name(s, prev, id->decl->loc))
        prev = NULL;
      if (prev && prev->kind != OBJ_TYPEDEF) {
        diag_error(s->diags, id->decl->loc,
                   "redefinition of '%s' as different kind of symbol", id->decl->name);
        note_previous(s, prev);
        continue;
      }
      if (prev && !type_compatible(prev->type, t)) {
        Type was = *prev->type; /* what the name stood for, not the name */
        was.typedef_name = NULL;
        diag_error(s->diags, id->decl->loc,
                   "typedef redefinition with different types ('%s' vs '%s')",
                   type_str(s, t), type_str(s, &was));
        note_previous(s, prev);
        continue;
      }
      if (id->init)
        diag_error(s->diags, id->decl->loc,
                   "illegal initializer (only variables can be initialized)");
      Type *named = arena_alloc(s->arena, sizeof *named);
      *named = *t;
      named->typedef_name = id->decl->name;
      mark_hip_class(s, named, id->decl->name, id->decl->loc);
      if (ai.aligned > named->align)
        named->align = ai.aligned;
      if (named->quals == 0)
        named->unqual = named;
      Object *o = object_new(s, OBJ_TYPEDEF, id->decl->name, id->decl->loc, named);
      o->unavailable = ai.unavailable;
      scope_declare(s, s->scope, id->decl->name, o);
      id->obj = o;
      continue;
    }
    if (t->kind == TY_FUNC) {
      if (id->init)
        diag_error(s->diags, id->decl->loc,
                   "illegal initializer (only variables can be initialized)");
      id->obj = declare_function(s, d, id, t, storage, &ai, file_scope);
      asm_label(s, id);
      continue;
    }
    if (file_scope && (storage & (SC_AUTO | SC_REGISTER))) {
      diag_error(s->diags, id->decl->loc,
                 "illegal storage class on file-scoped variable");
      storage &= ~(SC_AUTO | SC_REGISTER);
    }
    if (d->spec->funcspec & FS_INLINE)
      diag_error(s->diags, d->spec->inline_loc.line ? d->spec->inline_loc : id->decl->loc,
                 "'inline' can only appear on functions");
    declare_variable(s, d, id, t, storage, &ai, file_scope);
    asm_label(s, id);
  }
}

/* C17 6.9.1p6: `int f(a, b) int a; short b; {...}`.  Each named parameter
 * takes the declarator of its declaration below the parentheses (int if
 * there is none, as clang says, C99 having dropped implicit int); the
 * function is then defined as if that list were its prototype, which
 * gives the arguments the values the promotions and the conversions on
 * entry would. */
static void knr_parameters(Sema *s, Declaration *d) {
  Declarator *fd = d->items[0].decl;
  DeclOp *op = fd->nops ? &fd->ops[fd->nops - 1] : NULL;
  if (!op || op->kind != DOP_FUNCTION || !op->nparams || op->params[0].spec)
    return;
  for (size_t k = 0; k < d->nknr_decls; k++) {
    Declaration *pd = d->knr_decls[k];
    for (size_t j = 0; j < pd->nitems; j++) {
      Declarator *dd = pd->items[j].decl;
      size_t i = 0;
      while (i < op->nparams && op->params[i].decl->name != dd->name)
        i++;
      if (i == op->nparams || op->params[i].spec) {
        diag_error(s->diags, dd->loc, "parameter named '%s' is missing", dd->name);
        continue;
      }
      op->params[i].spec = pd->spec;
      op->params[i].decl = dd;
    }
  }
  for (size_t i = 0; i < op->nparams; i++) {
    ParamDecl *p = &op->params[i];
    if (p->spec)
      continue;
    diag_error(s->diags, p->loc, "parameter '%s' was not declared, defaults to "
               "'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]",
               p->decl->name);
    DeclSpec *int_spec = arena_alloc(s->arena, sizeof *int_spec);
    int_spec->loc = p->loc;
    int_spec->first_spec.kind = TS_INT;
    int_spec->first_spec.loc = p->loc;
    int_spec->specs.data = &int_spec->first_spec;
    int_spec->specs.len = int_spec->specs.cap = 1;
    int_spec->sema_alignas = -1;
    p->spec = int_spec;
  }
  op->has_proto = true;
  SrcLoc at = fd->loc;
  at.len = 1; /* clang's caret, no range */
  diag_warn(s->diags, W_DEPRECATED_NON_PROTOTYPE, at,
            "a function definition without a prototype is deprecated in all "
            "versions of C and is not supported in C23");
}

/* C17 6.9.1 function definitions. */
void sema_function(Sema *s, Declaration *d) {
  InitDeclarator *id = &d->items[0];
  unsigned storage = 0;
  knr_parameters(s, d);
  Attr *attrs = NULL;
  Type *t = sema_type_of(s, d->spec, id->decl, &storage, &attrs);
  /* The parser keeps a body only after a function declarator (it reports
   * `F f { }` and `int x { }`); a function type sema could not form has
   * been reported too. */
  if (t->kind != TY_FUNC)
    return;
  AttrInfo ai = {0};
  sema_attrs_read(s, attrs, &ai);
  Object *f = declare_function(s, d, id, t, storage, &ai, true);
  if (f->defined && s->in_library)
    return; /* the program defines it: its own comes first, as at a link */
  if (f->defined) {
    diag_error(s->diags, id->decl->loc, "redefinition of '%s'", f->name);
    diag_note(s->diags, f->loc, "previous definition is here");
    return;
  }
  f->defined = true;
  /* the device library's functions are emitted where they are used */
  f->is_internal |= s->in_library;
  f->from_library = s->in_library;
  f->loc = id->decl->loc;
  f->type = t;
  id->obj = f;
  DeclOp *fop = &id->decl->ops[id->decl->nops - 1];
  s->func = f;
  s->locals.len = 0;
  s->locals.data = NULL;
  s->locals.cap = 0;
  s->labels.len = 0;
  s->gotos.len = 0;
  s->label_addrs.len = 0;
  s->cleanup_scope = NULL;
  s->saw_return_value = false;
  unsigned errors_before = s->diags->errors;
  scope_push(s);
  f->nparams = t->nparams;
  f->params = arena_alloc(s->arena, (t->nparams + 1) * sizeof(Object *));
  for (size_t i = 0; i < t->nparams; i++) {
    ParamDecl *pd = &fop->params[i];
    const char *pname = pd->decl->name;
    if (!pname && !(f->hip & HIP_GLOBAL)) {
      /* C17 6.9.1p5 requires names; clang accepts their omission (C2x). */
    }
    Object *p = object_new(s, OBJ_VAR, pname, pd->decl->loc, t->params[i]);
    p->is_param = true;
    p->defined = true;
    p->func = f;
    p->space = VS_LOCAL;
    p->restrict_ptr = (t->params[i]->quals & Q_RESTRICT) != 0;
    /* __attribute__((unused)) on a parameter, before or after its name */
    for (int k = 0; k < 2; k++)
      for (Attr *a = k ? pd->decl->attrs : pd->spec ? pd->spec->attrs : NULL; a;
           a = a->next)
        if (a->name && (sema_attr_is(s, a, "unused") || sema_attr_is(s, a, "maybe_unused")))
          p->unused_ok = true;
    f->params[i] = p;
    if (pname) {
      if (scope_lookup_local(s->scope, pname)) {
        diag_error(s->diags, pd->decl->loc, "redefinition of parameter '%s'",
                   pname);
      }
      scope_declare(s, s->scope, pname, p);
    }
    if (!type_is_complete(t->params[i]) && t->params[i]->kind != TY_POINTER)
      diag_error(s->diags, pd->decl->loc,
                 "variable has incomplete type '%s'", type_str(s, t->params[i]));
  }
  f->body = d->body;
  sema_stmt(s, d->body);
  for (size_t i = 0; i < s->gotos.len; i++) {
    Stmt *g = s->gotos.data[i];
    for (size_t k = 0; k < s->labels.len; k++)
      if (s->labels.data[k]->label == g->label)
        g->target = s->labels.data[k];
    if (!g->target)
      diag_error(s->diags, g->label_loc, "use of undeclared label '%s'", g->label);
    sema_goto_cleanups(s, g);
  }
  sema_label_addresses(s, f);
  /* Like clang, no flow warnings for a body that had errors: its tree is
   * what error recovery left. */
  if (s->diags->errors == errors_before && !sema_has_recovery(f->body))
    sema_function_warnings(s, f);
  sema_check_conditionals(s);
  scope_pop(s);
  f->locals = s->locals.data;
  f->nlocals = s->locals.len;
  s->func = NULL;
}
