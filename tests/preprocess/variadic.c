// CLANG-COMPARE
/* Variable arguments (C17 6.10.3p12, 6.10.3.1p2), __VA_OPT__ (with the
 * examples of C23 6.10.4.1), and GNU's `args...` and `, ## __VA_ARGS__`. */
#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
F(a, b, c) F() F(EMP)
G(a, b, c) G(a, ) G(a)
SDEF(foo); SDEF(bar, 1, 2);
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
H2(a, b, c, d)
#define H3(X, ...) #__VA_OPT__(X##X X##X)
H3(, 0)
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1)
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
H5C(H5A())

#define LOG(fmt, ...) printf(fmt, ## __VA_ARGS__)
#define GLOG(fmt, args...) printf(fmt, ## args)
#define ONLY(...) h(0, ## __VA_ARGS__)
LOG("a") LOG("a",) LOG("a", 1, 2) GLOG("x") GLOG("x", y) ONLY() ONLY(1)

#define STR(...) #__VA_ARGS__
STR() STR(a, b ,c) STR( a , "b\n" )
#define ARGN(_1, _2, _3, N, ...) N
#define NARGS(...) ARGN(__VA_ARGS__ __VA_OPT__(,) 3, 2, 1, 0)
NARGS() NARGS(a) NARGS(a, b) NARGS(a, (b, c), d)
#define FIRST(a, ...) a
#define REST(a, ...) __VA_ARGS__
FIRST(1, 2, 3) REST(1, 2, 3) REST(1)
#define D(...) ) , __VA_ARGS__ __VA_ARGS__ ## __VA_ARGS__ x ,
D() D(1)
