// LLVMFuzzerRunDriver is defined by libFuzzer (linked by -sanitize=fuzzer); this target only
// declares it to Swift.
#include "FuzzDriver.h"
