// C17 5.2.4.1: at least 63 initial characters of an internal identifier
// are significant: names that differ only after the 63rd character are
// distinct here (hipc, gcc and clang keep all characters).
__device__ int test(void) {
  int abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk_one = 1;
  int abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk_two = 2;
  int a_name_that_is_exactly_sixty_three_characters_long_counting_abc = 3;
  if (abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk_one != 1) return 1;
  if (abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk_two != 2) return 2;
  if (a_name_that_is_exactly_sixty_three_characters_long_counting_abc != 3) return 3;
  return 0;
}
