// ARGS: --target-define __AMDGCN_WAVEFRONT_SIZE__=64
/* pp_used_target_macros(): expanding one counts too. */
int wave = __AMDGCN_WAVEFRONT_SIZE__;
