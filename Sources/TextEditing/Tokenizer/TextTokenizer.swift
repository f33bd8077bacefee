import _RopeModule

/// Finds text units around positions (UIKit's `UITextInputTokenizer`).
///
/// Units: a *character* is a grapheme cluster; a *word* a run of letters, digits, marks and `_`
/// (apostrophes between letters included); a *sentence* runs from its first non-space character
/// through its terminators (`. ! ? …` and closing quotes) or to the end of its paragraph; a
/// *paragraph* is the text between line terminators (terminator excluded); a *line* is the
/// geometry's visual line, or the paragraph when no geometry is attached; the *document* is all text.
///
/// Direction conventions (UIKit leaves them loose; these are ours): forward/right/down look at the
/// character after the position, backward/left/up at the one before; a position is "at a
/// boundary" forward when a unit ends there and backward when one starts there.
/// Scans are local: cost is proportional to the unit's length, not the document's.
public struct TextTokenizer {
    let document: IntensityDocument
    let geometry: (any TextGeometry)?

    public init(document: IntensityDocument, geometry: (any TextGeometry)? = nil) {
        self.document = document
        self.geometry = geometry
    }

    private var text: BigString { document.text }

    // MARK: UIKit tokenizer API

    /// The unit containing the character in `direction` from `position`; nil when that character
    /// is in no unit of this granularity (a space, for words) or there is none.
    public func rangeEnclosingPosition(_ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection) -> TextRange? {
        enclosing(position.offset, granularity, forward: direction.isForward).map(TextRange.init)
    }

    /// Whether a unit ends at `position` (forward) or starts there (backward).
    public func isPosition(_ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection) -> Bool {
        let p = position.offset
        if granularity == .document { return direction.isForward ? p == document.utf16Count : p == 0 }
        if direction.isForward { return enclosing(p, granularity, forward: false)?.upperBound == p }
        return enclosing(p, granularity, forward: true)?.lowerBound == p
    }

    /// Whether the character in `direction` from `position` belongs to a unit.
    public func isPosition(_ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection) -> Bool {
        enclosing(position.offset, granularity, forward: direction.isForward) != nil
    }

    /// The next unit end after `position` (forward) or the previous unit start before it (backward);
    /// nil when there is none to move to.
    public func position(from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection) -> TextPosition? {
        let p = position.offset
        let n = document.utf16Count
        let result: Int
        if granularity == .document {
            result = direction.isForward ? n : 0
        } else if direction.isForward {
            if let unit = enclosing(p, granularity, forward: true) {
                result = unit.upperBound
            } else if let next = nextUnitStart(after: p, granularity), let unit = enclosing(next, granularity, forward: true) {
                result = unit.upperBound
            } else {
                result = n
            }
        } else {
            if let unit = enclosing(p, granularity, forward: false) {
                result = unit.lowerBound
            } else if let prev = previousUnitEnd(before: p, granularity), let unit = enclosing(prev, granularity, forward: false) {
                result = unit.lowerBound
            } else {
                result = 0
            }
        }
        return result == p ? nil : TextPosition(result)
    }

    /// Consecutive ranges covering the whole document, one per unit: separators before a unit
    /// belong to it, separators after the last unit to the last one (used for smoothing, where
    /// every cluster must belong to exactly one unit, as in the original).
    public func segments(_ granularity: TextGranularity) -> [Range<Int>] {
        let n = document.utf16Count
        guard n > 0 else { return [] }
        if granularity == .document { return [0..<n] }
        var out: [Range<Int>] = []
        var start = 0
        while start < n {
            guard let end = position(from: TextPosition(start), toBoundary: granularity, inDirection: .forward)?.offset, end > start else {
                out.append(start..<n)
                break
            }
            // Trailing separators after the last unit join it.
            if nextUnitStart(after: end, granularity) == nil && end < n {
                out.append(start..<n)
                break
            }
            out.append(start..<end)
            start = end
        }
        return out
    }

    // MARK: Unit finding

