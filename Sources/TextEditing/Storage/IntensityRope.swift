import _RopeModule

/// One intensity (0–100) per grapheme cluster, stored in a B-tree of byte chunks.
///
/// Indexes are grapheme-cluster offsets. Lookup, insertion and removal are O(log n) in the number
/// of clusters; memory is one byte per cluster plus a small per-chunk overhead.
public struct IntensityRope: Sendable, Equatable {
    fileprivate var rope = Rope<IntensityChunk>()
    private static let metric = CharacterOffsetMetric()

    public init() {}

    public init(_ values: some Sequence<UInt8>) {
        var all = Array(values)
        var builder = Rope<IntensityChunk>.Builder()
        var start = 0
        while start < all.count {
            let end = min(all.count, start + IntensityChunk.maximumCount)
            builder.insertBeforeTip(IntensityChunk(Array(all[start..<end])))
            start = end
        }
        all.removeAll()
        rope = builder.finalize()
    }

    /// Number of clusters covered.
    public var count: Int { rope.isEmpty ? 0 : rope.summary.count }

    public subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "intensity offset out of range")
        let (index, remaining) = rope.find(at: offset, in: Self.metric, preferEnd: false)
        return rope[index].bytes[remaining]
    }

    /// The intensities of clusters `range`, in order.
    public func values(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "intensity range out of bounds")
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        guard !range.isEmpty else { return out }
        var (index, remaining) = rope.find(at: range.lowerBound, in: Self.metric, preferEnd: false)
        while out.count < range.count {
            let bytes = rope[index].bytes
            let take = min(bytes.count - remaining, range.count - out.count)
            out.append(contentsOf: bytes[remaining..<(remaining + take)])
            remaining = 0
            rope.formIndex(after: &index)
        }
        return out
    }

    /// Every intensity, in order.
    public var allValues: [UInt8] { values(in: 0..<count) }

    /// Replaces the intensities of clusters `range` with `newValues`.
    public mutating func replaceSubrange(_ range: Range<Int>, with newValues: [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "intensity range out of bounds")
        if !range.isEmpty { remove(range) }
        if !newValues.isEmpty { insert(newValues, at: range.lowerBound) }
    }

    /// Sets the intensity of each cluster in `range` to `value`.
    public mutating func set(_ value: UInt8, in range: Range<Int>) {
        replaceSubrange(range, with: [UInt8](repeating: value, count: range.count))
    }

    /// Inserts at most one chunk's worth at a time into an existing leaf (splitting it when it
    /// overflows): O(k log n) for k chunks' worth of values, without the rope's builder.
    private mutating func insert(_ values: [UInt8], at offset: Int) {
        if rope.isEmpty {
            self = IntensityRope(values)
            return
        }
        var start = 0
        while start < values.count {
            let end = min(values.count, start + IntensityChunk.maximumCount / 2)
            insertPiece(values[start..<end], at: offset + start)
            start = end
        }
    }

    private mutating func insertPiece(_ values: ArraySlice<UInt8>, at offset: Int) {
        var (index, remaining) = rope.find(at: offset, in: Self.metric, preferEnd: true)
        if index == rope.endIndex {
            index = rope.index(before: rope.endIndex)
            remaining = rope[index].bytes.count
        }
        let overflow: IntensityChunk? = rope.update(at: &index) { chunk in
            chunk.bytes.insert(contentsOf: values, at: remaining)
            guard chunk.bytes.count > IntensityChunk.maximumCount else { return nil }
            return chunk.split(at: chunk.bytes.count / 2)
        }
        if let overflow {
            rope.formIndex(after: &index)
            rope.insert(overflow, at: index)
        }
    }

    /// Removes chunk by chunk: O(k log n) for a range spanning k chunks. (Rope's own
    /// `removeSubrange` dropped a trailing undersized chunk in testing, so it is not used.)
    private mutating func remove(_ range: Range<Int>) {
        var left = range.count
        while left > 0 {
            var (index, remaining) = rope.find(at: range.lowerBound, in: Self.metric, preferEnd: false)
            let chunkCount = rope[index].bytes.count
            let take = min(left, chunkCount - remaining)
            if take == chunkCount {
                _ = rope.remove(at: index)
            } else {
                rope.update(at: &index) { chunk in
                    chunk.bytes.removeSubrange(remaining..<(remaining + take))
                }
            }
            left -= take
        }
    }

    public static func == (a: IntensityRope, b: IntensityRope) -> Bool {
        a.count == b.count && a.allValues == b.allValues
    }
}

extension IntensityRope {
    /// Sizes of the leaf chunks (for tests of the rope's balancing).
    var chunkSizes: [Int] { rope.map { $0.bytes.count } }
}
