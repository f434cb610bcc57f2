/* <stdio.h> (C17 7.21) for device code.  printf is device printf (a
 * builtin: the runtime prints what each thread formats); snprintf,
 * sprintf, vsnprintf, vsprintf, puts and putchar are C in
 * stdlib/libc/stdio.c, compiled only into programs that call them
 * (sema/library.def).  Device code has no files or streams: the rest of
 * 7.21 is declared unavailable, so that a use says so. */
#pragma once
#include <stddef.h>

#define EOF (-1)

int printf(const char *__restrict __fmt, ...);
int snprintf(char *__restrict __s, size_t __n, const char *__restrict __fmt, ...);
int sprintf(char *__restrict __s, const char *__restrict __fmt, ...);
int vsnprintf(char *__restrict __s, size_t __n, const char *__restrict __fmt, __builtin_va_list __ap);
int vsprintf(char *__restrict __s, const char *__restrict __fmt, __builtin_va_list __ap);
int puts(const char *__s);
int putchar(int __c);

/* What device code lacks: a use of any of these is clang's "'fopen' is
 * unavailable: ..." error at the use, with a note here.  Streams and
 * files are the host's; device printf writes to the host's stdout. */
#define __HIPC_NO_FILES                                                        \
  __attribute__((unavailable("device code has no files or streams; printf "   \
                             "prints to the host's standard output")))
#define __HIPC_NOT_YET                                                         \
  __attribute__((unavailable("hipc's device C library does not have it yet")))

#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

typedef struct __hipc_FILE FILE __HIPC_NO_FILES;
typedef struct __hipc_fpos fpos_t __HIPC_NO_FILES;
extern FILE *stdin __HIPC_NO_FILES;
extern FILE *stdout __HIPC_NO_FILES;
extern FILE *stderr __HIPC_NO_FILES;

FILE *fopen(const char *, const char *) __HIPC_NO_FILES;
FILE *freopen(const char *, const char *, FILE *) __HIPC_NO_FILES;
FILE *tmpfile(void) __HIPC_NO_FILES;
char *tmpnam(char *) __HIPC_NO_FILES;
int fclose(FILE *) __HIPC_NO_FILES;
int fflush(FILE *) __HIPC_NO_FILES;
int remove(const char *) __HIPC_NO_FILES;
int rename(const char *, const char *) __HIPC_NO_FILES;
void setbuf(FILE *, char *) __HIPC_NO_FILES;
int setvbuf(FILE *, char *, int, size_t) __HIPC_NO_FILES;
int fprintf(FILE *, const char *, ...) __HIPC_NO_FILES;
int vfprintf(FILE *, const char *, __builtin_va_list) __HIPC_NO_FILES;
int fscanf(FILE *, const char *, ...) __HIPC_NO_FILES;
int vfscanf(FILE *, const char *, __builtin_va_list) __HIPC_NO_FILES;
int scanf(const char *, ...) __HIPC_NO_FILES;
int vscanf(const char *, __builtin_va_list) __HIPC_NO_FILES;
int fgetc(FILE *) __HIPC_NO_FILES;
char *fgets(char *, int, FILE *) __HIPC_NO_FILES;
int fputc(int, FILE *) __HIPC_NO_FILES;
int fputs(const char *, FILE *) __HIPC_NO_FILES;
int getc(FILE *) __HIPC_NO_FILES;
int getchar(void) __HIPC_NO_FILES;
int putc(int, FILE *) __HIPC_NO_FILES;
int ungetc(int, FILE *) __HIPC_NO_FILES;
size_t fread(void *, size_t, size_t, FILE *) __HIPC_NO_FILES;
size_t fwrite(const void *, size_t, size_t, FILE *) __HIPC_NO_FILES;
int fgetpos(FILE *, fpos_t *) __HIPC_NO_FILES;
int fsetpos(FILE *, const fpos_t *) __HIPC_NO_FILES;
int fseek(FILE *, long, int) __HIPC_NO_FILES;
long ftell(FILE *) __HIPC_NO_FILES;
void rewind(FILE *) __HIPC_NO_FILES;
void clearerr(FILE *) __HIPC_NO_FILES;
int feof(FILE *) __HIPC_NO_FILES;
int ferror(FILE *) __HIPC_NO_FILES;
void perror(const char *) __HIPC_NO_FILES;
int vprintf(const char *, __builtin_va_list) __HIPC_NOT_YET;
int sscanf(const char *, const char *, ...) __HIPC_NOT_YET;
int vsscanf(const char *, const char *, __builtin_va_list) __HIPC_NOT_YET;
