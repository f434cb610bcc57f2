// ARGS: -I inc
/* #include (C17 6.10.2): "..." beside the includer first, then -I; a
 * macro-expanded header name; #pragma once and include guards, which hold
 * whichever path reaches the file. */
#include "inc/once.h"
#include "inc/once.h"
#include <once.h>
#include "inc/guard.h"
#include <guard.h>
#include "inc/guard.h"
#include "inc/nested/outer.h"
#include "inc/nested/inner.h"
#define LEAF <leaf.h>
#include LEAF
#define QLEAF "inc/leaf.h"
#include QLEAF
main_end(__FILE__, __INCLUDE_LEVEL__)
