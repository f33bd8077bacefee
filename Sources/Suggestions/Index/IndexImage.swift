#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One contiguous, immutable byte image of a `SuggestionIndex`: either built in memory or mapped
/// from the cache file. The layout is the cache file's: a header, a section table, then the
/// sections (see `IndexSection`), each 8-byte aligned.
final class IndexImage: @unchecked Sendable {
    // Immutable after init; the bytes are never written once published, so sharing is safe.
    let base: UnsafeRawPointer
    let size: Int
    private let mapped: Bool

    static let magic: UInt64 = 0x0158_4947_5553_4250 // "PBSUGIX\u{1}" little-endian
    static let version: UInt32 = 18
    static let headerSize = 48 + 16 * IndexSection.allCases.count

    /// Header fields.
    struct Header {
        var fingerprint: UInt64
        var checksum: UInt64
        var totalSize: UInt64
        var prefixLength: UInt32
        var maxDistance: UInt32
    }

    private init(base: UnsafeRawPointer, size: Int, mapped: Bool) {
        self.base = base
        self.size = size
        self.mapped = mapped
    }

    deinit {
        if mapped { munmap(UnsafeMutableRawPointer(mutating: base), size) } else { UnsafeMutableRawPointer(mutating: base).deallocate() }
    }

    /// An image holding a copy of `bytes`, sized exactly (so a read past the end is caught by
    /// the address sanitizer), as a mapped cache file would be.
    static func copy(of bytes: [UInt8]) -> IndexImage {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { if let b = $0.baseAddress { raw.copyMemory(from: b, byteCount: $0.count) } }
        return IndexImage(base: UnsafeRawPointer(raw), size: bytes.count, mapped: false)
    }

    /// Lays out `sections` (raw little-endian bytes per section; a missing one is empty) in
    /// `IndexSection` order.
    static func build(sections byName: [IndexSection: [UInt8]], fingerprint: UInt64, prefixLength: Int, maxDistance: Int) -> IndexImage {
        let sections = IndexSection.allCases.map { byName[$0] ?? [] }
        var offsets: [Int] = []
        var cursor = headerSize
        for s in sections {
            offsets.append(cursor)
            cursor += (s.count + 7) & ~7
        }
        let size = cursor
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        for (i, s) in sections.enumerated() {
            s.withUnsafeBytes { raw.advanced(by: offsets[i]).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        raw.storeBytes(of: magic.littleEndian, toByteOffset: 0, as: UInt64.self)
        raw.storeBytes(of: version.littleEndian, toByteOffset: 8, as: UInt32.self)
        raw.storeBytes(of: UInt32(sections.count).littleEndian, toByteOffset: 12, as: UInt32.self)
        raw.storeBytes(of: fingerprint.littleEndian, toByteOffset: 16, as: UInt64.self)
        raw.storeBytes(of: UInt64(size).littleEndian, toByteOffset: 32, as: UInt64.self)
        raw.storeBytes(of: UInt32(prefixLength).littleEndian, toByteOffset: 40, as: UInt32.self)
        raw.storeBytes(of: UInt32(maxDistance).littleEndian, toByteOffset: 44, as: UInt32.self)
        for (i, s) in sections.enumerated() {
            let elem = IndexSection(rawValue: i)!.elementSize
            raw.storeBytes(of: UInt64(offsets[i]).littleEndian, toByteOffset: 48 + 16 * i, as: UInt64.self)
            raw.storeBytes(of: UInt64(s.count / elem).littleEndian, toByteOffset: 56 + 16 * i, as: UInt64.self)
        }
        let sum = checksum(UnsafeRawPointer(raw).advanced(by: headerSize), count: size - headerSize)
        raw.storeBytes(of: sum.littleEndian, toByteOffset: 24, as: UInt64.self)
        return IndexImage(base: UnsafeRawPointer(raw), size: size, mapped: false)
    }

    /// Maps a cache file. Returns nil when it cannot be opened; validation is the caller's.
    static func map(path: String) -> IndexImage? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size >= headerSize else { return nil }
        let size = Int(st.st_size)
        guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0), p != MAP_FAILED else { return nil }
        return IndexImage(base: UnsafeRawPointer(p), size: size, mapped: true)
    }

