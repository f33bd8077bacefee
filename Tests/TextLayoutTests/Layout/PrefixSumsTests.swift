import PropertyBased
import Testing
@testable import TextLayout

/// Splices (paragraphs split or joined by an edit), point updates and lookups agree with plain
/// sums over a plain array — with chunks small enough that splices split and empty them.
@Suite struct PrefixSumsTests {
    @Test func splicesAndUpdatesAgreeWithPlainSums() async {
        let values = Gen.int(in: 0...9).array(of: 0...40)
        let edits = Gen.int(in: 0...40).array(of: 4...4).array(of: 1...8)
        await propertyCheck(input: values, edits) { start, edits in
            for capacity in [2, 3, 8, 64] {
                var sums = PrefixSums(start, chunkCapacity: capacity)
                var plain = start
                for e in edits {
                    let lo = min(e[0], plain.count), hi = min(plain.count, lo + e[1] % 4)
                    if e[3] % 3 == 0, !plain.isEmpty {
                        let i = e[0] % plain.count
                        sums.set(i, to: e[2] % 7)
                        plain[i] = e[2] % 7
                    } else {
                        let new = Array(repeating: e[2] % 7, count: e[2] % 3)
                        sums.replaceSubrange(lo..<hi, with: new)
                        plain.replaceSubrange(lo..<hi, with: new)
                    }
                    #expect(sums.values == plain)
                    #expect(sums.count == plain.count)
                    var running = [0]
                    for v in plain { running.append(running[running.count - 1] + v) }
                    // Expected: running sums, and the largest i with prefix(i) ≤ t clamped to the last index.
                    #expect((0...plain.count).map { sums.prefix($0) } == running)
                    let expected = (-1...(running[plain.count] + 1)).map { t in
                        plain.isEmpty ? 0 : min(running.lastIndex(where: { $0 <= t }) ?? 0, plain.count - 1)
                    }
                    #expect((-1...(running[plain.count] + 1)).map { sums.index(containing: $0) } == expected)
                }
            }
        }
    }

    @Test func aLongRunOfInsertsAtTheTopStaysExact() {
        var sums = PrefixSums([Double](repeating: 18.5, count: 1000))
        var plain = [Double](repeating: 18.5, count: 1000)
        for k in 0..<500 {
            sums.replaceSubrange(0..<1, with: [18.5, Double(k % 3)])
            plain.replaceSubrange(0..<1, with: [18.5, Double(k % 3)])
        }
        #expect(sums.values == plain)
        #expect(sums.total == plain.reduce(0, +))
        #expect(sums.index(containing: 18.5 * 700) == PrefixSumsTests.naiveIndexD(plain, 18.5 * 700))
    }

    static func naiveIndexD(_ v: [Double], _ target: Double) -> Int {
        var s = 0.0, best = 0
        for i in 0...v.count {
            if s <= target { best = i }
            if i < v.count { s += v[i] }
        }
        return min(best, v.count - 1)
    }
}