    /// UTF-16 range of the unit containing the character after (`forward`) or before `p`.
    func enclosing(_ p: Int, _ granularity: TextGranularity, forward: Bool) -> Range<Int>? {
        let n = document.utf16Count
        guard p >= 0, p <= n, forward ? p < n : p > 0 else { return nil }
        let at = text.index(roundingDown: document.index(utf16: p))
        let charIndex = forward ? at : text.index(before: at)
        let c = text[charIndex]
        switch granularity {
        case .character:
            let lo = document.utf16Offset(of: charIndex)
            return lo..<(lo + c.utf16.count)
        case .word:
            guard isWordAt(charIndex) else { return nil }
            var lo = charIndex
            while lo > text.startIndex, isWordAt(text.index(before: lo)) { lo = text.index(before: lo) }
            var hi = text.index(after: charIndex)
            while hi < text.endIndex, isWordAt(hi) { hi = text.index(after: hi) }
            return document.utf16Offset(of: lo)..<document.utf16Offset(of: hi)
        case .paragraph:
            guard !CharacterClass.isNewline(c) else { return nil }
            return paragraph(around: charIndex)
        case .line:
            if let geometry {
                let line = geometry.lineRange(containingUTF16Offset: forward ? p : p - 1)
                return line.isEmpty ? nil : line
            }
            guard !CharacterClass.isNewline(c) else { return nil }
            return paragraph(around: charIndex)
        case .sentence:
            guard !CharacterClass.isSpace(c) else { return nil }
            return sentence(around: charIndex)
        case .document:
            return 0..<n
        }
    }

    private func isWordAt(_ i: BigString.Index) -> Bool {
        let c = text[i]
        if CharacterClass.isWord(c) { return true }
        guard CharacterClass.isJoiner(c), i > text.startIndex else { return false }
        let after = text.index(after: i)
        guard after < text.endIndex else { return false }
        return CharacterClass.isWord(text[text.index(before: i)]) && CharacterClass.isWord(text[after])
    }

    private func paragraph(around i: BigString.Index) -> Range<Int> {
        var lo = i
        while lo > text.startIndex {
            let prev = text.index(before: lo)
            if CharacterClass.isNewline(text[prev]) { break }
            lo = prev
        }
        var hi = i
        while hi < text.endIndex, !CharacterClass.isNewline(text[hi]) { hi = text.index(after: hi) }
        return document.utf16Offset(of: lo)..<document.utf16Offset(of: hi)
    }

    private func sentence(around i: BigString.Index) -> Range<Int> {
        // Start: after the previous terminator run + space, or the paragraph start.
        var lo = i
        while lo > text.startIndex {
            let prev = text.index(before: lo)
            let pc = text[prev]
            if CharacterClass.isNewline(pc) { break }
            if CharacterClass.isSpace(pc) {
                var k = prev
                while k > text.startIndex, CharacterClass.isSpace(text[k]), !CharacterClass.isNewline(text[k]) { k = text.index(before: k) }
                var t = k
                while t > text.startIndex, CharacterClass.isCloser(text[t]) { t = text.index(before: t) }
                if CharacterClass.isTerminator(text[t]) && !CharacterClass.isSpace(text[k]) { break }
            }
            lo = prev
        }
        while lo < i, CharacterClass.isSpace(text[lo]) { lo = text.index(after: lo) }
        // End: through the terminator run and closers, or the paragraph end.
        var hi = i
        while hi < text.endIndex {
            let c = text[hi]
            if CharacterClass.isNewline(c) { break }
            if CharacterClass.isTerminator(c) {
                var e = text.index(after: hi)
                while e < text.endIndex, CharacterClass.isTerminator(text[e]) || CharacterClass.isCloser(text[e]) { e = text.index(after: e) }
                if e == text.endIndex || CharacterClass.isSpace(text[e]) { hi = e; break }
                hi = e
                continue
            }
            hi = text.index(after: hi)
        }
        // Trim trailing spaces (a paragraph ending in spaces).
        while hi > lo, CharacterClass.isSpace(text[text.index(before: hi)]) { hi = text.index(before: hi) }
        return document.utf16Offset(of: lo)..<document.utf16Offset(of: hi)
    }

    private func nextUnitStart(after p: Int, _ granularity: TextGranularity) -> Int? {
        var q = p
        let n = document.utf16Count
        while q < n {
            if enclosing(q, granularity, forward: true) != nil { return q }
            q += text[text.index(roundingDown: document.index(utf16: q))].utf16.count
        }
        return nil
    }

    private func previousUnitEnd(before p: Int, _ granularity: TextGranularity) -> Int? {
        var q = p
        while q > 0 {
            if enclosing(q, granularity, forward: false) != nil { return q }
            let i = text.index(before: text.index(roundingDown: document.index(utf16: q)))
            q = document.utf16Offset(of: i)
        }
        return nil
    }
}
