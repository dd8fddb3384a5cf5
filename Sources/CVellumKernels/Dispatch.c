// Which kernel table runs: chosen once, on first use, from the CPU and VELLUM_KERNELS, and
// replaceable at any time (RasterKernels.force(_:)). Every table gives the same bytes, so a
// change while another thread draws mixes kernels, never results.
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "VellumDispatch.h"

extern const vk_kernels vk_kernels_portable;
#if defined(__x86_64__)
extern const vk_kernels vk_kernels_avx2, vk_kernels_avx512;
#endif

static const char *const vk_names[VK_LEVEL_COUNT] = {"portable", "avx2", "avx512"};

const char *vk_level_name(vk_level level) { return vk_names[level]; }

/// Whether this CPU (and the operating system, which must save the wider registers: the
/// compiler's CPU check includes that) runs `level`.
static int vk_cpu_runs(vk_level level) {
    switch (level) {
    case VK_LEVEL_PORTABLE: return 1;
#if defined(__x86_64__)
    case VK_LEVEL_AVX2: return __builtin_cpu_supports("avx2");
    case VK_LEVEL_AVX512:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f")
            && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
#endif
    default: return 0;
    }
}

const vk_kernels *vk_kernels_for(vk_level level) {
    if ((int)level < 0 || level >= VK_LEVEL_COUNT || !vk_cpu_runs(level)) return NULL;
    switch (level) {
#if defined(__x86_64__)
    case VK_LEVEL_AVX2: return &vk_kernels_avx2;
    case VK_LEVEL_AVX512: return &vk_kernels_avx512;
#endif
    default: return &vk_kernels_portable;
    }
}

vk_level vk_auto_level(void) {
    // AVX-512 is not chosen by itself: the kernels' vectors are 256 bits wide, and its extra
    // registers and masked forms gave no gain that stood out of the noise (Docs/Architecture.md).
    return vk_cpu_runs(VK_LEVEL_AVX2) ? VK_LEVEL_AVX2 : VK_LEVEL_PORTABLE;
}

/// The best level this CPU runs.
static vk_level vk_best_level(void) {
    vk_level best = VK_LEVEL_PORTABLE;
    for (int level = 1; level < VK_LEVEL_COUNT; level++) {
        if (vk_cpu_runs((vk_level)level)) best = (vk_level)level;
    }
    return best;
}

int vk_level_requested(const char *value, vk_level *level, int *lowered) {
    *lowered = 0;
    *level = vk_auto_level();
    if (value == NULL || *value == 0 || strcmp(value, "auto") == 0) return 0;
    for (int asked = 0; asked < VK_LEVEL_COUNT; asked++) {
        if (strcmp(value, vk_names[asked]) != 0) continue;
        const vk_level best = vk_best_level();
        *lowered = asked > (int)best;
        *level = *lowered ? best : (vk_level)asked;
        return 0;
    }
    return -1;
}

/// The table VELLUM_KERNELS asks for, with a warning for a value it cannot honour.
static const vk_kernels *vk_initial(void) {
    const char *value = getenv("VELLUM_KERNELS");
    vk_level level;
    int lowered;
    if (vk_level_requested(value, &level, &lowered) != 0) {
        fprintf(stderr, "vellum: unknown VELLUM_KERNELS value '%s' (expected auto, portable, avx2 or avx512); "
                        "using %s\n", value, vk_names[level]);
    } else if (lowered) {
        fprintf(stderr, "vellum: VELLUM_KERNELS=%s, but this CPU lacks it; using %s\n", value, vk_names[level]);
    }
    return vk_kernels_for(level);
}

static _Atomic(const vk_kernels *) vk_current = NULL;

const vk_kernels *vk_active(void) {
    const vk_kernels *kernels = atomic_load_explicit(&vk_current, memory_order_acquire);
    if (kernels != NULL) return kernels;
    // The first use: racing threads compute the same table, and the first to store it wins (so a
    // warning may print more than once only in such a race).
    const vk_kernels *initial = vk_initial();
    const vk_kernels *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&vk_current, &expected, initial, memory_order_acq_rel,
                                                memory_order_acquire)) {
        return initial;
    }
    return expected;
}

void vk_set_active(const vk_kernels *kernels) {
    atomic_store_explicit(&vk_current, kernels, memory_order_release);
}
