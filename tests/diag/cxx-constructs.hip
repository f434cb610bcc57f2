// C++ that HIP kernels are often written in: each construct is one error
// that names it, and what follows still parses (no cascade), so the C the
// file also holds is checked as usual (issue 13).  clang's HIP mode is
// C++ and takes all of it.
#include <hip/hip_runtime.h>
template <typename T> __device__ T add(T a, T b) { return a + b; } // expected-error-col 1: C++ templates are not supported in HIP-C // clang-differs: C++
template <int N, typename U = float> // expected-error-col 1: C++ templates are not supported in HIP-C // clang-differs: C++
struct Arr { U v[N]; };
namespace util { // expected-error-col 1: C++ namespaces are not supported in HIP-C // clang-differs: C++
__device__ int twice(int x) { return 2 * x; }
} // namespace util
using namespace util; // expected-error-col 1: C++ 'using' declarations are not supported in HIP-C // clang-differs: C++
class Acc { // expected-error-col 1: C++ classes are not supported in HIP-C; use a struct // clang-differs: C++
public: // expected-error-col 1: C++ access specifiers are not supported in HIP-C // clang-differs: C++
  int v;
};
struct P {
  int x;
  int get() const { return x; } // expected-error-col 7: C++ member functions are not supported in HIP-C // clang-differs: C++
  P(int a) : x(a) {} // expected-error-col 3: C++ member functions are not supported in HIP-C // clang-differs: C++
  ~P() {} // expected-error-col 3: C++ member functions are not supported in HIP-C // clang-differs: C++
};
__device__ void inc(int &r) { r++; } // expected-error-col 25: C++ references are not supported in HIP-C; use a pointer // clang-differs: C++
__device__ void inc128(__int128 &r) { r++; } // expected-error-col 33: C++ references are not supported in HIP-C; use a pointer // clang-differs: C++
__device__ int scale(int x, int k = 2) { return x * k; } // expected-error-col 35: C++ default arguments are not supported in HIP-C // clang-differs: C++
constexpr int N = 4; // expected-error-col 1: C++ 'constexpr' is not supported in HIP-C; use 'const' or a macro // clang-differs: C++
__device__ int use(const struct P &p) { return p.x; } // expected-error-col 35: C++ references are not supported in HIP-C; use a pointer // clang-differs: C++
__device__ int f(void) {
  auto y = twice(3); // expected-error-col 3: C++ 'auto' type deduction is not supported in HIP-C; use a type or GNU's __auto_type // clang-differs: C++
  struct Acc a;
  a.v = 1;
  int arr[N];
  arr[0] = y;
  inc(y);
  return util::twice(y) + scale(a.v, 3) + arr[0] + sizeof(y); // expected-error-col 10: C++ scope resolution ('::') is not supported in HIP-C // clang-differs: C++
}
__device__ int g(int); // expected-note-col 16: previous declaration is here // clang-differs: C++ overloads
__device__ float g(float); // expected-error-col 18: conflicting types for 'g' // clang-differs: C++ overloads
// expected-note@-1: C++ function overloading is not supported in HIP-C: give the functions different names // clang-differs: hipc only
__device__ int h(void) { return undeclared; } // expected-error-col 33: use of undeclared identifier 'undeclared'
