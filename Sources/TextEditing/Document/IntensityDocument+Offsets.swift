import _RopeModule

/// Conversions between the document's units: UTF-16 offsets (`TextInput`'s), grapheme clusters
/// (one intensity each) and UTF-8 bytes (Pango's). Read-only; they go through the one place that
/// turns offsets into rope indices (`index(utf16:)`, `utf16Offset(of:)`).
extension IntensityDocument {
    /// Whether `offset` is a grapheme-cluster boundary.
    public func isCharacterBoundary(utf16 offset: Int) -> Bool {
        guard offset >= 0 && offset <= utf16Count else { return false }
        return boundaryUTF16Offset(offset) == offset
    }

    /// Grapheme-cluster offset of the cluster containing UTF-16 `offset` (or of the boundary there).
    public func characterOffset(forUTF16Offset offset: Int) -> Int {
        if let known = landmarks.landmark(atUTF16: offset) {
            return known.character ?? text.distance(from: text.startIndex, to: known.index)
        }
        let i = text.index(roundingDown: index(utf16: max(0, min(offset, utf16Count))))
        return text.distance(from: text.startIndex, to: i)
    }

    /// UTF-16 offset where grapheme cluster `characterOffset` starts (`characterCount` → end).
    public func utf16Offset(forCharacterOffset characterOffset: Int) -> Int {
        let c = max(0, min(characterOffset, characterCount))
        return utf16Offset(of: text.index(text.startIndex, offsetBy: c))
    }

    /// UTF-8 byte offset of UTF-16 `offset` (for Pango; rounds down inside a scalar).
    public func utf8Offset(forUTF16Offset offset: Int) -> Int {
        let i = text.unicodeScalars.index(roundingDown: index(utf16: max(0, min(offset, utf16Count))))
        return i.utf8Offset
    }

    /// UTF-16 offset of UTF-8 byte `offset` (rounds down inside a scalar).
    public func utf16Offset(forUTF8Offset offset: Int) -> Int {
        let i = text.utf8.index(text.startIndex, offsetBy: max(0, min(offset, utf8Count)))
        return utf16Offset(of: text.unicodeScalars.index(roundingDown: i))
    }

    /// Grapheme-cluster range covering UTF-16 `range` (rounded outwards).
    public func characterRange(forUTF16Range range: Range<Int>) -> Range<Int> {
        let lo = characterOffset(forUTF16Offset: range.lowerBound)
        let hiUTF16 = boundaryUTF16Offset(range.upperBound, roundingUp: true)
        return lo..<max(lo, characterOffset(forUTF16Offset: hiUTF16))
    }
}
