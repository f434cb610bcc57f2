// An integer constant a floating type cannot hold: both values as clang
// writes them (the integer unsigned where its type is; the floating value
// with every digit, or as d.dE+N when more than three zeros end it).
__device__ void f(float *fp, double *dp) {
  fp[0] = 123456789012L; // expected-warning: implicit conversion from 'long' to 'float' changes value from 123456789012 to 123456790528
  fp[1] = 16777217; // expected-warning: implicit conversion from 'int' to 'float' changes value from 16777217 to 16777216
  dp[0] = 123456789012345678L; // expected-warning: implicit conversion from 'long' to 'double' changes value from 123456789012345678 to 123456789012345680
  fp[2] = 0x7fffffffffffffffL; // expected-warning: implicit conversion from 'long' to 'float' changes value from 9223372036854775807 to 9223372036854775808
  fp[3] = 100000001; // expected-warning: implicit conversion from 'int' to 'float' changes value from 100000001 to 1.0E+8
  fp[4] = 12345678901234567890UL; // expected-warning: implicit conversion from 'unsigned long' to 'float' changes value from 12345678901234567890 to 12345679395506094080
  dp[1] = 18446744073709551615UL; // expected-warning: implicit conversion from 'unsigned long' to 'double' changes value from 18446744073709551615 to 18446744073709551616
  fp[5] = -1234567890123L; // expected-warning: implicit conversion from 'long' to 'float' changes value from -1234567890123 to -1234567954432
}
