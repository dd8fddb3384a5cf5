// Kernels of Vellum's rasterizer that Swift expresses poorly: shuffles for running sums and
// saturating packs (the sweep), byte-lane multiplies and shuffles (the compositor), and a
// truncation without range checks (the accumulator). Every function here is `static inline`:
// Swift inlines the small ones into its loops, built for the CPU the Swift code is built for, and
// the kernels chosen at run time (VellumDispatch.h, KernelBodies.h) inline them into code built
// for each instruction set.
//
// Each sweep kernel has an SSE2 version (every x86-64 CPU), an AVX2 one (the eight cells in one
// register, used when the build targets AVX2) and a plain C one, and all perform the same IEEE
// single-precision operations in the same order, so every build gives the same bytes. The
// compositor's kernels are written once, with clang's portable vector builtins, and are exact
// integer arithmetic.

#ifndef VELLUM_KERNELS_H
#define VELLUM_KERNELS_H

#include <stdint.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// No fused multiply-adds: the kernels must round as the scalar Swift code beside them does.
#pragma clang fp contract(off)

/// 1.5 · 2²³: adding it to a float in 0…2²² leaves the rounded integer in the low mantissa bits.
#define VK_ROUNDING_MAGIC 12582912.0f

// The plain C kernels, built on every CPU: the fallback where SSE2 is missing, and the reference
// the tests hold the vector kernels to.

static inline void vk_scan4_plain(const float *in, float *out) {
    float a = in[0], b = in[1], c = in[2], d = in[3];
    float ab = a + b, bc = b + c, cd = c + d;
    out[0] = a;
    out[1] = ab;
    out[2] = bc + a;
    out[3] = cd + ab;
}

static inline void vk_take_sums_plain(float *cells, float *winding, float *sums) {
    vk_scan4_plain(cells, sums);
    vk_scan4_plain(cells + 4, sums + 4);
    for (int i = 0; i < 8; i++) cells[i] = 0;
    for (int i = 4; i < 8; i++) sums[i] = sums[i] + sums[3];
    for (int i = 0; i < 8; i++) sums[i] = sums[i] + *winding;
    *winding = sums[7];
}

static inline uint64_t vk_unit_byte(float v) {
    union { float f; uint32_t u; } bits;
    v = v < 1.0f ? v : 1.0f;
    bits.f = v * 255.0f + VK_ROUNDING_MAGIC;
    return bits.u & 0xFF;
}

static inline float vk_fold1(float w) {
    float a = w < 0 ? -w : w;
    a = a - 2.0f * (float)(int32_t)(a * 0.5f);
    float b = 2.0f - a;
    return a < b ? a : b;
}

static inline uint64_t vk_nonzero_group_plain(float *cells, float *winding) {
    float sums[8];
    vk_take_sums_plain(cells, winding, sums);
    uint64_t packed = 0;
    for (int i = 0; i < 8; i++) packed |= vk_unit_byte(sums[i] < 0 ? -sums[i] : sums[i]) << (8 * i);
    return packed;
}

static inline uint64_t vk_evenodd_group_plain(float *cells, float *winding) {
    float sums[8];
    vk_take_sums_plain(cells, winding, sums);
    uint64_t packed = 0;
    for (int i = 0; i < 8; i++) packed |= vk_unit_byte(vk_fold1(sums[i])) << (8 * i);
    return packed;
}

#if defined(__SSE2__)

/// Running sums of four lanes: (a, a+b, (b+c)+a, (c+d)+(a+b)).
static inline __m128 vk_scan4_sse2(__m128 v) {
    v = _mm_add_ps(v, _mm_castsi128_ps(_mm_slli_si128(_mm_castps_si128(v), 4)));
    return _mm_add_ps(v, _mm_castsi128_ps(_mm_slli_si128(_mm_castps_si128(v), 8)));
}

