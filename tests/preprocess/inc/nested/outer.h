outer_begin
#include "inner.h"
#include <leaf.h>
outer_end
