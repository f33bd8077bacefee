import Testing
import PropertyBased
@testable import Suggestions

/// The decoder grows tap strings letter by letter through `narrowing`: each step must leave
/// exactly the keys a scan finds starting with the letters so far, and end (nil) exactly when
/// no word continues them.
@Suite struct KeyPrefixTests {
    @Test func narrowingMatchesAScanAtEveryStep() async {
        let index = Fixtures.englishIndex
        let keys = (0..<index.sortedByKey.count).map { Array(index.key(Int(index.sortedByKey[$0]))) }
        await propertyCheck(count: 100, input: RankerPropertyTests.strings(from: "abcehlnostzé", length: 1...6)) { letters in
            let p = WordKey.scalars(letters)
            var prefix: SuggestionIndex.KeyPrefix? = index.everyKey
            for (i, s) in p.enumerated() {
                prefix = prefix.flatMap { index.narrowing($0, by: s) }
                let scanned = keys.indices.filter { keys[$0].starts(with: p[...i]) }
                if scanned.isEmpty {
                    #expect(prefix == nil, "\(letters) at \(i)")
                    break
                }
                #expect(prefix.map { Array($0.positions) } == scanned, "\(letters) at \(i)")
                #expect(prefix.map(index.isWholeKey) == keys[scanned[0]].elementsEqual(p[...i]), "\(letters) at \(i)")
            }
        }
    }

    /// Prefix searches read the keys from their own table in key order: it must hold every
    /// word's key at that word's place in the order, and the order must be sorted.
    @Test func theKeysInKeyOrderAreTheWordsKeys() {
        let index = Fixtures.englishIndex
        for p in 0..<index.sortedByKey.count {
            #expect(index.sortedKey(p).elementsEqual(index.key(Int(index.sortedByKey[p]))), "position \(p)")
            if p > 0 { #expect(!index.sortedKey(p).lexicographicallyPrecedes(index.sortedKey(p - 1)), "position \(p)") }
        }
    }

    @Test func aWordsLettersLeadToItsWholeKey() {
        let index = Fixtures.englishIndex
        for word in ["temporary", "the", "a", "don't"] {
            var prefix: SuggestionIndex.KeyPrefix? = index.everyKey
            for s in WordKey.scalars(word) { prefix = prefix.flatMap { index.narrowing($0, by: s) } }
            #expect(prefix.map(index.isWholeKey) == true, "\(word)")
        }
        var prefix: SuggestionIndex.KeyPrefix? = index.everyKey
        for s in WordKey.scalars("twmp") { prefix = prefix.flatMap { index.narrowing($0, by: s) } }
        #expect(prefix == nil)
    }
}
