// ARGS: --target-define __gfx90a__ --target-define __AMDGCN_WAVEFRONT_SIZE__=64 --target-define __gfx1100__ -U __gfx1100__
/* pp_used_target_macros(): testing a target-dependent macro, even one
 * that -U left undefined, ties the tokens to the target. */
#ifdef __gfx1100__
int rdna;
#endif
