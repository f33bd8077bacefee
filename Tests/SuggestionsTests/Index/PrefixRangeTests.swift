import Testing
import PropertyBased
@testable import Suggestions

/// Completions and exact-key lookups start from `prefixRange`, which narrows its search with a
/// table of two-letter ranges: it must give exactly the keys a scan finds.
@Suite struct PrefixRangeTests {
    @Test func sameRangeAsAScan() async {
        let index = Fixtures.englishIndex
        let keys = (0..<index.sortedByKey.count).map { Array(index.key(Int(index.sortedByKey[$0]))) }
        await propertyCheck(count: 100, input: RankerPropertyTests.strings(from: "abcehlnostz'é", length: 1...4)) { prefix in
            let p = WordKey.scalars(prefix)
            guard !p.isEmpty else { return }
            let range = p.withUnsafeBufferPointer { index.prefixRange($0) }
            let scanned = keys.indices.filter { keys[$0].starts(with: p) }
            #expect(Array(range) == scanned, "\(prefix)")
        }
    }
}
