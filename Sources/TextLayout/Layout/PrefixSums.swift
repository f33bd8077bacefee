/// Per-paragraph quantities (UTF-16 lengths, heights) with prefix sums, point updates and "which
/// paragraph contains this offset/y" in O(log n), and splices (paragraphs split or joined by an
/// edit) that cost O(chunk) instead of O(n), so an edit in a long document costs the same as in a
/// short one — also one that adds or removes a paragraph, like Return in a list item.
///
/// The values live in chunks of at most `chunkCapacity`, each with its own prefix sums; Fenwick
/// trees over the chunks' sums and sizes find a chunk. A splice inside one chunk touches that
/// chunk and two tree paths; only a chunk that overflows or empties rebuilds the chunk-level trees
/// (O(n / chunkCapacity)), and a splice across chunks rebuilds everything, as a fresh build would.
struct PrefixSums<Value: AdditiveArithmetic & Comparable> {
    private struct Chunk {
        var values: [Value]
        /// prefix[j] = sum of values[0..<j]; one more entry than `values`.
        var prefix: [Value]

        init(_ values: [Value]) {
            self.values = values
            prefix = []
            recomputePrefix(from: 0)
        }

        mutating func recomputePrefix(from j: Int) {
            // Entries up to j still hold (values before j are unchanged): resize at the end only.
            let n = values.count + 1
            if prefix.count < n {
                prefix.append(contentsOf: repeatElement(.zero, count: n - prefix.count))
            } else if prefix.count > n {
                prefix.removeLast(prefix.count - n)
            }
            values.withUnsafeBufferPointer { v in
                prefix.withUnsafeMutableBufferPointer { p in
                    for k in j..<v.count { p[k + 1] = p[k] + v[k] }
                }
            }
        }

        var sum: Value { prefix[values.count] }
    }

    private var chunks: [Chunk] = []
    private var sums = FenwickTree<Value>([])
    private var sizes = FenwickTree<Int>([])
    private(set) var count = 0
    /// Largest chunk; a splice that makes one larger splits it in two.
    let chunkCapacity: Int

    init(_ values: [Value], chunkCapacity: Int = 64) {
        self.chunkCapacity = max(2, chunkCapacity)
        rebuild(values)
    }

    /// Every value in order (tests and rebuilds).
    var values: [Value] { chunks.flatMap(\.values) }

    /// Sum of values[0..<i].
    func prefix(_ i: Int) -> Value {
        let i = min(max(i, 0), count)
        if i == count { return total }
        let (c, j) = locate(i)
        return sums.prefix(c) + chunks[c].prefix[j]
    }

    var total: Value { sums.prefix(chunks.count) }

    mutating func set(_ i: Int, to v: Value) {
        let (c, j) = locate(i)
        let before = chunks[c].sum
        chunks[c].values[j] = v
        chunks[c].recomputePrefix(from: j)
        sums.add(chunks[c].sum - before, at: c)
    }

    /// The index i with prefix(i) ≤ target < prefix(i + 1), for non-negative values; the last index
    /// when target ≥ total, 0 when target < 0 or empty.
    func index(containing target: Value) -> Int {
        guard count > 0 else { return 0 }
        let (c, remainder) = sums.lastIndex(withPrefixAtMost: target)
        guard c < chunks.count else { return count - 1 }
        // The last position in chunk c whose prefix is ≤ the remainder (binary search).
        let prefix = chunks[c].prefix
        var lo = 0, hi = chunks[c].values.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if prefix[mid] <= remainder { lo = mid } else { hi = mid - 1 }
        }
        return min(sizes.prefix(c) + lo, count - 1)
    }

    /// Replaces `range` of the values with `new`.
    mutating func replaceSubrange(_ range: Range<Int>, with new: some Collection<Value>) {
        let lo = min(max(range.lowerBound, 0), count), hi = min(max(range.upperBound, lo), count)
        guard !chunks.isEmpty else { return rebuild(Array(new)) }
        let (c, j) = lo == count ? (chunks.count - 1, chunks[chunks.count - 1].values.count) : locate(lo)
        guard hi - lo <= chunks[c].values.count - j else {
            var all = values
            all.replaceSubrange(lo..<hi, with: new)
            return rebuild(all)
        }
        let beforeSum = chunks[c].sum, beforeSize = chunks[c].values.count
        chunks[c].values.replaceSubrange(j..<(j + hi - lo), with: new)
        count += chunks[c].values.count - beforeSize
        let size = chunks[c].values.count
        if size == 0 || size > chunkCapacity {
            if size == 0 {
                chunks.remove(at: c)
            } else {
                let half = size / 2
                let tail = Chunk(Array(chunks[c].values[half...]))
                chunks[c] = Chunk(Array(chunks[c].values[..<half]))
                chunks.insert(tail, at: c + 1)
            }
            rebuildChunkTrees()
            return
        }
        chunks[c].recomputePrefix(from: j)
        sums.add(chunks[c].sum - beforeSum, at: c)
        sizes.add(size - beforeSize, at: c)
    }

    // MARK: - Internals

    /// The chunk holding value `i` (0 ≤ i < count) and its position in that chunk.
    private func locate(_ i: Int) -> (chunk: Int, offset: Int) {
        let found = sizes.lastIndex(withPrefixAtMost: i)
        return (found.index, found.remainder)
    }

    private mutating func rebuild(_ values: [Value]) {
        count = values.count
        // Fresh chunks three-quarters full: room to grow before the first split.
        let fill = max(1, chunkCapacity * 3 / 4)
        chunks = stride(from: 0, to: values.count, by: fill).map { Chunk(Array(values[$0..<min($0 + fill, values.count)])) }
        rebuildChunkTrees()
    }

    private mutating func rebuildChunkTrees() {
        sums = FenwickTree(chunks.map(\.sum))
        sizes = FenwickTree(chunks.map(\.values.count))
    }
}
