/* macros.c - the macros a device compile predefines, as clang 22 does for
 * HIP: the target-neutral ones, then each target's (processor, family,
 * wave size, features). */
#include "target.h"

#include <stdio.h>
#include <string.h>


/* What clang 22 predefines for any HIP device compile. */
static const char *const common_macros[][2] = {
    {"__HIP__", "1"}, {"__HIPCC__", "1"}, {"__HIP_DEVICE_COMPILE__", "1"},
    {"__HIPC__", "1"}, {"__HIP_PLATFORM_AMD__", "1"}, {"__ELF__", "1"},
    {"__LP64__", "1"}, {"_LP64", "1"}, {"__CHAR_BIT__", "8"},
    {"__SIZEOF_SHORT__", "2"}, {"__SIZEOF_INT__", "4"},
    {"__SIZEOF_LONG__", "8"}, {"__SIZEOF_LONG_LONG__", "8"},
    {"__SIZEOF_POINTER__", "8"}, {"__SIZEOF_FLOAT__", "4"},
    {"__SIZEOF_DOUBLE__", "8"}, {"__SIZEOF_LONG_DOUBLE__", "8"},
    {"__SIZEOF_SIZE_T__", "8"}, {"__SIZEOF_WCHAR_T__", "4"},
    {"__SCHAR_MAX__", "127"}, {"__SHRT_MAX__", "32767"},
    {"__INT_MAX__", "2147483647"}, {"__LONG_MAX__", "9223372036854775807L"},
    {"__LONG_LONG_MAX__", "9223372036854775807LL"},
    {"__SIZE_TYPE__", "unsigned long"}, {"__PTRDIFF_TYPE__", "long"},
    {"__WCHAR_TYPE__", "int"}, {"__WCHAR_MAX__", "2147483647"},
    {"__WINT_TYPE__", "unsigned int"}, {"__WINT_MAX__", "4294967295U"},
    {"__SIZEOF_WINT_T__", "4"}, {"__CHAR16_TYPE__", "unsigned short"},
    {"__CHAR32_TYPE__", "unsigned int"}, {"__INTPTR_TYPE__", "long"},
    {"__UINTPTR_TYPE__", "unsigned long"}, {"__INTMAX_TYPE__", "long"},
    {"__UINTMAX_TYPE__", "unsigned long"},
    {"__ORDER_LITTLE_ENDIAN__", "1234"}, {"__ORDER_BIG_ENDIAN__", "4321"},
    {"__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"},
    {"__ATOMIC_RELAXED", "0"}, {"__ATOMIC_CONSUME", "1"},
    {"__ATOMIC_ACQUIRE", "2"}, {"__ATOMIC_RELEASE", "3"},
    {"__ATOMIC_ACQ_REL", "4"}, {"__ATOMIC_SEQ_CST", "5"},
    {"__HIP_MEMORY_SCOPE_SINGLETHREAD", "1"},
    {"__HIP_MEMORY_SCOPE_WAVEFRONT", "2"},
    {"__HIP_MEMORY_SCOPE_WORKGROUP", "3"}, {"__HIP_MEMORY_SCOPE_AGENT", "4"},
    {"__HIP_MEMORY_SCOPE_SYSTEM", "5"}, {"__HIP_MEMORY_SCOPE_CLUSTER", "6"},
    {"__MEMORY_SCOPE_SYSTEM", "0"}, {"__MEMORY_SCOPE_DEVICE", "1"},
    {"__MEMORY_SCOPE_WRKGRP", "2"}, {"__MEMORY_SCOPE_WVFRNT", "3"},
    {"__MEMORY_SCOPE_SINGLE", "4"}, {"__MEMORY_SCOPE_CLUSTR", "5"},
    /* every atomic of 1, 2, 4 and 8 bytes is lock free (sema/builtins_atomic.c) */
    {"__GCC_ATOMIC_BOOL_LOCK_FREE", "2"}, {"__GCC_ATOMIC_CHAR_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_CHAR16_T_LOCK_FREE", "2"}, {"__GCC_ATOMIC_CHAR32_T_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_WCHAR_T_LOCK_FREE", "2"}, {"__GCC_ATOMIC_SHORT_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_INT_LOCK_FREE", "2"}, {"__GCC_ATOMIC_LONG_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_LLONG_LOCK_FREE", "2"}, {"__GCC_ATOMIC_POINTER_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", "1"},
    {"__CLANG_ATOMIC_BOOL_LOCK_FREE", "2"}, {"__CLANG_ATOMIC_CHAR_LOCK_FREE", "2"},
    {"__CLANG_ATOMIC_CHAR16_T_LOCK_FREE", "2"}, {"__CLANG_ATOMIC_CHAR32_T_LOCK_FREE", "2"},
    {"__CLANG_ATOMIC_WCHAR_T_LOCK_FREE", "2"}, {"__CLANG_ATOMIC_SHORT_LOCK_FREE", "2"},
    {"__CLANG_ATOMIC_INT_LOCK_FREE", "2"}, {"__CLANG_ATOMIC_LONG_LOCK_FREE", "2"},
    {"__CLANG_ATOMIC_LLONG_LOCK_FREE", "2"}, {"__CLANG_ATOMIC_POINTER_LOCK_FREE", "2"},
    {"__FINITE_MATH_ONLY__", "0"},
    {"__NO_MATH_ERRNO__", "1"},
    /* C17 6.10.8.3: what hipc rejects in device code */
    {"__STDC_NO_VLA__", "1"}, {"__STDC_NO_COMPLEX__", "1"},
    {"__STDC_NO_THREADS__", "1"},
};

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

