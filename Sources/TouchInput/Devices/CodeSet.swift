/// A fixed-size bit set of event codes (up to 1024), as the kernel's capability bitmasks are.
///
/// Value type, no allocation after creation; used for supported codes per event type
/// and for device properties.
public struct CodeSet: Hashable, Sendable, Sequence {
    /// 16 words of 64 bits: codes 0…1023 (KEY_MAX is 0x2ff).
    @usableFromInline var words: [UInt64]

    public static let capacity = 1024

    public init() { words = Array(repeating: 0, count: 16) }

    public init<S: Sequence>(_ codes: S) where S.Element == UInt16 {
        self.init()
        for c in codes { insert(c) }
    }

    @inlinable public func contains(_ code: UInt16) -> Bool {
        let i = Int(code)
        guard i < Self.capacity else { return false }
        return words[i >> 6] & (1 << UInt64(i & 63)) != 0
    }

    public mutating func insert(_ code: UInt16) {
        let i = Int(code)
        guard i < Self.capacity else { return }
        words[i >> 6] |= 1 << UInt64(i & 63)
    }

    public mutating func remove(_ code: UInt16) {
        let i = Int(code)
        guard i < Self.capacity else { return }
        words[i >> 6] &= ~(1 << UInt64(i & 63))
    }

    public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }
    public var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The largest code present, or nil.
    public var maximum: UInt16? {
        for w in stride(from: words.count - 1, through: 0, by: -1) where words[w] != 0 {
            return UInt16(w * 64 + 63 - words[w].leadingZeroBitCount)
        }
        return nil
    }

    /// The 64-bit word `index` (codes 64·index … 64·index+63), as evemu's bitmask lines store them.
    public func word(_ index: Int) -> UInt64 { index < words.count ? words[index] : 0 }

    /// Sets word `index` from a bitmask line.
    public mutating func setWord(_ index: Int, _ value: UInt64) {
        guard index < words.count else { return }
        words[index] = value
    }

    public func makeIterator() -> AnyIterator<UInt16> {
        var i = 0
        let w = words
        return AnyIterator {
            while i < Self.capacity {
                defer { i += 1 }
                if w[i >> 6] & (1 << UInt64(i & 63)) != 0 { return UInt16(i) }
            }
            return nil
        }
    }
}

extension CodeSet: Codable {
    public init(from decoder: Decoder) throws {
        let codes = try decoder.singleValueContainer().decode([UInt16].self)
        self.init(codes)
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(Array(self))
    }
}
