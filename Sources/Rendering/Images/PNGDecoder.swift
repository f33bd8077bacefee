import CPangoCairo
import TextEditing

/// PNG through Cairo's own loader (`cairo_image_surface_create_from_png_stream`, libpng inside),
/// reading from the file's bytes in memory. A PNG of more than ``ImageDecoder/maximumPixels``
/// pixels (read from its header) is rejected before decoding; anything smaller is decoded whole
/// and scaled to the thumbnail at once, the full surface destroyed right after.
enum PNGDecoder {
    /// The reader's position in the bytes Cairo pulls through the stream callback.
    private final class Stream {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// A decoded surface the caller destroys.
    static func decode(_ bytes: [UInt8], header: ImageHeader, path: String) throws(ImageFileError) -> OpaquePointer {
        guard header.width * header.height <= ImageDecoder.maximumPixels else {
            throw .tooLarge(path: path, width: header.width, height: header.height, limit: ImageDecoder.maximumSide)
        }
        let stream = Stream(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let s = Unmanaged<Stream>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard s.offset + n <= s.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            s.bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { data.update(from: base + s.offset, count: n) }
            }
            s.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(stream) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(stream).toOpaque())
        }
        guard let surface else { throw .undecodable(path: path, format: "PNG", detail: "no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .undecodable(path: path, format: "PNG", detail: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }
}
