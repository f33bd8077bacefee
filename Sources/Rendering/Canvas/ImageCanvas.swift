import CPangoCairo

/// A Cairo ARGB32 image the scene is drawn into; written as PNG, shown in the window (the same
/// pixels, no copy through another format) and turned into terminal cells.
///
/// Thread rule: one thread at a time (not `Sendable`).
public final class ImageCanvas: CairoCanvas {
    public let surface: OpaquePointer
    public let cairo: OpaquePointer
    public let width: Int
    public let height: Int

    /// A new image, filled with transparent black. Width and height in pixels (≥ 1).
    public init(width: Int, height: Int) throws(RenderingError) {
        self.width = max(1, width)
        self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        try RenderingError.check(cairo_surface_status(surface), "a \(self.width)×\(self.height) image")
        cairo = cairo_create(surface)
        try RenderingError.check(cairo_status(cairo), "a Cairo context")
    }

    /// Loads a PNG file (goldens in tests).
    public init(pngPath path: String) throws(RenderingError) {
        surface = cairo_image_surface_create_from_png(path)
        try RenderingError.check(cairo_surface_status(surface), "an image from \(path)")
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        cairo = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Bytes per row of `pixels`.
    public var stride: Int {
        cairo_surface_flush(surface)
        return Int(cairo_image_surface_get_stride(surface))
    }

    /// Calls `body` with the pixel rows (native-endian 0xAARRGGBB words, premultiplied) and the stride.
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer, Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let s = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: base, count: s * height), s)
    }

    /// The un-premultiplied colour of one pixel as 8-bit (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        withPixels { buf, stride in
            let v = buf.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let a = UInt8(v >> 24)
            func un(_ c: UInt32) -> UInt8 {
                a == 0 ? 0 : UInt8(min(255, (Int(c & 0xFF) * 255 + Int(a) / 2) / Int(a)))
            }
            return (un(v >> 16), un(v >> 8), un(v), a)
        }
    }

    /// The image as PNG bytes (no timestamps: the same pixels give the same bytes).
    public func pngBytes() throws(RenderingError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        try RenderingError.check(status, "PNG data")
        return sink.bytes
    }

    /// Writes the image as a PNG file.
    public func writePNG(to path: String) throws(RenderingError) {
        try ByteSink.writeFile(pngBytes(), to: path)
    }
}
