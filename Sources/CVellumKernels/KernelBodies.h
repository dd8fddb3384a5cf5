// The kernels of VellumDispatch.h, written once and compiled once per instruction set: each
// Kernels*.c file includes this file between `#pragma clang attribute push(target(...))` and
// `pop`, after defining
//
//   VK_TABLE         the name of the table it exports (`vk_kernels_avx2`, …)
//   VK_TABLE_LEVEL   its vk_level
//   VK_NONZERO_GROUP, VK_EVENODD_GROUP  the eight-cell sweep kernels of VellumKernels.h it uses
//
// Everything here is `static`, so each file has its own copy built for its target; the byte-lane
// arithmetic is clang's portable vector types, which LLVM lowers to two 128-bit registers per
// vector for SSE2 and one 256-bit register for AVX2 and AVX-512VL. Only exact integer
// arithmetic (and, in the sweep, VellumKernels.h's float kernels, which round alike everywhere)
// is used, so every table gives the same bytes.

#include <string.h>
#include "VellumDispatch.h"
#include "VellumKernels.h"

#pragma clang fp contract(off)
// Helpers below take 256-bit vectors by value, which changes the calling convention without AVX;
// they are all always inlined, so no such call is ever made.
#pragma clang diagnostic ignored "-Wpsabi"

#define VK_ALWAYS static inline __attribute__((always_inline))

/// Sixteen 16-bit lanes: the even or odd bytes of eight pixels, or a factor per channel pair.
typedef uint16_t vk_u16x16 __attribute__((ext_vector_type(16)));
typedef uint32_t vk_u32x16 __attribute__((ext_vector_type(16)));
typedef uint32_t vk_u32x8 __attribute__((ext_vector_type(8)));
typedef uint8_t vk_u8x8 __attribute__((ext_vector_type(8)));
typedef uint8_t vk_u8x16 __attribute__((ext_vector_type(16)));

/// round(a · b / 255) in every lane, for lanes in 0…255, exactly. With t = a·b + 128, Blinn's
/// (t + (t >> 8)) >> 8 equals (t · 257) >> 16 for every t < 2¹⁶ (the bits dropped by the inner
/// shift never carry into bit 8 of the sum), and the latter is one high-half multiply.
VK_ALWAYS vk_u16x16 vk_mul255(vk_u16x16 a, vk_u16x16 b) {
    vk_u16x16 t = a * b + (uint16_t)128;
    return __builtin_convertvector((__builtin_convertvector(t, vk_u32x16) * 257u) >> 16, vk_u16x16);
}

