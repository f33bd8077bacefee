import _RopeModule

/// Reading the document's text, intensities and everything else in a range, as fragments for
/// copying, archiving and layout.
extension IntensityDocument {
    /// The text of UTF-16 `range` (rounded outwards to cluster boundaries).
    public func string(inUTF16Range range: Range<Int>) -> String {
        let lo = boundaryUTF16Offset(range.lowerBound), hi = boundaryUTF16Offset(range.upperBound, roundingUp: true)
        guard lo < hi else { return "" }
        return String(text[index(utf16: lo)..<index(utf16: hi)])
    }

    /// The cluster at grapheme offset `characterOffset`.
    public func character(atCharacterOffset characterOffset: Int) -> Character {
        text[text.index(text.startIndex, offsetBy: characterOffset)]
    }

    /// The intensity of the cluster at `characterOffset`.
    public func intensity(atCharacterOffset characterOffset: Int) -> UInt8 { intensities[characterOffset] }

    /// Intensities of the clusters covering UTF-16 `range`.
    public func intensities(inUTF16Range range: Range<Int>) -> [UInt8] {
        intensities.values(in: characterRange(forUTF16Range: range))
    }

    /// Everything in UTF-16 `range` (rounded outwards), with links clipped to it.
    public func fragment(inUTF16Range range: Range<Int>) -> DocumentFragment {
        let n16 = utf16Count
        let lower = max(0, min(range.lowerBound, n16)), upper = max(lower, min(range.upperBound, n16))
        guard upper > lower else { return .empty }
        let (lo, hi, _, _, ca, cb) = locate(lower, upper)
        let chars = ca..<cb
        let s = String(text[lo..<hi])
        let runs = attributes.runs(in: chars).map { RunArray<BaseAttributes>.Run(count: $0.range.count, value: $0.value) }
        let clipped = links.compactMap { link -> Link? in
            let lo = max(link.range.lowerBound, chars.lowerBound), hi = min(link.range.upperBound, chars.upperBound)
            return lo < hi ? Link(range: (lo - chars.lowerBound)..<(hi - chars.lowerBound), url: link.url) : nil
        }
        var separatorFormats: [ParagraphFormat?] = []
        var k = ca
        for ch in s {
            if Self.isParagraphSeparator(ch) { separatorFormats.append(paragraphs.value(at: k) ?? finalParagraph) }
            k += 1
        }
        return DocumentFragment(string: s, intensities: intensities.values(in: chars), attributes: runs, links: clipped,
                                paragraphFormats: separatorFormats, attachments: attachments(inCharacters: chars))
    }

    /// The whole document as a fragment.
    public var fragment: DocumentFragment { fragment(inUTF16Range: 0..<utf16Count) }
}
