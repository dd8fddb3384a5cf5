#include "VellumLineBreaks.h"

#include <unicode/ubrk.h>

int32_t vellum_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "root", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && count <= length; offset = ubrk_next(iterator)) {
        offsets[count++] = offset;
    }
    ubrk_close(iterator);
    return count;
}
