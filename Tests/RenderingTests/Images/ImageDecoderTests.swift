import CJpeg
import CPangoCairo
import Glibc
import Testing
import TextEditing
@testable import Rendering

/// Decoding real files to thumbnails: PNG through Cairo, JPEG through libjpeg with DCT scaling,
/// bad input as typed errors, and a huge JPEG decoded near thumbnail size.
@Suite struct ImageDecoderTests {
    /// Un-premultiplied (r, g, b) of a thumbnail pixel.
    func rgb(_ t: Thumbnail, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let data = cairo_image_surface_get_data(t.surface)!
        let stride = Int(cairo_image_surface_get_stride(t.surface))
        let v = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (Int(v >> 16 & 0xFF), Int(v >> 8 & 0xFF), Int(v & 0xFF))
    }

    @Test(arguments: [32, 64, 160]) func pngDecodesToEachThumbnailSize(side: Int) throws {
        let t = try ImageDecoder.thumbnail(path: Fixture.images + "/stripes.png", longSide: side)
        #expect((t.width, t.height) == (side, side / 2))
        #expect((t.decodedWidth, t.decodedHeight) == (48, 24))
        let (r, _, b) = rgb(t, 1, 1), (r2, _, b2) = rgb(t, t.width - 2, t.height / 2)
        #expect(r > 200 && b < 60)   // red left
        #expect(b2 > 200 && r2 < 60) // blue right
    }

    @Test(arguments: [32, 64, 160]) func jpegDecodesToEachThumbnailSize(side: Int) throws {
        let t = try ImageDecoder.thumbnail(path: Fixture.images + "/photo.jpg", longSide: side)
        #expect(t.height == side && t.width == Int((Double(side) * 40 / 60).rounded()))
        let (r, g, b) = rgb(t, t.width / 2, t.height / 2)
        #expect(r < 40 && g < 40 && b < 40)  // the black square in the middle
        let (r0, g0, _) = rgb(t, t.width / 2, 1)
        #expect(r0 > 180 && g0 > 180)        // yellow at the top
    }

    /// A CMYK JPEG (as Adobe's tools write them, channels inverted) looks like its RGB original.
    @Test func cmykJPEGDecodesLikeItsRGBOriginal() throws {
        let rgb0 = try ImageDecoder.thumbnail(path: Fixture.images + "/photo.jpg", longSide: 64)
        let cmyk = try ImageDecoder.thumbnail(path: Fixture.images + "/photo-cmyk.jpg", longSide: 64)
        #expect((cmyk.width, cmyk.height) == (rgb0.width, rgb0.height))
        for (x, y) in [(21, 2), (21, 32), (21, 61), (3, 50)] {
            let a = rgb(rgb0, x, y), b = rgb(cmyk, x, y)
            #expect(abs(a.0 - b.0) < 40 && abs(a.1 - b.1) < 40 && abs(a.2 - b.2) < 40, "\(x),\(y): \(a) vs \(b)")
        }
    }

    /// EXIF orientation 6 (stored pixels turned 90° clockwise to be shown): the 40 × 60 photo is
    /// shown 60 × 40, its yellow top on the right.
    @Test func exifOrientationTurnsTheThumbnailUpright() throws {
        let attachment = try ImageFileProbe.attachment(path: Fixture.images + "/photo-exif6.jpg")
        #expect((attachment.pixelWidth, attachment.pixelHeight) == (60, 40))
        let t = try ImageDecoder.thumbnail(path: Fixture.images + "/photo-exif6.jpg", longSide: 64)
        #expect((t.width, t.height) == (64, 43))
        let right = rgb(t, 62, 21), left = rgb(t, 1, 21)
        #expect(right.0 > 180 && right.1 > 180, "right \(right)")  // yellow
        #expect(left.0 < 80 && left.1 > 80, "left \(left)")        // green
    }

    @Test func notAnImageIsATypedErrorNamingTheFile() {
        let path = Fixture.images + "/not-an-image.png"
        #expect(throws: ImageFileError.notAnImage(path: path, detail: "the file starts with neither the PNG nor the JPEG signature")) {
            try ImageDecoder.thumbnail(path: path, longSide: 64)
        }
        // A JPEG signature and header followed by garbage: libjpeg's message, no crash.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03]
        bytes += [UInt8](repeating: 0x42, count: 64)
        #expect(throws: ImageFileError.self) { try ImageDecoder.thumbnail(of: bytes, path: "broken.jpg", longSide: 64) }
    }

    @Test func aPNGAboveTheBoundIsRejectedFromItsHeader() {
        // Signature + IHDR claiming 6000 × 6000 (36 Mpx > 25 Mpx): refused before any decoding.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0x17, 0x70, 0, 0, 0x17, 0x70, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        #expect(throws: ImageFileError.tooLarge(path: "big.png", width: 6000, height: 6000, limit: ImageDecoder.maximumSide)) {
            try ImageDecoder.thumbnail(of: bytes, path: "big.png", longSide: 64)
        }
    }

    /// An 8000 × 8000 JPEG (written row by row here, never whole in memory) decodes at 1/8
    /// scale — 1000 × 1000, 4 MB — instead of the 256 MB full bitmap.
    @Test func aHugeJPEGIsDecodedNearThumbnailSizeInBoundedMemory() throws {
        let dir = Fixture.tempDirectory()
        let path = dir + "/huge.jpg"
        var message = [CChar](repeating: 0, count: 200)
        let fill: pb_jpeg_row_fn = { row, y, _ in
            guard let row else { return }
            for x in 0..<8000 {
                row[3 * x] = UInt8(truncatingIfNeeded: x / 32); row[3 * x + 1] = UInt8(truncatingIfNeeded: y / 32); row[3 * x + 2] = 128
            }
        }
        #expect(pb_jpeg_encode_rows(path, 8000, 8000, 70, fill, nil, &message) == 0)
        let before = Self.peakResidentKilobytes()
        let t = try ImageDecoder.thumbnail(path: path, longSide: 160)
        let grown = Self.peakResidentKilobytes() - before
        #expect((t.width, t.height) == (160, 160))
        #expect((t.decodedWidth, t.decodedHeight) == (1000, 1000))
        #expect(grown < 64 * 1024, "peak resident memory grew by \(grown) kB")
        unlink(path)
        rmdir(dir)
    }

    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
