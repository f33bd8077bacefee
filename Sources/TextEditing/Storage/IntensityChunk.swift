import _RopeModule

/// A leaf of ``IntensityRope``: up to ``maximumCount`` intensities, one byte per grapheme cluster.
///
/// Chunks are what make per-character intensities cost one byte each (plus about 40 bytes of
/// array header per 2 KiB chunk) while still allowing O(log n) inserts and removals anywhere.
struct IntensityChunk: RopeElement, Sendable {
    static let maximumCount = 2048
    static let minimumCount = 512

    var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var summary: IntensitySummary { IntensitySummary(count: bytes.count) }
    var isEmpty: Bool { bytes.isEmpty }
    var isUndersized: Bool { bytes.count < Self.minimumCount }

    func invariantCheck() {
        precondition(bytes.count <= Self.maximumCount * 2, "intensity chunk overfull")
    }

    mutating func rebalance(nextNeighbor right: inout IntensityChunk) -> Bool {
        if bytes.count + right.bytes.count <= Self.maximumCount {
            bytes.append(contentsOf: right.bytes)
            right.bytes.removeAll()
            return true
        }
        let total = bytes.count + right.bytes.count
        let half = total / 2
        if bytes.count < half {
            let take = half - bytes.count
            bytes.append(contentsOf: right.bytes[..<take])
            right.bytes.removeFirst(take)
        } else if bytes.count > half {
            let give = bytes.count - half
            right.bytes.insert(contentsOf: bytes[half...], at: 0)
            bytes.removeLast(give)
        }
        return false
    }


    mutating func split(at index: Int) -> IntensityChunk {
        let tail = IntensityChunk(Array(bytes[index...]))
        bytes.removeLast(bytes.count - index)
        return tail
    }
}

/// Summary of an ``IntensityChunk``: how many grapheme clusters it covers.
struct IntensitySummary: RopeSummary, Sendable {
    var count: Int

    static var maxNodeSize: Int { 15 }
    static var zero: IntensitySummary { IntensitySummary(count: 0) }
    var isZero: Bool { count == 0 }
    mutating func add(_ other: IntensitySummary) { count += other.count }
    mutating func subtract(_ other: IntensitySummary) { count -= other.count }
}

/// The only metric of an ``IntensityRope``: grapheme-cluster offsets.
struct CharacterOffsetMetric: RopeMetric, Sendable {
    typealias Element = IntensityChunk
    func size(of summary: IntensitySummary) -> Int { summary.count }
    func index(at offset: Int, in element: IntensityChunk) -> Int { offset }
}
