#ifndef VELLUM_CLIBGIF_SHIM_H
#define VELLUM_CLIBGIF_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>

// giflib reads through a callback; the whole decode happens here, in C, so Swift gets a status,
// the pixels of the first frame and giflib's message.

struct vellum_gif_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
};

static inline int vellum_gif_read(GifFileType *gif, GifByteType *buffer, int length) {
    struct vellum_gif_source *source = (struct vellum_gif_source *)gif->UserData;
    size_t left = source->size - source->offset;
    size_t count = (size_t)length < left ? (size_t)length : left;
    memcpy(buffer, source->data + source->offset, count);
    source->offset += count;
    return (int)count;
}

/// Decodes the first frame of `size` bytes of GIF into straight RGBA, `*width` × `*height` × 4
/// bytes at `*pixels` (malloc'ed; the caller frees it): the frame drawn at its place on the
/// logical screen, transparent elsewhere and where its transparent colour is. Returns 1, or 0
/// with a message in `message` (`capacity` bytes). Screens of more than `max_pixels` pixels are
/// refused.
static inline int vellum_gif_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                    unsigned char **pixels, int *width, int *height,
                                    char *message, size_t capacity) {
    struct vellum_gif_source source = { data, size, 0 };
    int error = 0;
    *pixels = NULL;
    GifFileType *gif = DGifOpen(&source, vellum_gif_read, &error);
    if (!gif) {
        snprintf(message, capacity, "%s", GifErrorString(error) ? GifErrorString(error) : "not a GIF file");
        return 0;
    }
    if (DGifSlurp(gif) != GIF_OK || gif->ImageCount < 1) {
        const char *reason = GifErrorString(gif->Error);
        snprintf(message, capacity, "%s", reason ? reason : "the file has no image");
        DGifCloseFile(gif, &error);
        return 0;
    }
    unsigned long w = (unsigned long)gif->SWidth, h = (unsigned long)gif->SHeight;
    SavedImage *frame = &gif->SavedImages[0];
    GifImageDesc *desc = &frame->ImageDesc;
    ColorMapObject *map = desc->ColorMap ? desc->ColorMap : gif->SColorMap;
    if (w == 0 || h == 0 || w * h > max_pixels || !map || !frame->RasterBits) {
        if (w == 0 || h == 0 || w * h > max_pixels) {
            snprintf(message, capacity, "image of %lu×%lu pixels is not supported", w, h);
        } else {
            snprintf(message, capacity, "the first frame has no colours");
        }
        DGifCloseFile(gif, &error);
        return 0;
    }
    unsigned char *out = calloc(w * h, 4);
    if (!out) {
        snprintf(message, capacity, "out of memory for %lu×%lu pixels", w, h);
        DGifCloseFile(gif, &error);
        return 0;
    }
    GraphicsControlBlock control;
    int transparent = -1;
    if (DGifSavedExtensionToGCB(gif, 0, &control) == GIF_OK) transparent = control.TransparentColor;
    for (long y = 0; y < desc->Height; y++) {
        long sy = desc->Top + y;
        if (sy < 0 || (unsigned long)sy >= h) continue;
        for (long x = 0; x < desc->Width; x++) {
            long sx = desc->Left + x;
            if (sx < 0 || (unsigned long)sx >= w) continue;
            int index = frame->RasterBits[y * desc->Width + x];
            if (index == transparent || index >= map->ColorCount) continue;
            unsigned char *p = out + ((unsigned long)sy * w + (unsigned long)sx) * 4;
            p[0] = map->Colors[index].Red;
            p[1] = map->Colors[index].Green;
            p[2] = map->Colors[index].Blue;
            p[3] = 255;
        }
    }
    DGifCloseFile(gif, &error);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 1;
}

#endif
