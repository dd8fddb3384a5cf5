// The AVX-512 kernel table: KernelBodies.h built for AVX-512 F, BW and VL. The vectors stay
// 256 bits wide (the lanes of eight pixels), but VL gives them 32 registers and masked forms, and
// BW the 16-bit multiplies and shuffles on them. AVX-512F brings FMA with it, so contraction
// must stay off (KernelBodies.h turns it off) for the same bytes.
#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>
#include "VellumDispatch.h"
#include "VellumKernels.h"

#define VK_TABLE vk_kernels_avx512
/// Gradient colours fetched with AVX2's masked gather.
#define VK_GATHER 1
#define VK_TABLE_LEVEL VK_LEVEL_AVX512
#define VK_NONZERO_GROUP vk_nonzero_group_avx2
#define VK_EVENODD_GROUP vk_evenodd_group_avx2
#pragma clang attribute push(__attribute__((target("avx2,avx512f,avx512bw,avx512vl"))), apply_to = function)
#include "KernelBodies.h"
#pragma clang attribute pop
#endif
