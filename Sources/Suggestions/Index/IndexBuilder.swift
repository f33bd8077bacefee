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

    /// The words the index keeps, in id (frequency rank) order, with their keys and display forms.
    struct WordTable {
        var words: [String] = []
        var keys: [[UInt32]] = []
        var counts: [UInt64] = []
        var displayOffsets: [UInt32] = [0], displayScalars: [UInt32] = []
        var keyOffsets: [UInt32] = [0], keyScalars: [UInt32] = []
        /// Offset in the key records of each word's record (id, features, ln p, key).
        var recordOffsets: [Int] = []
        var count: Int { keys.count }
    }

    static func build(words: WordFrequencyList, bigrams: [(String, String, UInt64)],
                      fingerprint: UInt64, prefixLength: Int, maxDistance: Int) -> IndexImage {
        var table = wordTable(words)
        let total = Double(table.counts.reduce(0, { $0 &+ $1 }))
        let logProb = table.counts.map { Float(log(Double($0) / total)) }
        let records = keyRecords(&table, logProb: logProb)
        let sorted = sortedByKey(table.keys)
        var sortedKeyOffsets: [UInt32] = [0], sortedKeyScalars: [UInt32] = []
        sortedKeyScalars.reserveCapacity(table.keyScalars.count)
        for id in sorted { sortedKeyScalars += table.keys[Int(id)]; sortedKeyOffsets.append(UInt32(sortedKeyScalars.count)) }
        // A word's posting depends on the word alone: made once here, not once per delete key.
        let wordPostings = table.keys.indices.map { Posting.make(record: table.recordOffsets[$0], key: table.keys[$0]) }
        var pairs = deletePairs(table.keys, prefixLength: prefixLength, maxDistance: maxDistance)
        let del = HashedPostings.build(pairs: &pairs) { wordPostings[$0] }
        pairs = []
        let codes = table.keys.map { SoundslikeCode.of($0) }
        var soundOffsets: [UInt32] = [0], soundScalars: [UInt32] = []
        for code in codes { soundScalars += code; soundOffsets.append(UInt32(soundScalars.count)) }
        var phon = phoneticPairs(codes)
        let ph = HashedPostings.build(pairs: &phon) { wordPostings[$0] }
        let (bkeys, bprob) = bigramTable(bigrams, table)
        let succ = successorTables(bkeys: bkeys, bprob: bprob, table, wordPostings: wordPostings)
        let sections: [IndexSection: [UInt8]] = [
            .displayOffsets: bytes(table.displayOffsets), .displayScalars: bytes(table.displayScalars),
            .keyOffsets: bytes(table.keyOffsets), .keyScalars: bytes(table.keyScalars), .logProb: bytes(logProb),
            .sortedByKey: bytes(sorted),
            .deleteSlots: bytes(del.slots), .deletePostings: bytes(del.postings),
            .phoneticSlots: bytes(ph.slots), .phoneticPostings: bytes(ph.postings),
            .bigramKeys: bytes(bkeys), .bigramLogProb: bytes(bprob), .keyRecords: bytes(records),
            .successorOffsets: bytes(succ.offsets), .successors: bytes(succ.list),
            .successorQ: bytes(succ.q), .successorBounds: bytes(succ.bounds),
            .soundOffsets: bytes(soundOffsets), .soundScalars: bytes(soundScalars),
            .sortedKeyOffsets: bytes(sortedKeyOffsets), .sortedKeyScalars: bytes(sortedKeyScalars),
        ]
        return IndexImage.build(sections: sections, fingerprint: fingerprint, prefixLength: prefixLength, maxDistance: maxDistance)
    }

    /// Word ids are frequency ranks (ties keep the list's order): logProbs never increase with
    /// the id and key records are laid out in id order, so the ranker can stop reading a bucket
    /// of postings once the words get too rare to matter.
    static func wordTable(_ words: WordFrequencyList) -> WordTable {
        var usable: [(word: String, key: [UInt32], count: UInt64)] = []
        for e in words.entries {
            let key = WordKey.scalars(e.word)
            guard !key.isEmpty, key.count <= maxKeyLength else { continue }
            usable.append((e.word, key, max(e.count, 1)))
        }
        liftPlaceholderContractions(&usable)
        let order = usable.indices.sorted { usable[$0].count > usable[$1].count || (usable[$0].count == usable[$1].count && $0 < $1) }
        var table = WordTable()
        for i in order.prefix(maxWords) {
            let e = usable[i]
            // Postings address key records with 29 bits; a list past that keeps its most frequent words.
            guard 2 * (table.keys.count + 1) + table.keyScalars.count + e.key.count < Posting.recordLimit else { break }
            table.words.append(e.word)
            table.keys.append(e.key)
            table.keyScalars += e.key
            table.keyOffsets.append(UInt32(table.keyScalars.count))
            table.displayScalars += e.word.unicodeScalars.map(\.value)
            table.displayOffsets.append(UInt32(table.displayScalars.count))
            table.counts.append(e.count)
        }
        return table
    }

    /// Key records in id order (id with features, ln p, key); fills `table.recordOffsets`.
    static func keyRecords(_ table: inout WordTable, logProb: [Float]) -> [UInt32] {
        var records: [UInt32] = []
        table.recordOffsets = []
        for (id, key) in table.keys.enumerated() {
            table.recordOffsets.append(records.count)
            let display = table.displayScalars[Int(table.displayOffsets[id])..<Int(table.displayOffsets[id + 1])]
            records.append(UInt32(id) | UInt32(WordFeatures(key, display: display).rawValue) << 24)
            records.append(logProb[id].bitPattern)
            records += key
        }
        return records
    }

    /// Ids ordered by key (then id), for prefix searches.
    static func sortedByKey(_ keys: [[UInt32]]) -> [UInt32] {
        var sorted = Array(0..<UInt32(keys.count))
        sorted.sort { a, b in
            let ka = keys[Int(a)], kb = keys[Int(b)]
            return ka.lexicographicallyPrecedes(kb) || (ka == kb && a < b)
        }
        return sorted
    }

    /// (hash << 32 | id) for the symmetric deletes (≤ `maxDistance`) of each key's prefix, distinct per word.
    static func deletePairs(_ keys: [[UInt32]], prefixLength: Int, maxDistance: Int) -> [UInt64] {
        var pairs: [UInt64] = []
        pairs.reserveCapacity(keys.count * 24)
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
        return pairs
    }

    /// (hash << 32 | id) of each word's soundslike code and of the code with one sound deleted
    /// (symmetric deletes: two codes within one edit share a hash). Codes of fewer than two
    /// sounds are left out (they match too much to mean anything).
    static func phoneticPairs(_ codes: [[UInt32]]) -> [UInt64] {
        var phon: [UInt64] = []
        var local: [UInt32] = []
        for (id, code) in codes.enumerated() where code.count >= 2 {
            local.removeAll(keepingCapacity: true)
            code.withUnsafeBufferPointer { buf in
                local.append(WordKey.hash(buf))
                for i in 0..<buf.count { local.append(WordKey.hash(buf, skip: i)) }
            }
            local.sort()
            var last: UInt32? = nil
            for h in local where h != last {
                phon.append(UInt64(h) << 32 | UInt64(id))
                last = h
            }
        }
        return phon
    }

    /// Bigrams: ln P(second | first) from pair counts over the first word's count, in an
    /// open-addressing table (keys first << 32 | second, `.max` empty).
    static func bigramTable(_ bigrams: [(String, String, UInt64)], _ table: WordTable) -> (keys: [UInt64], logProbs: [Float]) {
        var idOf: [String: UInt32] = [:]
        for (id, w) in table.words.enumerated() {
            let lw = w.lowercased()
            if idOf[lw] == nil { idOf[lw] = UInt32(id) }
        }
        var bigramEntries: [(UInt64, Float)] = []
        for (a, b, c) in bigrams {
            guard let ia = idOf[a.lowercased()], let ib = idOf[b.lowercased()] else { continue }
            let p = min(1, Double(max(c, 1)) / Double(table.counts[Int(ia)]))
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
        return (bkeys, bprob)
    }

    /// The bigrams by first word, ordered by key length then id (see `Successor`), with each
    /// entry's quantised bound and the suffix bounds within each length.
    static func successorTables(bkeys: [UInt64], bprob: [Float], _ table: WordTable, wordPostings: [UInt64])
        -> (offsets: [UInt32], list: [UInt64], q: [UInt8], bounds: [UInt8]) {
        let keys = table.keys
        var successorLists = [[(UInt32, Float)]](repeating: [], count: table.count)
        for i in bkeys.indices where bkeys[i] != .max {
            successorLists[Int(bkeys[i] >> 32)].append((UInt32(truncatingIfNeeded: bkeys[i]), bprob[i]))
        }
        var offsets: [UInt32] = [0]
        var successors: [UInt64] = []
        var successorQ: [UInt8] = []
        var successorBounds: [UInt8] = []
        for list in successorLists {
            let start = successors.count
            for (second, p) in list.sorted(by: { (keys[Int($0.0)].count, $0.0) < (keys[Int($1.0)].count, $1.0) }) {
                successors.append(wordPostings[Int(second)])
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
            offsets.append(UInt32(successors.count))
        }
        return (offsets, successors, successorQ, successorBounds)
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
