/* <stdnoreturn.h> (C17 7.23). */
#pragma once
#define noreturn _Noreturn
