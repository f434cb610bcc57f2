/* error.c - HIP's error codes by name and in words, the calling thread's
 * last error, and the call configurations that <<<>>> pushes.
 *
 * These two pieces of state are per host thread by definition:
 * hipGetLastError "returns the last error that has been returned by any of
 * the runtime calls in the same host thread", and clang's launch stub pops
 * the configuration its caller pushed on the same thread. */
#include "runtime.h"

typedef struct CallConfig {
  dim3 grid, block;
  size_t shared;
  hipStream_t stream;
} CallConfig;

typedef struct ThreadState {
  hipError_t last_error;
  unsigned nconfigs;
  CallConfig configs[RT_MAX_CALL_CONFIGS];
} ThreadState;

static _Thread_local ThreadState tls;

hipError_t rt_error(hipError_t e) {
  if (e != hipSuccess)
    tls.last_error = e;
  return e;
}

hipError_t hipGetLastError(void) {
  hipError_t e = tls.last_error;
  tls.last_error = hipSuccess;
  return e;
}

hipError_t hipPeekAtLastError(void) { return tls.last_error; }

/* <<<grid, block, shared, stream>>> compiles to a push here, then a call of
 * the kernel's host stub, which pops the configuration and calls
 * hipLaunchKernel.  Arguments of the launch may themselves launch kernels,
 * so the configurations form a stack. */
hipError_t __hipPushCallConfiguration(dim3 grid, dim3 block, size_t shared,
                                      hipStream_t stream) {
  if (tls.nconfigs == RT_MAX_CALL_CONFIGS)
    return rt_error(hipErrorInvalidConfiguration);
  tls.configs[tls.nconfigs++] = (CallConfig){grid, block, shared, stream};
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shared,
                                     hipStream_t *stream) {
  if (tls.nconfigs == 0)
    return rt_error(hipErrorMissingConfiguration);
  CallConfig *c = &tls.configs[--tls.nconfigs];
  if (grid)
    *grid = c->grid;
  if (block)
    *block = c->block;
  if (shared)
    *shared = c->shared;
  if (stream)
    *stream = c->stream;
  return hipSuccess;
}

/* Names and messages as HIP's own runtime gives them (hip_error.cpp), so
 * that programs and their test logs read the same on both. */
typedef struct ErrorText {
  hipError_t code;
  const char *name, *text;
} ErrorText;

