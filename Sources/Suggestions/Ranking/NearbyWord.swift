/// A lexicon word found near the typed word, with what ranking needs to order it before its exact
/// cost is known. The key points into the index image.
struct NearbyWord {
    var id: Int32
    /// Unit (OSA) distance to the typed word.
    var distance: Int32
    var features: WordFeatures
    /// Both words are plain ASCII (no accent substitution can occur).
    var ascii: Bool
    /// ln P(word | previous word) (or the unigram probability without context).
    var languageModel: Double
    /// An upper bound of the final score: the language model minus a lower bound of the cost.
    var bound: Double
    var key: UnsafeBufferPointer<UInt32>
}
