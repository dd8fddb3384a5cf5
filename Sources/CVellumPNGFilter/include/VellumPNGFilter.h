#ifndef VELLUM_PNG_FILTER_H
#define VELLUM_PNG_FILTER_H

#include <stddef.h>
#include <stdint.h>

/// PNG's row filters on RGBA8 rows (four bytes a pixel; PNG specification section 9): 0 none,
/// 1 sub, 2 up, 3 average, 4 Paeth. `above` is the previous row, zeros for the first.

/// The filter type whose output bytes, read as signed, sum smallest in magnitude over the row's
/// `count` bytes — the first such type on a tie. The five sums are taken in one pass, without
/// writing any filtered row.
int vellum_png_best_filter(const uint8_t *row, const uint8_t *above, size_t count);

/// `row` filtered by `type` into `out` (`count` bytes).
void vellum_png_filter_row(int type, const uint8_t *row, const uint8_t *above, uint8_t *out, size_t count);

#endif
