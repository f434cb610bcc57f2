/* Included by inc/outer.h by its bare name. */
#define INNER 2
static const int inner_level = __INCLUDE_LEVEL__;
