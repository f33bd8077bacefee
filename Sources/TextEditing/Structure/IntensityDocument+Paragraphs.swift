/// Paragraph structure: one ``ParagraphFormat`` per paragraph, kept in step with the text.
///
/// Formats are stored as runs over grapheme clusters (every cluster of a paragraph, its separator
/// included, carries the paragraph's format; the final paragraph's is also kept in
/// `finalParagraph` because it may have no clusters). A paragraph's format belongs to its
/// separator, as a word processor's paragraph mark: inserting text inherits the format of the
/// paragraph it lands in, deleting a separator gives the joined paragraph the format of the
/// separator that now ends it, and a deleted separator brought back by undo brings its format
/// back. That makes undo of any text edit restore structure exactly without extra bookkeeping.
extension IntensityDocument {
    /// Whether `c` ends a paragraph (LF, CR, CRLF or U+2029).
    public static func isParagraphSeparator(_ c: Character) -> Bool {
        // By the cluster's first bytes, not Character equality (a Unicode-aware string compare,
        // and this runs on every paragraph walk): LF, CR and U+2029 are controls, so a cluster
        // starting with one is that separator alone, or CR LF.
        var bytes = c.utf8.makeIterator()
        switch bytes.next() {
        case 0x0A?, 0x0D?: return true
        case 0xE2?: return bytes.next() == 0x80 && bytes.next() == 0xA9
        default: return false
        }
    }

    /// Whether the cluster ending at cluster boundary UTF-16 `offset` is a paragraph separator
    /// (false at the start). Reads one scalar instead of locating the cluster: LF, CR and
    /// U+2029 are controls, so a cluster ending at a boundary in one of them is that separator
    /// (or CR LF), and every separator ends in one. `offset` must be a boundary.
    func endsWithParagraphSeparator(beforeUTF16Offset offset: Int) -> Bool {
        guard offset > 0 && offset <= utf16Count else { return false }
        // Scalars, not UTF-16 units: stepping back one UTF-16 unit from the end of the rope
        // counts the last chunk's units from its start.
        let scalars = text.unicodeScalars
        return Self.isSeparatorScalar(scalars[scalars.index(before: index(utf16: offset))].value)
    }

    /// Whether the cluster starting at cluster boundary UTF-16 `offset` is a paragraph separator
    /// (false at the end); see ``endsWithParagraphSeparator(beforeUTF16Offset:)``.
    func startsWithParagraphSeparator(atUTF16Offset offset: Int) -> Bool {
        guard offset >= 0 && offset < utf16Count else { return false }
        return Self.isSeparatorScalar(text.unicodeScalars[index(utf16: offset)].value)
    }

    /// LF, CR or U+2029 (a scalar value).
    static func isSeparatorScalar(_ value: UInt32) -> Bool { value == 0x0A || value == 0x0D || value == 0x2029 }

    /// The format of the paragraph holding cluster `characterOffset` (the end → the last paragraph).
    public func paragraphFormat(atCharacterOffset characterOffset: Int) -> ParagraphFormat {
        characterOffset < characterCount ? (paragraphs.value(at: characterOffset) ?? finalParagraph) : finalParagraph
    }

    /// The format of the paragraph holding UTF-16 `offset`.
    public func paragraphFormat(atUTF16Offset offset: Int) -> ParagraphFormat {
        paragraphFormat(atCharacterOffset: characterOffset(forUTF16Offset: offset))
    }

    /// Clusters of the paragraph holding cluster `c`, its separator included (`c` at the end →
    /// the last paragraph). Costs a walk over that paragraph only.
    public func paragraphCharacterRange(containing c: Int) -> Range<Int> {
        let c = max(0, min(c, characterCount))
        let at = text.index(text.startIndex, offsetBy: c)
        var start = c, j = at
        while j > text.startIndex {
            let p = text.index(before: j)
            if Self.isParagraphSeparator(text[p]) { break }
            j = p; start -= 1
        }
        var end = c, k = at
        while k < text.endIndex {
            let ch = text[k]
            k = text.index(after: k); end += 1
            if Self.isParagraphSeparator(ch) { break }
        }
        return start..<end
    }

    /// The paragraphs a UTF-16 range touches (the caret's paragraph for an empty range), as
    /// cluster ranges with their formats, in order.
    public func paragraphs(touchingUTF16Range range: Range<Int>) -> [(characters: Range<Int>, format: ParagraphFormat)] {
        let chars = characterRange(forUTF16Range: range)
        var out: [(characters: Range<Int>, format: ParagraphFormat)] = []
        var p = paragraphCharacterRange(containing: chars.lowerBound)
        let last = chars.isEmpty ? chars.lowerBound : chars.upperBound - 1
        while true {
            out.append((p, paragraphFormat(atCharacterOffset: p.lowerBound == characterCount ? p.lowerBound : p.upperBound - 1)))
            if p.upperBound > last || p.upperBound >= characterCount { break }
            p = paragraphCharacterRange(containing: p.upperBound)
        }
        return out
    }

