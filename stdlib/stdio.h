/* <stdio.h> for device code: printf is built into hipc (it reaches the
 * host through the runtime); nothing else of stdio exists on a GPU. */
#pragma once
#include <stddef.h>
