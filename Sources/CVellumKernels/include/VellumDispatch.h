// The rasterizer's kernels chosen at run time: whole rows and spans of compositing and the solid
// colour's sweep, built once per instruction set (KernelBodies.h under a target attribute) and
// reached through a table of function pointers picked once from CPUID, the VELLUM_KERNELS
// environment variable or RasterKernels.force(_:). Every table gives the same bytes.

#ifndef VELLUM_DISPATCH_H
#define VELLUM_DISPATCH_H

#include <stdint.h>

#pragma clang assume_nonnull begin

/// The kernel sets, in increasing order of what they need from the CPU.
typedef enum vk_level {
    /// Every CPU of the architecture: SSE2 on x86-64, plain C (vectorised for NEON) on ARM64.
    VK_LEVEL_PORTABLE = 0,
    /// AVX2 (x86-64-v3: Haswell, Zen and later).
    VK_LEVEL_AVX2 = 1,
    /// AVX-512 F, BW and VL (Skylake-SP, Ice Lake, Zen 4 and later).
    VK_LEVEL_AVX512 = 2,
} vk_level;

/// How many levels there are.
#define VK_LEVEL_COUNT 3

/// One row of pixels a solid colour is drawn onto: `pixels` is the row's pixel at column
/// `origin_x`, and only columns `min_x..<max_x` are drawn (none when `max_x <= min_x`).
typedef struct vk_solid_row {
    uint32_t *pixels;
    int64_t origin_x;
    int64_t min_x, max_x;
    /// The premultiplied colour.
    uint32_t color;
} vk_solid_row;

/// The shapes of gradient the kernels shade (RadialGradientShader.swift derives the radial ones).
typedef enum vk_gradient_shape {
    /// t = row + step_x · (column + ½).
    VK_GRADIENT_LINEAR,
    /// A radial gradient whose focus is its centre: t = (|d| − r0) / dr.
    VK_GRADIENT_CONCENTRIC,
    /// The start circle inside the end circle: the larger root always exists.
    VK_GRADIENT_NESTED,
    /// Any other cone: points no circle reaches stay transparent.
    VK_GRADIENT_CONE,
    /// A cone whose side is parallel to its axis: the equation is linear.
    VK_GRADIENT_PARALLEL_CONE,
    /// A conic (angular) gradient: the location follows the angle of the point about the
    /// origin, in turns clockwise from the start direction (AngularGradientShader.swift).
    VK_GRADIENT_CONIC,
} vk_gradient_shape;

/// How a gradient continues beyond its ends.
typedef enum vk_spread { VK_SPREAD_PAD, VK_SPREAD_REPEAT, VK_SPREAD_REFLECT } vk_spread;

/// A gradient as the kernels shade it: the location of each pixel mapped through a table of
/// VK_GRADIENT_TABLE_SIZE premultiplied colours.
typedef struct vk_gradient {
    const uint32_t *table;
    vk_gradient_shape shape;
    vk_spread spread;
    /// The step per pixel along a row: of the location (linear), or of the point in gradient
    /// space with the focus at the origin (radial).
    float step_x, step_y;
    /// Radial: r0, dr = r1 − r0, e = centre − focus, A = e·e − dr², 1/dr and 1/A.
    float start_radius, radius_growth, axis_x, axis_y, quadratic, inverse_growth, inverse_quadratic;
    /// Conic, all in turns from the start direction: the turn a < `conic_split` takes location
    /// (a + `conic_turns`) / sweep, the others (a + `conic_turns` − 1) / sweep, or — when the
    /// sweep is under a turn — 1 before `conic_gap_middle` and 0 after it. `conic_inverse_sweep`
    /// is 1 / sweep.
    float conic_split, conic_turns, conic_inverse_sweep, conic_gap_middle;
} vk_gradient;

/// Entries of a gradient's table, from location 0 to 1 inclusive.
#define VK_GRADIENT_TABLE_SIZE 1024

