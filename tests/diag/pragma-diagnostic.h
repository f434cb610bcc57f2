// Included by pragma-diagnostic.hip: a header's pragma holds in the file
// that includes it, from the #include on.
#pragma clang diagnostic ignored "-Wunused-variable"
