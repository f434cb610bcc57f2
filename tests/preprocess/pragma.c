/* #pragma (C17 6.10.6) and _Pragma (6.10.9): every pragma but `once`
 * reaches the parser as one TOK_PRAGMA, written back as a #pragma line;
 * loop pragmas have their operands macro-expanded; push_macro and
 * pop_macro act. */
#define N 4
#pragma unroll N
#pragma unroll(N)
#pragma nounroll
#pragma GCC diagnostic push
#pragma STDC FP_CONTRACT ON
#pragma weird   stuff N "str"
#pragma
#pragma once // expected-warning: #pragma once in main file
for (;;) _Pragma("unroll 8") for (;;);
#define DO_PRAGMA(x) _Pragma(#x)
#define UNROLL(n) DO_PRAGMA(unroll n)
UNROLL(16) for (;;);
#define ARG(x) x
ARG(_Pragma("omp parallel for") a)
_Pragma("push_macro(\"N\")")
#undef N
#define N 5
#pragma unroll N
#pragma pop_macro("N")
#pragma unroll N
_Pragma(L"weird(\"quoted\" \\\\ text)") after
