// C17 5.2.4.1: 12 pointer, array and function declarators (in any
// combination) modifying one type: a pointer to pointer ... twelve deep,
// and an array of pointers to functions returning pointers to arrays.
static int target = 12;
static int arr3[3] = {1, 2, 3};
static int (*give(void))[3] { return &arr3; }
__device__ int test(void) {
  int *p1 = &target, **p2 = &p1, ***p3 = &p2, ****p4 = &p3, *****p5 = &p4;
  int ******p6 = &p5, *******p7 = &p6, ********p8 = &p7, *********p9 = &p8;
  int **********p10 = &p9, ***********p11 = &p10, ************p12 = &p11;
  if (************p12 != 12) return 1;
  int (*(*fa[2])(void))[3] = {give, give};     /* array, pointer, function, pointer, array */
  if ((*fa[1]())[2] != 3) return 2;
  return 0;
}