/// Eight coverage bytes, packed little-endian, as per-pixel factors: byte i in lanes 2i and 2i + 1,
/// which are both channels of pixel i in an even or odd half.
VK_ALWAYS vk_u16x16 vk_pixel_factors(uint64_t packed) {
    vk_u8x8 bytes;
    memcpy(&bytes, &packed, sizeof bytes);
    vk_u8x16 doubled = __builtin_shufflevector(bytes, bytes, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    return __builtin_convertvector(doubled, vk_u16x16);
}

/// The odd half of eight pixels (green and alpha lanes) as per-pixel factors of their alpha.
VK_ALWAYS vk_u16x16 vk_alpha_factors(vk_u16x16 odd) {
    return __builtin_shufflevector(odd, odd, 1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15);
}

/// Eight pixels as their even bytes (red, blue) and odd bytes (green, alpha) in 16-bit lanes,
/// where a product of two bytes fits.
typedef struct { vk_u16x16 even, odd; } vk_lanes;

enum { VK_STEP = 8 };

VK_ALWAYS vk_lanes vk_lanes_of(vk_u32x8 words) {
    return (vk_lanes){(vk_u16x16)(words & 0x00FF00FFu), (vk_u16x16)((words >> 8) & 0x00FF00FFu)};
}

VK_ALWAYS vk_lanes vk_load(const void *p) {
    vk_u32x8 words;
    memcpy(&words, p, sizeof words);
    return vk_lanes_of(words);
}

VK_ALWAYS void vk_store(vk_lanes l, void *p) {
    vk_u32x8 words = (vk_u32x8)l.even | ((vk_u32x8)l.odd << 8);
    memcpy(p, &words, sizeof words);
}

VK_ALWAYS vk_lanes vk_splat(uint32_t pixel) { return vk_lanes_of((vk_u32x8)pixel); }

VK_ALWAYS vk_lanes vk_scaled(vk_lanes l, vk_u16x16 factors) {
    return (vk_lanes){vk_mul255(l.even, factors), vk_mul255(l.odd, factors)};
}

VK_ALWAYS vk_lanes vk_add(vk_lanes a, vk_lanes b) { return (vk_lanes){a.even + b.even, a.odd + b.odd}; }

/// Source-over of `s` onto `d`: s + d · (255 − alpha of s) / 255.
VK_ALWAYS vk_lanes vk_over(vk_lanes s, vk_lanes d) {
    return vk_add(s, vk_scaled(d, (vk_u16x16)255 - vk_alpha_factors(s.odd)));
}

/// Eight coverage bytes from `p`, little-endian.
VK_ALWAYS uint64_t vk_packed(const uint8_t *p) {
    uint64_t packed;
    memcpy(&packed, p, sizeof packed);
    return packed;
}

// A span's last few pixels (fewer than eight) go through one vector step on a copy, their coverage
// past the end zero: x · 255 / 255 = x, so the lanes past the end change nothing, and the
// pixels get exactly the arithmetic of a whole step. No scalar twin of the vector code is needed.

/// The first `n` (< 8) of eight pixels at `dst`, copied into `tail`.
VK_ALWAYS void vk_tail_in(uint32_t tail[VK_STEP], const uint32_t *dst, int64_t n) {
    memset(tail, 0, VK_STEP * sizeof(uint32_t));
    memcpy(tail, dst, (size_t)n * sizeof(uint32_t));
}

// MARK: Solid colours

/// A solid colour's lanes and alpha, split once per row or span.
typedef struct {
    uint32_t pixel;
    vk_lanes lanes;
    vk_u16x16 alpha;
    int opaque;
} vk_solid;

VK_ALWAYS vk_solid vk_solid_of(uint32_t pixel) {
    return (vk_solid){pixel, vk_splat(pixel), (vk_u16x16)(uint16_t)(pixel >> 24), (pixel >> 24) == 255};
}

/// The colour over the eight pixels at `dst` with their coverage packed little-endian: a store
/// where the colour is opaque and every pixel fully covered, nothing where none is covered.
VK_ALWAYS void vk_solid_group(const vk_solid *c, uint64_t packed, uint32_t *dst) {
    if (packed == UINT64_MAX && c->opaque) {
        vk_store(c->lanes, dst);
    } else if (packed != 0) {
        // The colour's alpha is known, so the inverse needs no per-pixel broadcast.
        vk_u16x16 f = vk_pixel_factors(packed);
        vk_u16x16 inverse = (vk_u16x16)255 - vk_mul255(c->alpha, f);
        vk_store(vk_add(vk_scaled(c->lanes, f), vk_scaled(vk_load(dst), inverse)), dst);
    }
}

/// ``vk_solid_group`` on the first `n` (< 8) pixels at `dst` only.
VK_ALWAYS void vk_solid_group_tail(const vk_solid *c, uint64_t packed, uint32_t *dst, int64_t n) {
    uint32_t tail[VK_STEP];
    vk_tail_in(tail, dst, n);
    vk_solid_group(c, packed & (UINT64_MAX >> (64 - 8 * n)), tail);
    memcpy(dst, tail, (size_t)n * sizeof(uint32_t));
}

/// The premultiplied source `s` (8 pixels of one colour) over `count` pixels, whose inverse
/// alpha factor is `inverse`.
VK_ALWAYS void vk_uniform_over(vk_lanes s, vk_u16x16 inverse, uint32_t *dst, int64_t count) {
    int64_t i = 0;
    for (; i + VK_STEP <= count; i += VK_STEP) vk_store(vk_add(s, vk_scaled(vk_load(dst + i), inverse)), dst + i);
    if (i < count) {
        uint32_t tail[VK_STEP];
        vk_tail_in(tail, dst + i, count - i);
        vk_store(vk_add(s, vk_scaled(vk_load(tail), inverse)), tail);
        memcpy(dst + i, tail, (size_t)(count - i) * sizeof(uint32_t));
    }
}

/// The first of the eight pixels.
VK_ALWAYS uint32_t vk_first_pixel(vk_lanes l) {
    return (uint32_t)l.even[0] | (uint32_t)l.odd[0] << 8 | (uint32_t)l.even[1] << 16 | (uint32_t)l.odd[1] << 24;
}

static void vk_solid_run(uint32_t color, uint32_t coverage, uint32_t *dst, int64_t count) {
    if (count <= 0) return;
    const vk_lanes lanes = coverage == 255 ? vk_splat(color) : vk_scaled(vk_splat(color), (vk_u16x16)(uint16_t)coverage);
    const uint32_t source = vk_first_pixel(lanes);
    if (source >> 24 == 255) {
        for (int64_t i = 0; i < count; i++) dst[i] = source;
        return;
    }
    if (source == 0) return;
    vk_uniform_over(lanes, (vk_u16x16)(uint16_t)(255 - (source >> 24)), dst, count);
}

static void vk_solid_span(uint32_t color, const uint8_t *coverage, uint32_t *dst, int64_t count, int64_t writable) {
    const vk_solid c = vk_solid_of(color);
    int64_t i = 0;
    for (; i + VK_STEP <= count; i += VK_STEP) vk_solid_group(&c, vk_packed(coverage + i), dst + i);
    if (i >= count) return;
    const uint64_t kept = UINT64_MAX >> (64 - 8 * (count - i));
    if (i + VK_STEP <= writable) {
        vk_solid_group(&c, vk_packed(coverage + i) & kept, dst + i);
    } else {
        vk_solid_group_tail(&c, vk_packed(coverage + i), dst + i, count - i);
    }
}

// MARK: Source pixels

static void vk_blend_run(const uint32_t *src, uint32_t coverage, int source_is_opaque, uint32_t *dst, int64_t count) {
    if (count <= 0) return;
    if (coverage == 255 && source_is_opaque) {
        memmove(dst, src, (size_t)count * sizeof(uint32_t));
        return;
    }
    const vk_u16x16 c = (vk_u16x16)(uint16_t)coverage;
    int64_t i = 0;
    for (; i + VK_STEP <= count; i += VK_STEP) {
        vk_lanes s = vk_load(src + i);
        if (coverage != 255) s = vk_scaled(s, c);
        vk_store(vk_over(s, vk_load(dst + i)), dst + i);
    }
    if (i < count) {
        uint32_t source[VK_STEP], tail[VK_STEP];
        vk_tail_in(source, src + i, count - i);
        vk_tail_in(tail, dst + i, count - i);
        vk_store(vk_over(vk_scaled(vk_load(source), c), vk_load(tail)), tail);
        memcpy(dst + i, tail, (size_t)(count - i) * sizeof(uint32_t));
    }
}

/// Eight source pixels over the eight at `dst` with their coverage packed little-endian.
VK_ALWAYS void vk_blend_group(const uint32_t *src, uint64_t packed, uint32_t *dst) {
    if (packed != 0) vk_store(vk_over(vk_scaled(vk_load(src), vk_pixel_factors(packed)), vk_load(dst)), dst);
}

static void vk_blend_span(const uint32_t *src, const uint8_t *coverage, uint32_t *dst, int64_t count) {
    int64_t i = 0;
    for (; i + VK_STEP <= count; i += VK_STEP) vk_blend_group(src + i, vk_packed(coverage + i), dst + i);
    if (i < count) {
        const int64_t n = count - i;
        uint32_t source[VK_STEP], tail[VK_STEP];
        uint8_t c[VK_STEP] = {0};
        memcpy(c, coverage + i, (size_t)n);
        vk_tail_in(source, src + i, n);
        vk_tail_in(tail, dst + i, n);
        vk_blend_group(source, vk_packed(c), tail);
        memcpy(dst + i, tail, (size_t)n * sizeof(uint32_t));
    }
}

// MARK: Coverage

/// Thirty-two products at a time; the last few through a zero-padded copy.
static void vk_multiply(const uint8_t *a, const uint8_t *b, uint8_t *out, int64_t count) {
    enum { BYTES = 4 * VK_STEP };
    int64_t i = 0;
    for (; i + BYTES <= count; i += BYTES) {
        vk_lanes x = vk_load(a + i), y = vk_load(b + i);
        vk_store((vk_lanes){vk_mul255(x.even, y.even), vk_mul255(x.odd, y.odd)}, out + i);
    }
    if (i < count) {
        uint8_t x[BYTES] = {0}, y[BYTES] = {0};
        memcpy(x, a + i, (size_t)(count - i));
        memcpy(y, b + i, (size_t)(count - i));
        vk_multiply(x, y, x, BYTES);
        memcpy(out + i, x, (size_t)(count - i));
    }
}

// MARK: Accumulation

// CoverageAccumulator.swift's exact-area deposits (the formula is explained there), in C so each
// table builds them for its instruction set. Every operation is the Swift code's, in its order
// and precision — doubles for the geometry, each cell's share rounded to a float as it is added —
// so every table leaves the same cells.

/// Swift's `min` and `max` and the rasterizer's `fastMax`, operand order included: they differ
/// from fmin and fmax on signed zeros.
VK_ALWAYS double vk_min(double x, double y) { return y < x ? y : x; }
VK_ALWAYS double vk_max(double x, double y) { return y >= x ? y : x; }
VK_ALWAYS double vk_fast_max(double a, double b) { return a > b ? a : b; }

VK_ALWAYS void vk_deposit(float *cells, uint64_t *bits, int64_t cell, double value) {
    cells[cell] += (float)value;
    bits[cell >> 6] |= (uint64_t)1 << (cell & 63);
}

/// Adds to cells `cell` and `cell + 1`, marking both with one bit-word update unless they lie in
/// different words.
VK_ALWAYS void vk_deposit_pair(float *cells, uint64_t *bits, int64_t cell, double first, double second) {
    cells[cell] += (float)first;
    cells[cell + 1] += (float)second;
    const int64_t bit = cell & 63;
    if (bit != 63) {
        bits[cell >> 6] |= (uint64_t)3 << bit;
    } else {
        bits[cell >> 6] |= (uint64_t)1 << 63;
        bits[(cell >> 6) + 1] |= 1;
    }
}

/// A segment lying within one row, from `xa` to `xb`, of signed height `d`.
VK_ALWAYS void vk_deposit_row(float *cells, uint64_t *bits, double xa, double xb, double d) {
    if (d == 0) return;
    const double xl = vk_min(xa, xb), xr = vk_fast_max(xa, xb);
    const int64_t c0 = vk_truncate(xl), c1 = vk_truncate(xr);
    if (c0 == c1 || !(xr - xl >= 1e-9)) {
        // Within one cell the cover is linear in x, so the midpoint gives it exactly.
        const double cover = d * ((double)(c0 + 1) - 0.5 * (xl + xr));
        vk_deposit_pair(cells, bits, c0, cover, d - cover);
        return;
    }
    const double per_unit = d / (xr - xl);
    // First cell: only the triangle right of the edge.
    const double a = (double)(c0 + 1) - xl;
    double previous = per_unit * a * a * 0.5;
    vk_deposit(cells, bits, c0, previous);
    // Middle cells: cover(c) = per_unit · (c + ½ − xl).
    for (int64_t c = c0 + 1; c < c1; c++) {
        const double cover = per_unit * ((double)c + 0.5 - xl);
        vk_deposit(cells, bits, c, cover - previous);
        previous = cover;
    }
    // Last cell: the full rows so far minus the triangle beyond xr.
    const double b = (double)(c1 + 1) - xr;
    const double last = per_unit * (((double)c1 + 0.5 - xl) - b * b * 0.5);
    vk_deposit(cells, bits, c1, last - previous);
    vk_deposit(cells, bits, c1 + 1, d - last);
}

static void vk_accumulate_edge(double x0, double y0, double x1, double y1, double winding, double slope,
                               int64_t band_top, int64_t band_bottom, float *cells, uint64_t *bits,
                               int64_t stride, int64_t words_per_row) {
    const double y_end = vk_min(y1, (double)band_bottom);
    double y = vk_max(y0, (double)band_top);
    if (!(y < y_end)) return;
    int64_t row = vk_truncate(y);
    float *row_cells = cells + (row - band_top) * stride;
    uint64_t *row_bits = bits + (row - band_top) * words_per_row;
    if (x0 == x1) {
        // A vertical edge covers the same two cells in every row, in proportions fixed by its x.
        const int64_t cell = vk_truncate(x0);
        const double right = (double)(cell + 1) - x0;
        while (y < y_end) {
            row += 1;
            const double y_next = vk_min((double)row, y_end);
            const double d = (y_next - y) * winding;
            vk_deposit_pair(row_cells, row_bits, cell, d * right, d - d * right);
            y = y_next;
            row_cells += stride;
            row_bits += words_per_row;
        }
        return;
    }
    const double lo = vk_min(x0, x1), hi = vk_fast_max(x0, x1);
    double x = vk_min(vk_fast_max(x0 + (y - y0) * slope, lo), hi);
    for (;;) {
        row += 1;
        const double y_next = vk_min((double)row, y_end);
        const double x_next = y_next == y1 ? x1 : vk_min(vk_fast_max(x0 + (y_next - y0) * slope, lo), hi);
        vk_deposit_row(row_cells, row_bits, x, x_next, (y_next - y) * winding);
        if (y_next >= y_end) break;
        y = y_next;
        x = x_next;
        row_cells += stride;
        row_bits += words_per_row;
    }
}

// MARK: The solid colour's sweep

/// The coverage of a constant winding, as the sweep kernels give each lane.
VK_ALWAYS uint8_t vk_coverage(float winding, int even_odd) {
    return (uint8_t)vk_unit_byte(even_odd ? vk_fold1(winding) : (winding < 0 ? -winding : winding));
}

/// The mask keeping, of the packed coverage of the group at `x`, the bytes of pixels
/// `min_x..<max_x`.
VK_ALWAYS uint64_t vk_column_mask(int64_t x, int64_t min_x, int64_t max_x) {
    uint64_t mask = UINT64_MAX;
    if (x < min_x) mask = min_x - x >= VK_STEP ? 0 : mask << (8 * (min_x - x));
    if (x + VK_STEP > max_x) mask &= max_x <= x ? 0 : UINT64_MAX >> (8 * (x + VK_STEP - max_x));
    return mask;
}

/// A group's coverage onto the row: a whole vector step inside its columns, else the part inside.
VK_ALWAYS void vk_row_group(const vk_solid_row *row, const vk_solid *c, int64_t x, uint64_t packed) {
    if (x >= row->min_x && x + VK_STEP <= row->max_x) {
        vk_solid_group(c, packed, row->pixels + (x - row->origin_x));
        return;
    }
    // The group reaches past the columns (the canvas's or a layer's right side not on a multiple
    // of eight, or a drawing area's side): a vector step on a copy of the pixels inside.
    packed &= vk_column_mask(x, row->min_x, row->max_x);
    if (packed == 0) return;
    const int64_t first = x < row->min_x ? row->min_x : x;
    const int64_t end = x + VK_STEP < row->max_x ? x + VK_STEP : row->max_x;
    uint32_t pixels[VK_STEP] = {0};
    memcpy(pixels + (first - x), row->pixels + (first - row->origin_x), (size_t)(end - first) * sizeof(uint32_t));
    vk_solid_group(c, packed, pixels);
    memcpy(row->pixels + (first - row->origin_x), pixels + (first - x), (size_t)(end - first) * sizeof(uint32_t));
}

/// The sweep's longest group-aligned constant stretch drawn as groups rather than one run.
enum { VK_JOINED_RUN_LIMIT = 32 };

/// Constant coverage over pixels `from..<to`: whole groups when the stretch is group-aligned and
/// short, else one run; either way only inside the row's columns.
VK_ALWAYS void vk_row_fill(const vk_solid_row *row, const vk_solid *c, int64_t from, int64_t to, uint8_t coverage) {
    if (coverage == 0 || to <= from) return;
    if (((from | to) & (VK_STEP - 1)) == 0 && to - from <= VK_JOINED_RUN_LIMIT) {
        const uint64_t packed = (uint64_t)coverage * 0x0101010101010101ull;
        for (int64_t x = from; x < to; x += VK_STEP) vk_row_group(row, c, x, packed);
        return;
    }
    const int64_t start = from > row->min_x ? from : row->min_x, end = to < row->max_x ? to : row->max_x;
    if (start < end) vk_solid_run(c->pixel, coverage, row->pixels + (start - row->origin_x), end - start);
}

/// CoverageSweep.swift's sweep in groups, for one fill rule (a constant once inlined): the
/// touched groups of eight cells left to right from their bit words, each group's coverage
/// composited as soon as it is computed, the constant stretches between them filled.
VK_ALWAYS void vk_sweep_row(const vk_solid_row *row, float *cells, uint64_t *bits, int64_t x_start, int64_t x_end,
                            int64_t cell_end, int even_odd) {
    const vk_solid c = vk_solid_of(row->color);
    float winding = 0;
    int64_t end = x_start;  // The first pixel neither drawn nor passed over.
    const int64_t last_word = (cell_end - 1) >> 6;
    for (int64_t word = x_start >> 6; word <= last_word; word++) {
        uint64_t set = bits[word];
        if (set == 0) continue;
        bits[word] = 0;
        while (set != 0) {
            // The group of the lowest touched cell left, and its bits cleared.
            const int shift = __builtin_ctzll(set) & ~7;
            set &= ~(0xFFull << shift);
            const int64_t group = word << 6 | shift;
            if (group > end) vk_row_fill(row, &c, end, group < x_end ? group : x_end, vk_coverage(winding, even_odd));
            uint64_t packed = even_odd ? VK_EVENODD_GROUP(cells + group, &winding)
                                       : VK_NONZERO_GROUP(cells + group, &winding);
            // Winding left open by geometry clipped on the right stops at the clip.
            if (group + VK_STEP > x_end) packed &= vk_column_mask(group, group, x_end);
            if (packed != 0) vk_row_group(row, &c, group, packed);
            end = group + VK_STEP;
        }
    }
    vk_row_fill(row, &c, end, x_end, vk_coverage(winding, even_odd));
}

/// `count` rows one after the other, in one call: the colour is made ready once, not per row
/// (a glyph or a small polygon is a few dozen rows, and the set-up had been an eighth of a row).
VK_ALWAYS void vk_sweep_rows(const vk_solid_row *first, int64_t pixel_stride, int64_t count, float *cells,
                             int64_t cell_stride, uint64_t *bits, int64_t words_per_row, int64_t x_start,
                             int64_t x_end, int64_t cell_end, int even_odd) {
    vk_solid_row row = *first;
    for (int64_t i = 0; i < count; i++) {
        vk_sweep_row(&row, cells, bits, x_start, x_end, cell_end, even_odd);
        row.pixels += pixel_stride;
        cells += cell_stride;
        bits += words_per_row;
    }
}

static void vk_sweep_solid_rows(const vk_solid_row *first, int64_t pixel_stride, int64_t count, float *cells,
                                int64_t cell_stride, uint64_t *bits, int64_t words_per_row, int64_t x_start,
                                int64_t x_end, int64_t cell_end, int even_odd) {
    if (even_odd) {
        vk_sweep_rows(first, pixel_stride, count, cells, cell_stride, bits, words_per_row, x_start, x_end, cell_end, 1);
    } else {
        vk_sweep_rows(first, pixel_stride, count, cells, cell_stride, bits, words_per_row, x_start, x_end, cell_end, 0);
    }
}

// MARK: Gradients

typedef float vk_f32x8 __attribute__((ext_vector_type(8)));
typedef int32_t vk_i32x8 __attribute__((ext_vector_type(8)));

/// 1.5 · 2²³ in every lane: adding it rounds to an integer (ties to even) in the low bits.
#define VK_MAGIC8 ((vk_f32x8)VK_ROUNDING_MAGIC)

/// Each lane limited to `lo…hi` as `t < lo ? lo : (t > hi ? hi : t)` reads: a NaN lane stays
/// NaN and −0 stays −0.
VK_ALWAYS vk_f32x8 vk_clamp8(vk_f32x8 t, float lo, float hi) {
    t = t < lo ? (vk_f32x8)lo : t;
    return t > hi ? (vk_f32x8)hi : t;
}

/// Locations folded into 0…1 by the spread method. Repeat and reflect first bound them to where
/// the rounding trick stays exact (a billion-fold repeat is finer than any pixel anyway).
VK_ALWAYS vk_f32x8 vk_spread_fold(vk_f32x8 t, vk_spread spread) {
    switch (spread) {
    case VK_SPREAD_REPEAT: {
        t = vk_clamp8(t, -2e6f, 2e6f);
        const vk_f32x8 r = (t + VK_MAGIC8) - VK_MAGIC8;
        return t - (r > t ? r - 1 : r);  // t minus its floor.
    }
    case VK_SPREAD_REFLECT: {
        // The distance to the nearest even integer is the mirrored location.
        t = vk_clamp8(t, -2e6f, 2e6f);
        const vk_f32x8 t2 = 2 * ((t * 0.5f + VK_MAGIC8) - VK_MAGIC8);
        return t2 > t ? t2 - t : t - t2;
    }
    default: return vk_clamp8(t, 0, 1);
    }
}

/// The table entries for eight locations.
VK_ALWAYS vk_u32x8 vk_indices(vk_f32x8 t, vk_spread spread) {
    const vk_f32x8 scaled = vk_spread_fold(t, spread) * (float)(VK_GRADIENT_TABLE_SIZE - 1) + VK_MAGIC8;
    return (vk_u32x8)scaled & (VK_GRADIENT_TABLE_SIZE - 1);
}

/// The direction of (x, y) in turns clockwise from the x axis (y down), 0 ..< 1 (1 only where
/// rounding puts a point just above the axis there; 0 and 1 give the same location): atan of
/// the smaller over the larger component by Abramowitz and Stegun's polynomial 4.4.49 (error
/// under 2·10⁻⁸ rad), then the octant folded out. Only +, −, ×, ÷, so every kernel set gives the
/// same bits.
VK_ALWAYS vk_f32x8 vk_turns(vk_f32x8 x, vk_f32x8 y) {
    const vk_f32x8 ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    const vk_f32x8 small = ax < ay ? ax : ay, large = ax < ay ? ay : ax;
    const vk_f32x8 r = large > 0 ? small / (large > 0 ? large : (vk_f32x8)1) : (vk_f32x8)0;
    const vk_f32x8 r2 = r * r;
    vk_f32x8 p = 0.0028662257f;
    p = p * r2 - 0.0161657367f;
    p = p * r2 + 0.0429096138f;
    p = p * r2 - 0.0752896400f;
    p = p * r2 + 0.1065626393f;
    p = p * r2 - 0.1420889944f;
    p = p * r2 + 0.1999355085f;
    p = p * r2 - 0.3333314528f;
    p = p * r2 + 1.0f;
    vk_f32x8 a = p * r * 0.15915494309189535f;  // atan(r) / 2π: 0 … ⅛
    a = ay > ax ? 0.25f - a : a;
    a = x < 0 ? 0.5f - a : a;
    return y < 0 ? 1.0f - a : a;
}

/// The location of the eight pixels at `k` (their centres' columns) and which lanes any circle
/// reaches (all but in the cones), for one shape and spread (constants once inlined).
VK_ALWAYS vk_f32x8 vk_location(const vk_gradient *g, float row_x, float row_y, vk_f32x8 k, vk_i32x8 *reached) {
    *reached = (vk_i32x8)-1;
    if (g->shape == VK_GRADIENT_LINEAR) return row_x + g->step_x * k;
    const vk_f32x8 dx = row_x + g->step_x * k, dy = row_y + g->step_y * k;
    if (g->shape == VK_GRADIENT_CONIC) {
        const vk_f32x8 a = vk_turns(dx, dy);
        const vk_f32x8 swept = (a + g->conic_turns) * g->conic_inverse_sweep;
        const vk_f32x8 earlier = (a + (g->conic_turns - 1)) * g->conic_inverse_sweep;
        const vk_f32x8 gap = a < g->conic_gap_middle ? (vk_f32x8)1 : (vk_f32x8)0;
        return a < g->conic_split ? swept : (g->conic_turns >= 1 ? earlier : gap);
    }
    const float r0 = g->start_radius, dr = g->radius_growth, q = g->quadratic;
    if (g->shape == VK_GRADIENT_CONCENTRIC) {
        return (__builtin_elementwise_sqrt(dx * dx + dy * dy) - r0) * g->inverse_growth;
    }
    const vk_f32x8 b = dx * g->axis_x + dy * g->axis_y + r0 * dr;
    const vk_f32x8 c = dx * dx + dy * dy - r0 * r0;
    if (g->shape == VK_GRADIENT_PARALLEL_CONE) {
        const vk_f32x8 t = c / (2 * b);
        *reached = (b != 0) & (r0 + t * dr >= 0);
        return b == 0 ? (vk_f32x8)0 : t;
    }
    const vk_f32x8 discriminant = b * b - q * c;
    const vk_f32x8 root = __builtin_elementwise_sqrt(vk_clamp8(discriminant, 0, __builtin_inff()));
    if (g->shape == VK_GRADIENT_NESTED) return (b - root) * g->inverse_quadratic;
    const float sign = q > 0 ? 1 : -1;
    const vk_f32x8 large = (b + sign * root) / q, small = (b - sign * root) / q;
    const vk_i32x8 large_ok = r0 + large * dr >= 0, small_ok = r0 + small * dr >= 0;
    *reached = (discriminant >= 0) & (large_ok | small_ok);
    return large_ok ? large : small;
}

/// The table's colours at eight indices into `out`, transparent where a lane is not reached: one
/// masked gather where the kernel set has one (the same entries, so the same bytes), else lane by
/// lane.
VK_ALWAYS void vk_fetch8(const uint32_t *table, vk_u32x8 index, vk_i32x8 reached, uint32_t *out) {
#if VK_GATHER
    const __m256i colors = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)table, (__m256i)index,
                                                       (__m256i)reached, 4);
    _mm256_storeu_si256((__m256i *)out, colors);
