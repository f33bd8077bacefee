import Testing
import TextEditing
@testable import Rendering

/// Damaged image files — bytes flipped, files cut short — are a thumbnail or a typed error
/// naming the file, never a crash (libjpeg's longjmp stays inside `CJpeg`; Cairo reports a status).
@Suite struct DamagedImageTests {
    /// SplitMix64, so each run damages the same bytes.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: ["stripes.png", "photo.jpg"]) func damagedCopiesDecodeOrFailWithTheirPath(name: String) throws {
        let original = try ImageFileProbe.read(Fixture.images + "/" + name)
        var random = Seeded(state: 19)
        var decoded = 0, refused = 0
        for round in 0..<300 {
            var bytes = original
            if round % 3 == 0 {
                bytes.removeLast(Int(random.next() % UInt64(bytes.count - 8)))  // cut short, signature kept
            } else {
                for _ in 0..<(1 + Int(random.next() % 4)) {
                    let at = 8 + Int(random.next() % UInt64(bytes.count - 8))
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
