#include "pb_jpeg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} pb_error;

static void pb_error_exit(j_common_ptr cinfo) {
    pb_error *e = (pb_error *)cinfo->err;
    longjmp(e->jump, 1);
}

// Warnings (corrupt data libjpeg recovers from) are not printed on stderr.
static void pb_emit_message(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }

static void pb_format(j_common_ptr cinfo, char *message) {
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    snprintf(message, 200, "%s", buffer);
}

// CMYK → BGRA in place (4 bytes a pixel either way). Adobe's files store the channels inverted
// (255 = no ink), which is what most CMYK JPEGs are; others store ink amounts.
static void pb_cmyk_to_bgra(unsigned char *row, int width, int adobe_inverted) {
    for (int x = 0; x < width; x++) {
        unsigned char *p = row + 4 * x;
        int c = p[0], m = p[1], y = p[2], k = p[3];
        if (!adobe_inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (unsigned char)((y * k + 127) / 255);
        p[1] = (unsigned char)((m * k + 127) / 255);
        p[2] = (unsigned char)((c * k + 127) / 255);
        p[3] = 255;
    }
}

int pb_jpeg_decode_scaled(const unsigned char *data, size_t size, int min_long_side, long max_pixels, pb_jpeg_image *out) {
    struct jpeg_decompress_struct cinfo;
    pb_error err;
    unsigned char *volatile pixels = NULL;
    memset(out, 0, sizeof *out);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = pb_error_exit;
    err.base.emit_message = pb_emit_message;
    if (setjmp(err.jump)) {
        pb_format((j_common_ptr)&cinfo, out->message);
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        out->pixels = NULL;
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    out->full_width = (int)cinfo.image_width;
    out->full_height = (int)cinfo.image_height;
    int long_side = cinfo.image_width > cinfo.image_height ? (int)cinfo.image_width : (int)cinfo.image_height;
    int denom = 1;
    while (denom < 8 && (long_side + 2 * denom - 1) / (2 * denom) >= min_long_side) denom *= 2;
    cinfo.scale_num = 1;
    cinfo.scale_denom = (unsigned)denom;
    // CMYK and YCCK (Adobe's print JPEGs) cannot be converted to BGRA by libjpeg: read CMYK and
    // convert each row here.
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_calc_output_dimensions(&cinfo);
    if ((long)cinfo.output_width * (long)cinfo.output_height > max_pixels) {
        snprintf(out->message, sizeof out->message, "%u x %u pixels even at 1/%d scale", cinfo.output_width, cinfo.output_height, denom);
        jpeg_destroy_decompress(&cinfo);
        return -2;
    }
    jpeg_start_decompress(&cinfo);
    int stride = (int)cinfo.output_width * 4;
    pixels = malloc((size_t)stride * cinfo.output_height);
    if (!pixels) {
        snprintf(out->message, sizeof out->message, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (cmyk) pb_cmyk_to_bgra(row, (int)cinfo.output_width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    out->pixels = pixels;
    out->width = (int)cinfo.output_width;
    out->height = (int)cinfo.output_height;
    out->stride = stride;
    out->scale_denom = denom;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

void pb_jpeg_free(pb_jpeg_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}

int pb_jpeg_encode_rows(const char *path, int width, int height, int quality, pb_jpeg_row_fn produce, void *context, char *message) {
    struct jpeg_compress_struct cinfo;
    pb_error err;
    FILE *volatile file = fopen(path, "wb");
    unsigned char *volatile row = NULL;
    if (!file) { snprintf(message, 200, "cannot open %s", path); return -1; }
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = pb_error_exit;
    if (setjmp(err.jump)) {
        pb_format((j_common_ptr)&cinfo, message);
        jpeg_destroy_compress(&cinfo);
        fclose(file);
        free(row);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    row = malloc((size_t)width * 3);
    if (!row) { snprintf(message, 200, "out of memory"); jpeg_destroy_compress(&cinfo); fclose(file); return -1; }
    while (cinfo.next_scanline < cinfo.image_height) {
        produce(row, (int)cinfo.next_scanline, context);
        JSAMPROW r = row;
        jpeg_write_scanlines(&cinfo, &r, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    return fclose(file) == 0 ? 0 : -1;
}