#else
    for (int lane = 0; lane < VK_STEP; lane++) out[lane] = reached[lane] ? table[index[lane]] : 0;
#endif
}

/// ``vk_gradient_span`` for one shape and spread.
VK_ALWAYS void vk_shade(const vk_gradient *g, float row_x, float row_y, int64_t x, int64_t count, uint32_t *out,
                        vk_gradient_shape shape, vk_spread spread) {
    const vk_gradient fixed = {g->table, shape, spread, g->step_x, g->step_y, g->start_radius, g->radius_growth,
                               g->axis_x, g->axis_y, g->quadratic, g->inverse_growth, g->inverse_quadratic,
                               g->conic_split, g->conic_turns, g->conic_inverse_sweep, g->conic_gap_middle};
    const vk_f32x8 centres = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
    for (int64_t i = 0; i < count; i += VK_STEP) {
        // From the pixel's own column, never from where the span starts: a span cut by a damage
        // region shades as the whole frame's.
        vk_i32x8 reached;
        const vk_f32x8 t = vk_location(&fixed, row_x, row_y, (float)(x + i) + centres, &reached);
        const vk_u32x8 index = vk_indices(t, spread);
        if (count - i >= VK_STEP) {
            vk_fetch8(g->table, index, reached, out + i);
            continue;
        }
        for (int64_t lane = 0; lane < count - i; lane++) out[i + lane] = reached[lane] ? g->table[index[lane]] : 0;
    }
}

