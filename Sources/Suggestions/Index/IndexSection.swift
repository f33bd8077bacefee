/// The arrays of a `SuggestionIndex`, in file order. The cache file stores each as a raw,
/// 8-byte-aligned little-endian array so that loading is a memory map plus validation.
enum IndexSection: Int, CaseIterable {
    case displayOffsets      // UInt32 × (words + 1): start of each word's display scalars
    case displayScalars      // UInt32: display forms (as in the list, e.g. "don't")
    case keyOffsets          // UInt32 × (words + 1)
    case keyScalars          // UInt32: WordKey forms (lowercase, no apostrophes)
    case logProb             // Float × words: ln(count / total)
    case sortedByKey         // UInt32 × words: word ids in key order, for prefix completion
    case deleteSlotHash      // UInt32 × capacity: open-addressing table of delete hashes
    case deleteSlotBucket    // UInt32 × capacity: bucket id or UInt32.max for empty
    case deleteBucketOffsets // UInt32 × (buckets + 1)
    case deletePostings      // UInt64: packed `Posting`s (key-record offset, length, letter mask)
    case phoneticSlotHash
    case phoneticSlotBucket
    case phoneticBucketOffsets
    case phoneticPostings
    case bigramKeys          // UInt64 × capacity: (first id << 32 | second id), UInt64.max = empty
    case bigramLogProb       // Float × capacity: ln P(second | first)
    case keyRecords          // UInt32: per word, its id, its log probability (Float bits), its key scalars (what postings point at)

    var elementSize: Int {
        switch self {
        case .logProb, .bigramLogProb: return 4
        case .bigramKeys, .deletePostings, .phoneticPostings: return 8
        default: return 4
        }
    }
}
