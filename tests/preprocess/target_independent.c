// ARGS: --target-define __gfx90a__ --target-define __AMDGCN_WAVEFRONT_SIZE__=64 -DPLAIN=1
/* pp_used_target_macros(): no target-dependent macro is looked at here,
 * so one token stream serves every target. */
#if PLAIN
int plain = PLAIN;
#endif
