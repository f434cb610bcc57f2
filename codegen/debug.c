/* debug.c - -g: DWARF for the program as written, so a kernel compiled for
 * the host target can be stepped through in gdb (and AMDGPU code objects
 * carry line tables).  Functions get subprograms, statements locations,
 * variables and parameters declarations with their C types. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <llvm-c/DebugInfo.h>
#include <string.h>
#include <unistd.h>

enum { /* DWARF 5, section 7.8: base type encodings and tags */
  DW_ATE_boolean = 0x02,
  DW_ATE_float = 0x04,
  DW_ATE_signed = 0x05,
  DW_ATE_signed_char = 0x06,
  DW_ATE_unsigned = 0x08,
  DW_ATE_unsigned_char = 0x08,
  DW_TAG_const_type = 0x26,
  DW_TAG_volatile_type = 0x35,
  DW_TAG_restrict_type = 0x37,
};

static LLVMMetadataRef di_file(CG *g, uint32_t id) {
  id = srcmgr_real_file(&g->ctx->sources, id); /* a macro's tokens: its use */
  if (id < g->di_nfiles && g->di_files[id])
    return g->di_files[id];
  SourceFile *f = srcmgr_file(&g->ctx->sources, id);
  const char *path = f ? f->name : "<unknown>";
  const char *slash = strrchr(path, '/');
  char cwd[1024] = ".";
  const char *dir = cwd, *name = path;
  size_t dirlen;
  if (slash) {
    dir = path;
    dirlen = (size_t)(slash - path);
    name = slash + 1;
  } else {
    if (!getcwd(cwd, sizeof cwd))
      strcpy(cwd, ".");
    dirlen = strlen(cwd);
  }
  LLVMMetadataRef md = LLVMDIBuilderCreateFile(g->dib, name, strlen(name), dir, dirlen);
  if (id < g->di_nfiles)
    g->di_files[id] = md;
  return md;
}

void debug_init(CG *g, uint32_t main_file) {
  if (!g->opts->debug_info)
    return;
  g->dib = LLVMCreateDIBuilder(g->mod);
  g->di_nfiles = (uint32_t)g->ctx->sources.files.len;
  g->di_files = arena_alloc(&g->ctx->arena, (g->di_nfiles + 1) * sizeof *g->di_files);
  LLVMMetadataRef file = di_file(g, main_file);
  const char *producer = "hipc";
  g->di_cu = LLVMDIBuilderCreateCompileUnit(
      g->dib, LLVMDWARFSourceLanguageC11, file, producer, strlen(producer),
      g->opts->opt_level > 0, "", 0, 0, "", 0, LLVMDWARFEmissionFull, 0, 0, 0,
      "", 0, "", 0);
  LLVMAddModuleFlag(g->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                    LLVMValueAsMetadata(LLVMConstInt(g->t_i32, LLVMDebugMetadataVersion(), 0)));
  LLVMAddModuleFlag(g->mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
                    LLVMValueAsMetadata(LLVMConstInt(g->t_i32, 5, 0)));
}

void debug_finish(CG *g) {
  if (!g->dib)
    return;
  LLVMDIBuilderFinalize(g->dib);
  LLVMDisposeDIBuilder(g->dib);
  g->dib = NULL;
}

static LLVMMetadataRef di_type(CG *g, Type *t);

static LLVMMetadataRef basic(CG *g, const char *name, Type *t, unsigned enc) {
  return LLVMDIBuilderCreateBasicType(g->dib, name, strlen(name), t->size * 8, enc, 0);
}

