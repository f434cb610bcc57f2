/* library.c - the C library functions of device code (library.def): a
 * declaration of one binds to the library's function, as clang's
 * LIBBUILTIN rows make a declaration of printf or strlen the builtin.
 *
 * Each library function is one Object, made when the program first
 * declares it (or calls it as __builtin_strlen): extern "C", __host__
 * __device__ (HIP's headers declare them so, before a program's own
 * declarations), of the library's type.  A declaration of a compatible
 * type (C17 6.2.7) redeclares that object; one of another type gets
 * clang's -Wincompatible-library-redeclaration and, with the same number
 * of parameters, still stands for it (lib_alias), as it would in C, where
 * the linker finds the C library's function by its name; its calls are
 * converted to the library's types (resolve_alias_calls).
 *
 * A call of a function that a builtin implements (memcpy, printf) is that
 * builtin.  One that a unit of the device library defines is an ordinary
 * call: sema_library_next_unit names the unit, the front end (api/) parses
 * it in a file scope of its own, and its definitions become those of the
 * library's objects, internal, emitted only where they are used.  A
 * program that defines the function itself keeps its own. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

typedef struct LibInfo {
  const char *name;
  const char *proto;
  const char *header;
  int builtin; /* BuiltinId */
  int unit;    /* LibUnit */
} LibInfo;