    func u64(_ off: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: off, as: UInt64.self)) }
    func u32(_ off: Int) -> UInt32 { UInt32(littleEndian: base.loadUnaligned(fromByteOffset: off, as: UInt32.self)) }

    var header: Header {
        Header(fingerprint: u64(16), checksum: u64(24), totalSize: u64(32), prefixLength: u32(40), maxDistance: u32(44))
    }

    /// Why a mapped file cannot be used, or nil when its header, sizes and checksum are sound.
    func headerProblem(expectedFingerprint: UInt64) -> String? {
        guard size >= Self.headerSize else { return "truncated header" }
        guard u64(0) == Self.magic else { return "not a Pressboard suggestion index" }
        guard u32(8) == Self.version else { return "index version \(u32(8)), expected \(Self.version)" }
        guard u32(12) == UInt32(IndexSection.allCases.count) else { return "section count \(u32(12))" }
        guard header.totalSize == UInt64(size) else { return "size \(size) but header says \(header.totalSize)" }
        guard header.fingerprint == expectedFingerprint else { return "stale: built from another lexicon" }
        for s in IndexSection.allCases {
            let (off, count) = sectionBounds(s)
            guard off % 8 == 0, off >= Self.headerSize, count <= size, off <= size - count * s.elementSize else {
                return "section \(s) out of bounds"
            }
        }
        guard Self.checksum(base.advanced(by: Self.headerSize), count: size - Self.headerSize) == header.checksum else {
            return "checksum mismatch (corrupt)"
        }
        return nil
    }

    func sectionBounds(_ s: IndexSection) -> (offset: Int, count: Int) {
        let off = u64(48 + 16 * s.rawValue), count = u64(56 + 16 * s.rawValue)
        guard off <= UInt64(Int.max), count <= UInt64(Int.max / 8) else { return (Int.max, Int.max) }
        return (Int(off), Int(count))
    }

    func buffer<T>(_ s: IndexSection, as: T.Type) -> UnsafeBufferPointer<T> {
        let (off, count) = sectionBounds(s)
        return UnsafeBufferPointer(start: base.advanced(by: off).assumingMemoryBound(to: T.self), count: count)
    }

    /// A fast 64-bit checksum over 8-byte words (four independent lanes, so it runs near memory
    /// bandwidth), then the tail bytes.
    static func checksum(_ p: UnsafeRawPointer, count: Int) -> UInt64 {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15, b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var c: UInt64 = 0x1656_67B1_9E37_79F9, d: UInt64 = 0x85EB_CA77_C2B2_AE63
        let k: UInt64 = 0x0000_0100_0000_01B3
        let blocks = count / 32
        var i = 0
        while i < blocks {
            let o = i * 32
            a = (a ^ p.loadUnaligned(fromByteOffset: o, as: UInt64.self)) &* k
            b = (b ^ p.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)) &* k
            c = (c ^ p.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)) &* k
            d = (d ^ p.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)) &* k
            i += 1
        }
        var h = a ^ (b >> 7 | b << 57) ^ (c >> 19 | c << 45) ^ (d >> 31 | d << 33)
        for j in (blocks * 32)..<count { h = (h ^ UInt64(p.load(fromByteOffset: j, as: UInt8.self))) &* k }
        h ^= h >> 29
        return h
    }

    /// Writes the image to `path` atomically (temporary file in the same directory, then rename).
    func write(to path: String) throws {
        let tmp = path + ".tmp.\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw IndexCacheError.cannotWrite(path: tmp, errno: errno) }
        var written = 0
        while written < size {
            let n = Glibc.write(fd, base.advanced(by: written), size - written)
            if n <= 0 {
                let e = errno
                close(fd)
                unlink(tmp)
                throw IndexCacheError.cannotWrite(path: tmp, errno: e)
            }
            written += n
        }
        fsync(fd)
        close(fd)
        guard rename(tmp, path) == 0 else {
            let e = errno
            unlink(tmp)
            throw IndexCacheError.cannotWrite(path: path, errno: e)
        }
    }
}

/// Why the index cache could not be written (the index still works, from memory).
public enum IndexCacheError: Error, Sendable, Hashable {
    case cannotWrite(path: String, errno: Int32)
}
