/// A read-only hash → list-of-word-ids table inside an `IndexImage` (open addressing, linear
/// probing over a power-of-two capacity; each slot names a bucket of postings).
struct HashedPostings: @unchecked Sendable {
    let slotHash: UnsafeBufferPointer<UInt32>
    let slotBucket: UnsafeBufferPointer<UInt32>
    let bucketOffsets: UnsafeBufferPointer<UInt32>
    /// Packed postings (see `Posting`): word id, key length and letter mask, so candidates can be
    /// filtered without touching the word tables.
    let postings: UnsafeBufferPointer<UInt64>

    /// The word ids stored under `hash` (empty when none).
    @inline(__always)
    func lookup(_ hash: UInt32) -> UnsafeBufferPointer<UInt64> {
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
    func problem(recordCount: Int) -> String? {
        let cap = slotHash.count
        guard cap == slotBucket.count, cap == 0 || cap & (cap - 1) == 0 else { return "bad table capacity" }
        let buckets = bucketOffsets.count - 1
        guard buckets >= 0, cap == 0 || buckets < cap else { return "bad bucket count" }
        // Branch-free reductions, so these scans vectorise and stay cheap at start-up.
        var empties = 0, badSlots = 0
        for b in slotBucket {
            empties &+= b == UInt32.max ? 1 : 0
            badSlots &+= (b != UInt32.max && Int(b) >= buckets) ? 1 : 0
        }
        guard badSlots == 0 else { return "slot names a missing bucket" }
        guard cap == 0 || empties > 0 else { return "table full" }
        var decreases = 0
        if bucketOffsets.count > 1 { for i in 1..<bucketOffsets.count { decreases &+= bucketOffsets[i] < bucketOffsets[i - 1] ? 1 : 0 } }
        guard decreases == 0 else { return "bucket offsets decrease" }
        guard buckets < 0 || bucketOffsets.isEmpty || Int(bucketOffsets[buckets]) == postings.count else { return "postings size" }
        var past = 0
        for p in postings { past &+= Posting.record(p) + 2 + Posting.length(p) > recordCount ? 1 : 0 }
        guard past == 0 else { return "posting past the key records" }
        return nil
    }

    /// Builds the sections from (hash, id) pairs.
    static func build(pairs: inout [UInt64], posting: (Int) -> UInt64) -> (slotHash: [UInt32], slotBucket: [UInt32], offsets: [UInt32], postings: [UInt64]) {
        pairs.sort()
        var offsets: [UInt32] = []
        var hashes: [UInt32] = []
        var postings: [UInt64] = []
        postings.reserveCapacity(pairs.count)
        var last: UInt64 = .max
        for p in pairs {
            let h = p >> 32
            if h != last {
                offsets.append(UInt32(postings.count))
                hashes.append(UInt32(h))
                last = h
            }
            let id = Int(UInt32(truncatingIfNeeded: p))
            postings.append(posting(id))
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

/// A packed posting: bits 0–31 offset of the word's key record (its id, its ln probability as
/// Float bits, then its key scalars, so one memory access brings all three), 32–37 key length (keys are ≤ 63 scalars), 38–63 a 26-bit mask
/// of the letters in the key (a–z, other scalars folded mod 26).
enum Posting {
    @inline(__always) static func record(_ p: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: p)) }
    @inline(__always) static func length(_ p: UInt64) -> Int { Int((p >> 32) & 63) }
    @inline(__always) static func mask(_ p: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: p >> 38) }

    @inline(__always) static func letterBit(_ c: UInt32) -> UInt32 {
        (c >= 97 && c <= 122) ? 1 << (c - 97) : 1 << (c % 26)
    }
    static func mask(of key: some Sequence<UInt32>) -> UInt32 {
        var m: UInt32 = 0
        for c in key { m |= letterBit(c) }
        return m
    }
    static func make(record: Int, key: some Collection<UInt32>) -> UInt64 {
        UInt64(UInt32(record)) | UInt64(min(key.count, 63)) << 32 | UInt64(mask(of: key)) << 38
    }
}
