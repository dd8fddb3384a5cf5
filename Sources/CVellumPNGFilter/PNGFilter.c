// The choice runs sixteen bytes a step in SSE2 on x86-64 (bytes filtered as bytes, summed by
// psadbw, Paeth's predictor in 16 bits) and eight a step in clang's vector types elsewhere (NEON
// on ARM64); the filters themselves are plain loops clang vectorises where it can.
#include "VellumPNGFilter.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The neighbour (left a, above b, upper left c) nearest to a + b − c, ties to a, then b.
static inline int paeth(int a, int b, int c) {
    const int pa = b > c ? b - c : c - b;
    const int pb = a > c ? a - c : c - a;
    const int pc = a + b > 2 * c ? a + b - 2 * c : 2 * c - a - b;
    const int b_or_c = pb <= pc ? b : c;
    return pa <= pb && pa <= pc ? a : b_or_c;
}

/// A filtered byte's size as a signed number: 0 for 0, 1 for 1 and 255, 128 for 128.
static inline uint32_t magnitude(uint8_t r) { return r < 128 ? r : 256u - r; }

typedef int16_t i16x8 __attribute__((ext_vector_type(8)));
typedef int32_t i32x8 __attribute__((ext_vector_type(8)));
typedef uint8_t u8x8 __attribute__((ext_vector_type(8)));

/// Eight bytes from `p` as 16-bit lanes: one SSE2 or NEON register.
static inline i16x8 load8(const uint8_t *p) {
    u8x8 v;
    memcpy(&v, p, sizeof v);
    return __builtin_convertvector(v, i16x8);
}

static inline i16x8 lane_distance(i16x8 x, i16x8 y) {
    const i16x8 d = x - y;
    return d < 0 ? -d : d;
}

/// `magnitude` of the low byte of each lane.
static inline i16x8 lane_magnitude(i16x8 r) {
    const i16x8 byte = r & 0xFF, other = 256 - byte;
    return byte < other ? byte : other;
}

/// The five filters' sums for eight bytes at once: lanes of at most 128 a step, folded into the
/// totals every 255 steps, before a 16-bit lane could overflow.
typedef struct {
    i16x8 lanes[5];
    int steps;
    uint64_t totals[5];
} filter_sums;

static void fold(filter_sums *s) {
    for (int type = 0; type < 5; type++) {
        s->totals[type] += (uint64_t)__builtin_reduce_add(__builtin_convertvector(s->lanes[type], i32x8));
        s->lanes[type] = (i16x8)0;
    }
    s->steps = 0;
}

static inline void add8(filter_sums *s, i16x8 x, i16x8 a, i16x8 b, i16x8 c) {
    s->lanes[0] += lane_magnitude(x);
    s->lanes[1] += lane_magnitude(x - a);
    s->lanes[2] += lane_magnitude(x - b);
    s->lanes[3] += lane_magnitude(x - ((a + b) >> 1));
    const i16x8 pa = lane_distance(b, c), pb = lane_distance(a, c), pc = lane_distance(a + b, c + c);
    const i16x8 b_or_c = pb <= pc ? b : c;
    s->lanes[4] += lane_magnitude(x - (((pa <= pb) & (pa <= pc)) ? a : b_or_c));
    if (++s->steps == 255) fold(s);
}

/// Adds one byte `x` filtered with left `a`, above `b` and upper left `c` to the totals.
static inline void add1(filter_sums *s, int x, int a, int b, int c) {
    s->totals[0] += magnitude((uint8_t)x);
    s->totals[1] += magnitude((uint8_t)(x - a));
    s->totals[2] += magnitude((uint8_t)(x - b));
    s->totals[3] += magnitude((uint8_t)(x - ((a + b) >> 1)));
    s->totals[4] += magnitude((uint8_t)(x - paeth(a, b, c)));
}

#if defined(__SSE2__)
/// The magnitudes of sixteen filtered bytes summed into two 64-bit lanes: min(r, −r) as bytes is
/// `magnitude`, and psadbw adds sixteen bytes in one instruction.
static inline __m128i sum_magnitudes(__m128i r) {
    const __m128i zero = _mm_setzero_si128();
    return _mm_sad_epu8(_mm_min_epu8(r, _mm_sub_epi8(zero, r)), zero);
}

