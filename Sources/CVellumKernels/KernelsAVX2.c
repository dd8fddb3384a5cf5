// The AVX2 kernel table: KernelBodies.h built for AVX2 (no FMA: it is not enabled, and
// contraction is off anyway), with the eight-cell sweep kernels in one 256-bit register.
#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>
#include "VellumDispatch.h"
#include "VellumKernels.h"

#define VK_TABLE vk_kernels_avx2
/// Gradient colours fetched with AVX2's masked gather.
#define VK_GATHER 1
#define VK_TABLE_LEVEL VK_LEVEL_AVX2
#define VK_NONZERO_GROUP vk_nonzero_group_avx2
#define VK_EVENODD_GROUP vk_evenodd_group_avx2
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#include "KernelBodies.h"
#pragma clang attribute pop
#endif
