/// A run-length array over grapheme-cluster offsets: contiguous runs from 0, adjacent equal runs merged.
///
/// Edits cost O(number of runs); documents have few runs (attribute changes), so this stays cheap
/// even when the text is megabytes long.
public struct RunArray<Value: Hashable & Sendable>: Sendable, Equatable {
    /// One run: `count` clusters carrying `value`.
    public struct Run: Sendable, Equatable {
        public var count: Int
        public var value: Value
        public init(count: Int, value: Value) { self.count = count; self.value = value }
    }

    public private(set) var runs: [Run] = []

    public init() {}

    public init(repeating value: Value, count: Int) {
        if count > 0 { runs = [Run(count: count, value: value)] }
    }

    /// Total clusters covered.
    public var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// The value at cluster `offset`.
    public func value(at offset: Int) -> Value? {
        var start = 0
        for run in runs {
            if offset < start + run.count { return run.value }
            start += run.count
        }
        return nil
    }

    /// Runs intersecting `range`, clipped, as (range, value).
    public func runs(in range: Range<Int>) -> [(range: Range<Int>, value: Value)] {
        var out: [(range: Range<Int>, value: Value)] = []
        var start = 0
        for run in runs {
            let r = start..<(start + run.count)
            start += run.count
            let lo = max(r.lowerBound, range.lowerBound), hi = min(r.upperBound, range.upperBound)
            if lo < hi { out.append((lo..<hi, run.value)) }
            if start >= range.upperBound { break }
        }
        return out
    }

    /// Replaces clusters `range` with the runs of `replacement`.
    public mutating func replaceSubrange(_ range: Range<Int>, with replacement: [Run]) {
        // Fast path (every keystroke): the edit stays inside one run and brings that run's value.
        if replacement.count <= 1 {
            var start = 0
            for i in runs.indices {
                let end = start + runs[i].count
                if range.lowerBound >= start && range.upperBound <= end && (range.lowerBound < end || range.isEmpty || range.upperBound == end) {
                    if let r = replacement.first, r.value != runs[i].value { break }
                    let newCount = runs[i].count - range.count + (replacement.first?.count ?? 0)
                    if newCount > 0 {
                        runs[i].count = newCount
                        return
                    }
                    break
                }
                if end > range.lowerBound { break }
                start = end
            }
        }
        var out: [Run] = []
        out.reserveCapacity(runs.count + replacement.count + 1)
        var start = 0
        var inserted = false
        func push(_ run: Run) {
            guard run.count > 0 else { return }
            if let last = out.last, last.value == run.value {
                out[out.count - 1].count += run.count
            } else {
                out.append(run)
            }
        }
        for run in runs {
            let end = start + run.count
            if end <= range.lowerBound {
                push(run)
            } else {
                let before = max(0, min(run.count, range.lowerBound - start))
                push(Run(count: before, value: run.value))
                if !inserted && start + before >= range.lowerBound {
                    replacement.forEach(push)
                    inserted = true
                }
                let after = max(0, end - max(start, range.upperBound))
                push(Run(count: min(after, run.count), value: run.value))
            }
            start = end
        }
        if !inserted { replacement.forEach(push) }
        runs = out
    }

    /// Sets `value` over `range`.
    public mutating func set(_ value: Value, in range: Range<Int>) {
        replaceSubrange(range, with: [Run(count: range.count, value: value)])
    }
}
