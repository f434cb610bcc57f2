/* pp_dump - runs the preprocessor on one file, for tests/preprocess.
 *
 *   pp_dump [-I dir] [-isystem dir] [-D X[=v]] [-U X] [-include f]
 *           [--target-define X[=v]] [--memory-header NAME=PATH]
 *           [--memory-system-header NAME=PATH] [--tokens] [--plain] FILE
 *
 * prints the -E text (or with --tokens one token per line:
 * `KIND 'text' line:col flags`), then the diagnostics on stderr; exits 1
 * if there were errors.  --target-define defines a target-dependent macro
 * and makes the output end with `// target macros used: yes|no`.  --plain
 * writes with pp_write_text (no include events) instead of pp_write_output.
 * FILE "-" is standard input. */
#include "lexer/lexer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *kind_name(TokKind k) {
  static const char *const names[TOK_KIND_COUNT] = {
      "EOF",        "IDENT",      "NUMBER",     "CHAR",       "STRING",
      "PRAGMA",     "OTHER",      "LBRACKET",   "RBRACKET",   "LPAREN",
      "RPAREN",     "LBRACE",     "RBRACE",     "DOT",        "ARROW",
      "INC",        "DEC",        "AMP",        "STAR",       "PLUS",
      "MINUS",      "TILDE",      "BANG",       "SLASH",      "PERCENT",
      "SHL",        "SHR",        "LT",         "GT",         "LE",
      "GE",         "EQEQ",       "NE",         "CARET",      "PIPE",
      "ANDAND",     "OROR",       "QUESTION",   "COLON",      "COLONCOLON",
      "SEMI",       "ELLIPSIS",   "ASSIGN",     "MUL_ASSIGN", "DIV_ASSIGN",
      "MOD_ASSIGN", "ADD_ASSIGN", "SUB_ASSIGN", "SHL_ASSIGN", "SHR_ASSIGN",
      "AND_ASSIGN", "XOR_ASSIGN", "OR_ASSIGN",  "COMMA",      "HASH",
      "HASHHASH",
  };
  return (unsigned)k < TOK_KIND_COUNT ? names[k] : "?";
}

static void usage(void) {
  fputs("usage: pp_dump [-I dir] [-isystem dir] [-D X[=v]] [-U X] "
        "[-include f] [--target-define X[=v]] [--memory-header NAME=PATH] "
        "[--memory-system-header NAME=PATH] [--tokens] [--plain] FILE\n",
        stderr);
  exit(2);
}

/* The value of option `flag` spelled "-Ivalue" or "-I value"; NULL when
 * argv[*i] is another option. */
static char *opt_value(const char *flag, int *i, int argc, char **argv) {
  char *a = argv[*i];
  size_t n = strlen(flag);
  if (strncmp(a, flag, n) != 0)
    return NULL;
  if (a[n])
    return a + n;
  if (*i + 1 >= argc)
    usage();
  return argv[++*i];
}

/* Splits "X=v" for -D: the name, and the value or NULL. */
static void define(Preprocessor *pp, char *arg, bool target) {
  char *eq = strchr(arg, '=');
  if (eq)
    *eq = 0;
  pp_define(pp, arg, eq ? eq + 1 : NULL, target);
}

static char *slurp(const char *path, size_t *size) {
  if (strcmp(path, "-") != 0)
    return read_file(path, size);
  Strbuf sb = {0};
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
    sb_append(&sb, buf, n);
  if (!sb.data)
    sb_append(&sb, "", 0);
  *size = sb.len;
  return sb.data;
}

int main(int argc, char **argv) {
  Ctx ctx;
  ctx_init(&ctx);
  ctx.diags.error_limit = 0;
  Preprocessor *pp = pp_create(&ctx);
  bool tokens = false, target = false, plain = false;
  const char *file = NULL;
  VEC(char *) texts = {0}; /* memory headers, kept until the end */

  for (int i = 1; i < argc; i++) {
    char *a = argv[i], *val;
    if (strcmp(a, "--tokens") == 0) {
      tokens = true;
    } else if (strcmp(a, "--plain") == 0) {
      plain = true;
    } else if (strcmp(a, "-isystem") == 0 && i + 1 < argc) {
      pp_add_include_dir(pp, argv[++i], true);
    } else if (strcmp(a, "-include") == 0 && i + 1 < argc) {
      pp_add_forced_include(pp, argv[++i]);
    } else if (strcmp(a, "--target-define") == 0 && i + 1 < argc) {
      define(pp, argv[++i], true);
      target = true;
    } else if ((strcmp(a, "--memory-header") == 0 ||
                strcmp(a, "--memory-system-header") == 0) &&
               i + 1 < argc) {
      bool sys = strcmp(a, "--memory-system-header") == 0;
      char *spec = argv[++i], *eq = strchr(spec, '=');
      if (!eq)
        usage();
      *eq = 0;
      size_t size;
      char *text = read_file(eq + 1, &size);
      if (!text) {
        fprintf(stderr, "pp_dump: cannot read %s\n", eq + 1);
        return 2;
      }
      VEC_PUSH(&ctx.arena, texts, text);
      pp_add_memory_header(pp, spec, text, size, sys);
    } else if ((val = opt_value("-I", &i, argc, argv))) {
      pp_add_include_dir(pp, val, false);
    } else if ((val = opt_value("-D", &i, argc, argv))) {
      define(pp, val, false);
    } else if ((val = opt_value("-U", &i, argc, argv))) {
      pp_undef(pp, val);
    } else if (a[0] == '-' && a[1]) {
      usage();
    } else {
      file = a;
    }
  }
  if (!file)
    usage();

  size_t size;
  char *text = slurp(file, &size);
  if (!text) {
    fprintf(stderr, "pp_dump: cannot read %s\n", file);
    return 2;
  }
  uint32_t id = srcmgr_add(&ctx.sources, strcmp(file, "-") ? file : "<stdin>",
                           text, size, false);
  free(text);
  TokenArray toks = pp_run(pp, id);

  Strbuf out = {0};
  if (tokens) {
    for (size_t i = 0; i < toks.len; i++) {
      const Token *t = &toks.data[i];
      sb_printf(&out, "%s '%s' %u:%u", kind_name(t->kind), t->text, t->loc.line,
                t->loc.col);
      if (t->flags & TF_BOL)
        sb_puts(&out, " bol");
      if (t->flags & TF_SPACE)
        sb_puts(&out, " space");
      if (t->flags & TF_NOEXPAND)
        sb_puts(&out, " noexpand");
      if (t->flags & TF_SYSTEM)
        sb_puts(&out, " system");
      sb_putc(&out, '\n');
    }
  } else {
    if (plain)
      pp_write_text(&ctx, &toks, &out);
    else
      pp_write_output(pp, &toks, &out);
  }
  if (target)
    sb_printf(&out, "// target macros used: %s\n",
              pp_used_target_macros(pp) ? "yes" : "no");
  if (out.len)
    fwrite(out.data, 1, out.len, stdout);
  sb_free(&out);

  Strbuf diags = {0};
  diags_render_all(&ctx.diags, &diags);
  if (diags.len)
    fwrite(diags.data, 1, diags.len, stderr);
  sb_free(&diags);
  int rc = ctx.diags.errors ? 1 : 0;

  pp_destroy(pp);
  for (size_t i = 0; i < texts.len; i++)
    free(texts.data[i]);
  ctx_free(&ctx);
  return rc;
}
