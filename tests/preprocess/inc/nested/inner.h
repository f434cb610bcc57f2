#ifndef INNER_H /* a guard may have comments around */
#define INNER_H
inner(__FILE__, __INCLUDE_LEVEL__, __BASE_FILE__)
#endif /* INNER_H */