/// The eight cells at `cells`, cleared, as running sums carried on from `*winding`, which
/// becomes the last sum.
static inline void vk_take_sums_sse2(float *cells, float *winding, __m128 *low, __m128 *high) {
    __m128 lo = vk_scan4_sse2(_mm_loadu_ps(cells));
    __m128 hi = vk_scan4_sse2(_mm_loadu_ps(cells + 4));
    _mm_storeu_ps(cells, _mm_setzero_ps());
    _mm_storeu_ps(cells + 4, _mm_setzero_ps());
    hi = _mm_add_ps(hi, _mm_shuffle_ps(lo, lo, 0xFF));
    const __m128 carry = _mm_set1_ps(*winding);
    *low = _mm_add_ps(lo, carry);
    *high = _mm_add_ps(hi, carry);
    *winding = _mm_cvtss_f32(_mm_shuffle_ps(*high, *high, 0xFF));
}

/// round(min(v, 1) · 255) of lanes ≥ 0, in the low byte of each lane.
static inline __m128i vk_unit_bytes(__m128 v) {
    v = _mm_min_ps(v, _mm_set1_ps(1.0f));
    v = _mm_add_ps(_mm_mul_ps(v, _mm_set1_ps(255.0f)), _mm_set1_ps(VK_ROUNDING_MAGIC));
    return _mm_and_si128(_mm_castps_si128(v), _mm_set1_epi32(0xFF));
}

/// Eight lanes of 0…255 as eight bytes, little-endian.
static inline uint64_t vk_pack(__m128i low, __m128i high) {
    __m128i words = _mm_packs_epi32(low, high);
    return (uint64_t)_mm_cvtsi128_si64(_mm_packus_epi16(words, words));
}

static inline __m128 vk_magnitude(__m128 v) {
    return _mm_andnot_ps(_mm_set1_ps(-0.0f), v);
}

/// |w| folded into 0…1 with period 2.
static inline __m128 vk_fold(__m128 w) {
    __m128 a = vk_magnitude(w);
    __m128 whole = _mm_cvtepi32_ps(_mm_cvttps_epi32(_mm_mul_ps(a, _mm_set1_ps(0.5f))));
    a = _mm_sub_ps(a, _mm_mul_ps(_mm_set1_ps(2.0f), whole));
    return _mm_min_ps(a, _mm_sub_ps(_mm_set1_ps(2.0f), a));
}

/// Non-zero coverage of the eight cells at `cells` (cleared), carried on from `*winding`,
/// which becomes the winding after them; eight bytes, little-endian.
static inline uint64_t vk_nonzero_group_sse2(float *cells, float *winding) {
    __m128 lo, hi;
    vk_take_sums_sse2(cells, winding, &lo, &hi);
    return vk_pack(vk_unit_bytes(vk_magnitude(lo)), vk_unit_bytes(vk_magnitude(hi)));
}

/// Even-odd coverage of the eight cells at `cells`, as ``vk_nonzero_group_sse2`` gives non-zero.
static inline uint64_t vk_evenodd_group_sse2(float *cells, float *winding) {
    __m128 lo, hi;
    vk_take_sums_sse2(cells, winding, &lo, &hi);
    return vk_pack(vk_unit_bytes(vk_fold(lo)), vk_unit_bytes(vk_fold(hi)));
}

#endif

#if defined(__x86_64__)

// The AVX2 kernels carry a target attribute rather than needing the whole build to target AVX2:
// the AVX2 and AVX-512 kernel tables inline them into their sweep, and the tests hold them to the
// others on any AVX2 CPU; ``VK_BEST`` picks them for Swift's own sweep only when the build
// targets AVX2.
#define VK_AVX2 __attribute__((target("avx2")))

/// The eight cells at `cells`, cleared, as running sums carried on from `*winding`, which
/// becomes the last sum: ``vk_take_sums_sse2``'s operations, both halves in one register.
VK_AVX2 static inline __m256 vk_take_sums_avx2(float *cells, float *winding) {
    __m256 v = _mm256_loadu_ps(cells);
    // The byte shifts stay inside each 128-bit half: two four-lane scans at once.
    v = _mm256_add_ps(v, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(v), 4)));
    v = _mm256_add_ps(v, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(v), 8)));
    _mm256_storeu_ps(cells, _mm256_setzero_ps());
    // The low half's last sum added to the high half only (blended, so the low lanes keep
    // their exact bits, negative zeros included).
    const __m256 lowLast = _mm256_permutevar8x32_ps(v, _mm256_set1_epi32(3));
    v = _mm256_blend_ps(v, _mm256_add_ps(v, lowLast), 0xF0);
    v = _mm256_add_ps(v, _mm256_set1_ps(*winding));
    const __m128 high = _mm256_extractf128_ps(v, 1);
    *winding = _mm_cvtss_f32(_mm_shuffle_ps(high, high, 0xFF));
    return v;
}

