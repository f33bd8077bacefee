/// A read-only hash → list-of-word-ids table inside an `IndexImage` (open addressing, linear
/// probing over a power-of-two capacity; each slot names a bucket of postings).
struct HashedPostings: @unchecked Sendable {
    let slotHash: UnsafeBufferPointer<UInt32>
    let slotBucket: UnsafeBufferPointer<UInt32>
    let bucketOffsets: UnsafeBufferPointer<UInt32>
    let postings: UnsafeBufferPointer<UInt32>

    /// The word ids stored under `hash` (empty when none).
    @inline(__always)
    func lookup(_ hash: UInt32) -> UnsafeBufferPointer<UInt32> {
        let cap = slotHash.count
        guard cap > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        let mask = cap - 1
        var i = Int(hash) & mask
        while true {
            let b = slotBucket[i]
            if b == UInt32.max { return UnsafeBufferPointer(start: nil, count: 0) }
            if slotHash[i] == hash {
                let s = Int(bucketOffsets[Int(b)]), e = Int(bucketOffsets[Int(b) + 1])
                return UnsafeBufferPointer(rebasing: postings[s..<e])
            }
            i = (i + 1) & mask
        }
    }

    /// Structural soundness, so lookups cannot read out of bounds.
    func problem(wordCount: Int) -> String? {
        let cap = slotHash.count
        guard cap == slotBucket.count, cap == 0 || cap & (cap - 1) == 0 else { return "bad table capacity" }
        let buckets = bucketOffsets.count - 1
        guard buckets >= 0, cap == 0 || buckets < cap else { return "bad bucket count" }
        var empties = 0
        for b in slotBucket { if b == UInt32.max { empties += 1 } else if Int(b) >= buckets { return "slot names bucket \(b)" } }
        guard cap == 0 || empties > 0 else { return "table full" }
        var prev: UInt32 = 0
        for o in bucketOffsets { if o < prev { return "bucket offsets decrease" }; prev = o }
        guard buckets < 0 || bucketOffsets.isEmpty || Int(bucketOffsets[buckets]) == postings.count else { return "postings size" }
        for p in postings where Int(p) >= wordCount { return "posting \(p) ≥ word count" }
        return nil
    }

    /// Builds the sections from (hash, id) pairs.
    static func build(pairs: inout [UInt64]) -> (slotHash: [UInt32], slotBucket: [UInt32], offsets: [UInt32], postings: [UInt32]) {
        pairs.sort()
        var offsets: [UInt32] = []
        var hashes: [UInt32] = []
        var postings: [UInt32] = []
        postings.reserveCapacity(pairs.count)
        var last: UInt64 = .max
        for p in pairs {
            let h = p >> 32
            if h != last {
                offsets.append(UInt32(postings.count))
                hashes.append(UInt32(h))
                last = h
            }
            postings.append(UInt32(truncatingIfNeeded: p))
        }
        offsets.append(UInt32(postings.count))
        var cap = 16
        while cap < hashes.count + hashes.count / 2 + 1 { cap <<= 1 }
        var slotHash = [UInt32](repeating: 0, count: cap)
        var slotBucket = [UInt32](repeating: .max, count: cap)
        for (b, h) in hashes.enumerated() {
            var i = Int(h) & (cap - 1)
            while slotBucket[i] != .max { i = (i + 1) & (cap - 1) }
            slotHash[i] = h
            slotBucket[i] = UInt32(b)
        }
        return (slotHash, slotBucket, offsets, postings)
    }
}