#define E(code, text) {code, #code, text}
static const ErrorText errors[] = {
    E(hipSuccess, "no error"),
    E(hipErrorInvalidValue, "invalid argument"),
    E(hipErrorOutOfMemory, "out of memory"),
    E(hipErrorNotInitialized, "initialization error"),
    E(hipErrorDeinitialized, "driver shutting down"),
    E(hipErrorProfilerDisabled, "profiler disabled while using external profiling tool"),
    E(hipErrorProfilerNotInitialized, "profiler is not initialized"),
    E(hipErrorProfilerAlreadyStarted, "profiler already started"),
    E(hipErrorProfilerAlreadyStopped, "profiler already stopped"),
    E(hipErrorInvalidConfiguration, "invalid configuration argument"),
    E(hipErrorInvalidPitchValue, "invalid pitch argument"),
    E(hipErrorInvalidSymbol, "invalid device symbol"),
    E(hipErrorInvalidDevicePointer, "invalid device pointer"),
    E(hipErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"),
    E(hipErrorInsufficientDriver, "driver version is insufficient for runtime version"),
    E(hipErrorMissingConfiguration, "__global__ function call is not configured"),
    E(hipErrorPriorLaunchFailure, "unspecified launch failure in prior launch"),
    E(hipErrorInvalidDeviceFunction, "invalid device function"),
    E(hipErrorNoDevice, "no ROCm-capable device is detected"),
    E(hipErrorInvalidDevice, "invalid device ordinal"),
    E(hipErrorInvalidImage, "device kernel image is invalid"),
    E(hipErrorInvalidContext, "invalid device context"),
    E(hipErrorContextAlreadyCurrent, "context is already current context"),
    E(hipErrorMapFailed, "mapping of buffer object failed"),
    E(hipErrorUnmapFailed, "unmapping of buffer object failed"),
    E(hipErrorArrayIsMapped, "array is mapped"),
    E(hipErrorAlreadyMapped, "resource already mapped"),
    E(hipErrorNoBinaryForGpu, "no kernel image is available for execution on the device"),
    E(hipErrorAlreadyAcquired, "resource already acquired"),
    E(hipErrorNotMapped, "resource not mapped"),
    E(hipErrorNotMappedAsArray, "resource not mapped as array"),
    E(hipErrorNotMappedAsPointer, "resource not mapped as pointer"),
    E(hipErrorECCNotCorrectable, "uncorrectable ECC error encountered"),
    E(hipErrorUnsupportedLimit, "limit is not supported on this architecture"),
    E(hipErrorContextAlreadyInUse, "exclusive-thread device already in use by a different thread"),
    E(hipErrorPeerAccessUnsupported, "peer access is not supported between these two devices"),
    E(hipErrorInvalidKernelFile, "invalid kernel file"),
    E(hipErrorInvalidGraphicsContext, "invalid OpenGL or DirectX context"),
    E(hipErrorInvalidSource, "device kernel image is invalid"),
    E(hipErrorFileNotFound, "file not found"),
    E(hipErrorSharedObjectSymbolNotFound, "shared object symbol not found"),
    E(hipErrorSharedObjectInitFailed, "shared object initialization failed"),
    E(hipErrorOperatingSystem, "OS call failed or operation not supported on this OS"),
    E(hipErrorInvalidHandle, "invalid resource handle"),
    E(hipErrorIllegalState, "the operation cannot be performed in the present state"),
    E(hipErrorNotFound, "named symbol not found"),
    E(hipErrorNotReady, "device not ready"),
    E(hipErrorIllegalAddress, "an illegal memory access was encountered"),
    E(hipErrorLaunchOutOfResources, "too many resources requested for launch"),
    E(hipErrorLaunchTimeOut, "the launch timed out and was terminated"),
    E(hipErrorPeerAccessAlreadyEnabled, "peer access is already enabled"),
    E(hipErrorPeerAccessNotEnabled, "peer access has not been enabled"),
    E(hipErrorSetOnActiveProcess, "cannot set while device is active in this process"),
    E(hipErrorContextIsDestroyed, "context is destroyed"),
    E(hipErrorAssert, "device-side assert triggered"),
    E(hipErrorHostMemoryAlreadyRegistered, "part or all of the requested memory range is already mapped"),
    E(hipErrorHostMemoryNotRegistered, "pointer does not correspond to a registered memory region"),
    E(hipErrorLaunchFailure, "unspecified launch failure"),
    E(hipErrorCooperativeLaunchTooLarge, "too many blocks in cooperative launch"),
    E(hipErrorNotSupported, "operation not supported"),
    E(hipErrorStreamCaptureUnsupported, "operation not permitted when stream is capturing"),
    E(hipErrorStreamCaptureInvalidated, "operation failed due to a previous error during capture"),
    E(hipErrorStreamCaptureMerge, "operation would result in a merge of separate capture sequences"),
    E(hipErrorStreamCaptureUnmatched, "capture was not ended in the same stream as it began"),
    E(hipErrorStreamCaptureUnjoined, "capturing stream has unjoined work"),
    E(hipErrorStreamCaptureIsolation, "dependency created on uncaptured work in another stream"),
    E(hipErrorStreamCaptureImplicit, "operation would make the legacy stream depend on a capturing blocking stream"),
    E(hipErrorCapturedEvent, "operation not permitted on an event last recorded in a capturing stream"),
    E(hipErrorStreamCaptureWrongThread, "attempt to terminate a thread-local capture sequence from another thread"),
    E(hipErrorGraphExecUpdateFailure, "the graph update was not performed because it included changes which "
                                      "violated constraints specific to instantiated graph update"),
    E(hipErrorUnknown, "unknown error"),
    E(hipErrorRuntimeMemory, "runtime memory call returned error"),
    E(hipErrorRuntimeOther, "runtime call other than memory returned error"),
    E(hipErrorTbd, "unknown error"),
};
#undef E

static const ErrorText *error_text(hipError_t e) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == e)
      return &errors[i];
  return NULL;
}

/* An unknown code reads as HIP's runtime reads it: "hipErrorUnknown". */
const char *hipGetErrorName(hipError_t e) {
  const ErrorText *t = error_text(e);
  return t ? t->name : "hipErrorUnknown";
}

const char *hipGetErrorString(hipError_t e) {
  const ErrorText *t = error_text(e);
  return t ? t->text : "unknown error";
}
