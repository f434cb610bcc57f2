// CLANG-COMPARE
/* A macro-heavy file whose tokens must be clang's (C17 6.10.3.4
 * rescanning, painted names, deferred expansion, X-macros). */
#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EXPAND(...) __VA_ARGS__
#define EVAL(...) EVAL1(EVAL1(EVAL1(__VA_ARGS__)))
#define EVAL1(...) EVAL2(EVAL2(EVAL2(__VA_ARGS__)))
#define EVAL2(...) __VA_ARGS__
#define CAT(a, ...) PRIMITIVE_CAT(a, __VA_ARGS__)
#define PRIMITIVE_CAT(a, ...) a ## __VA_ARGS__
#define INC(x) PRIMITIVE_CAT(INC_, x)
#define INC_0 1
#define INC_1 2
#define INC_2 3
#define DEC(x) PRIMITIVE_CAT(DEC_, x)
#define DEC_1 0
#define DEC_2 1
#define DEC_3 2
#define CHECK_N(x, n, ...) n
#define CHECK(...) CHECK_N(__VA_ARGS__, 0,)
#define PROBE(x) x, 1,
#define NOT(x) CHECK(PRIMITIVE_CAT(NOT_, x))
#define NOT_0 PROBE(~)
#define COMPL(b) PRIMITIVE_CAT(COMPL_, b)
#define COMPL_0 1
#define COMPL_1 0
#define BOOL(x) COMPL(NOT(x))
#define IIF(c) PRIMITIVE_CAT(IIF_, c)
#define IIF_0(t, ...) __VA_ARGS__
#define IIF_1(t, ...) t
#define IF(c) IIF(BOOL(c))
#define EAT(...)
#define WHEN(c) IF(c)(EXPAND, EAT)
#define REPEAT(count, macro, ...) \
    WHEN(count) \
    ( \
        OBSTRUCT(REPEAT_INDIRECT) () \
        ( \
            DEC(count), macro, __VA_ARGS__ \
        ) \
        OBSTRUCT(macro) \
        ( \
            DEC(count), __VA_ARGS__ \
        ) \
    )
#define REPEAT_INDIRECT() REPEAT
#define M(i, _) i
EVAL(REPEAT(3, M, ~))
IF(1)(yes, no) IF(0)(yes, no) NOT(0) NOT(abc) INC(INC(0))
A DEFER(INC)(1) EXPAND(DEFER(INC)(1))

#define COLORS(X) X(red, 1) X(green, 2) X(blue, 4)
#define ENUM(name, v) COLOR_##name = v,
#define NAME(name, v) [v] = #name,
enum color { COLORS(ENUM) };
const char *names[] = { COLORS(NAME) };

#define f(a) a*g
#define g(a) f(a)
f(2)(9);
#define AA BB
#define BB AA
AA BB
#define foo(x) bar x
foo(foo) (2)
#define m() m
m()() m
#define recur(x) x recur
recur(1)(2)(3)
#define obj(x) x obj
#define call(f) f(1)
call(obj) (2)
#define lparen (
#define apply(f, x) f lparen x)
#define id(x) x
apply(id, 42)
#define xstr(s) str(s)
#define str(s) #s
#define VER 2.1
xstr(VER) str(VER) xstr(__LINE__) xstr(-> + +-- >>= <: %:)
#define paste3(a, b, c) a ## b ## c
paste3(x, , z) paste3(, , ) paste3(1, e, +) paste3(<, <, =) paste3(L, 'a',)
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
#define t(x,y,z) x ## y ## z
t(+,+,) t(-,=,) t(<,<,=)
#define nothing
nothing(nothing) nothing + nothing -
#define ZERO_ARGS() zero
ZERO_ARGS() ZERO_ARGS( ) ZERO_ARGS
#define spacer(a, b) [a|b]
spacer( x  y ,   z ) spacer(,) spacer((a,b),c)
#define STRINGIFY_ALL(...) #__VA_ARGS__
STRINGIFY_ALL('"' "\\" '\'' , a   b ,c )
#define BRACKET(x) [x]
BRACKET(a
#ifdef BRACKET
b
#else
c
#endif
)
