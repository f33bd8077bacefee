import CJpeg
import CPangoCairo
import TextEditing

/// JPEG through libjpeg-turbo (`CJpeg`) with DCT scaling: libjpeg decodes at 1/2, 1/4 or 1/8 of
/// the file's size — the smallest that still covers the thumbnail's long side — so an 8000 ×
/// 8000 photograph becomes a 1000 × 1000 bitmap (4 MB) instead of 256 MB, straight into
/// Cairo's ARGB32 layout (`JCS_EXT_BGRA`).
enum JPEGDecoder {
    /// Decodes near `longSide` and hands the bitmap, as a surface, to `body`; the bitmap is
    /// freed when `body` returns.
    static func withDecoded<R>(_ bytes: [UInt8], longSide: Int, path: String,
                               _ body: (OpaquePointer) throws(RenderingError) -> R) throws(ImageFileError) -> R {
        var image = pb_jpeg_image()
        let status = bytes.withUnsafeBufferPointer {
            pb_jpeg_decode_scaled($0.baseAddress, $0.count, Int32(longSide), ImageDecoder.maximumPixels, &image)
        }
        defer { pb_jpeg_free(&image) }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if status == -2 {
            throw .tooLarge(path: path, width: Int(image.full_width), height: Int(image.full_height), limit: ImageDecoder.maximumSide)
        }
        guard status == 0, let pixels = image.pixels else { throw .undecodable(path: path, format: "JPEG", detail: message) }
        guard let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, image.width, image.height, image.stride) else {
            throw .undecodable(path: path, format: "JPEG", detail: "no surface for the decoded pixels")
        }
        defer { cairo_surface_destroy(surface) }
        do { return try body(surface) } catch { throw .undecodable(path: path, format: "JPEG", detail: error.description) }
    }
}
