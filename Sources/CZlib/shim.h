#ifndef VELLUM_CZLIB_SHIM_H
#define VELLUM_CZLIB_SHIM_H

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// Inflates `size` bytes of gzip data into `*output` (malloc'ed; the caller frees it) of
/// `*output_size` bytes. Returns 1; 0 with zlib's message in `message` (`capacity` bytes) when
/// the data is not gzip or is corrupt; -1 when it inflates to more than `max_output` bytes (a
/// "zip bomb" stops there).
static inline int vellum_gunzip(const unsigned char *data, unsigned long size, unsigned long max_output,
                                unsigned char **output, unsigned long *output_size,
                                char *message, size_t capacity) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    *output = NULL;
    *output_size = 0;
    if (inflateInit2(&stream, 15 + 16) != Z_OK) {
        strncpy(message, "cannot start zlib", capacity - 1);
        message[capacity - 1] = 0;
        return 0;
    }
    unsigned long allocated = size * 4 + 1024;
    if (allocated > max_output + 1) allocated = max_output + 1;
    unsigned char *buffer = malloc(allocated);
    stream.next_in = (unsigned char *)data;
    stream.avail_in = (uInt)size;
    int status = Z_OK;
    while (buffer && status == Z_OK) {
        if (stream.total_out == allocated) {
            if (allocated > max_output) break;
            unsigned long grown = allocated * 2 > max_output + 1 ? max_output + 1 : allocated * 2;
            unsigned char *larger = realloc(buffer, grown);
            if (!larger) { free(buffer); buffer = NULL; break; }
            buffer = larger;
            allocated = grown;
        }
        stream.next_out = buffer + stream.total_out;
        stream.avail_out = (uInt)(allocated - stream.total_out);
        status = inflate(&stream, Z_NO_FLUSH);
    }
    unsigned long total = stream.total_out;
    const char *reason = stream.msg ? stream.msg : (buffer ? "the data ends early" : "out of memory");
    inflateEnd(&stream);
    if (status == Z_STREAM_END && total <= max_output) {
        *output = buffer;
        *output_size = total;
        return 1;
    }
    free(buffer);
    if (total > max_output) return -1;
    strncpy(message, reason, capacity - 1);
    message[capacity - 1] = 0;
    return 0;
}

#endif
