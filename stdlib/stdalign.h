/* <stdalign.h> (C17 7.15). */
#pragma once
#define alignas _Alignas
#define alignof _Alignof
#define __alignas_is_defined 1
#define __alignof_is_defined 1
