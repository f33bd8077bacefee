/// Finding the lexicon words near a typed word: the symmetric-delete index within the index's
/// distance, the previous word's likely successors, and sound-alike words when nothing is within
/// distance 1.
extension SpellingRanker {
    /// Hashes of the typed prefix's deletes, distinct: those deleting at most one letter (`near`:
    /// every word within distance 1 is in their buckets) and the rest (`far`, two letters).
    func deleteHashes(_ t: UnsafeBufferPointer<UInt32>, maxDistance maxD: Int) -> (near: [UInt32], far: [UInt32]) {
        let p = UnsafeBufferPointer(rebasing: t[0..<min(t.count, index.prefixLength)])
        var near: [UInt32] = [WordKey.hash(p)]
        var far: [UInt32] = []
        if maxD >= 1 { for i in 0..<p.count { let h = WordKey.hash(p, skip: i); if !near.contains(h) { near.append(h) } } }
        if maxD >= 2 {
            for i in 0..<p.count {
                for j in (i + 1)..<max(i + 1, p.count) {
                    let h = WordKey.hash(p, skip: i, skip: j)
                    if !near.contains(h) && !far.contains(h) { far.append(h) }
                }
            }
        }
        return (near, far)
    }

    /// Words within unit distance `maxD` of `t` in the buckets of `hashes` (all of them).
    func gather(_ hashes: [UInt32], typed t: UnsafeBufferPointer<UInt32>, pattern: EditDistancePattern, maxDistance maxD: Int,
                seen: inout RecordSet, into found: inout [NearbyWord]) {
        var cursors = PostingCursors(index.deletes, hashes: hashes)
        var passing: [UInt64] = []
        gather(&cursors, below: .max, limits: [Int](repeating: .max, count: 8), typed: t, pattern: pattern, maxDistance: maxD,
               seen: &seen, passing: &passing, into: &found)
    }

    /// Words within unit distance `maxD` of `t` from the buckets of `cursors`, read on up to record
    /// `cap` (see `PostingCursors.advance`), each verified by real (bit-parallel) distance and
    /// appended to `found` once (`seen` remembers the records read; `passing` is scratch space).
    ///
    /// Postings are filtered by length and letter set first, without touching the word records
    /// (the tables are far larger than the caches); only the survivors' records are read.
    func gather(_ cursors: inout PostingCursors, below cap: Int, limits: [Int], typed t: UnsafeBufferPointer<UInt32>,
                pattern: EditDistancePattern, maxDistance maxD: Int, seen: inout RecordSet, passing: inout [UInt64],
                into found: inout [NearbyWord]) {
        let typedMask = Posting.mask(of: t)
        passing.removeAll(keepingCapacity: true)
        cursors.advance(below: cap, limits: limits) { posting in
            if Self.passesFilters(posting, length: t.count, mask: typedMask, maxDistance: maxD) { passing.append(posting) }
        }
        for posting in passing where seen.insert(Posting.record(posting)) {
            if let f = verify(posting, t, pattern, maxDistance: maxD) { found.append(f) }
        }
    }

    /// Successors of word `previous` that a bigram can lift above a frequency cut-off: at least as
    /// likely (ln P(word | previous)) as the floor of their cost class (`floors[class]`), with
    /// records from `firstRecord` on (the words before it were not cut off), within unit distance
    /// `maxD` of `t`.
    func likelySuccessors(of previous: Int, floors: [Double], from firstRecord: Int, typed t: UnsafeBufferPointer<UInt32>,
                          pattern: EditDistancePattern, maxDistance maxD: Int, seen: inout RecordSet, into found: inout [NearbyWord]) {
        let typedMask = Posting.mask(of: t)
        let loosest = floors.min() ?? -.infinity
        let (list, q, bounds) = index.successors(of: previous)
        // Entries are ordered by length, then record: for each length within the distance, start
        // at the first record not covered and stop once no later entry of that length is likely
        // enough.
        for length in max(1, t.count - maxD)...(t.count + maxD) {
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let s = list[mid]
                if (Posting.length(s), Posting.record(s)) < (length, firstRecord) { lo = mid + 1 } else { hi = mid }
            }
            var i = lo
            // The table bounds the listed ln P(word | previous); `lm` takes `bigramDiscount` off it
            // (and a word below the frequency cut-off is no likelier alone), so the discounted
            // bound is a bound too, and a tighter one.
            while i < list.count, Posting.length(list[i]) == length, Successor.logProbabilityBound(bounds[i]) - Self.bigramDiscount >= loosest {
                let posting = list[i]
                let bound = Successor.logProbabilityBound(q[i]) - Self.bigramDiscount
                i += 1
                guard bound >= floors[Posting.costClass(posting)],
                      Self.passesFilters(posting, length: t.count, mask: typedMask, maxDistance: maxD),
                      seen.insert(Posting.record(posting)),
                      let f = verify(posting, t, pattern, maxDistance: maxD) else { continue }
                found.append(f)
            }
        }
    }

    /// The length and letter-set filters: a word within distance `maxD` differs by at most `maxD`
    /// in length and in letters present on either side.
    @inline(__always)
    static func passesFilters(_ posting: UInt64, length: Int, mask: UInt32, maxDistance maxD: Int) -> Bool {
        if abs(Posting.length(posting) - length) > maxD { return false }
        let mc = Posting.mask(posting)
        return (mask & ~mc).nonzeroBitCount <= maxD && (mc & ~mask).nonzeroBitCount <= maxD
    }

    /// The word a posting points at, if within unit distance `maxD` of `t`.
    @inline(__always)
    func verify(_ posting: UInt64, _ t: UnsafeBufferPointer<UInt32>, _ pattern: EditDistancePattern, maxDistance maxD: Int) -> NearbyWord? {
        guard let (id, features, uni, key) = index.record(posting) else { return nil }
        let d = pattern.distance(to: key, max: maxD)
        guard d <= maxD else { return nil }
        // Accent substitutions (the cheapest edit) need a non-ASCII letter.
        let ascii = Posting.costClass(posting) & 4 == 0 && !t.contains { $0 >= 128 }
        return NearbyWord(id: Int32(id), distance: Int32(d), features: features, ascii: ascii, languageModel: uni, bound: 0, key: key)
    }
}
