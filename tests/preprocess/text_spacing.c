/* -E text: tokens that would run together get a space (+ + not ++, - >
 * not ->, names and numbers apart), a `#` from a macro never starts a
 * line, the first token of a line keeps its column, and a macro call
 * spanning lines leaves the lines after it in place. */
#define EMPTY
#define PLUS +
#define MINUS -
#define F(x) x
#define CAT(a, b) a b
#define H #
#define DOT .
#define E e
  a = PLUS+b; -EMPTY-c; PLUS PLUS d; MINUS> e; F(<)F(<=);
x EMPTY y F(-)F(-) F(a)F(b) 1 F(.)F(5) 1 F(E)F(+)3 0x1 F(p)F(-) L F("s")
H define not_a_directive
  F(  q  ) ,  F( ( 1 ,  2 ) )
	tab; F(/)F(/) comment F(/)F(*) either F(&)F(&) F(<)F(:)
    /* c */ z; DOT DOT DOT F(%)F(:) F(%:)F(%:) F(#)F(#)
F(F
(1))

last
