/// The orientation tag (0x0112) of a JPEG's EXIF block: how the stored pixels must be turned to
/// be shown upright (1 as stored, 2 mirrored, 3 turned 180°, 4 flipped, 5 transposed, 6 turned
/// 90° clockwise, 7 transversed, 8 turned 90° anticlockwise). Every offset is bounds-checked: a
/// damaged block reads as no orientation.
enum ExifOrientation {
    /// The orientation in the APP1 payload `segment` of `b`, or nil.
    static func read(_ b: [UInt8], segment: Range<Int>) -> Int? {
        let start = segment.lowerBound, end = segment.upperBound
        guard end - start >= 14, b[start..<(start + 6)].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = start + 6
        let little: Bool
        switch (b[tiff], b[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func value(_ at: Int, _ n: Int) -> Int? {
            guard at >= tiff, at + n <= end else { return nil }
            let bytes = b[at..<(at + n)]
            return (little ? Array(bytes.reversed()) : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = value(tiff + 4, 4), let count = value(tiff + ifd, 2) else { return nil }
        for k in 0..<min(count, 256) {
            let entry = tiff + ifd + 2 + 12 * k
            guard let tag = value(entry, 2) else { return nil }
            if tag == 0x0112, let o = value(entry + 8, 2), (1...8).contains(o) { return o }
        }
        return nil
    }
}
