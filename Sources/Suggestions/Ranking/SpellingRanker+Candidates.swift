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
        let typedASCII = !t.contains { $0 >= 128 }
        passing.removeAll(keepingCapacity: true)
        cursors.advance(below: cap, limits: limits) { posting in
            if abs(Posting.length(posting) - t.count) > maxD { return }
            let mc = Posting.mask(posting)
            if (typedMask & ~mc).nonzeroBitCount > maxD || (mc & ~typedMask).nonzeroBitCount > maxD { return }
            passing.append(posting)
        }
        for posting in passing where seen.insert(Posting.record(posting)) {
            guard let (id, features, uni, key) = index.record(posting) else { continue }
            let d = pattern.distance(to: key, max: maxD)
            if d <= maxD {
                // Accent substitutions (the cheapest edit) need a non-ASCII letter.
                let ascii = typedASCII && !key.contains { $0 >= 128 }
                found.append(NearbyWord(id: Int32(id), distance: Int32(d), features: features, ascii: ascii,
                                        languageModel: uni, bound: 0, key: key))
            }
        }
    }

    /// Successors of word `previous` at least as likely as `floor` (ln P(word | previous)), from
    /// word id `firstID` on (the words before it were not cut off), within unit distance `maxD` of
    /// `t`: the words a bigram can lift above a frequency cut-off.
    func likelySuccessors(of previous: Int, floor: Double, from firstID: Int, typed t: UnsafeBufferPointer<UInt32>,
                          pattern: EditDistancePattern, maxDistance maxD: Int, seen: inout RecordSet, into found: inout [NearbyWord]) {
        let typedASCII = !t.contains { $0 >= 128 }
        let typedMask = Posting.mask(of: t)
        let (list, bounds) = index.successors(of: previous)
        // Entries are ordered by length, then id: for each length within the distance, start at the
        // first id not covered and stop once no later entry of that length is likely enough.
        for length in max(1, t.count - maxD)...(t.count + maxD) {
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let s = list[mid]
                if (Successor.length(s), Successor.id(s)) < (length, firstID) { lo = mid + 1 } else { hi = mid }
            }
            var i = lo
            while i < list.count, Successor.length(list[i]) == length, -Double(bounds[i]) / 8 >= floor {
                let s = list[i]
                i += 1
                let id = Successor.id(s)
                guard Successor.logProbabilityBound(s) >= floor else { continue }
                let mc = Successor.mask(s)
                guard (typedMask & ~mc).nonzeroBitCount <= maxD, (mc & ~typedMask).nonzeroBitCount <= maxD,
                      seen.insert(index.recordOffset(id)) else { continue }
                let off = index.recordOffset(id)
                let key = UnsafeBufferPointer(rebasing: index.keyRecords[(off + 2)..<(off + 2 + index.keyLength(id))])
                let d = pattern.distance(to: key, max: maxD)
                guard d <= maxD else { continue }
                let ascii = typedASCII && !key.contains { $0 >= 128 }
                found.append(NearbyWord(id: Int32(id), distance: Int32(d), features: WordFeatures(rawValue: UInt8(index.keyRecords[off] >> 24)),
                                        ascii: ascii, languageModel: index.logProbability(id), bound: 0, key: key))
            }
        }
    }

    /// Sound-alike words (same phonetic key) up to unit distance 4, other than the words `known`
    /// (found nearer already), for typed words of four letters or more.
    func soundAlikeWords(_ t: UnsafeBufferPointer<UInt32>, pattern: EditDistancePattern, skipping known: Set<Int32>,
                         into found: inout [NearbyWord]) {
        guard t.count >= 4 else { return }
        let pk = PhoneticKey.of(Array(t))
        guard pk.count >= 2 else { return }
        let typedASCII = !t.contains { $0 >= 128 }
        let bucket = index.phonetic.lookup(pk.withUnsafeBufferPointer { WordKey.hash($0) })
        var checked = 0
        for posting in bucket where checked < 400 {
            guard abs(Posting.length(posting) - t.count) <= 3 else { continue }
            checked += 1
            guard let (id, features, uni, key) = index.record(posting), !known.contains(Int32(id)) else { continue }
            let d = pattern.distance(to: key, max: 4)
            guard d <= 4 else { continue }
            let ascii = typedASCII && !key.contains { $0 >= 128 }
            found.append(NearbyWord(id: Int32(id), distance: Int32(d) + NearbyWord.phoneticMarker, features: features,
                                    ascii: ascii, languageModel: uni, bound: 0, key: key))
        }
    }
}
