import FoundationEssentials

/// The compact, immutable lexicon index the ranker searches: words with log probabilities, a
/// symmetric-delete table (distance ≤ 2 over a 7-scalar prefix), soundslike codes with their own
/// one-edit delete table, and bigrams.
///
/// Built once from a word list (1.5–3.5 s in release for 82,765 words) and cached as a binary file, so later
/// start-ups only map and validate it. Cheap to copy and safe to share across threads.
// @unchecked: the buffers point into `image`, which this value retains and nobody writes.
public struct SuggestionIndex: @unchecked Sendable {
    let image: IndexImage
    let displayOffsets: UnsafeBufferPointer<UInt32>
    let displayScalars: UnsafeBufferPointer<UInt32>
    let keyOffsets: UnsafeBufferPointer<UInt32>
    let keyScalars: UnsafeBufferPointer<UInt32>
    let logProbs: UnsafeBufferPointer<Float>
    let sortedByKey: UnsafeBufferPointer<UInt32>
    let deletes: HashedPostings
    let phonetic: HashedPostings
    let bigramKeys: UnsafeBufferPointer<UInt64>
    let bigramLogProbs: UnsafeBufferPointer<Float>
    let keyRecords: UnsafeBufferPointer<UInt32>
    let successorOffsets: UnsafeBufferPointer<UInt32>
    let successorList: UnsafeBufferPointer<UInt64>
    let successorQ: UnsafeBufferPointer<UInt8>
    let successorBounds: UnsafeBufferPointer<UInt8>
    let soundOffsets: UnsafeBufferPointer<UInt32>
    let soundScalars: UnsafeBufferPointer<UInt32>
    /// The keys in `sortedByKey` order (`sortedKey(_:)`): a binary search over key positions
    /// then reads one table, and its last probes fall in cache lines its first ones loaded;
    /// through `sortedByKey` and `keyOffsets` every probe was three scattered loads.
    let sortedKeyOffsets: UnsafeBufferPointer<UInt32>
    let sortedKeyScalars: UnsafeBufferPointer<UInt32>
    /// `floorRecords[k]`: the record offset below which lie all words with ln p ≥ −k/8.
    private var floorRecords: [Int] = []
    /// For keys starting with two letters a–z: their range in `sortedByKey`, by pair
    /// ((first − a) × 26 + second − a), so prefix searches start narrow.
    var pairRanges: [Range<Int>] = []
    /// The same for keys starting with one letter a–z (`narrowing`'s first step, the widest search).
    var letterRanges: [Range<Int>] = []
    /// Exact-key lookup: an open-addressed table from a key's hash to 1 + the first position of
    /// that key in `sortedByKey` (0: an empty slot). The decoder asks thousands of keys per word,
    /// most of them no word's; the binary search's dependent loads cost about a microsecond each.
    var keySlots: [UInt32] = []
    /// A bit per hash of every key, small enough to stay in cache: most keys asked are no word's,
    /// and a clear bit says so before the table is read.
    var keyFilter: [UInt64] = []
    static let keyFilterBits = 1 << 20
    /// Scalars of each key's prefix that the delete table covers.
    public let prefixLength: Int
    /// Largest edit distance the delete table answers.
    public let maxDistance: Int
    /// The locale the lexicon serves (from its `LexiconSource`).
    public var locale: String

    /// Where an index came from, for diagnostics and the benchmark.
    public struct LoadReport: Sendable, Hashable {
        public enum Origin: Sendable, Hashable { case cache, built }
        public var origin: Origin
        /// The cache file used or written (nil without a cache directory).
        public var cachePath: String?
        /// Why an existing cache file was not used (stale, corrupt, …), if one was there.
        public var rejectedCache: CacheError?
        /// Why the cache could not be written, if it could not.
        public var writeError: CacheError?
    }

    /// A cache file that was not used or not written, and why (never fatal: the index is built).
    public struct CacheError: Error, Hashable, CustomStringConvertible {
        public enum Reason: Hashable, Sendable {
            /// The header does not match this lexicon or build (fingerprint, version, size, checksum).
            case stale(String)
            /// The file could not be memory-mapped.
            case unmappable
            /// The mapped image failed validation.
            case invalid(String)
            /// Creating the directory or writing the file failed.
            case unwritable(String)
        }
        public var path: String
        public var reason: Reason

