/// The format and pixel size of an image file read from its header alone (no pixels decoded):
/// what the document model needs to know about a file it attaches.
public struct ImageHeader: Equatable, Sendable {
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }

    public var format: Format
    /// Pixels, as stored (before the EXIF orientation is applied).
    public var width: Int
    public var height: Int
    /// EXIF orientation 1…8 of a JPEG (1: as stored; 5…8 swap width and height when shown).
    public var orientation: Int = 1

    /// Pixels as the image is shown, its EXIF orientation applied: what an attachment records.
    public var displayWidth: Int { orientation >= 5 ? height : width }
    public var displayHeight: Int { orientation >= 5 ? width : height }

    /// The largest side, in pixels, the header may state (PNG allows 2^31 − 1; nothing drawn here needs more).
    public static let maximumSide = 65_535

    /// The header of `bytes`, or why they are not an image of a supported format.
    public static func read(_ bytes: [UInt8], path: String) throws(ImageFileError) -> ImageHeader {
        let header: ImageHeader
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
                throw .notAnImage(path: path, detail: "PNG signature without an IHDR chunk")
            }
            header = ImageHeader(format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            guard let frame = jpegFrame(bytes) else { throw .notAnImage(path: path, detail: "JPEG without a frame header") }
            header = ImageHeader(format: .jpeg, width: frame.width, height: frame.height, orientation: frame.orientation)
        } else {
            throw .notAnImage(path: path, detail: "the file starts with neither the PNG nor the JPEG signature")
        }
        guard (1...maximumSide).contains(header.width), (1...maximumSide).contains(header.height) else {
            throw .tooLarge(path: path, width: header.width, height: header.height, limit: maximumSide)
        }
        return header
    }

    static func bigEndian(_ b: [UInt8], _ at: Int, _ n: Int) -> Int {
        (at..<(at + n)).reduce(0) { $0 << 8 | Int(b[$1]) }
    }

    /// Walks the JPEG markers to the first start-of-frame (SOF0…SOF15 except DHT, JPG and DAC),
    /// reading the EXIF orientation from an APP1 segment on the way.
    static func jpegFrame(_ b: [UInt8]) -> (width: Int, height: Int, orientation: Int)? {
        var i = 2
        var orientation = 1
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = bigEndian(b, i + 2, 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 9 <= b.count else { return nil }
                return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2), orientation)
            }
            if marker == 0xDA || marker == 0xD9 { return nil }
            if marker == 0xE1, let o = ExifOrientation.read(b, segment: (i + 4)..<min(b.count, i + 2 + length)) { orientation = o }
            i += 2 + length
        }
        return nil
    }
}