static const LibInfo libfuncs[LIB_COUNT] = {
    {NULL, NULL, NULL, BI_NONE, LU_NONE},
#define LIBFUNC(id, name, proto, header, builtin, unit) \
  {name, proto, header, BI_##builtin, LU_##unit},
#define LIBUNIT(id, file)
#include "library.def"
#undef LIBFUNC
#undef LIBUNIT
};

static const char *const unit_files[LU_COUNT] = {
    NULL,
#define LIBFUNC(id, name, proto, header, builtin, unit)
#define LIBUNIT(id, file) file,
#include "library.def"
#undef LIBFUNC
#undef LIBUNIT
};

static int find(const char *name) {
  for (int i = 1; i < LIB_COUNT; i++)
    if (!strcmp(libfuncs[i].name, name))
      return i;
  return LIB_NONE;
}

int library_lookup(const char *name) {
  return find(strncmp(name, "__builtin_", 10) ? name : name + 10);
}

int library_builtin(int lib) {
  return lib > LIB_NONE && lib < LIB_COUNT ? libfuncs[lib].builtin : BI_NONE;
}

bool library_has_unit(int lib) {
  return lib > LIB_NONE && lib < LIB_COUNT && libfuncs[lib].unit != LU_NONE;
}

/* clang checks them as printf: __attribute__((format(printf, N, N + 1))) */
int library_format_arg(int lib) {
  return lib == LIB_SNPRINTF ? 2 : lib == LIB_SPRINTF ? 1 : -1;
}

/* The library's object for function `id`, made on first use. */
static Object *lib_object(Sema *s, int id) {
  if (!s->lib_objects) {
    s->lib_objects = arena_alloc(s->arena, LIB_COUNT * sizeof *s->lib_objects);
    memset(s->lib_objects, 0, LIB_COUNT * sizeof *s->lib_objects);
    s->prog->library = s->lib_objects;
  }
  Object *o = s->lib_objects[id];
  if (o)
    return o;
  const LibInfo *li = &libfuncs[id];
  o = object_new(s, OBJ_FUNC, intern_cstr(&s->ctx->strings, li->name), NO_LOC,
                 sema_proto_function(s, li->proto, NULL));
  o->is_global = true;
  o->is_extern = true;
  o->extern_c = true;
  o->hip = HIP_HOST | HIP_DEVICE;
  o->lib = id;
  VEC_PUSH(s->arena, s->prog->objects, o);
  s->lib_objects[id] = o;
  return o;
}

/* A value of type `from` converts to `to` by a cast (C17 6.5.4): both
 * void, or both scalars, neither a pointer where the other is floating. */
static bool castable(Type *from, Type *to) {
  from = type_unqualified(from);
  to = type_unqualified(to);
  if (from->kind == TY_VOID || to->kind == TY_VOID)
    return from->kind == to->kind;
  return type_is_scalar(from) && type_is_scalar(to) &&
         !(type_is_pointer(from) && type_is_float(to)) &&
         !(type_is_float(from) && type_is_pointer(to));
}

/* The same parameters, each castable to the library's. */
static bool same_shape(Type *t, Type *lib) {
  if (t->nparams != lib->nparams || t->variadic != lib->variadic)
    return false;
  for (size_t i = 0; i < t->nparams; i++)
    if (!castable(t->params[i], lib->params[i]))
      return false;
  return true;
}

Object *sema_library_declaration(Sema *s, const char *name, Type *t, unsigned hip,
                                 SrcLoc loc, Object **alias) {
  *alias = NULL;
  int id = find(name);
  /* an explicit __host__ function, or a kernel, is the program's own */
  if (!id || (hip & HIP_GLOBAL) || (hip & (HIP_HOST | HIP_DEVICE)) == HIP_HOST)
    return NULL;
  Object *lib = lib_object(s, id);
  if (type_compatible(lib->type, t)) {
    if (!lib->loc.line)
      lib->loc = loc;
    return lib;
  }
  /* HIP's own names (sinpi, norm3d) are no C library's: another type is
   * the program's own function, as an overload would be in HIP's C++ */
  if (!strncmp(libfuncs[id].header, "hip/", 4))
    return NULL;
  if (diag_warn(s->diags, W_INCOMPATIBLE_LIBRARY_REDECLARATION, loc,
                "incompatible redeclaration of library function '%s'", name))
    diag_note(s->diags, loc, "'%s' is a builtin with type '%s'", name,
              type_str(s, lib->type));
  if (!t->has_proto ||
      (t->nparams == lib->type->nparams && t->variadic == lib->type->variadic))
    *alias = lib;
  return NULL;
}

/* The value of a builtin's call as an incompatible declaration `decl` of
 * the library function says it returns. */
static Expr *as_declared(Sema *s, Expr *call, Object *decl) {
  Type *rt = type_unqualified(decl->type->base);
  Type *from = type_unqualified(call->type);
  if (call->poisoned || rt->kind == TY_VOID)
    return sema_convert(s, call, rt, "");
  if (type_is_scalar(rt) && type_is_scalar(from) &&
      !(type_is_float(rt) && type_is_pointer(from)) &&
      !(type_is_pointer(rt) && type_is_float(from)))
    return sema_convert(s, call, rt, "cast");
  diag_error(s->diags, call->lhs ? call->lhs->loc : call->loc,
             "'%s' returns '%s', which its declaration's '%s' cannot hold", decl->name,
             type_str(s, from), type_str(s, rt));
  diag_note(s->diags, decl->loc, "'%s' declared here", decl->name);
  call->poisoned = true;
  return call;
}

/* -fgpu-approx-transcendentals (and -ffast-math): HIP's header makes
 * sinf, cosf and log2f its __sinf, __cosf and __log2f (clang's
 * __clang_hip_math.h), in the program, not in the device library's own
 * code; logf is __logf, the builtin it already is. */
int sema_library_approx(Sema *s, Object *f) {
  Object *lib = f->lib ? f : f->lib_alias;
  if (!s->opts.approx_transcendentals || s->in_library || !lib || f->defined)
    return BI_NONE;
  switch (lib->lib) {
  case LIB_SINF: return BI_NATIVE_SINF;
  case LIB_COSF: return BI_NATIVE_COSF;
  case LIB_LOG2F: return BI_AMDGCN_LOGF;
  default: return BI_NONE;
  }
}

Expr *sema_library_call(Sema *s, Expr *e, Object *callee) {
  Object *lib = callee->lib ? callee : callee->lib_alias;
  if (!lib || callee->defined)
    return NULL;
  int bi = sema_library_approx(s, lib);
  if (!bi)
    bi = libfuncs[lib->lib].builtin;
  if (!bi)
    return NULL;
  Expr *r = sema_builtin_call(s, e, bi);
  return callee == lib ? r : as_declared(s, r, callee);
}

Object *sema_library_object(Sema *s, const char *name) {
  if (strncmp(name, "__builtin_", 10) != 0)
    return NULL;
  int id = find(name + 10);
  return id && !libfuncs[id].builtin ? lib_object(s, id) : NULL;
}

/* clang: "call to undeclared library function 'strchr' with type 'char
 * *(const char *, int)'; ...", and where C declares it. */
bool sema_library_undeclared(Sema *s, Expr *callee) {
  int id = find(callee->name);
  if (!id)
    return false;
  const LibInfo *li = &libfuncs[id];
  diag_error(s->diags, callee->loc, "call to undeclared library function '%s' with "
             "type '%s'; ISO C99 and later do not support implicit function "
             "declarations", li->name, type_str(s, sema_proto_function(s, li->proto, NULL)));
  diag_note(s->diags, callee->loc, "include the header <%s> or explicitly provide a "
            "declaration for '%s'", li->header, li->name);
  return true;
}

void sema_library_alias_call(Sema *s, Expr *call, Object *callee) {
  Type *t = callee->type, *lt = callee->lib_alias->type;
  if (castable(t->base, lt->base) && (!t->has_proto || same_shape(t, lt))) {
    VEC_PUSH(s->arena, s->alias_calls, call);
    return;
  }
  diag_error(s->diags, call->lhs->loc, "'%s' is called as declared, '%s', which does not "
             "convert to the library's '%s'", callee->name, type_str(s, t), type_str(s, lt));
  diag_note(s->diags, callee->loc, "'%s' declared here", callee->name);
  call->poisoned = true;
}

void sema_library_need(Sema *s, int lib, SrcLoc loc) {
  Object *o = lib_object(s, lib);
  o->used = true;
  VEC_PUSH(s->arena, s->func_refs, ((FuncRef){s->func, o, loc}));
}

/* The calls of incompatible declarations that nothing defined, made
 * calls of the library's function: each argument, already of the
 * declaration's parameter type, cast to the library's, and the result to
 * the declaration's, so that the call is as well-typed as the
 * declaration's conversions (where C would be undefined, 6.5.2.2p9). */
static void resolve_alias_calls(Sema *s) {
  for (size_t i = 0; i < s->alias_calls.len; i++) {
    Expr *e = s->alias_calls.data[i];
    Expr *callee = e->lhs;
    Expr *id = callee->kind == EX_CAST ? callee->lhs : NULL;
    Object *o = id && id->kind == EX_IDENT ? id->obj : NULL;
    if (!o || !o->lib_alias || o->defined)
      continue;
    Object *lib = o->lib_alias;
    Type *lt = lib->type;
    if (e->nargs < lt->nparams || (e->nargs > lt->nparams && !lt->variadic))
      continue; /* an unprototyped call of another count: as written */
    for (size_t k = 0; k < lt->nparams; k++)
      e->args[k] = sema_convert(s, e->args[k], lt->params[k], "cast");
    id->obj = lib;
    id->type = lt;
    callee->type = type_pointer_to(s, lt);
    Type *rt = type_unqualified(lt->base);
    if (rt == type_unqualified(e->type))
      continue;
    Expr *inner = arena_alloc(s->arena, sizeof *inner);
    *inner = *e;
    inner->type = rt;
    *e = *sema_convert(s, inner, e->type, "cast");
  }
  s->alias_calls.len = 0;
}

/* ---- the device library's units ------------------------------------------------ */

const char *sema_library_next_unit(Sema *s) {
  if (!s->lib_objects)
    return NULL;
  resolve_alias_calls(s);
  for (size_t i = 0; i < s->func_refs.len; i++) {
    Object *to = s->func_refs.data[i].to;
    Object *lib = to->lib ? to : to->defined ? NULL : to->lib_alias;
    if (!lib || lib->defined)
      continue;
    int unit = libfuncs[lib->lib].unit;
    if (unit && !s->lib_unit_parsed[unit]) {
      s->lib_unit_parsed[unit] = true;
      return unit_files[unit];
    }
  }
  return NULL;
}

/* A unit sees none of the program's declarations and macros (its own
 * preprocessor): only the builtins and, through the library's objects,
 * the functions it defines.  Its functions are device code, annotated or
 * not. */
void sema_library_begin(Sema *s) {
  s->in_library = true;
  s->user_scope = s->scope;
  s->user_file_scope = s->file_scope;
  s->user_device_default = s->opts.device_default;
  s->opts.device_default = true;
  s->scope = s->file_scope->parent; /* the builtins */
  scope_push(s);
  s->file_scope = s->scope;
  s->file_scope->is_file = true;
}

void sema_library_end(Sema *s) {
  scope_pop(s);
  s->scope = s->user_scope;
  s->file_scope = s->user_file_scope;
  s->opts.device_default = s->user_device_default;
  s->in_library = false;
}

/* ---- what device code lacks: __attribute__((unavailable)) ----------------------- */

/* The headers declare what device code lacks unavailable (FILE, fopen,
 * exit): clang's error at each use, with a note at the declaration. */
const char *sema_unavailable_message(Sema *s, const Attr *a) {
  if (!a->nargs)
    return "";
  Expr *e = sema_expr_keep(s, a->args[0]);
  if (e->kind != EX_STRING || a->nargs > 1) {
    diag_error(s->diags, a->args[0]->loc, "'%s' attribute requires a string", a->name);
    return "";
  }
  return e->str;
}

bool sema_unavailable_use(Sema *s, Object *o, SrcLoc at) {
  if (!o->unavailable)
    return false;
  if (o->unavailable[0])
    diag_error(s->diags, at, "'%s' is unavailable: %s", o->name, o->unavailable);
  else
    diag_error(s->diags, at, "'%s' is unavailable", o->name);
  diag_note(s->diags, o->loc, "'%s' has been explicitly marked unavailable here", o->name);
  return true;
}
