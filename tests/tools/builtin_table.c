/* builtin_table - every row of sema/builtins.def held up against LLVM: the
 * LLVM intrinsic a row lowers to exists, and where that intrinsic is not
 * overloaded, its type is the row's prototype, parameter by parameter
 * (a row that disagreed would make a module LLVM's verifier rejects or
 * instruction selection aborts on).  Prints one PASS or FAIL line per
 * check for tests/api/run.sh. */
#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Row {
  const char *id, *name, *check, *proto, *lower, *intrinsic;
} Row;

static const Row rows[] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic) \
  {#id, name, #check, proto, #lower, intrinsic},
#include "sema/builtins.def"
#undef BUILTIN
};

/* One type of a prototype string as LLVM spells it, from *p on (the
 * letters of builtins.def's header); false for a letter it lacks. */
static bool llvm_type(const char **p, char *out, size_t n) {
  const char *q = *p;
  if (*q == 'I')
    q++;
  if (*q == 'V') {
    unsigned long len = strtoul(q + 1, (char **)&q, 10);
    char elem[64];
    if (!llvm_type(&q, elem, sizeof elem))
      return false;
    snprintf(out, n, "<%lu x %s>", len, elem);
    *p = q;
    return true;
  }
  int longs = 0;
  for (; *q == 'U' || *q == 'L' || *q == 'W' || *q == 'S'; q++)
    if (*q == 'L' || *q == 'W')
      longs++;
  const char *t;
  switch (*q++) {
  case 'v': t = "void"; break;
  case 'b': t = "i1"; break;
  case 'c': t = "i8"; break;
  case 's': t = "i16"; break;
  case 'i': t = longs ? "i64" : "i32"; break;
  case 'f': t = "float"; break;
  case 'd': t = "double"; break;
  case 'h': t = "half"; break;
  case 'z': t = "i64"; break;
  default: return false;
  }
  bool pointer = false;
  while (*q == '*' || *q == 'C' || *q == 'D')
    pointer |= *q++ == '*';
  snprintf(out, n, "%s", pointer ? "ptr" : t);
  *p = q;
  return true;
}

int main(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("t", ctx);
  int failed = 0, checked = 0;
  for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
    const Row *r = &rows[i];
    if (!r->intrinsic || strncmp(r->intrinsic, "llvm.", 5) != 0)
      continue; /* none, or an operation's name (overflow's "add") */
    checked++;
    unsigned id = LLVMLookupIntrinsicID(r->intrinsic, strlen(r->intrinsic));
    if (!id) {
      printf("FAIL builtin-table/%s: no LLVM intrinsic %s\n", r->name, r->intrinsic);
      failed++;
      continue;
    }
    if (strcmp(r->check, "PROTO") != 0 || strcmp(r->lower, "intrinsic") != 0 ||
        LLVMIntrinsicIsOverloaded(id))
      continue;
    /* the prototype as an LLVM function type, against the intrinsic's */
    char want[1024] = "", t[128];
    const char *p = r->proto;
    bool ok = llvm_type(&p, t, sizeof t);
    snprintf(want, sizeof want, "%s (", t);
    for (int n = 0; ok && *p; n++) {
      ok = llvm_type(&p, t, sizeof t);
      snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", n ? ", " : "", t);
    }
    strcat(want, ")");
    LLVMTypeRef ft = LLVMIntrinsicGetType(ctx, id, NULL, 0);
    char *got = LLVMPrintTypeToString(ft);
    if (!ok || strcmp(got, want) != 0) {
      printf("FAIL builtin-table/%s: %s is %s, the row says %s\n", r->name, r->intrinsic, got,
             ok ? want : "a prototype this tool cannot read");
      failed++;
    }
    LLVMDisposeMessage(got);
  }
  if (!failed)
    printf("PASS builtin-table (%d rows with an intrinsic)\n", checked);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return 0;
}
