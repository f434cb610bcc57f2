/* #error and #warning (C17 6.10.5): the rest of the line as written. */
// expected-error@+1: don't   do "this"  /* c */ x
#error don't   do "this"  /* c */ x
// expected-warning@+1: be careful
#warning  be careful
#if 0
#error not in a skipped group
#endif
after_error
