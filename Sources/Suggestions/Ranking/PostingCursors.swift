/// Positions in a set of posting buckets, so a lookup can read them in frequency tiers: the
/// postings of a bucket are in record order, which is frequency order, so reading each bucket
/// only up to a record limit, scoring, and resuming with a tighter limit reads the common words
/// first and stops before the rare ones once they cannot enter the list.
struct PostingCursors {
    private var lists: [UnsafeBufferPointer<UInt64>]
    private var positions: [Int]

    init(_ table: HashedPostings, hashes: [UInt32]) {
        var lists = [UnsafeBufferPointer<UInt64>](repeating: UnsafeBufferPointer(start: nil, count: 0), count: hashes.count)
        hashes.withUnsafeBufferPointer { hs in
            lists.withUnsafeMutableBufferPointer { table.lookup(hs, into: $0) }
        }
        self.lists = lists
        positions = [Int](repeating: 0, count: hashes.count)
    }

    /// Whether every bucket has been read to its end.
    var isExhausted: Bool {
        for i in lists.indices where positions[i] < lists[i].count { return false }
        return true
    }

    /// Reads each bucket on while postings lie below `cap` (a record offset), handing `body` those
    /// below the limit of their cost class (`limits[Posting.costClass]`); the others are passed
    /// over for good, so limits may only tighten between calls.
    mutating func advance(below cap: Int, limits: [Int], _ body: (UInt64) -> Void) {
        for li in lists.indices {
            let list = lists[li]
            var p = positions[li]
            while p < list.count {
                let posting = list[p]
                let r = Posting.record(posting)
                if r >= cap { break }
                p += 1
                if r < limits[Posting.costClass(posting)] { body(posting) }
            }
            positions[li] = p
        }
    }
}
