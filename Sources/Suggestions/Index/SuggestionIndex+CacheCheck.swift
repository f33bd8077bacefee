/// Checks a suggestion-index cache file's bytes the way `SuggestionIndex.load` does before it
/// uses a cache (header, section bounds, checksum, then the structure), for the fuzz target
/// and tests: a damaged cache must be rejected, never read out of bounds.
extension SuggestionIndex {
    /// The index as its cache file holds it.
    @_spi(Fuzzing) public var cacheBytes: [UInt8] {
        Array(UnsafeRawBufferPointer(start: image.base, count: image.size))
    }

    /// Why `bytes` would be rejected as a cache, or nil when they load. With
    /// `recomputingChecksum`, the checksum is first made to match, so the checks behind it are
    /// reached by arbitrary (fuzzed) contents too.
    @_spi(Fuzzing) public static func cacheProblem(_ bytes: [UInt8], fingerprint: UInt64? = nil, recomputingChecksum: Bool = false) -> String? {
        guard bytes.count >= IndexImage.headerSize else { return "truncated header" }
        var copy = bytes
        if recomputingChecksum {
            let sum = copy.withUnsafeBytes { IndexImage.checksum($0.baseAddress!.advanced(by: IndexImage.headerSize), count: $0.count - IndexImage.headerSize) }
            withUnsafeBytes(of: sum.littleEndian) { for (k, b) in $0.enumerated() { copy[24 + k] = b } }
        }
        let image = IndexImage.copy(of: copy)
        let expected = fingerprint ?? image.header.fingerprint
        if let p = image.headerProblem(expectedFingerprint: expected) { return p }
        do {
            let index = try SuggestionIndex(image: image, locale: "en")
            _ = index.wordCount
            return nil
        } catch {
            return "\(error)"
        }
    }
}