        public var description: String {
            switch reason {
            case .stale(let why): return "\(path): stale cache (\(why))"
            case .unmappable: return "\(path): cannot map file"
            case .invalid(let why): return "\(path): invalid cache (\(why))"
            case .unwritable(let why): return "\(path): cannot write cache (\(why))"
            }
        }
    }

    static let defaultPrefixLength = 7
    static let defaultMaxDistance = 2

    init(image: IndexImage, locale: String) throws {
        self.image = image
        self.locale = locale
        displayOffsets = image.buffer(.displayOffsets, as: UInt32.self)
        displayScalars = image.buffer(.displayScalars, as: UInt32.self)
        keyOffsets = image.buffer(.keyOffsets, as: UInt32.self)
        keyScalars = image.buffer(.keyScalars, as: UInt32.self)
        logProbs = image.buffer(.logProb, as: Float.self)
        sortedByKey = image.buffer(.sortedByKey, as: UInt32.self)
        deletes = HashedPostings(slots: image.buffer(.deleteSlots, as: UInt64.self),
                                 postings: image.buffer(.deletePostings, as: UInt64.self))
        phonetic = HashedPostings(slots: image.buffer(.phoneticSlots, as: UInt64.self),
                                  postings: image.buffer(.phoneticPostings, as: UInt64.self))
        bigramKeys = image.buffer(.bigramKeys, as: UInt64.self)
        bigramLogProbs = image.buffer(.bigramLogProb, as: Float.self)
        keyRecords = image.buffer(.keyRecords, as: UInt32.self)
        successorOffsets = image.buffer(.successorOffsets, as: UInt32.self)
        successorList = image.buffer(.successors, as: UInt64.self)
        successorQ = image.buffer(.successorQ, as: UInt8.self)
        successorBounds = image.buffer(.successorBounds, as: UInt8.self)
        soundOffsets = image.buffer(.soundOffsets, as: UInt32.self)
        soundScalars = image.buffer(.soundScalars, as: UInt32.self)
        sortedKeyOffsets = image.buffer(.sortedKeyOffsets, as: UInt32.self)
        sortedKeyScalars = image.buffer(.sortedKeyScalars, as: UInt32.self)
        prefixLength = Int(image.header.prefixLength)
        maxDistance = Int(image.header.maxDistance)
        if let p = structuralProblem() { throw IndexValidationError(reason: p) }
        let table = (0...Self.floorSteps).map { recordOffset(wordsAtLeast(logProbability: -Double($0) / 8)) }
        floorRecords = table
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(26 * 26)
        for a in UInt32(97)...122 {
            for b in UInt32(97)...122 { ranges.append([a, b].withUnsafeBufferPointer { prefixRange($0) }) }
        }
        pairRanges = ranges
        letterRanges = (UInt32(97)...122).map { a in [a].withUnsafeBufferPointer { prefixRange($0) } }
        keySlots = Self.keySlots(count: sortedByKey.count) { sortedKey($0) }
        var filter = [UInt64](repeating: 0, count: Self.keyFilterBits / 64)
        for id in 0..<logProbs.count {
            let bit = Int(WordKey.hash(key(id))) & (Self.keyFilterBits - 1)
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        keyFilter = filter
    }

    /// Builds an index in memory from a word list and bigrams (no cache involved).
    public static func build(words: WordFrequencyList, bigrams: [(String, String, UInt64)] = [], locale: String = "en") throws -> SuggestionIndex {
        let image = IndexBuilder.build(words: words, bigrams: bigrams, fingerprint: 0,
                                       prefixLength: defaultPrefixLength, maxDistance: defaultMaxDistance)
        return try SuggestionIndex(image: image, locale: locale)
    }

    /// Loads the index for `source`: maps `<cacheDirectory>/suggest-<name>-<fingerprint>.idx` when
    /// it is present, current and sound; otherwise parses the list, builds the index and writes the
    /// cache atomically. A cache that cannot be written is reported, not thrown.
    public static func load(_ source: LexiconSource, cacheDirectory: String?) throws -> (SuggestionIndex, LoadReport) {
        let wordBytes = try LexiconSource.readFile(source.wordsPath)
        let affBytes = try source.affixPath.map { try LexiconSource.readFile($0) }
        let bigramBytes = try source.bigramsPath.map { try LexiconSource.readFile($0) }
        let frequencyBytes = source.format == .hunspell ? try source.frequencyPath.map { try LexiconSource.readFile($0) } : nil
        let supplementBytes = try source.supplementBytes()
        let bigramSupplementBytes = try source.bigramSupplementPath.map { try LexiconSource.readFile($0) }
        var fp = UInt64(IndexImage.version) &* 31 &+ UInt64(defaultPrefixLength) &* 7 &+ UInt64(defaultMaxDistance)
        for part in [wordBytes, affBytes ?? [], bigramBytes ?? [], Array(source.format.rawValue.utf8), frequencyBytes ?? [],
                     supplementBytes ?? [], bigramSupplementBytes ?? []] {
            fp = (fp ^ part.withUnsafeBytes { IndexImage.checksum($0.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!, count: $0.count) }) &* 0x100_0000_01B3
            fp ^= UInt64(part.count)
        }
        var report = LoadReport(origin: .built, cachePath: nil, rejectedCache: nil, writeError: nil)
        var path: String? = nil
        if let cacheDirectory {
            let hex = String(fp, radix: 16)
            path = "\(cacheDirectory)/suggest-\(safeName(source.name))-\(hex).idx"
            report.cachePath = path
            if FileManager.default.fileExists(atPath: path!) {
                if let image = IndexImage.map(path: path!) {
                    if let problem = image.headerProblem(expectedFingerprint: fp) {
                        report.rejectedCache = CacheError(path: path!, reason: .stale(problem))
                    } else {
                        do {
                            let index = try SuggestionIndex(image: image, locale: source.locale)
                            report.origin = .cache
                            return (index, report)
                        } catch {
                            report.rejectedCache = CacheError(path: path!, reason: .invalid("\(error)"))
                        }
                    }
                } else {
                    report.rejectedCache = CacheError(path: path!, reason: .unmappable)
                }
            }
        }
        let words = try LexiconSource.words(format: source.format, wordBytes: wordBytes, wordsPath: source.wordsPath,
                                            affBytes: affBytes, frequencyBytes: frequencyBytes, frequencyPath: source.frequencyPath,
                                            supplementBytes: supplementBytes, supplementPath: source.supplementPath)
        let bigrams = try LexiconSource.bigrams(bigramBytes, path: source.bigramsPath,
                                                supplement: bigramSupplementBytes, supplementPath: source.bigramSupplementPath)
        let image = IndexBuilder.build(words: words, bigrams: bigrams, fingerprint: fp,
                                       prefixLength: defaultPrefixLength, maxDistance: defaultMaxDistance)
        let index = try SuggestionIndex(image: image, locale: source.locale)
        if let cacheDirectory, let path {
            do {
                try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
                try image.write(to: path)
                // Older indexes of the same lexicon (other versions or contents) are stale: remove them.
                let prefix = "suggest-\(safeName(source.name))-"
                for f in (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []
                where f.hasPrefix(prefix) && f.hasSuffix(".idx") && "\(cacheDirectory)/\(f)" != path {
                    try? FileManager.default.removeItem(atPath: "\(cacheDirectory)/\(f)")
                }
            } catch {
                report.writeError = CacheError(path: path, reason: .unwritable("\(error)"))
            }
        }
        return (index, report)
    }

    private static func safeName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    // MARK: words

    /// Number of words.
    public var wordCount: Int { logProbs.count }
    /// Bytes of the index image (mapped or in memory).
    public var byteSize: Int { image.size }

    @inline(__always) func key(_ id: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(rebasing: keyScalars[Int(keyOffsets[id])..<Int(keyOffsets[id + 1])])
    }
    /// The key at `position` of the key order: the key of word `sortedByKey[position]`.
    @inline(__always) func sortedKey(_ position: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(rebasing: sortedKeyScalars[Int(sortedKeyOffsets[position])..<Int(sortedKeyOffsets[position + 1])])
    }
    /// The word id, features, log probability and key a posting points at (nil if the record is
    /// inconsistent).
    @inline(__always) func record(_ posting: UInt64) -> (id: Int, features: WordFeatures, logProb: Double, key: UnsafeBufferPointer<UInt32>)? {
        let off = Posting.record(posting)
        let head = keyRecords[off]
        let id = Int(head & 0xFF_FFFF)
        guard id < logProbs.count else { return nil }
        return (id, WordFeatures(rawValue: UInt8(head >> 24)), Double(Float(bitPattern: keyRecords[off + 1])),
                UnsafeBufferPointer(rebasing: keyRecords[(off + 2)..<(off + 2 + Posting.length(posting))]))
    }
    /// The word's soundslike code (`SoundslikeCode`).
    @inline(__always) func soundCode(_ id: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(rebasing: soundScalars[Int(soundOffsets[id])..<Int(soundOffsets[id + 1])])
    }
    @inline(__always) func keyLength(_ id: Int) -> Int { Int(keyOffsets[id + 1] - keyOffsets[id]) }
    /// The length of the key at `position` of the key order.
    @inline(__always) func sortedKeyLength(_ position: Int) -> Int { Int(sortedKeyOffsets[position + 1] - sortedKeyOffsets[position]) }

    /// Offset in `keyRecords` of the record of word `id` (records are in id order: id, ln p, key).
    @inline(__always) func recordOffset(_ id: Int) -> Int { 2 * id + Int(keyOffsets[id]) }

    /// The number of words whose ln probability is at least `floor`: ids are frequency ranks, so
    /// they are exactly the ids below it (binary search).
    func wordsAtLeast(logProbability floor: Double) -> Int {
        var lo = 0, hi = logProbs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(logProbs[mid]) >= floor { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    static let floorSteps = 400

    /// A record offset below which lie all words with ln p ≥ `floor` (and possibly a few rarer
    /// ones: floors are rounded down to 1/8 nat), in constant time for the ranker's cut-offs.
    @inline(__always)
    func recordLimit(atLeast floor: Double) -> Int {
        guard floor < 0 else { return floorRecords[0] }
        let k = (-floor * 8).rounded(.up)
        return k > Double(Self.floorSteps) ? Int.max : floorRecords[Int(k)]
    }

    /// The bigram successors of word `first` (see `Successor`): postings ordered by key length,
    /// then record, each entry's q, and the suffix bounds within each length group.
    func successors(of first: Int) -> (list: UnsafeBufferPointer<UInt64>, q: UnsafeBufferPointer<UInt8>, bounds: UnsafeBufferPointer<UInt8>) {
        let range = Int(successorOffsets[first])..<Int(successorOffsets[first + 1])
        return (UnsafeBufferPointer(rebasing: successorList[range]), UnsafeBufferPointer(rebasing: successorQ[range]),
                UnsafeBufferPointer(rebasing: successorBounds[range]))
    }

    /// The word as the list spells it (`don't`).
    public func word(_ id: Int) -> String {
        let scalars = displayScalars[Int(displayOffsets[id])..<Int(displayOffsets[id + 1])]
        // Encoded straight into the string's storage (this runs for every suggestion shown).
        return String(unsafeUninitializedCapacity: 4 * scalars.count) { buffer in
            var n = 0
            for v in scalars {
                guard let u = Unicode.Scalar(v) else { continue }
                for byte in UTF8.encode(u)! { buffer[n] = byte; n += 1 }
            }
            return n
        }
    }
    /// Whether word `id` is spelled `word`, case aside (`word(id).lowercased() == word.lowercased()`),
    /// without building either string when both are ASCII.
    public func isSpelled(_ id: Int, as word: String) -> Bool {
        let scalars = displayScalars[Int(displayOffsets[id])..<Int(displayOffsets[id + 1])]
        let utf8 = word.utf8
        guard scalars.allSatisfy({ $0 < 0x80 }), utf8.allSatisfy({ $0 < 0x80 }) else {
            return self.word(id).lowercased() == word.lowercased()
        }
        return scalars.count == utf8.count && zip(scalars, utf8).allSatisfy { Self.asciiLowercase($0) == Self.asciiLowercase(UInt32($1)) }
    }

    @inline(__always) static func asciiLowercase(_ v: UInt32) -> UInt32 { (0x41...0x5A).contains(v) ? v | 0x20 : v }

    /// ln of the word's relative frequency.
    public func logProbability(_ id: Int) -> Double { Double(logProbs[id]) }

    /// Ids of the words whose key equals the key of `word` (`its` → its, it's).
    public func ids(of word: some StringProtocol) -> [Int] {
        // The decoder asks this thousands of times per word, mostly of strings that are no word:
        // an ASCII word's key is built on the stack (the same key `WordKey.scalars` gives).
        let utf8 = word.utf8
        if utf8.count <= IndexBuilder.maxKeyLength, utf8.allSatisfy({ $0 < 0x80 }) {
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, utf8.count)) { buffer in
                var n = 0
                for byte in utf8 where byte != 0x27 {
                    buffer[n] = UInt32((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
                    n += 1
                }
                return idsWithKey(UnsafeBufferPointer(rebasing: buffer[..<n]))
            }
        }
        let key = WordKey.scalars(word)
        return key.withUnsafeBufferPointer { idsWithKey($0) }
    }

    func idsWithKey(_ key: UnsafeBufferPointer<UInt32>) -> [Int] {
        guard !key.isEmpty, key.count <= IndexBuilder.maxKeyLength, let first = firstPosition(ofKey: key) else { return [] }
        // Equal keys are adjacent in `sortedByKey`, exact ones before longer keys they start.
        var out: [Int] = []
        for i in first..<sortedByKey.count {
            if sortedKey(i).elementsEqual(key) { out.append(Int(sortedByKey[i])) } else { break }
        }
        return out
    }

    /// Whether the lexicon has the word (case and apostrophes ignored).
    public func contains(_ word: some StringProtocol) -> Bool { !ids(of: word).isEmpty }

    /// Positions in `sortedByKey` of the keys starting with `prefix` (binary search).
    func prefixRange(_ prefix: UnsafeBufferPointer<UInt32>) -> Range<Int> {
        func cmp(_ position: Int) -> Int { // <0: key < prefix (as prefix), 0: starts with, >0: greater
            let k = sortedKey(position)
            for i in 0..<prefix.count {
                if i >= k.count { return -1 }
                if k[i] != prefix[i] { return k[i] < prefix[i] ? -1 : 1 }
            }
            return 0
        }
        var lo = 0, hi = sortedByKey.count
        if prefix.count >= 2, pairRanges.count == 26 * 26, (97...122).contains(prefix[0]), (97...122).contains(prefix[1]) {
            let r = pairRanges[Int(prefix[0] - 97) * 26 + Int(prefix[1] - 97)]
            if prefix.count == 2 { return r }
            lo = r.lowerBound
            hi = r.upperBound
        }
        let end = hi
        while lo < hi { let mid = (lo + hi) / 2; if cmp(mid) < 0 { lo = mid + 1 } else { hi = mid } }
        var lo2 = lo, hi2 = end
        while lo2 < hi2 { let mid = (lo2 + hi2) / 2; if cmp(mid) <= 0 { lo2 = mid + 1 } else { hi2 = mid } }
        return lo..<lo2
    }

    /// ln P(second | first) when the bigram list has the pair.
    func bigramLogProbability(first: Int, second: Int) -> Double? {
        let cap = bigramKeys.count
        guard cap > 0 else { return nil }
        let k = UInt64(first) << 32 | UInt64(second)
        var i = Int(truncatingIfNeeded: BigramTable.slot(k)) & (cap - 1)
        while true {
            let v = bigramKeys[i]
            if v == .max { return nil }
            if v == k { return Double(bigramLogProbs[i]) }
            i = (i + 1) & (cap - 1)
        }
    }

    /// Whether any bigrams are loaded.
    public var hasBigrams: Bool { !successorList.isEmpty }
}

/// A cache image whose structure is inconsistent (it is rebuilt).
public struct IndexValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: String
    public var description: String { "invalid suggestion index: \(reason)" }
}
