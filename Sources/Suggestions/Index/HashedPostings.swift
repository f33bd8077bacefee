/// A read-only hash → list-of-postings table inside an `IndexImage`: open addressing with linear
/// probing over a power-of-two capacity. Each slot holds the hash and where its bucket starts in
/// `postings`; a bucket is a header (its posting count) followed by its postings, so a lookup
/// costs two dependent memory accesses (the slot, then the bucket), not four.
struct HashedPostings: @unchecked Sendable {
    /// `hash << 32 | bucket start`, or `UInt64.max` for an empty slot.
    let slots: UnsafeBufferPointer<UInt64>
    /// Buckets: a header (the count) then that many packed postings (see `Posting`).
    let postings: UnsafeBufferPointer<UInt64>

    static let empty = UInt64.max

    /// The postings stored under `hash` (empty when none).
    @inline(__always)
    func lookup(_ hash: UInt32) -> UnsafeBufferPointer<UInt64> {
        let cap = slots.count
        guard cap > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        var i = Int(hash) & (cap - 1)
        while true {
            let s = slots[i]
            if s == Self.empty { return UnsafeBufferPointer(start: nil, count: 0) }
            if UInt32(truncatingIfNeeded: s >> 32) == hash { return bucket(at: Int(UInt32(truncatingIfNeeded: s))) }
            i = (i + 1) & (cap - 1)
        }
    }

    /// Looks up several hashes at once: every first probe is issued before any is used, so the
    /// cache misses of independent lookups overlap instead of queueing one after another.
    func lookup(_ hashes: UnsafeBufferPointer<UInt32>, into lists: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt64>>) {
        let cap = slots.count
        guard cap > 0 else {
            for i in 0..<hashes.count { lists[i] = UnsafeBufferPointer(start: nil, count: 0) }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: hashes.count) { first in
            for i in 0..<hashes.count { first[i] = slots[Int(hashes[i]) & (cap - 1)] }
            for i in 0..<hashes.count {
                let s = first[i]
                if s != Self.empty && UInt32(truncatingIfNeeded: s >> 32) == hashes[i] {
                    lists[i] = bucket(at: Int(UInt32(truncatingIfNeeded: s)))
                } else if s == Self.empty {
                    lists[i] = UnsafeBufferPointer(start: nil, count: 0)
                } else {
                    lists[i] = lookup(hashes[i])
                }
            }
        }
    }

    /// The postings of the bucket whose header is at `start` (clamped to the array, so even a
    /// slot that points elsewhere reads only validated entries).
    @inline(__always)
    private func bucket(at start: Int) -> UnsafeBufferPointer<UInt64> {
        guard start < postings.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        let count = min(Int(truncatingIfNeeded: postings[start] & 0xFFFF_FFFF), postings.count - start - 1)
        return UnsafeBufferPointer(rebasing: postings[(start + 1)..<(start + 1 + count)])
    }

    /// Structural soundness, so lookups cannot read out of bounds: sequential scans only (they
    /// run at every start-up).
    func problem(recordCount: Int) -> String? {
        let cap = slots.count
        guard cap == 0 || cap & (cap - 1) == 0 else { return "bad table capacity" }
        // Branch-free reductions, so these scans vectorise and stay cheap.
        var empties = 0, badStarts = 0
        let n = UInt64(postings.count)
        for s in slots {
            empties &+= s == Self.empty ? 1 : 0
            badStarts &+= (s != Self.empty && (s & 0xFFFF_FFFF) >= n) ? 1 : 0
        }
        guard badStarts == 0 else { return "slot points past the postings" }
        guard cap == 0 || empties > 0 else { return "table full" }
        // Buckets tile the postings exactly: header, its postings, the next header, …
        var at = 0
        while at < postings.count {
            let count = Int(truncatingIfNeeded: postings[at] & 0xFFFF_FFFF)
            guard postings[at] >> 32 == 0, count <= postings.count - at - 1 else { return "bucket header at \(at)" }
            at += 1 + count
        }
        // Every entry, headers included (record = count, length 0), stays inside the key records.
        var past = 0
        for p in postings { past &+= Posting.record(p) + 2 + Posting.length(p) > recordCount ? 1 : 0 }
        guard past == 0 else { return "posting past the key records" }
        return nil
    }

