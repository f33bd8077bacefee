import Testing
import TextEditing
import TouchInput
@testable import Rendering

/// Damaged image files — bytes flipped, files cut short — are a thumbnail or a typed error
/// naming the file, never a crash (libjpeg's longjmp stays inside `CJpeg`; Cairo reports a status).
@Suite struct DamagedImageTests {
    @Test(arguments: ["stripes.png", "photo.jpg", "photo-exif6.jpg", "photo-cmyk.jpg"]) func damagedCopiesDecodeOrFailWithTheirPath(name: String) throws {
        let original = try ImageFileProbe.read(Fixture.images + "/" + name)
        var random = SeededGenerator(seed: 19)
        var decoded = 0, refused = 0
        for round in 0..<300 {
            var bytes = original
            if round % 3 == 0 {
                bytes.removeLast(random.next(bytes.count - 8))  // cut short, signature kept
            } else {
                for _ in 0..<random.next(in: 1...4) {
                    let at = 8 + random.next(bytes.count - 8)
                    bytes[at] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            do {
                let t = try ImageDecoder.thumbnail(of: bytes, path: "damaged-\(name)", longSide: 32)
                #expect(max(t.width, t.height) == 32)
                decoded += 1
            } catch {
                #expect(error.path == "damaged-\(name)")
                refused += 1
            }
        }
        #expect(decoded + refused == 300)
    }
}