/// round(min(v, 1) · 255) of lanes ≥ 0 as eight bytes, little-endian. The rounding addition
/// leaves each value in its lane's low byte, so one byte shuffle gathers them without a mask.
VK_AVX2 static inline uint64_t vk_unit_bytes_avx2(__m256 v) {
    v = _mm256_min_ps(v, _mm256_set1_ps(1.0f));
    v = _mm256_add_ps(_mm256_mul_ps(v, _mm256_set1_ps(255.0f)), _mm256_set1_ps(VK_ROUNDING_MAGIC));
    const __m256i lowBytes = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                              0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i bytes = _mm256_shuffle_epi8(_mm256_castps_si256(v), lowBytes);
    const __m128i both = _mm_unpacklo_epi32(_mm256_castsi256_si128(bytes), _mm256_extracti128_si256(bytes, 1));
    return (uint64_t)_mm_cvtsi128_si64(both);
}

VK_AVX2 static inline __m256 vk_magnitude_avx2(__m256 v) {
    return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), v);
}

/// |w| folded into 0…1 with period 2, as ``vk_fold``.
VK_AVX2 static inline __m256 vk_fold_avx2(__m256 w) {
    __m256 a = vk_magnitude_avx2(w);
    __m256 whole = _mm256_cvtepi32_ps(_mm256_cvttps_epi32(_mm256_mul_ps(a, _mm256_set1_ps(0.5f))));
    a = _mm256_sub_ps(a, _mm256_mul_ps(_mm256_set1_ps(2.0f), whole));
    return _mm256_min_ps(a, _mm256_sub_ps(_mm256_set1_ps(2.0f), a));
}

/// ``vk_nonzero_group_sse2`` with the eight cells in one register.
VK_AVX2 static inline uint64_t vk_nonzero_group_avx2(float *cells, float *winding) {
    return vk_unit_bytes_avx2(vk_magnitude_avx2(vk_take_sums_avx2(cells, winding)));
}

/// ``vk_evenodd_group_sse2`` with the eight cells in one register.
VK_AVX2 static inline uint64_t vk_evenodd_group_avx2(float *cells, float *winding) {
    return vk_unit_bytes_avx2(vk_fold_avx2(vk_take_sums_avx2(cells, winding)));
}

#endif

/// `x` truncated toward zero, for finite `x` well inside the range of int64 (the cells of clipped
/// geometry): one conversion, without the range checks of Swift's `Int(_:)` in the accumulator's
/// per-row loop.
static inline int64_t vk_truncate(double x) { return (int64_t)x; }

#if defined(__AVX2__)
#define VK_HAS_VECTOR_KERNELS 1
#define VK_BEST(kernel) kernel##_avx2
#elif defined(__SSE2__)
#define VK_HAS_VECTOR_KERNELS 1
#define VK_BEST(kernel) kernel##_sse2
#else
#define VK_HAS_VECTOR_KERNELS 0
#define VK_BEST(kernel) kernel##_plain
#endif

/// Whether ``vk_nonzero_group`` and ``vk_evenodd_group`` run the vector kernels.
static inline int vk_has_vector_kernels(void) { return VK_HAS_VECTOR_KERNELS; }

/// Non-zero coverage of the eight cells at `cells` (cleared), carried on from `*winding`, which
/// becomes the winding after them; eight bytes, little-endian.
static inline uint64_t vk_nonzero_group(float *cells, float *winding) {
    return VK_BEST(vk_nonzero_group)(cells, winding);
}

/// Even-odd coverage of the eight cells at `cells`, as ``vk_nonzero_group`` gives non-zero.
static inline uint64_t vk_evenodd_group(float *cells, float *winding) {
    return VK_BEST(vk_evenodd_group)(cells, winding);
}

#endif