#define VK_SHADE_SPREADS(shape)                                                                  \
    switch (g->spread) {                                                                         \
    case VK_SPREAD_PAD: vk_shade(g, row_x, row_y, x, count, out, shape, VK_SPREAD_PAD); break;       \
    case VK_SPREAD_REPEAT: vk_shade(g, row_x, row_y, x, count, out, shape, VK_SPREAD_REPEAT); break; \
    case VK_SPREAD_REFLECT: vk_shade(g, row_x, row_y, x, count, out, shape, VK_SPREAD_REFLECT); break; \
    }

static void vk_gradient_span(const vk_gradient *g, float row_x, float row_y, int64_t x, int64_t count, uint32_t *out) {
    if (g->shape == VK_GRADIENT_LINEAR && g->step_x == 0) {
        // A vertical gradient, as on most buttons and badges: one colour per row.
        const uint32_t color = g->table[vk_indices((vk_f32x8)row_x, g->spread)[0]];
        for (int64_t i = 0; i < count; i++) out[i] = color;
        return;
    }
    // Each shape and spread its own loop: the choice is made once per span, not per pixel.
    switch (g->shape) {
    case VK_GRADIENT_LINEAR: VK_SHADE_SPREADS(VK_GRADIENT_LINEAR) break;
    case VK_GRADIENT_CONCENTRIC: VK_SHADE_SPREADS(VK_GRADIENT_CONCENTRIC) break;
    case VK_GRADIENT_NESTED: VK_SHADE_SPREADS(VK_GRADIENT_NESTED) break;
    case VK_GRADIENT_CONE: VK_SHADE_SPREADS(VK_GRADIENT_CONE) break;
    case VK_GRADIENT_PARALLEL_CONE: VK_SHADE_SPREADS(VK_GRADIENT_PARALLEL_CONE) break;
    case VK_GRADIENT_CONIC: vk_shade(g, row_x, row_y, x, count, out, VK_GRADIENT_CONIC, VK_SPREAD_PAD); break;
    }
}

const vk_kernels VK_TABLE = {
    .level = VK_TABLE_LEVEL,
    .accumulate_edge = vk_accumulate_edge,
    .sweep_solid_rows = vk_sweep_solid_rows,
    .solid_run = vk_solid_run,
    .solid_span = vk_solid_span,
    .blend_run = vk_blend_run,
    .blend_span = vk_blend_span,
    .gradient_span = vk_gradient_span,
    .multiply = vk_multiply,
};
