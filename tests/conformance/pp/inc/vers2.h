/* Included by rescan-example4.hip through a macro-built name. */
#define VERS2 2
