import CPangoCairo
import Testing
@testable import TextLayout

/// DejaVu Sans 15: ascent 1901/2048 em, descent 483/2048 em → a natural line of 17.46 units.
let dejaVuLineHeight = 15.0 * (1901.0 + 483.0) / 2048.0
let dejaVuAscent = 15.0 * 1901.0 / 2048.0

func makeEngine(_ text: AttributedText, width: Double = 300, insets: EdgeInsets = .zero, padding: Double = 5) -> LayoutEngine {
    let e = LayoutEngine(container: TextContainer(width: width, insets: insets, lineFragmentPadding: padding))
    e.setText(text)
    return e
}

func makeEngine(_ string: String, width: Double = 300, attributes: TextAttributes = TextAttributes()) -> LayoutEngine {
    makeEngine(AttributedText(string, attributes: attributes), width: width)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.5) -> Bool { abs(a - b) <= tolerance }

func close(_ a: LayoutRect, _ b: LayoutRect, _ tolerance: Double = 0.5) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// An ARGB32 Cairo image the test draws into, readable pixel by pixel and writable as PNG.
final class TestCanvas {
    let surface: OpaquePointer
    let cairo: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// (r, g, b) of a pixel, 0…255.
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// Number of pixels in the rect that are not white.
    func inkCount(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        var n = 0
        for yy in max(0, y)..<min(height, y + h) {
            for xx in max(0, x)..<min(width, x + w) {
                let (r, g, b) = pixel(xx, yy)
                if r < 240 || g < 240 || b < 240 { n += 1 }
            }
        }
        return n
    }

    func writePNG(_ path: String) {
        cairo_surface_write_to_png(surface, path)
    }
}
