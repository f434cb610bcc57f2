#pragma once
hip_runtime_from_memory(__FILE__, __INCLUDE_LEVEL__)
#include "detail.h"
