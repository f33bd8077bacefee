#if canImport(Glibc)
import Glibc
#endif

/// Turns a word list (and bigrams) into an `IndexImage`: key and display forms, log
/// probabilities, the symmetric-delete table, the phonetic table and the bigram table.
enum IndexBuilder {
    static let maxKeyLength = 63

    static func build(words: WordFrequencyList, bigrams: [(String, String, UInt64)],
                      fingerprint: UInt64, prefixLength: Int, maxDistance: Int) -> IndexImage {
        var displayOffsets: [UInt32] = [0], displayScalars: [UInt32] = []
        var keyOffsets: [UInt32] = [0], keyScalars: [UInt32] = []
        var counts: [UInt64] = []
        var keys: [[UInt32]] = []
        for e in words.entries {
            let key = WordKey.scalars(e.word)
            guard !key.isEmpty, key.count <= maxKeyLength else { continue }
            keys.append(key)
            keyScalars += key
            keyOffsets.append(UInt32(keyScalars.count))
            displayScalars += e.word.unicodeScalars.map(\.value)
            displayOffsets.append(UInt32(displayScalars.count))
            counts.append(max(e.count, 1))
        }
        let n = keys.count
        liftPlaceholderContractions(&counts, words: words)
        let total = Double(counts.reduce(0, { $0 &+ $1 }))
        let logProb = counts.map { Float(log(Double($0) / total)) }

        var sorted = Array(0..<UInt32(n))
        sorted.sort { a, b in
            let ka = keys[Int(a)], kb = keys[Int(b)]
            return ka.lexicographicallyPrecedes(kb) || (ka == kb && a < b)
        }

        // Symmetric deletes of each key's prefix, up to maxDistance.
        var pairs: [UInt64] = []
        pairs.reserveCapacity(n * 24)
        var local: [UInt32] = []
        for (id, key) in keys.enumerated() {
            local.removeAll(keepingCapacity: true)
            let p = Array(key.prefix(prefixLength))
            p.withUnsafeBufferPointer { buf in
                local.append(WordKey.hash(buf))
                if maxDistance >= 1 {
                    for i in 0..<buf.count {
                        local.append(WordKey.hash(buf, skip: i))
                        if maxDistance >= 2 { for j in (i + 1)..<max(i + 1, buf.count) { local.append(WordKey.hash(buf, skip: i, skip: j)) } }
                    }
                }
            }
            local.sort()
            var last: UInt32? = nil
            for h in local where h != last {
                pairs.append(UInt64(h) << 32 | UInt64(id))
                last = h
            }
        }
        var records: [UInt32] = []
        var recordOffset: [Int] = []
        for (id, key) in keys.enumerated() {
            recordOffset.append(records.count)
            records.append(UInt32(id))
            records.append(logProb[id].bitPattern)
            records += key
        }
        let del = HashedPostings.build(pairs: &pairs) { Posting.make(record: recordOffset[$0], key: keys[$0]) }
        pairs = []

        var phon: [UInt64] = []
        for (id, key) in keys.enumerated() {
            let pk = PhoneticKey.of(key)
            guard pk.count >= 2 else { continue }
            phon.append(UInt64(pk.withUnsafeBufferPointer { WordKey.hash($0) }) << 32 | UInt64(id))
        }
        let ph = HashedPostings.build(pairs: &phon) { Posting.make(record: recordOffset[$0], key: keys[$0]) }

        // Bigrams: ln P(second | first) from pair counts over the first word's count.
        var idOf: [String: UInt32] = [:]
        var displayIndex = 0
        for e in words.entries {
            let key = WordKey.scalars(e.word)
            guard !key.isEmpty, key.count <= maxKeyLength else { continue }
            let lw = e.word.lowercased()
            if idOf[lw] == nil { idOf[lw] = UInt32(displayIndex) }
            displayIndex += 1
        }
        var bigramEntries: [(UInt64, Float)] = []
        for (a, b, c) in bigrams {
            guard let ia = idOf[a.lowercased()], let ib = idOf[b.lowercased()] else { continue }
            let p = min(1, Double(max(c, 1)) / Double(counts[Int(ia)]))
            bigramEntries.append((UInt64(ia) << 32 | UInt64(ib), Float(log(p))))
        }
        var bcap = 16
        while bcap < bigramEntries.count * 2 { bcap <<= 1 }
        var bkeys = [UInt64](repeating: .max, count: bcap)
        var bprob = [Float](repeating: 0, count: bcap)
        for (k, p) in bigramEntries {
            var i = Int(truncatingIfNeeded: BigramTable.slot(k)) & (bcap - 1)
            while bkeys[i] != .max && bkeys[i] != k { i = (i + 1) & (bcap - 1) }
            if bkeys[i] == k { bprob[i] = max(bprob[i], p) } else { bkeys[i] = k; bprob[i] = p }
        }

        let sections: [[UInt8]] = [
            bytes(displayOffsets), bytes(displayScalars), bytes(keyOffsets), bytes(keyScalars),
            bytes(logProb), bytes(sorted),
            bytes(del.slotHash), bytes(del.slotBucket), bytes(del.offsets), bytes(del.postings),
            bytes(ph.slotHash), bytes(ph.slotBucket), bytes(ph.offsets), bytes(ph.postings),
            bytes(bkeys), bytes(bprob), bytes(records),
        ]
        return IndexImage.build(sections: sections, fingerprint: fingerprint, prefixLength: prefixLength, maxDistance: maxDistance)
    }

    /// SymSpell's English list gives all its contractions (`don't`, `it's`, …) one placeholder
    /// count (300,000, rank ≈ 30,000), far below their real use, so `dont` would lose to `font`.
    /// A count shared by ten or more apostrophe words is taken as such a placeholder, and those
    /// words are lifted to the count of the list's 1000th most frequent word. Lists with real
    /// counts for apostrophe words are left alone.
    static func liftPlaceholderContractions(_ counts: inout [UInt64], words: WordFrequencyList) {
        var kept: [Int] = []  // indexes into counts of apostrophe words
        var i = 0
        for e in words.entries {
            let key = WordKey.scalars(e.word)
            guard !key.isEmpty, key.count <= maxKeyLength else { continue }
            if WordKey.hasApostrophe(e.word) { kept.append(i) }
            i += 1
        }
        var histogram: [UInt64: Int] = [:]
        for k in kept { histogram[counts[k], default: 0] += 1 }
        let placeholders = Set(histogram.filter { $0.value >= 10 }.keys)
        guard !placeholders.isEmpty, counts.count > 1000 else { return }
        let reference = counts.sorted(by: >)[999]
        for k in kept where placeholders.contains(counts[k]) { counts[k] = max(counts[k], reference) }
    }

    private static func bytes<T>(_ a: [T]) -> [UInt8] {
        a.withUnsafeBytes { [UInt8]($0) }
    }
}

/// Hashing of bigram keys (shared by the builder and lookups).
enum BigramTable {
    @inline(__always)
    static func slot(_ k: UInt64) -> UInt64 {
        var h = k &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 31
        return h
    }
}
