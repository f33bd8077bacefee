/// A Fenwick tree over per-paragraph quantities (UTF-16 lengths, heights): prefix sums, point
/// updates and "which paragraph contains this offset/y" in O(log n), so an edit in a long document
/// costs the same as in a short one.
struct PrefixSums<Value: AdditiveArithmetic & Comparable> {
    private var tree: [Value]
    private(set) var values: [Value]

    init(_ values: [Value]) {
        self.values = values
        tree = [Value](repeating: .zero, count: values.count + 1)
        for (i, v) in values.enumerated() { tree[i + 1] = v }
        // Linear-time build: push each node's sum to its parent.
        for i in 1..<max(tree.count, 1) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    var count: Int { values.count }

    /// Replaces `range` of the values with `new` (paragraphs split or joined by an edit) and
    /// rebuilds only the tree nodes from the first changed one on, in place: a tight linear pass
    /// without allocation (growing aside), far cheaper than building a new tree from mapped values.
    mutating func replaceSubrange(_ range: Range<Int>, with new: some Collection<Value>) {
        values.replaceSubrange(range, with: new)
        let n = values.count
        let first = range.lowerBound
        if tree.count < n + 1 {
            tree.append(contentsOf: repeatElement(.zero, count: n + 1 - tree.count))
        } else if tree.count > n + 1 {
            tree.removeLast(tree.count - n - 1)
        }
        // Nodes up to `first` cover values before the change only; the rest are summed again.
        guard n > first else { return }
        values.withUnsafeBufferPointer { v in
            tree.withUnsafeMutableBufferPointer { t in
                for k in (first + 1)...n { t[k] = v[k - 1] }
                for i in 1...n {
                    let parent = i + (i & -i)
                    if parent > first, parent <= n { t[parent] += t[i] }
                }
            }
        }
    }

    /// Sum of values[0..<i].
    func prefix(_ i: Int) -> Value {
        var sum = Value.zero
        var k = min(i, values.count)
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    var total: Value { prefix(values.count) }

    mutating func set(_ i: Int, to v: Value) {
        let delta = v - values[i]
        values[i] = v
        guard delta != .zero else { return }
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// The index i with prefix(i) ≤ target < prefix(i + 1), for non-negative values; the last index
    /// when target ≥ total, 0 when target < 0 or empty.
    func index(containing target: Value) -> Int {
        guard !values.isEmpty else { return 0 }
        var pos = 0
        var remaining = target
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next < tree.count && tree[next] <= remaining {
                pos = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(pos, values.count - 1)
    }
}