/* The macros clang 22 predefines for an AMDGPU device compile, plus
 * __AMDGCN_WAVEFRONT_SIZE__ which older clangs defined and HIP code still
 * tests. */
static const char *const clang_macros[][2] = {
#define MACRO(name, value) {name, value},
#include "clang_macros.def"
#undef MACRO
};

void target_macros(const TargetId *t, TargetDefineFn *define, void *arg) {
  for (size_t i = 0; i < ARRAY_LEN(common_macros); i++)
    define(arg, common_macros[i][0], common_macros[i][1], false);
  for (size_t i = 0; i < ARRAY_LEN(clang_macros); i++)
    define(arg, clang_macros[i][0], clang_macros[i][1], false);
  char buf[64];
  const TargetInfo *ti = t->info;
  if (ti->flags & TGT_HOST) {
    define(arg, "__HIPC_HOST__", "1", true);
    return;
  }
  define(arg, "__AMDGCN__", "1", true);
  define(arg, "__AMDGPU__", "1", true);
  define(arg, "__AMD__", "1", true);
  processor_macro(ti, buf, sizeof buf);
  define(arg, buf, "1", true);
  family_macro(ti, buf, sizeof buf);
  define(arg, buf, "1", true);
  /* clang spells a generic processor with '_' here ("gfx9_generic") */
  snprintf(buf, sizeof buf, "\"%s\"", ti->name);
  for (char *c = buf; *c; c++)
    if (*c == '-')
      *c = '_';
  define(arg, "__amdgcn_processor__", buf, true);
  snprintf(buf, sizeof buf, "\"%s\"", t->canonical);
  define(arg, "__amdgcn_target_id__", buf, true);
  define(arg, "__AMDGCN_WAVEFRONT_SIZE__", t->wave_size == 32 ? "32" : "64", true);
  define(arg, "__AMDGCN_WAVEFRONT_SIZE", t->wave_size == 32 ? "32" : "64", true);
  define(arg, "__AMDGCN_CUMODE__", (ti->flags & TGT_WAVE32) ? "0" : "1", true);
  /* A feature the target ID states is 1 or 0; one it leaves out, not
   * defined.  clang looks a generic processor's features up under the
   * '_' spelling and finds none: it defines no feature macro for one. */
  if (!(ti->flags & TGT_GENERIC)) {
    if (t->xnack != FEAT_ANY)
      define(arg, "__amdgcn_feature_xnack__", t->xnack == FEAT_ON ? "1" : "0", true);
    if (t->sramecc != FEAT_ANY)
      define(arg, "__amdgcn_feature_sramecc__", t->sramecc == FEAT_ON ? "1" : "0", true);
  }
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
  for (size_t i = 0; i < target_count; i++) {
    const TargetInfo *ti = &target_table[i];
    if (ti->flags & TGT_HOST)
      continue;
    processor_macro(ti, buf, sizeof buf);
    if (strcmp(buf, own) != 0)
      fn(arg, buf);
    family_macro(ti, buf, sizeof buf);
    if (strcmp(buf, own_family) != 0 && (i == 0 || strcmp(ti->family, target_table[i - 1].family) != 0))
      fn(arg, buf);
  }
  bool generic = t->info->flags & TGT_GENERIC;
  if (t->xnack == FEAT_ANY || generic)
    fn(arg, "__amdgcn_feature_xnack__");
  if (t->sramecc == FEAT_ANY || generic)
    fn(arg, "__amdgcn_feature_sramecc__");
}
