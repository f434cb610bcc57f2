/* target.c - the processors hipc compiles for and everything that differs
 * between them: ELF machine numbers, features, wave size, macros.  LLVM
 * only warns on an unknown CPU and then aborts in instruction selection,
 * so no name reaches LLVM without passing through this table first. */
#include "codegen.h"

#include <stdio.h>
#include <string.h>

/* EF_AMDGPU_MACH_* from LLVM's BinaryFormat/ELF.h; feature support from
 * the AMDGPU usage guide's processor table. */
static const TargetInfo targets[] = {
    {"gfx900", 0x02c, TGT_XNACK, "gfx9"},
    {"gfx902", 0x02d, TGT_XNACK, "gfx9"},
    {"gfx904", 0x02e, TGT_XNACK, "gfx9"},
    {"gfx906", 0x02f, TGT_XNACK | TGT_SRAMECC, "gfx9"},
    {"gfx908", 0x030, TGT_XNACK | TGT_SRAMECC, "gfx9"},
    {"gfx909", 0x031, TGT_XNACK, "gfx9"},
    {"gfx90a", 0x03f, TGT_XNACK | TGT_SRAMECC, "gfx9"},
    {"gfx90c", 0x032, TGT_XNACK, "gfx9"},
    {"gfx942", 0x04c, TGT_XNACK | TGT_SRAMECC, "gfx9"},
    {"gfx950", 0x04f, TGT_XNACK | TGT_SRAMECC, "gfx9"},
    {"gfx1100", 0x041, TGT_WAVE32, "gfx11"},
    {"gfx1101", 0x046, TGT_WAVE32, "gfx11"},
    {"gfx1102", 0x047, TGT_WAVE32, "gfx11"},
    {"gfx1103", 0x044, TGT_WAVE32, "gfx11"},
    {"gfx1150", 0x043, TGT_WAVE32, "gfx11"},
    {"gfx1151", 0x04a, TGT_WAVE32, "gfx11"},
    {"gfx1152", 0x055, TGT_WAVE32, "gfx11"},
    {"gfx1153", 0x058, TGT_WAVE32, "gfx11"},
    {"gfx9-generic", 0x051, TGT_XNACK | TGT_GENERIC, "gfx9"},
    {"gfx9-4-generic", 0x05f, TGT_XNACK | TGT_SRAMECC | TGT_GENERIC, "gfx9"},
    {"gfx11-generic", 0x054, TGT_WAVE32 | TGT_GENERIC, "gfx11"},
    /* not a GPU: x86-64 code for libhipc-host (runtime/host_abi.h) */
    {"host", 0, TGT_HOST, "host", BACKEND_HOST},
};

const TargetInfo *target_find(const char *processor) {
  for (size_t i = 0; i < ARRAY_LEN(targets); i++)
    if (strcmp(targets[i].name, processor) == 0)
      return &targets[i];
  return NULL;
}

const char *target_names(void) {
  return "gfx900 gfx902 gfx904 gfx906 gfx908 gfx909 gfx90a gfx90c gfx942 "
         "gfx950 gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 "
         "gfx1153 gfx9-generic gfx9-4-generic gfx11-generic host";
}

/* clang's target ID syntax: processor(:feature(+|-))*, each feature at most
 * once (AMDGPUUsage "Target ID"). */
bool target_parse_id(Arena *arena, const char *text, TargetId *out,
                     const char **why) {
  memset(out, 0, sizeof *out);
  const char *colon = strchr(text, ':');
  size_t plen = colon ? (size_t)(colon - text) : strlen(text);
  char proc[32];
  if (plen == 0 || plen >= sizeof proc) {
    *why = arena_printf(arena, "invalid target ID '%s'", text);
    return false;
  }
  memcpy(proc, text, plen);
  proc[plen] = 0;
  out->info = target_find(proc);
  if (!out->info) {
    *why = arena_printf(arena, "unsupported HIP gpu architecture: %s "
                        "(supported: %s)", proc, target_names());
    return false;
  }
  const char *p = colon;
  while (p && *p == ':') {
    p++;
    const char *end = strchr(p, ':');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    FeatureSetting *slot = NULL;
    unsigned need = 0;
    if (n == 6 && strncmp(p, "xnack", 5) == 0)
      slot = &out->xnack, need = TGT_XNACK;
    else if (n == 8 && strncmp(p, "sramecc", 7) == 0)
      slot = &out->sramecc, need = TGT_SRAMECC;
    char sign = n ? p[n - 1] : 0;
    if (!slot || (sign != '+' && sign != '-') || *slot != FEAT_ANY ||
        !(out->info->flags & need)) {
      *why = arena_printf(
          arena,
          "invalid target ID '%s'; format is a processor name followed by an "
          "optional colon-delimited list of features followed by an "
          "enable/disable sign (e.g., 'gfx908:sramecc+:xnack-')",
          text);
      if (slot && (sign == '+' || sign == '-') && !(out->info->flags & need))
        *why = arena_printf(arena, "invalid target ID '%s': %s does not "
                            "support %.*s", text, proc, (int)(n - 1), p);
      return false;
    }
    *slot = sign == '+' ? FEAT_ON : FEAT_OFF;
    p = end;
  }
  /* Canonical spelling: features in name order, as clang writes them. */
  char buf[96];
  int k = snprintf(buf, sizeof buf, "%s", proc);
  if (out->sramecc != FEAT_ANY)
    k += snprintf(buf + k, sizeof buf - (size_t)k, ":sramecc%c",
                  out->sramecc == FEAT_ON ? '+' : '-');
  if (out->xnack != FEAT_ANY)
    snprintf(buf + k, sizeof buf - (size_t)k, ":xnack%c",
             out->xnack == FEAT_ON ? '+' : '-');
  out->canonical = arena_strdup(arena, buf);
  out->wave_size = (out->info->flags & TGT_WAVE32) ? 32 : 64;
  return true;
}

