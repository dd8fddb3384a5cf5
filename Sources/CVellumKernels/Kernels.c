// The portable kernel table: the baseline of the architecture (SSE2 on x86-64; on ARM64 the plain
// sweep kernels, and clang's vector types lowered to NEON, which every ARM64 CPU has).
#include "VellumDispatch.h"
#include "VellumKernels.h"

#define VK_TABLE vk_kernels_portable
#define VK_TABLE_LEVEL VK_LEVEL_PORTABLE
#define VK_NONZERO_GROUP vk_nonzero_group
#define VK_EVENODD_GROUP vk_evenodd_group
#include "KernelBodies.h"
