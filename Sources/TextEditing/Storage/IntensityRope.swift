import _RopeModule

/// One intensity (0–100) per grapheme cluster, stored in a B-tree of byte chunks.
///
/// Indexes are grapheme-cluster offsets. Lookup, insertion and removal are O(log n) in the number
/// of clusters; memory is one byte per cluster plus a small per-chunk overhead.
public struct IntensityRope: Sendable, Equatable {
    private var rope = Rope<IntensityChunk>()
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

    private mutating func insert(_ values: [UInt8], at offset: Int) {
        if rope.isEmpty || values.count > IntensityChunk.maximumCount {
            if rope.isEmpty {
                self = IntensityRope(values)
                return
            }
            var builder = rope.split(at: offset, in: Self.metric)
            var start = 0
            while start < values.count {
                let end = min(values.count, start + IntensityChunk.maximumCount)
                builder.insertBeforeTip(IntensityChunk(Array(values[start..<end])))
                start = end
            }
            rope = builder.finalize()
            return
        }
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

    private mutating func remove(_ range: Range<Int>) {
        var (index, remaining) = rope.find(at: range.lowerBound, in: Self.metric, preferEnd: false)
        let chunkCount = rope[index].bytes.count
        if remaining + range.count < chunkCount {
            rope.update(at: &index) { chunk in
                chunk.bytes.removeSubrange(remaining..<(remaining + range.count))
            }
            return
        }
        rope.removeSubrange(range, in: Self.metric)
    }

    public static func == (a: IntensityRope, b: IntensityRope) -> Bool {
        a.count == b.count && a.allValues == b.allValues
    }
}

extension Rope<IntensityChunk> {
    /// Splits at a cluster offset and returns a builder whose tip sits there.
    fileprivate mutating func split(at offset: Int, in metric: CharacterOffsetMetric) -> Builder {
        let (index, remaining) = find(at: offset, in: metric, preferEnd: false)
        if index == endIndex { return builder(removing: count(in: metric)..<count(in: metric), in: metric) }
        return split(at: index, remaining)
    }
}
