// A small C layer over libjpeg(-turbo): libjpeg reports errors by longjmp, which Swift cannot
// catch, so the setjmp lives here and every failure comes back as a return code and a message.
#ifndef PB_JPEG_H
#define PB_JPEG_H
#include <stddef.h>

typedef struct {
    /// Cairo ARGB32 pixels (B, G, R, A bytes on little-endian), `stride` bytes a row; malloc'd.
    unsigned char *pixels;
    int width, height, stride;
    /// The image's size before DCT scaling.
    int full_width, full_height;
    /// The scale libjpeg decoded at: 1/denominator, denominator 1, 2, 4 or 8.
    int scale_denom;
    char message[200];
} pb_jpeg_image;

/// Decodes `data` scaled down by the largest of 1/2, 1/4, 1/8 that keeps the long side at or
/// above `min_long_side` pixels; refuses (returns -2) when the scaled image would exceed
/// `max_pixels`. Returns 0, or -1 with `message` set; on failure nothing is left allocated.
int pb_jpeg_decode_scaled(const unsigned char *data, size_t size, int min_long_side, long max_pixels, pb_jpeg_image *out);

void pb_jpeg_free(pb_jpeg_image *image);

/// Row producer for the encoder: fills `row` (width × 3 RGB bytes) for row `y`.
typedef void (*pb_jpeg_row_fn)(unsigned char *row, int y, void *context);

/// Writes an RGB JPEG row by row to `path` (memory: one row), for tests of huge images.
/// Returns 0, or -1 with `message` (200 bytes) set.
int pb_jpeg_encode_rows(const char *path, int width, int height, int quality, pb_jpeg_row_fn row, void *context, char *message);

#endif
