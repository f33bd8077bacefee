#if canImport(Glibc)
import Glibc
#endif

/// Turns a word list (and bigrams) into an `IndexImage`: key and display forms, log
/// probabilities, the symmetric-delete table, the phonetic table and the bigram table.
enum IndexBuilder {
    static let maxKeyLength = 63
    /// Word ids share a 32-bit field with `WordFeatures`; a list longer than this keeps its most
    /// frequent words.
    static let maxWords = (1 << 24) - 1

    static func build(words: WordFrequencyList, bigrams: [(String, String, UInt64)],
                      fingerprint: UInt64, prefixLength: Int, maxDistance: Int) -> IndexImage {
        var displayOffsets: [UInt32] = [0], displayScalars: [UInt32] = []
        var keyOffsets: [UInt32] = [0], keyScalars: [UInt32] = []
        // Word ids are frequency ranks (ties keep the list's order): logProbs never increase with
        // the id and key records are laid out in id order, so the ranker can stop reading a bucket
        // of postings once the words get too rare to matter.
        var usable: [(word: String, key: [UInt32], count: UInt64)] = []
        for e in words.entries {
            let key = WordKey.scalars(e.word)
            guard !key.isEmpty, key.count <= maxKeyLength else { continue }
            usable.append((e.word, key, max(e.count, 1)))
        }
        liftPlaceholderContractions(&usable)
        let order = usable.indices.sorted { usable[$0].count > usable[$1].count || (usable[$0].count == usable[$1].count && $0 < $1) }
        usable = order.prefix(maxWords).map { usable[$0] }
        var counts: [UInt64] = []
        var keys: [[UInt32]] = []
        for e in usable {
            // Postings address key records with 29 bits; a list past that keeps its most frequent words.
            guard 2 * (keys.count + 1) + keyScalars.count + e.key.count < Posting.recordLimit else { break }
            keys.append(e.key)
            keyScalars += e.key
            keyOffsets.append(UInt32(keyScalars.count))
            displayScalars += e.word.unicodeScalars.map(\.value)
            displayOffsets.append(UInt32(displayScalars.count))
            counts.append(e.count)
        }
        let n = keys.count
        usable.removeLast(usable.count - n)
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
            let display = displayScalars[Int(displayOffsets[id])..<Int(displayOffsets[id + 1])]
            records.append(UInt32(id) | UInt32(WordFeatures(key, display: display).rawValue) << 24)
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
        for (id, e) in usable.enumerated() {
            let lw = e.word.lowercased()
            if idOf[lw] == nil { idOf[lw] = UInt32(id) }
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

        // The same bigrams by first word, ordered by key length then id (see `Successor`).
        var successorLists = [[(UInt32, Float)]](repeating: [], count: n)
        for i in 0..<bcap where bkeys[i] != .max {
            successorLists[Int(bkeys[i] >> 32)].append((UInt32(truncatingIfNeeded: bkeys[i]), bprob[i]))
        }
        var successorOffsets: [UInt32] = [0]
        var successors: [UInt64] = []
        var successorQ: [UInt8] = []
        var successorBounds: [UInt8] = []
        for list in successorLists {
            let start = successors.count
            for (second, p) in list.sorted(by: { (keys[Int($0.0)].count, $0.0) < (keys[Int($1.0)].count, $1.0) }) {
                successors.append(Posting.make(record: recordOffset[Int(second)], key: keys[Int(second)]))
                successorQ.append(Successor.quantized(p))
            }
            // Suffix bounds within each length: the best (smallest) q from each entry to the end of
            // its length group.
            var best = UInt8.max
            var bounds = [UInt8](repeating: 0, count: successors.count - start)
            for i in stride(from: successors.count - 1, through: start, by: -1) {
                if i == successors.count - 1 || Posting.length(successors[i]) != Posting.length(successors[i + 1]) { best = .max }
                best = min(best, successorQ[i])
                bounds[i - start] = best
            }
            successorBounds += bounds
            successorOffsets.append(UInt32(successors.count))
        }

        let sections: [IndexSection: [UInt8]] = [
            .displayOffsets: bytes(displayOffsets), .displayScalars: bytes(displayScalars),
            .keyOffsets: bytes(keyOffsets), .keyScalars: bytes(keyScalars), .logProb: bytes(logProb), .sortedByKey: bytes(sorted),
            .deleteSlots: bytes(del.slots), .deletePostings: bytes(del.postings),
            .phoneticSlots: bytes(ph.slots), .phoneticPostings: bytes(ph.postings),
            .bigramKeys: bytes(bkeys), .bigramLogProb: bytes(bprob), .keyRecords: bytes(records),
            .successorOffsets: bytes(successorOffsets), .successors: bytes(successors),
            .successorQ: bytes(successorQ), .successorBounds: bytes(successorBounds),
        ]
        return IndexImage.build(sections: sections, fingerprint: fingerprint, prefixLength: prefixLength, maxDistance: maxDistance)
    }

    /// SymSpell's English list gives all its contractions (`don't`, `it's`, …) one placeholder
    /// count (300,000, rank ≈ 30,000), far below their real use, so `dont` would lose to `font`.
    /// A count shared by ten or more apostrophe words is taken as such a placeholder, and those
    /// words are lifted to the count of the list's 1000th most frequent word. Lists with real
    /// counts for apostrophe words are left alone.
    static func liftPlaceholderContractions(_ words: inout [(word: String, key: [UInt32], count: UInt64)]) {
        let kept = words.indices.filter { WordKey.hasApostrophe(words[$0].word) }
        var histogram: [UInt64: Int] = [:]
        for k in kept { histogram[words[k].count, default: 0] += 1 }
        let placeholders = Set(histogram.filter { $0.value >= 10 }.keys)
        guard !placeholders.isEmpty, words.count > 1000 else { return }
        let reference = words.map(\.count).sorted(by: >)[999]
        for k in kept where placeholders.contains(words[k].count) { words[k].count = max(words[k].count, reference) }
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
