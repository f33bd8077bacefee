import Testing
@_spi(Fuzzing) @testable import Suggestions

/// A corrupted or truncated suggestion-index cache is detected (header, bounds, checksum,
/// structure) and rejected, so `SuggestionIndex.load` rebuilds it; it is never read out of bounds.
@Suite struct IndexCacheDamageTests {
    static let words: [(String, UInt64)] = [("the", 900), ("there", 300), ("their", 280), ("then", 200), ("hello", 50), ("help", 40)]

    @Test func aSoundCacheLoads() throws {
        let bytes = try Fixtures.index(Self.words, bigrams: [("the", "help", 3)]).cacheBytes
        #expect(SuggestionIndex.cacheProblem(bytes) == nil)
    }

    @Test func truncationAndFlippedBytesAreRejected() throws {
        let bytes = try Fixtures.index(Self.words).cacheBytes
        #expect(SuggestionIndex.cacheProblem(Array(bytes.prefix(10))) == "truncated header")
        #expect(SuggestionIndex.cacheProblem(Array(bytes.dropLast(8))) != nil)
        var flipped = bytes
        flipped[bytes.count - 3] ^= 0x40
        #expect(SuggestionIndex.cacheProblem(flipped) == "checksum mismatch (corrupt)")
    }

    /// With the checksum made to match, damage anywhere is still caught by the bounds and
    /// structure checks or loads harmlessly; run under `make test-asan` this proves no read
    /// goes outside the image.
    @Test func damageBehindAValidChecksumIsCaughtOrHarmless() throws {
        let bytes = try Fixtures.index(Self.words, bigrams: [("the", "help", 3)]).cacheBytes
        var rng = SplitMix(seed: 16)
        for _ in 0..<400 {
            var damaged = bytes
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                damaged[at] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = SuggestionIndex.cacheProblem(damaged, recomputingChecksum: true)
        }
        var wild = bytes
        for k in 0..<8 { wild[48 + k] = 0xFF }  // first section's offset
        #expect(SuggestionIndex.cacheProblem(wild, recomputingChecksum: true)?.contains("out of bounds") == true)
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
