// Kernels of Vellum's rasterizer that Swift expresses poorly: shuffles for running sums and
// saturating packs (the sweep), byte-lane multiplies and shuffles (the compositor), and a
// truncation without range checks (the accumulator). Every function is `static inline`, so Swift
// inlines it into the loop that calls it, built for whatever CPU the Swift code is built for.
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

// The AVX2 kernels carry a target attribute rather than needing the whole build to target AVX2,
// so the tests can hold them to the others on any AVX2 CPU; ``VK_BEST`` picks them only when the
// build targets AVX2, where they inline into the sweep.
#define VK_AVX2 __attribute__((target("avx2")))

/// Whether this CPU runs AVX2.
static inline int vk_cpu_has_avx2(void) { return __builtin_cpu_supports("avx2"); }

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

/// Four float lanes: gradient locations. Swift imports the type as SIMD4<Float>.
typedef float vk_f32x4 __attribute__((ext_vector_type(4)));

/// Each lane of `t` limited to `lo…hi` as `t < lo ? lo : (t > hi ? hi : t)` reads — a NaN lane
/// stays NaN and −0 stays −0 — in two instructions. (Swift's lane-wise select on SIMD4<Float>
/// makes the SSE2 build split the gradient shaders' vectors into halves.)
static inline vk_f32x4 vk_clamp4(vk_f32x4 t, float lo, float hi) {
#if defined(__x86_64__)
    // maxps and minps return their second operand when either lane is NaN or both are zero.
    __m128 r = _mm_max_ps(_mm_set1_ps(lo), (__m128)t);
    return (vk_f32x4)_mm_min_ps(_mm_set1_ps(hi), r);
#else
    vk_f32x4 r = t;
    for (int i = 0; i < 4; i++) {
        if (r[i] < lo) r[i] = lo;
        if (r[i] > hi) r[i] = hi;
    }
    return r;
#endif
}

/// Lane by lane, `a > b ? x : y` (a NaN comparison picks `y`), as and/andnot/or on SSE2.
static inline vk_f32x4 vk_select_greater4(vk_f32x4 a, vk_f32x4 b, vk_f32x4 x, vk_f32x4 y) {
#if defined(__x86_64__)
    __m128 mask = _mm_cmpgt_ps((__m128)a, (__m128)b);
    return (vk_f32x4)_mm_or_ps(_mm_and_ps(mask, (__m128)x), _mm_andnot_ps(mask, (__m128)y));
#else
    vk_f32x4 r = y;
    for (int i = 0; i < 4; i++) {
        if (a[i] > b[i]) r[i] = x[i];
    }
    return r;
#endif
}

/// `x` truncated toward zero, for finite `x` well inside the range of int64 (the cells of clipped
/// geometry): one conversion, without the range checks of Swift's `Int(_:)` in the accumulator's
/// per-row loop.
static inline int64_t vk_truncate(double x) { return (int64_t)x; }

// Byte-lane arithmetic for the compositor, written with clang's portable vector builtins (no
// intrinsics): LLVM picks the instructions for the target, e.g. pmulhuw and punpcklbw on SSE2.
// Swift imports these vector types as SIMD16<UInt16>, so the functions inline into Swift loops.

/// Sixteen 16-bit lanes: the even or odd bytes of eight pixels, or a factor per channel pair.
typedef uint16_t vk_u16x16 __attribute__((ext_vector_type(16)));
typedef uint32_t vk_u32x16 __attribute__((ext_vector_type(16)));
typedef uint8_t vk_u8x8 __attribute__((ext_vector_type(8)));
typedef uint8_t vk_u8x16 __attribute__((ext_vector_type(16)));

/// round(a · b / 255) in every lane, for lanes in 0…255, exactly. With t = a·b + 128, Blinn's
/// (t + (t >> 8)) >> 8 equals (t · 257) >> 16 for every t < 2¹⁶ (the bits dropped by the inner
/// shift never carry into bit 8 of the sum), and the latter is one high-half multiply.
static inline vk_u16x16 vk_mul255(vk_u16x16 a, vk_u16x16 b) {
    vk_u16x16 t = a * b + (uint16_t)128;
    return __builtin_convertvector((__builtin_convertvector(t, vk_u32x16) * 257u) >> 16, vk_u16x16);
}

/// Eight coverage bytes, packed little-endian, as per-pixel factors: byte i in lanes 2i and 2i + 1,
/// which are both channels of pixel i in an even or odd half.
static inline vk_u16x16 vk_pixel_factors(uint64_t packed) {
    vk_u8x8 bytes;
    __builtin_memcpy(&bytes, &packed, sizeof bytes);
    vk_u8x16 doubled = __builtin_shufflevector(bytes, bytes, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    return __builtin_convertvector(doubled, vk_u16x16);
}

/// The odd half of eight pixels (green and alpha lanes) as per-pixel factors of their alpha.
static inline vk_u16x16 vk_alpha_factors(vk_u16x16 odd) {
    return __builtin_shufflevector(odd, odd, 1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15);
}

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