static LLVMMetadataRef di_record(CG *g, Type *t) {
  Record *r = t->rec;
  for (size_t i = 0; i < g->di_rec_keys.len; i++)
    if (g->di_rec_keys.data[i] == r)
      return g->di_rec_vals.data[i];
  const char *name = r->tag ? r->tag : t->typedef_name ? t->typedef_name : "";
  LLVMMetadataRef file = di_file(g, r->loc.file);
  /* Register a forward declaration first: members may point back here. */
  LLVMMetadataRef fwd = LLVMDIBuilderCreateReplaceableCompositeType(
      g->dib, r->is_union ? 0x17 : 0x13, name, strlen(name), g->di_cu, file,
      r->loc.line, 0, r->size * 8, r->align * 8, 0, "", 0);
  VEC_PUSH(&g->ctx->arena, g->di_rec_keys, r);
  VEC_PUSH(&g->ctx->arena, g->di_rec_vals, fwd);
  size_t idx = g->di_rec_vals.len - 1;
  LLVMMetadataRef *elems = arena_alloc(&g->ctx->arena, (r->nmembers + 1) * sizeof *elems);
  for (size_t i = 0; i < r->nmembers; i++) {
    Member *m = &r->members[i];
    const char *mn = m->name ? m->name : "";
    uint64_t size = m->bit_width >= 0 ? (uint64_t)m->bit_width : m->type->size * 8;
    uint64_t off = m->offset * 8 + (m->bit_width >= 0 ? (uint64_t)m->bit_offset : 0);
    elems[i] = LLVMDIBuilderCreateMemberType(g->dib, fwd, mn, strlen(mn), file,
                                             m->loc.line, size, m->type->align * 8,
                                             off, 0, di_type(g, m->type));
  }
  LLVMMetadataRef full =
      r->is_union
          ? LLVMDIBuilderCreateUnionType(g->dib, g->di_cu, name, strlen(name), file,
                                         r->loc.line, r->size * 8, r->align * 8, 0,
                                         elems, (unsigned)r->nmembers, 0, "", 0)
          : LLVMDIBuilderCreateStructType(g->dib, g->di_cu, name, strlen(name), file,
                                          r->loc.line, r->size * 8, r->align * 8, 0,
                                          NULL, elems, (unsigned)r->nmembers, 0, NULL,
                                          "", 0);
  LLVMMetadataReplaceAllUsesWith(fwd, full);
  g->di_rec_vals.data[idx] = full;
  return full;
}

static LLVMMetadataRef di_type(CG *g, Type *t) {
  LLVMMetadataRef md;
  Type *u = type_unqualified(t);
  switch (u->kind) {
  case TY_VOID: md = NULL; break;
  case TY_BOOL: md = basic(g, "_Bool", u, DW_ATE_boolean); break;
  case TY_CHAR: md = basic(g, "char", u, DW_ATE_signed_char); break;
  case TY_SCHAR: md = basic(g, "signed char", u, DW_ATE_signed_char); break;
  case TY_UCHAR: md = basic(g, "unsigned char", u, DW_ATE_unsigned_char); break;
  case TY_SHORT: md = basic(g, "short", u, DW_ATE_signed); break;
  case TY_USHORT: md = basic(g, "unsigned short", u, DW_ATE_unsigned); break;
  case TY_INT: md = basic(g, "int", u, DW_ATE_signed); break;
  case TY_UINT: md = basic(g, "unsigned int", u, DW_ATE_unsigned); break;
  case TY_LONG: md = basic(g, "long", u, DW_ATE_signed); break;
  case TY_ULONG: md = basic(g, "unsigned long", u, DW_ATE_unsigned); break;
  case TY_LLONG: md = basic(g, "long long", u, DW_ATE_signed); break;
  case TY_ULLONG: md = basic(g, "unsigned long long", u, DW_ATE_unsigned); break;
  case TY_INT128: md = basic(g, "__int128", u, DW_ATE_signed); break;
  case TY_UINT128: md = basic(g, "unsigned __int128", u, DW_ATE_unsigned); break;
  case TY_HALF: md = basic(g, "_Float16", u, DW_ATE_float); break;
  case TY_BF16: md = basic(g, "__bf16", u, DW_ATE_float); break;
  case TY_FLOAT: md = basic(g, "float", u, DW_ATE_float); break;
  case TY_DOUBLE: md = basic(g, "double", u, DW_ATE_float); break;
  case TY_POINTER:
    md = LLVMDIBuilderCreatePointerType(g->dib, di_type(g, u->base), 64, 64, 0, "", 0);
    break;
  case TY_ARRAY: {
    LLVMMetadataRef sub = LLVMDIBuilderGetOrCreateSubrange(g->dib, 0, u->incomplete ? -1 : (int64_t)u->len);
    md = LLVMDIBuilderCreateArrayType(g->dib, u->size * 8, u->align * 8,
                                      di_type(g, u->base), &sub, 1);
    break;
  }
  case TY_FUNC:
    md = LLVMDIBuilderCreateSubroutineType(g->dib, NULL, NULL, 0, 0);
    break;
  case TY_VECTOR: {
    LLVMMetadataRef sub = LLVMDIBuilderGetOrCreateSubrange(g->dib, 0, (int64_t)u->len);
    md = LLVMDIBuilderCreateVectorType(g->dib, u->size * 8, u->align * 8,
                                       di_type(g, u->base), &sub, 1);
    break;
  }
  default:
    md = di_record(g, u);
    break;
  }
  if (t->typedef_name && md && u->kind != TY_STRUCT && u->kind != TY_UNION)
    md = LLVMDIBuilderCreateTypedef(g->dib, md, t->typedef_name, strlen(t->typedef_name),
                                    NULL, 0, g->di_cu, 0);
  if (md && (t->quals & Q_CONST))
    md = LLVMDIBuilderCreateQualifiedType(g->dib, DW_TAG_const_type, md);
  if (md && (t->quals & Q_VOLATILE))
    md = LLVMDIBuilderCreateQualifiedType(g->dib, DW_TAG_volatile_type, md);
  return md;
}

