#ifndef GUARD_H
#define GUARD_H
int guard_h = GUARD_LEVEL;
#define GUARD_LEVEL __INCLUDE_LEVEL__
#endif
