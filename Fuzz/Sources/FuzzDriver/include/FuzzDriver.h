#ifndef VELLUM_FUZZ_DRIVER_H
#define VELLUM_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that keep their own main (SwiftPM links executables with
/// main aliased to the module's entry, so libFuzzer's main cannot take its place).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