void debug_function(CG *g, Object *f, LLVMValueRef fn) {
  g->di_scope = NULL;
  if (!g->dib)
    return;
  LLVMMetadataRef file = di_file(g, f->loc.file);
  Type *t = f->type;
  LLVMMetadataRef *tys = arena_alloc(&g->ctx->arena, (t->nparams + 2) * sizeof *tys);
  tys[0] = di_type(g, t->base);
  for (size_t i = 0; i < t->nparams; i++)
    tys[i + 1] = di_type(g, t->params[i]);
  LLVMMetadataRef st = LLVMDIBuilderCreateSubroutineType(g->dib, file, tys,
                                                         (unsigned)t->nparams + 1, 0);
  const char *link = LLVMGetValueName(fn);
  LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(
      g->dib, file, f->name, strlen(f->name), link, strlen(link), file, f->loc.line,
      st, f->is_internal, 1, f->loc.line, LLVMDIFlagPrototyped, g->opts->opt_level > 0);
  LLVMSetSubprogram(fn, sp);
  g->di_scope = sp;
  debug_location(g, f->loc);
}

void debug_location(CG *g, SrcLoc loc) {
  if (!g->di_scope || !loc.line)
    return;
  LLVMMetadataRef l = LLVMDIBuilderCreateDebugLocation(g->llctx, loc.line, loc.col,
                                                       g->di_scope, NULL);
  LLVMSetCurrentDebugLocation2(g->b, l);
}

/* A local or parameter (argno from 1, 0 for a local) stored at `addr`. */
void debug_variable(CG *g, Object *o, LLVMValueRef addr, unsigned argno) {
  if (!g->di_scope || !o->name)
    return;
  LLVMMetadataRef file = di_file(g, o->loc.file);
  LLVMMetadataRef ty = di_type(g, o->type);
  LLVMMetadataRef var =
      argno ? LLVMDIBuilderCreateParameterVariable(g->dib, g->di_scope, o->name,
                                                   strlen(o->name), argno, file,
                                                   o->loc.line, ty, 1, 0)
            : LLVMDIBuilderCreateAutoVariable(g->dib, g->di_scope, o->name,
                                              strlen(o->name), file, o->loc.line,
                                              ty, 1, 0, 0);
  /* the alloca itself, not the flat pointer made from it on AMDGPU */
  LLVMValueRef storage = addr;
  if (LLVMIsAAddrSpaceCastInst(addr))
    storage = LLVMGetOperand(addr, 0);
  LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(g->llctx, o->loc.line,
                                                         o->loc.col, g->di_scope, NULL);
  LLVMDIBuilderInsertDeclareRecordBefore(g->dib, storage, var,
                                         LLVMDIBuilderCreateExpression(g->dib, NULL, 0),
                                         loc, g->entry_term);
}
