#include "VellumLineBreaks.h"

#include <pthread.h>
#include <unicode/ubrk.h>

// Opening a line break iterator loads and checks ICU's rule data: some 50,000 instructions, more
// than finding the breaks of a label. Each thread keeps one and points it at each new text; the
// key's destructor closes it when the thread ends.
static pthread_key_t iterator_key;
static pthread_once_t iterator_key_once = PTHREAD_ONCE_INIT;

static void close_iterator(void *iterator) { ubrk_close((UBreakIterator *)iterator); }

static void make_iterator_key(void) { pthread_key_create(&iterator_key, close_iterator); }

/// This thread's iterator, opened on first use; NULL when ICU cannot make one.
static UBreakIterator *thread_iterator(void) {
    pthread_once(&iterator_key_once, make_iterator_key);
    UBreakIterator *iterator = pthread_getspecific(iterator_key);
    if (iterator) return iterator;
    UErrorCode status = U_ZERO_ERROR;
    iterator = ubrk_open(UBRK_LINE, "root", NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    pthread_setspecific(iterator_key, iterator);
    return iterator;
}

int32_t vellum_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets) {
    UBreakIterator *iterator = thread_iterator();
    if (!iterator) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && count <= length; offset = ubrk_next(iterator)) {
        offsets[count++] = offset;
    }
    // The iterator keeps pointing at the caller's text, never read again: every use sets its text first.
    return count;
}