    /// Every paragraph's format, first to last (a text ending in a separator has an empty last one).
    public var paragraphFormats: [ParagraphFormat] {
        var out: [ParagraphFormat] = []
        var offset = 0
        for ch in text {
            if Self.isParagraphSeparator(ch) { out.append(paragraphs.value(at: offset) ?? .plain) }
            offset += 1
        }
        out.append(finalParagraph)
        return out
    }

    /// Number of paragraphs (separators + 1).
    public var paragraphCount: Int {
        var n = 1
        for ch in text where Self.isParagraphSeparator(ch) { n += 1 }
        return n
    }

    /// Sets every paragraph's format from `formats` (one per paragraph; missing ones stay plain,
    /// extra ones are ignored). Used by loaders.
    public mutating func setParagraphFormats(_ formats: [ParagraphFormat]) {
        var runs = RunArray<ParagraphFormat>()
        var start = 0, offset = 0, index = 0
        for ch in text {
            offset += 1
            if Self.isParagraphSeparator(ch) {
                let f = index < formats.count ? formats[index] : .plain
                runs.replaceSubrange(start..<start, with: [.init(count: offset - start, value: f)])
                start = offset; index += 1
            }
        }
        let final = index < formats.count ? formats[index] : .plain
        if offset > start { runs.replaceSubrange(start..<start, with: [.init(count: offset - start, value: final)]) }
        paragraphs = runs
        finalParagraph = final
    }

    /// Applies `change` to the format of every paragraph `range` touches.
    public mutating func updateParagraphFormats(inUTF16Range range: Range<Int>, _ change: (ParagraphFormat) -> ParagraphFormat) {
        for p in paragraphs(touchingUTF16Range: range) {
            let f = change(p.format)
            if !p.characters.isEmpty { paragraphs.set(f, in: p.characters) }
            if p.characters.upperBound == characterCount && (p.characters.isEmpty || !Self.isParagraphSeparator(character(atCharacterOffset: p.characters.upperBound - 1))) {
                finalParagraph = f
            }
        }
    }

    // MARK: Snapshots (undo)

    /// The formats over clusters `characters` and of the last paragraph, to put back later.
    public struct ParagraphSnapshot: Sendable, Equatable {
        public var characters: Range<Int>
        public var runs: [RunArray<ParagraphFormat>.Run]
        public var final: ParagraphFormat
    }

    /// Snapshot of the paragraphs `range` touches.
    public func paragraphSnapshot(touchingUTF16Range range: Range<Int>) -> ParagraphSnapshot {
        let ps = paragraphs(touchingUTF16Range: range)
        let chars = (ps.first?.characters.lowerBound ?? 0)..<(ps.last?.characters.upperBound ?? 0)
        let runs = paragraphs.runs(in: chars).map { RunArray<ParagraphFormat>.Run(count: $0.range.count, value: $0.value) }
        return ParagraphSnapshot(characters: chars, runs: runs, final: finalParagraph)
    }

    /// Puts a snapshot back (its cluster range must hold the same paragraphs as when taken).
    public mutating func restore(_ snapshot: ParagraphSnapshot) {
        let r = snapshot.characters.clamped(to: 0..<characterCount)
        if r.count == snapshot.runs.reduce(0, { $0 + $1.count }) { paragraphs.replaceSubrange(r, with: snapshot.runs) }
        finalParagraph = snapshot.final
    }

    // MARK: Keeping formats in step with edits

    /// Paragraph runs for `count` new clusters of `fragment`: separators carry their recorded
    /// format, everything else (and unrecorded separators) the paragraph's they land in.
    static func paragraphRuns(for fragment: DocumentFragment, count: Int, inherit: ParagraphFormat) -> [RunArray<ParagraphFormat>.Run] {
        guard fragment.paragraphFormats.contains(where: { $0 != nil }), count == fragment.intensities.count else {
            return count > 0 ? [.init(count: count, value: inherit)] : []
        }
        var runs = RunArray<ParagraphFormat>()
        var k = 0, n = 0
        for ch in fragment.string {
            var v = inherit
            if isParagraphSeparator(ch) {
                if k < fragment.paragraphFormats.count, let f = fragment.paragraphFormats[k] { v = f }
                k += 1
            }
            runs.replaceSubrange(n..<n, with: [.init(count: 1, value: v)])
            n += 1
        }
        return runs.runs
    }

    /// Recomputes the formats of the paragraphs between clusters `lower` and `upper` (new
    /// coordinates) from their separators, after an edit that added or removed separators.
    mutating func normalizeParagraphs(from lower: Int, through upper: Int) {
        let first = paragraphCharacterRange(containing: lower)
        var runs: [RunArray<ParagraphFormat>.Run] = []
        var p = first
        while true {
            let endsWithSeparator = !p.isEmpty && p.upperBound <= characterCount
                && Self.isParagraphSeparator(character(atCharacterOffset: p.upperBound - 1))
            let f = endsWithSeparator ? (paragraphs.value(at: p.upperBound - 1) ?? finalParagraph) : finalParagraph
            if !p.isEmpty { runs.append(.init(count: p.count, value: f)) }
            if p.upperBound > upper || p.upperBound >= characterCount || !endsWithSeparator { break }
            p = paragraphCharacterRange(containing: p.upperBound)
        }
        paragraphs.replaceSubrange(first.lowerBound..<p.upperBound, with: runs)
    }
}
