#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Decoding

@Suite struct LiteralPolicyTests {
    @Test func hardPressesRelativeToTheUsersOwnTapsMarkAWordLiteral() {
        var p = LiteralPolicy()
        #expect(!p.isLiteral(word: "thw", intensities: [100, 100, 100]))  // still warming up
        for i in 0..<200 { p.observe(intensity: 30 + i % 40) }           // this user: 30…69
        #expect(p.threshold == 63)
        #expect(p.isLiteral(word: "thw", intensities: [80, 85, 90]))
        #expect(!p.isLiteral(word: "thw", intensities: [50, 85, 40]))
    }

    @Test func aHeavyHandedTypistIsNotLiteralEverywhere() {
        var p = LiteralPolicy()
        for i in 0..<200 { p.observe(intensity: 70 + i % 30) }
        #expect(!p.isLiteral(word: "word", intensities: [80, 85, 75, 90]))
    }

    /// Two ordinary taps both above the 85th percentile happen for one two-letter word in 44; the
    /// bar is higher for short words, while a truly hard press still marks them.
    @Test func aShortWordNeedsHarderTapsThanTheUsualPercentile() {
        var p = LiteralPolicy()
        for i in 0..<200 { p.observe(intensity: 30 + i % 40) }           // this user: 30…69
        #expect(!p.isLiteral(word: "of", intensities: [66, 67]))          // above p85 (63), below p94.5
        #expect(p.isLiteral(word: "of", intensities: [90, 95]))
        #expect(p.isLiteral(word: "thw", intensities: [66, 67, 68]))      // three taps: p85 holds
    }

    /// Three hard taps of four suffice, so four ordinary taps passed the 85th percentile for one
    /// four-letter word in eighty (1.2 %, against 0.3 % for three letters): the bar for four taps
    /// is the 91st.
    @Test func fourTapsNeedTheBarThatThreeOfFourPassByChanceRarely() {
        var p = LiteralPolicy()
        for i in 0..<200 { p.observe(intensity: 30 + i % 40) }           // this user: 30…69
        #expect(!p.isLiteral(word: "word", intensities: [64, 65, 66, 40])) // three above p85 (63), below p91
        #expect(p.isLiteral(word: "word", intensities: [80, 85, 90, 40]))
        for n in 1...20 {
            let q = 1 - p.percentile(forTaps: n), k = p.hardTapsNeeded(n)
            var chance = 0.0
            for i in k...n { chance += Self.choose(n, i) * pow(q, Double(i)) * pow(1 - q, Double(n - i)) }
            #expect(chance <= LiteralPolicy.chanceLiteral * 1.0001, "\(n) taps: \(chance)")
            #expect(p.percentile(forTaps: n) >= p.percentile)
        }
    }

    static func choose(_ n: Int, _ k: Int) -> Double {
        (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) }
    }

    @Test func aRevertedWordStaysLiteral() {
        var p = LiteralPolicy()
        p.markReverted("Pressboard")
        #expect(p.isLiteral(word: "pressboard", intensities: [10]))
    }
}
