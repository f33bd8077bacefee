import Testing
import PropertyBased
@testable import Suggestions

/// `ids(of:)` answers from a hash table of exact keys behind a bit filter (the decoder asks it
/// thousands of times per word): it must give exactly the ids, in the same order, that the prefix
/// range of the key holds with the key's own length, for words the lexicon has and strings it
/// has not, in any case, with apostrophes and beyond ASCII.
@Suite struct ExactKeyLookupTests {
    static func scanned(_ index: SuggestionIndex, _ word: String) -> [Int] {
        let key = WordKey.scalars(word)
        guard !key.isEmpty, key.count <= IndexBuilder.maxKeyLength else { return [] }
        let range = key.withUnsafeBufferPointer { index.prefixRange($0) }
        return range.map { Int(index.sortedByKey[$0]) }.filter { index.keyLength($0) == key.count }
    }

    @Test func everyListedWordIsFoundUnderItsKey() {
        let index = Fixtures.englishIndex
        for id in stride(from: 0, to: index.logProbs.count, by: 7) {
            let word = index.word(id)
            for form in [word, word.uppercased(), word.capitalized] {
                let ids = index.ids(of: form)
                #expect(ids.contains(id), "\(form)")
                #expect(ids == Self.scanned(index, form), "\(form)")
            }
        }
    }

    @Test func anyStringGivesWhatTheScanGives() async {
        let index = Fixtures.englishIndex
        await propertyCheck(count: 2000, input: RankerPropertyTests.strings(from: "aeinorstlhcdmuAIT'’é-1", length: 0...9)) { word in
            #expect(index.ids(of: word) == Self.scanned(index, word), "\(word)")
        }
    }

    @Test func spellingIgnoresCaseOnlyAsLowercasingDoes() async {
        let index = Fixtures.englishIndex
        await propertyCheck(count: 500, input: Gen.int(in: 0...(index.logProbs.count - 1)), RankerPropertyTests.strings(from: "aeiosntAEÉé'", length: 0...6)) { id, other in
            let word = index.word(id)
            for form in [word, word.uppercased(), other, word + other] {
                #expect(index.isSpelled(id, as: form) == (word.lowercased() == form.lowercased()), "\(word) / \(form)")
            }
        }
    }
}
