/* A program's own unistd.h, found with -I: it comes before hipc's
 * "host header" message (host-header-own.hip). */
#define OWN_UNISTD 7