/// One set of kernels. Pixels are premultiplied RGBA8 (R in the low byte); coverage bytes are
/// 0…255; every product is round(a · b / 255), exactly.
typedef struct vk_kernels {
    /// The level the set was built for.
    vk_level level;
    /// Deposits the part of the edge from (`x0`, `y0`) down to (`x1`, `y1`) (`winding` ±1, `slope`
    /// dx/dy) that lies in the band of device rows `band_top..<band_bottom`, as
    /// CoverageAccumulator.swift explains: into the band's cells (`stride` floats a row, row 0
    /// being `band_top`) and their touched bits (`words_per_row` words a row).
    void (*accumulate_edge)(double x0, double y0, double x1, double y1, double winding, double slope,
                            int64_t band_top, int64_t band_bottom, float *cells, uint64_t *bits, int64_t stride,
                            int64_t words_per_row);
    /// Sweeps `count` rows of accumulated cells (see CoverageSweep.swift) and draws their coverage
    /// with `first`'s colour, each row's pixels `pixel_stride` pixels after the last's (its cells
    /// `cell_stride` floats, its bit words `words_per_row` words): groups of eight cells from
    /// `x_start`, runs of constant coverage between them, up to `x_end`, inside the row's columns;
    /// cells and bit words up to `cell_end` are visited and cleared.
    void (*sweep_solid_rows)(const vk_solid_row *first, int64_t pixel_stride, int64_t count, float *cells,
                             int64_t cell_stride, uint64_t *bits, int64_t words_per_row, int64_t x_start,
                             int64_t x_end, int64_t cell_end, int even_odd);
    /// A solid colour over `count` pixels at uniform `coverage`.
    void (*solid_run)(uint32_t color, uint32_t coverage, uint32_t *dst, int64_t count);
    /// A solid colour over `count` pixels with per-pixel coverage, of which 8 bytes past the end
    /// may be read; `writable` (≥ `count`) pixels may be rewritten (unchanged past `count`).
    void (*solid_span)(uint32_t color, const uint8_t *coverage, uint32_t *dst, int64_t count,
                       int64_t writable);
    /// `count` source pixels over the destination at uniform `coverage`; `source_is_opaque`
    /// promises every source alpha is 255.
    void (*blend_run)(const uint32_t *src, uint32_t coverage, int source_is_opaque, uint32_t *dst,
                      int64_t count);
    /// `count` source pixels over the destination with per-pixel coverage.
    void (*blend_span)(const uint32_t *src, const uint8_t *coverage, uint32_t *dst, int64_t count);
    /// The colours of `count` pixels of a row from column `x` into `out`, sampled at the pixel
    /// centres. The row's part of the position comes in `row_x` (linear: the location at column
    /// 0's left edge; radial: with `row_y`, the point there), computed once per row by the caller.
    void (*gradient_span)(const vk_gradient *gradient, float row_x, float row_y, int64_t x, int64_t count,
                          uint32_t *out);
    /// `out[i] = a[i] · b[i] / 255` for `count` bytes (`out` may be `a`).
    void (*multiply)(const uint8_t *a, const uint8_t *b, uint8_t *out, int64_t count);
} vk_kernels;

/// The set built for `level`, or NULL when this CPU lacks what it needs (or the architecture
/// has no such set).
const vk_kernels *_Nullable vk_kernels_for(vk_level level);

/// The level chosen when nothing asks for one: AVX2 where the CPU has it, else portable.
vk_level vk_auto_level(void);

/// The level a VELLUM_KERNELS value asks for: `auto` (or no value, or an empty one) is
/// ``vk_auto_level``; `portable`, `avx2` and `avx512` are those levels, lowered to the best this
/// CPU runs. Returns 0, or −1 for an unknown value (then `*level` is the automatic level).
/// `*lowered` is set when the CPU lacks the level asked for.
int vk_level_requested(const char *_Nullable value, vk_level *level, int *lowered);

/// The name of a level, as VELLUM_KERNELS spells it.
const char *vk_level_name(vk_level level);

/// The kernels in use: on first use, the level VELLUM_KERNELS asks for (a warning on standard
/// error for an unknown value or one the CPU lacks), else ``vk_auto_level``.
const vk_kernels *vk_active(void);

/// Makes `kernels` the set in use, from the next kernel call on, for every thread; NULL chooses
/// again as on first use.
void vk_set_active(const vk_kernels *_Nullable kernels);

#pragma clang assume_nonnull end

#endif