/// Paeth's predictor for eight pixels' bytes widened to 16 bits, as `paeth` chooses it.
static inline __m128i paeth16(__m128i a, __m128i b, __m128i c) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i db = _mm_sub_epi16(b, c), da = _mm_sub_epi16(a, c), dab = _mm_add_epi16(da, db);
    const __m128i pa = _mm_max_epi16(db, _mm_sub_epi16(zero, db));
    const __m128i pb = _mm_max_epi16(da, _mm_sub_epi16(zero, da));
    const __m128i pc = _mm_max_epi16(dab, _mm_sub_epi16(zero, dab));
    // pb <= pc ? b : c, then pa <= pb && pa <= pc ? a : that.
    const __m128i take_c = _mm_cmpgt_epi16(pb, pc);
    const __m128i b_or_c = _mm_or_si128(_mm_andnot_si128(take_c, b), _mm_and_si128(take_c, c));
    const __m128i not_a = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
    return _mm_or_si128(_mm_andnot_si128(not_a, a), _mm_and_si128(not_a, b_or_c));
}

/// Adds the five filters' sums for the bytes from `start` while sixteen remain, and returns where
/// it stopped: plain SSE2, sixteen bytes a step, each sum exact in 64-bit lanes.
static size_t add_sse2(filter_sums *s, const uint8_t *row, const uint8_t *above, size_t start, size_t count) {
    const __m128i zero = _mm_setzero_si128(), low_bits = _mm_set1_epi8(0x7F);
    __m128i sums[5] = {zero, zero, zero, zero, zero};
    size_t i = start;
    for (; i + 16 <= count; i += 16) {
        const __m128i x = _mm_loadu_si128((const __m128i *)(row + i));
        const __m128i a = _mm_loadu_si128((const __m128i *)(row + i - 4));
        const __m128i b = _mm_loadu_si128((const __m128i *)(above + i));
        const __m128i c = _mm_loadu_si128((const __m128i *)(above + i - 4));
        // (a + b) >> 1 without overflow: the shared bits plus half the differing ones.
        const __m128i mean = _mm_add_epi8(_mm_and_si128(a, b),
                                          _mm_and_si128(_mm_srli_epi16(_mm_xor_si128(a, b), 1), low_bits));
        const __m128i predicted = _mm_packus_epi16(
            paeth16(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), _mm_unpacklo_epi8(c, zero)),
            paeth16(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), _mm_unpackhi_epi8(c, zero)));
        sums[0] = _mm_add_epi64(sums[0], sum_magnitudes(x));
        sums[1] = _mm_add_epi64(sums[1], sum_magnitudes(_mm_sub_epi8(x, a)));
        sums[2] = _mm_add_epi64(sums[2], sum_magnitudes(_mm_sub_epi8(x, b)));
        sums[3] = _mm_add_epi64(sums[3], sum_magnitudes(_mm_sub_epi8(x, mean)));
        sums[4] = _mm_add_epi64(sums[4], sum_magnitudes(_mm_sub_epi8(x, predicted)));
    }
    for (int type = 0; type < 5; type++) {
        uint64_t lanes[2];
        _mm_storeu_si128((__m128i *)lanes, sums[type]);
        s->totals[type] += lanes[0] + lanes[1];
    }
    return i;
}
#endif

int vellum_png_best_filter(const uint8_t *row, const uint8_t *above, size_t count) {
    filter_sums s = {{0}, 0, {0, 0, 0, 0, 0}};
    const size_t head = count < 4 ? count : 4;
    // The first pixel has no left neighbours: a and c are 0.
    for (size_t i = 0; i < head; i++) add1(&s, row[i], 0, above[i], 0);
    size_t i = head;
#if defined(__SSE2__)
    i = add_sse2(&s, row, above, i, count);
#endif
    for (; i + 8 <= count; i += 8) add8(&s, load8(row + i), load8(row + i - 4), load8(above + i), load8(above + i - 4));
    for (; i < count; i++) add1(&s, row[i], row[i - 4], above[i], above[i - 4]);
    fold(&s);
    int best = 0;
    for (int type = 1; type < 5; type++) {
        if (s.totals[type] < s.totals[best]) best = type;
    }
    return best;
}

void vellum_png_filter_row(int type, const uint8_t *row, const uint8_t *above, uint8_t *out, size_t count) {
    const size_t head = count < 4 ? count : 4;
    for (size_t i = 0; i < head; i++) {
        const int x = row[i], b = above[i];
        switch (type) {
        case 0: case 1: out[i] = (uint8_t)x; break;
        case 3: out[i] = (uint8_t)(x - b / 2); break;
        default: out[i] = (uint8_t)(x - b); break;  // Up, and Paeth of (0, b, 0).
        }
    }
    switch (type) {
    case 0:
        for (size_t i = head; i < count; i++) out[i] = row[i];
        break;
    case 1:
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - 4]);
        break;
    case 2:
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
        break;
    case 3:
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - ((row[i - 4] + above[i]) >> 1));
        break;
    default:
        for (size_t i = head; i < count; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - 4], above[i], above[i - 4]));
        break;
    }
}
