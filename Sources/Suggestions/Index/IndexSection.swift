/// The arrays of a `SuggestionIndex`, in file order. The cache file stores each as a raw,
/// 8-byte-aligned little-endian array so that loading is a memory map plus validation.
enum IndexSection: Int, CaseIterable {
    case displayOffsets      // UInt32 × (words + 1): start of each word's display scalars
    case displayScalars      // UInt32: display forms (as in the list, e.g. "don't")
    case keyOffsets          // UInt32 × (words + 1)
    case keyScalars          // UInt32: WordKey forms (lowercase, no apostrophes)
    case logProb             // Float × words: ln(count / total)
    case sortedByKey         // UInt32 × words: word ids in key order, for prefix completion
    case deleteSlots         // UInt64 × capacity: open-addressing table of delete hashes (hash << 32 | bucket start)
    case deletePostings      // UInt64: buckets, each a count then packed `Posting`s (key-record offset, length, letter mask)
    case phoneticSlots       // UInt64 × capacity: hashes of each word's soundslike code and its one-sound deletes
    case phoneticPostings    // UInt64: buckets of `Posting`s, by record (frequency order)
    case bigramKeys          // UInt64 × capacity: (first id << 32 | second id), UInt64.max = empty
    case bigramLogProb       // Float × capacity: ln P(second | first)
    case keyRecords          // UInt32: per word, its id and `WordFeatures` (id | features << 24), its log probability (Float bits), its key scalars (what postings point at)
    case successorOffsets    // UInt32 × (words + 1): start of each word's successors
    case successors          // UInt64: per first word, its bigram successors as `Posting`s, by key length then record (see `Successor`)
    case successorQ          // UInt8 per successor: q, the quantised bound of ln P(second | first)
    case successorBounds     // UInt8 per successor: the smallest q from it to the end of its length group
    case soundOffsets        // UInt32 × (words + 1): start of each word's soundslike code
    case soundScalars        // UInt32: soundslike codes (`SoundslikeCode`)
    case sortedKeyOffsets    // UInt32 × (words + 1): start of the key at each position of `sortedByKey`
    case sortedKeyScalars    // UInt32: the keys again, in key order: prefix searches read neighbouring keys from neighbouring memory

    var elementSize: Int {
        switch self {
        case .successorQ, .successorBounds: return 1
        case .logProb, .bigramLogProb: return 4
        case .bigramKeys, .deleteSlots, .deletePostings, .phoneticSlots, .phoneticPostings, .successors: return 8
        default: return 4
        }
    }
}
