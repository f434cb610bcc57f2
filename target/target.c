/* target.c - the processor table (processors.def) and clang's target ID
 * syntax.  LLVM only warns on an unknown CPU and then aborts in
 * instruction selection, so no name reaches LLVM without passing through
 * this table first. */
#include "target.h"

#include <stdio.h>
#include <string.h>

const TargetInfo target_table[] = {
#define PROCESSOR(name, elf_mach, flags, family, backend, isa) \
  {name, elf_mach, flags, family, backend, isa},
#include "processors.def"
#undef PROCESSOR
};

const size_t target_count = ARRAY_LEN(target_table);

const TargetInfo *target_find(const char *processor) {
  for (size_t i = 0; i < target_count; i++)
    if (strcmp(target_table[i].name, processor) == 0)
      return &target_table[i];
  return NULL;
}

/* " gfx900 gfx902 ...": the rows' names, each after a space. */
static const char all_names[] =
#define PROCESSOR(name, elf_mach, flags, family, backend, isa) " " name
#include "processors.def"
#undef PROCESSOR
    ;

const char *target_names(void) { return all_names + 1; }

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


static const struct { unsigned bit; const char *name; } isa_names[] = {
#define ISA(id, bit, name) {bit, name},
  ISA_FEATURES(ISA)
#undef ISA
};

bool target_has_features(const TargetId *t, const char *features) {
  for (const char *p = features; *p;) {
    bool without = *p == '!';
    p += without;
    size_t n = strcspn(p, ",");
    bool have = false;
    if (n == 15 && !strncmp(p, "wavefrontsize32", 15))
      have = t->wave_size == 32;
    else if (n == 15 && !strncmp(p, "wavefrontsize64", 15))
      have = t->wave_size == 64;
    else
      for (size_t i = 0; i < ARRAY_LEN(isa_names); i++)
        if (strlen(isa_names[i].name) == n && !strncmp(p, isa_names[i].name, n))
          have = (t->info->isa & isa_names[i].bit) != 0;
    if (have == without)
      return false;
    p += n + (p[n] == ',');
  }
  return true;
}