static void processor_macro(const TargetInfo *ti, char *buf, size_t n);
static void family_macro(const TargetInfo *ti, char *buf, size_t n);

/* The macros clang 22 predefines for an AMDGPU device compile, plus
 * __AMDGCN_WAVEFRONT_SIZE__ which older clangs defined and HIP code still
 * tests. */
void target_macros(const TargetId *t,
                   void (*define)(void *, const char *, const char *),
                   void *arg) {
  char buf[64];
  const TargetInfo *ti = t->info;
  if (ti->flags & TGT_HOST) {
    define(arg, "__HIPC_HOST__", "1");
    return;
  }
  define(arg, "__AMDGCN__", "1");
  define(arg, "__AMDGPU__", "1");
  define(arg, "__AMD__", "1");
  if (!(ti->flags & TGT_GENERIC)) {
    processor_macro(ti, buf, sizeof buf);
    define(arg, buf, "1");
  }
  family_macro(ti, buf, sizeof buf);
  define(arg, buf, "1");
  snprintf(buf, sizeof buf, "\"%s\"", ti->name);
  define(arg, "__amdgcn_processor__", buf);
  snprintf(buf, sizeof buf, "\"%s\"", t->canonical);
  define(arg, "__amdgcn_target_id__", buf);
  define(arg, "__AMDGCN_WAVEFRONT_SIZE__", t->wave_size == 32 ? "32" : "64");
  define(arg, "__AMDGCN_WAVEFRONT_SIZE", t->wave_size == 32 ? "32" : "64");
  define(arg, "__AMDGCN_CUMODE__", (ti->flags & TGT_WAVE32) ? "0" : "1");
  if (t->xnack == FEAT_ON)
    define(arg, "__amdgcn_feature_xnack__", "1");
  if (t->sramecc == FEAT_ON)
    define(arg, "__amdgcn_feature_sramecc__", "1");
}

static void processor_macro(const TargetInfo *ti, char *buf, size_t n) {
  snprintf(buf, n, "__%s__", ti->name);
  for (char *c = buf; *c; c++)
    if (*c == '-')
      *c = '_';
}

static void family_macro(const TargetInfo *ti, char *buf, size_t n) {
  snprintf(buf, n, "__%s__", ti->family);
  for (char *c = buf; *c; c++)
    if (*c >= 'a' && *c <= 'z')
      *c = (char)(*c - 'a' + 'A');
}

void target_foreach_macro_name(const TargetId *t,
                               void (*fn)(void *, const char *), void *arg) {
  char own[64], own_family[64], buf[64];
  if (t->info->flags & TGT_HOST) {
    fn(arg, "__AMDGCN__");
    fn(arg, "__AMDGPU__");
    fn(arg, "__AMD__");
    fn(arg, "__AMDGCN_WAVEFRONT_SIZE__");
    fn(arg, "__AMDGCN_WAVEFRONT_SIZE");
  } else {
    fn(arg, "__HIPC_HOST__");
  }
  processor_macro(t->info, own, sizeof own);
  family_macro(t->info, own_family, sizeof own_family);
  for (size_t i = 0; i < ARRAY_LEN(targets); i++) {
    const TargetInfo *ti = &targets[i];
    if (ti->flags & TGT_HOST)
      continue;
    if (!(ti->flags & TGT_GENERIC)) {
      processor_macro(ti, buf, sizeof buf);
      if (strcmp(buf, own) != 0)
        fn(arg, buf);
    }
    family_macro(ti, buf, sizeof buf);
    if (strcmp(buf, own_family) != 0 && (i == 0 || strcmp(ti->family, targets[i - 1].family) != 0))
      fn(arg, buf);
  }
  if (t->xnack != FEAT_ON)
    fn(arg, "__amdgcn_feature_xnack__");
  if (t->sramecc != FEAT_ON)
    fn(arg, "__amdgcn_feature_sramecc__");
}
