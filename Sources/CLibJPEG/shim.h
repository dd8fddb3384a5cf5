#ifndef VELLUM_CLIBJPEG_SHIM_H
#define VELLUM_CLIBJPEG_SHIM_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg reports a fatal error by calling error_exit, which must not return: the usual answer
// is a longjmp back to the caller, which Swift cannot be. So the whole decode happens here, in C,
// and Swift gets a status, the pixels and libjpeg's message.

struct vellum_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
};

static inline void vellum_jpeg_error_exit(j_common_ptr info) {
    struct vellum_jpeg_error *error = (struct vellum_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->escape, 1);
}

// Warnings (a corrupt but decodable stream) are not fatal: the picture is drawn as libjpeg
// recovers it, as browsers do.
static inline void vellum_jpeg_output_message(j_common_ptr info) { (void)info; }

/// libjpeg's error manager in `error`, set to escape to `error->escape` and keep the message.
static inline struct jpeg_error_mgr *vellum_jpeg_errors(struct vellum_jpeg_error *error) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    manager->error_exit = vellum_jpeg_error_exit;
    manager->output_message = vellum_jpeg_output_message;
    error->message[0] = 0;
    return manager;
}

/// Decodes `size` bytes of JPEG into 8-bit RGB, `*width` × `*height` × 3 bytes at `*pixels`
/// (malloc'ed; the caller frees it). Returns 1, or 0 with libjpeg's message in `message`
/// (JMSG_LENGTH_MAX bytes). Images with more than `max_pixels` pixels are refused.
static inline int vellum_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                     unsigned char **pixels, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct vellum_jpeg_error error;
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = vellum_jpeg_errors(&error);
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(out);
        strncpy(message, error.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned long w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w * h > max_pixels || info.output_components != 3) {
        snprintf(message, JMSG_LENGTH_MAX, "image of %lu×%lu pixels is not supported", w, h);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    out = malloc(w * h * 3);
    if (!out) {
        snprintf(message, JMSG_LENGTH_MAX, "out of memory for %lu×%lu pixels", w, h);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < h) {
        JSAMPROW row = out + (unsigned long)info.output_scanline * w * 3;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 1;
}

/// Encodes `width` × `height` pixels of 8-bit RGB (`rgb`, row after row) as a baseline JPEG of
/// `quality` (0…100). Returns 1 with the file at `*out` (`*out_size` bytes, malloc'ed by libjpeg;
/// the caller frees it), or 0 with libjpeg's message in `message` (JMSG_LENGTH_MAX bytes).
static inline int vellum_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                                     unsigned char **out, unsigned long *out_size, char *message) {
    struct jpeg_compress_struct info;
    struct vellum_jpeg_error error;
    *out = NULL;
    *out_size = 0;
    memset(&info, 0, sizeof info);
    info.err = vellum_jpeg_errors(&error);
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(*out);
        *out = NULL;
        strncpy(message, error.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, out_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (unsigned long)info.next_scanline * (unsigned long)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}

#endif