    /// Builds the sections from (hash << 32 | id) pairs.
    static func build(pairs: inout [UInt64], posting: (Int) -> UInt64) -> (slots: [UInt64], postings: [UInt64]) {
        pairs.sort()
        var starts: [(hash: UInt32, start: Int)] = []
        var postings: [UInt64] = []
        postings.reserveCapacity(pairs.count * 3 / 2)
        var i = 0
        while i < pairs.count {
            let h = pairs[i] >> 32
            var j = i
            while j < pairs.count && pairs[j] >> 32 == h { j += 1 }
            starts.append((UInt32(h), postings.count))
            postings.append(UInt64(j - i))
            for k in i..<j { postings.append(posting(Int(UInt32(truncatingIfNeeded: pairs[k])))) }
            i = j
        }
        var cap = 16
        while cap < starts.count + starts.count / 2 + 1 { cap <<= 1 }
        var slots = [UInt64](repeating: empty, count: cap)
        for (h, start) in starts {
            var k = Int(h) & (cap - 1)
            while slots[k] != empty { k = (k + 1) & (cap - 1) }
            slots[k] = UInt64(h) << 32 | UInt64(start)
        }
        return (slots, postings)
    }
}

/// A packed posting: bits 0–28 offset of the word's key record (its id, its ln probability as
/// Float bits, then its key scalars, so one memory access brings all three), bits 29–31 the cost
/// class of the word (`Posting.costClass`), 32–37 key length (keys are ≤ 63 scalars), 38–63 a
/// 26-bit mask of the letters in the key (a–z, other scalars folded mod 26). Everything a lookup
/// filters on is in the posting, so rejected words cost no access to their records.
enum Posting {
    /// Key records must start below this offset.
    static let recordLimit = 1 << 29

    @inline(__always) static func record(_ p: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: p) & 0x1FFF_FFFF) }
    @inline(__always) static func length(_ p: UInt64) -> Int { Int((p >> 32) & 63) }
    @inline(__always) static func mask(_ p: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: p >> 38) }
    /// Which cheap edits the word allows (0–7): bit 0 a doubled letter, bit 1 a sound-alike digraph,
    /// bit 2 a non-ASCII scalar (accents). Cut-offs are computed per class.
    @inline(__always) static func costClass(_ p: UInt64) -> Int { Int((p >> 29) & 7) }

    static func costClass(features: WordFeatures, ascii: Bool) -> Int {
        (features.contains(.doubledLetter) ? 1 : 0) | (features.contains(.digraph) ? 2 : 0) | (ascii ? 0 : 4)
    }
    static func features(ofClass c: Int) -> (features: WordFeatures, ascii: Bool) {
        var f: WordFeatures = []
        if c & 1 != 0 { f.insert(.doubledLetter) }
        if c & 2 != 0 { f.insert(.digraph) }
        return (f, c & 4 == 0)
    }

    @inline(__always) static func letterBit(_ c: UInt32) -> UInt32 {
        (c >= 97 && c <= 122) ? 1 << (c - 97) : 1 << (c % 26)
    }
    static func mask(of key: some Sequence<UInt32>) -> UInt32 {
        var m: UInt32 = 0
        for c in key { m |= letterBit(c) }
        return m
    }
    static func make(record: Int, key: some Collection<UInt32>) -> UInt64 {
        let cls = costClass(features: WordFeatures(key), ascii: !key.contains { $0 >= 128 })
        return UInt64(UInt32(record)) | UInt64(cls) << 29 | UInt64(min(key.count, 63)) << 32 | UInt64(mask(of: key)) << 38
    }
}
