// The choice runs eight bytes a step in clang's vector types (the baseline's SSE2 on x86-64,
// NEON on ARM64); the filters themselves are plain loops clang vectorises where it can.
#include "VellumPNGFilter.h"

#include <string.h>

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

int vellum_png_best_filter(const uint8_t *row, const uint8_t *above, size_t count) {
    filter_sums s = {{0}, 0, {0, 0, 0, 0, 0}};
    const size_t head = count < 4 ? count : 4;
    // The first pixel has no left neighbours: a and c are 0.
    for (size_t i = 0; i < head; i++) add1(&s, row[i], 0, above[i], 0);
    size_t i = head;
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
