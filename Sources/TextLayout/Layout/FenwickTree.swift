/// A plain Fenwick (binary indexed) tree: prefix sums, point updates and "which index contains this
/// sum" in O(log n). `PrefixSums` keeps one over its chunks' sums and one over their sizes.
struct FenwickTree<Value: AdditiveArithmetic & Comparable> {
    private var tree: [Value]
    private(set) var count: Int

    init(_ values: some Collection<Value>) {
        count = values.count
        tree = [Value](repeating: .zero, count: count + 1)
        for (i, v) in values.enumerated() { tree[i + 1] = v }
        // Linear-time build: push each node's sum to its parent.
        tree.withUnsafeMutableBufferPointer { t in
            for i in 1..<max(t.count, 1) {
                let parent = i + (i & -i)
                if parent < t.count { t[parent] += t[i] }
            }
        }
    }

    /// Sum of values[0..<i].
    func prefix(_ i: Int) -> Value {
        var sum = Value.zero
        var k = min(i, count)
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    mutating func add(_ delta: Value, at i: Int) {
        guard delta != .zero else { return }
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// The largest i in 0...count with prefix(i) ≤ target (for non-negative values), and the
    /// remainder target − prefix(i).
    func lastIndex(withPrefixAtMost target: Value) -> (index: Int, remainder: Value) {
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
        return (pos, remaining)
    }
}
