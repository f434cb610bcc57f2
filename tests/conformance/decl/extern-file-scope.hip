// C17 6.9.2: tentative definitions and extern declarations of one object
// at file scope refer to the same object; an extern declaration may come
// before the definition.
extern __device__ int counted;
__device__ int counted = 3;
extern __device__ int counted;
__device__ int tentative;
__device__ int tentative;
extern __device__ int arr[];
__device__ int arr[4] = {1, 2, 3, 4};
static int check(void) {
  if (counted != 3) return 1;
  counted++;
  if (counted != 4) return 2;
  if (tentative != 0) return 3;
  tentative = 9;
  if (tentative != 9) return 4;
  if (arr[3] != 4 || sizeof arr != 16) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
