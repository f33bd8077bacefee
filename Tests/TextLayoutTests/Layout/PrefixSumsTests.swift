import PropertyBased
import Testing
@testable import TextLayout

/// The in-place splice of the Fenwick tree (paragraphs split or joined by an edit) agrees with a
/// tree built from scratch: every prefix sum and every containing-index lookup.
@Suite struct PrefixSumsTests {
    @Test func spliceAgreesWithAFreshTree() async {
        let values = Gen.int(in: 0...9).array(of: 0...40)
        let edits = Gen.int(in: 0...40).array(of: 3...3).array(of: 1...6)
        await propertyCheck(input: values, edits) { start, edits in
            var sums = PrefixSums(start)
            var plain = start
            for e in edits {
                let lo = min(e[0], plain.count), hi = min(plain.count, lo + e[1] % 4)
                let new = Array(repeating: e[2] % 7, count: e[2] % 3)
                sums.replaceSubrange(lo..<hi, with: new)
                plain.replaceSubrange(lo..<hi, with: new)
                let fresh = PrefixSums(plain)
                #expect(sums.values == plain)
                for i in 0...plain.count { #expect(sums.prefix(i) == fresh.prefix(i)) }
                for t in 0...(fresh.total + 1) { #expect(sums.index(containing: t) == fresh.index(containing: t)) }
            }
        }
    }
}
