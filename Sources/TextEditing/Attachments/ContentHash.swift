/// The content hash of attached files: 64-bit FNV-1a (offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3, over every byte in order), as published by Fowler, Noll and Vo.
///
/// FoundationEssentials has no SHA; the hash only needs to notice that a file changed since it was
/// attached, not to resist an adversary, and FNV-1a is short enough to be checked by eye.
public struct ContentHash: Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash so far.
    public private(set) var value: UInt64 = offsetBasis

    public init() {}

    /// Feeds `bytes` (the file is hashed in chunks as it is read).
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        for b in bytes { h = (h ^ UInt64(b)) &* Self.prime }
        value = h
    }

    /// The hash of `bytes`.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var h = ContentHash()
        bytes.withUnsafeBytes { h.update($0) }
        return h.value
    }

    /// The hash as 16 lower-case hex digits (how the archive stores it: JSON numbers lose bits above 2^53).
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A hash written by `hex`, or nil.
    public static func parse(_ s: String) -> UInt64? {
        s.count == 16 ? UInt64(s, radix: 16) : nil
    }
}
