// Line break opportunities by ICU's line break iterator (UAX #14, with dictionary breaks for
// Thai, Lao, Khmer and Burmese). The header names no ICU type: the Swift toolchain ships ICU
// headers of its own (for Foundation), which a module including the system's would clash with.

#ifndef VELLUM_LINE_BREAKS_H
#define VELLUM_LINE_BREAKS_H

#include <stdint.h>

/// Writes to `offsets` every UTF-16 offset in `text` (`length` units) before which a line may
/// break, in ascending order, the text's end included, and returns how many; `offsets` has room
/// for `length + 1`. Returns -1 when ICU cannot make a line break iterator. The rules are the
/// root locale's, Unicode's defaults, the same on every machine whatever its locale.
int32_t vellum_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets);

#endif
