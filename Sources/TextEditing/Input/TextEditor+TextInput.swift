extension TextEditor {
    // MARK: UITextInput: text and ranges

    /// The text in `range`, or nil when the range lies outside the document.
    public func text(in range: TextRange) -> String? {
        guard range.start.offset >= 0, range.end.offset <= document.utf16Count else { return nil }
        return document.string(inUTF16Range: range.utf16Range)
    }

    /// Replaces `range` with `text` typed at the typing intensity (UIKit's `replace(_:withText:)`).
    /// Commits marked text first; the caret ends after the new text; one undo step.
    public func replace(_ range: TextRange, withText text: String) {
        replace(range, with: DocumentFragment(text, intensity: typingIntensity, attributes: typingAttributes))
    }

    /// Replaces `range` with an attributed fragment (paste, suggestion); one undo step.
    public func replace(_ range: TextRange, with fragment: DocumentFragment) {
        if markedRange != nil { unmarkText() }
        undoStack.close()
        apply(range.utf16Range, fragment, kind: .other, selectionAfter: { $0.upperBound..<$0.upperBound })
        undoStack.close()
    }

    /// The selection (UIKit's `selectedTextRange`). Setting it snaps to cluster boundaries; moving
    /// it outside the marked text commits the marked text; nil is ignored.
    public var selectedTextRange: TextRange? {
        get { TextRange(selection) }
        set { if let newValue { setSelection(newValue.utf16Range) } }
    }

    public var beginningOfDocument: TextPosition { TextPosition(0) }
    public var endOfDocument: TextPosition { TextPosition(document.utf16Count) }

    /// A range between two positions, or nil if either lies outside the document.
    public func textRange(from: TextPosition, to: TextPosition) -> TextRange? {
        guard isValid(from), isValid(to) else { return nil }
        return TextRange(start: from, end: to)
    }

    /// `position` moved by `offset` UTF-16 units, snapped to the cluster boundary in the direction
    /// of movement (so +1 from before an emoji lands after it); nil outside the document.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= document.utf16Count else { return nil }
        return TextPosition(document.boundaryUTF16Offset(target, roundingUp: offset > 0))
    }

    /// `position` moved `offset` steps in a layout direction: left/right by grapheme clusters
    /// (left-to-right text), up/down by lines through the geometry. Without geometry, up/down move
    /// by paragraphs keeping the cluster column (clamped to the paragraph's length); moving up from
    /// the first paragraph gives the document start, down from the last the document end.
    /// Nil when the position is outside the document.
    public func position(from position: TextPosition, in direction: TextDirection, offset: Int) -> TextPosition? {
        guard isValid(position) else { return nil }
        var p = document.boundaryUTF16Offset(position.offset)
        switch direction {
        case .left, .right, .forward, .backward:
            let steps = direction.isForward ? offset : -offset
            if steps >= 0 { for _ in 0..<steps { p = clusterEnd(after: p) } } else { for _ in 0..<(-steps) { p = clusterStart(before: p) } }
            return TextPosition(p)
        case .up, .down:
            let lines = direction == .down ? offset : -offset
            if let geometry {
                guard let q = geometry.utf16Offset(from: p, movingLinesBy: lines) else {
                    return TextPosition(lines < 0 ? 0 : document.utf16Count)
                }
                return TextPosition(document.boundaryUTF16Offset(q))
            }
            return TextPosition(paragraphMove(from: p, by: lines))
        }
    }

    /// Paragraph-based vertical movement (no geometry attached).
    func paragraphMove(from p: Int, by lines: Int) -> Int {
        var para = paragraphRange(containing: p)
        let column = document.characterOffset(forUTF16Offset: p) - document.characterOffset(forUTF16Offset: para.lowerBound)
        var moved = 0
        while moved != lines {
            if lines > 0 {
                guard para.upperBound < document.utf16Count else { return document.utf16Count }
                para = paragraphRange(containing: clusterEnd(after: para.upperBound))
                moved += 1
            } else {
                guard para.lowerBound > 0 else { return 0 }
                para = paragraphRange(containing: clusterStart(before: para.lowerBound))
                moved -= 1
            }
        }
        let startChar = document.characterOffset(forUTF16Offset: para.lowerBound)
        let endChar = document.characterOffset(forUTF16Offset: para.upperBound)
        return document.utf16Offset(forCharacterOffset: min(startChar + column, endChar))
    }

    /// The paragraph (without its terminator) around `p`; an empty range on an empty paragraph.
    func paragraphRange(containing p: Int) -> Range<Int> {
        let t = tokenizer
        if let r = t.enclosing(p, .paragraph, forward: true) { return r }
        if let r = t.enclosing(p, .paragraph, forward: false) { return r }
        return p..<p
    }

    /// Orders two positions.
    public func compare(_ a: TextPosition, to b: TextPosition) -> PositionOrder {
        a < b ? .ascending : (a == b ? .same : .descending)
    }

    /// Distance in UTF-16 units (consistent with `position(from:offset:)`).
    public func offset(from: TextPosition, to: TextPosition) -> Int { to.offset - from.offset }

    /// The tokenizer over the current text (and geometry, for lines).
    public var tokenizer: TextTokenizer { TextTokenizer(document: document, geometry: geometry) }

    /// The end of `range` farthest in `direction` (left/up/backward: start; right/down/forward: end).
    public func position(within range: TextRange, farthestIn direction: TextDirection) -> TextPosition? {
        guard isValid(range.start), isValid(range.end) else { return nil }
        return direction.isForward ? range.end : range.start
    }

    /// The range from `position` to one step in `direction` (one cluster left/right, one line up/down).
    public func characterRange(byExtending position: TextPosition, in direction: TextDirection) -> TextRange? {
        guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
        return TextRange(start: position, end: other)
    }

    /// Writing direction at `position`: the override if one was set, else the paragraph's first
    /// strong character (Hebrew, Arabic, Syriac, Thaana, N'Ko → right-to-left; else left-to-right).
    public func baseWritingDirection(for position: TextPosition, in direction: TextDirection) -> WritingDirection {
        if baseWritingDirectionOverride != .natural { return baseWritingDirectionOverride }
        let para = paragraphRange(containing: document.boundaryUTF16Offset(position.offset))
        for scalar in document.string(inUTF16Range: para.lowerBound..<min(para.upperBound, para.lowerBound + 256)).unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return .leftToRight
    }

    /// Sets the writing direction used for the whole document (`.natural` restores per-paragraph detection).
    public func setBaseWritingDirection(_ direction: WritingDirection, for range: TextRange) {
        baseWritingDirectionOverride = direction
    }

    func isValid(_ p: TextPosition) -> Bool { p.offset >= 0 && p.offset <= document.utf16Count }

    // MARK: UITextInput: geometry (answered by the attached TextGeometry)

    /// First rectangle of `range` on its first line; nil without geometry.
    public func firstRect(for range: TextRange) -> Rect? { geometry?.firstRect(forUTF16Range: clamp(range.utf16Range)) }

    /// Caret rectangle at `position`; nil without geometry.
    public func caretRect(for position: TextPosition) -> Rect? {
        geometry?.caretRect(forUTF16Offset: document.boundaryUTF16Offset(position.offset))
    }

    /// Selection rectangles of `range`; empty without geometry.
    public func selectionRects(for range: TextRange) -> [SelectionRect] {
        geometry?.selectionRects(forUTF16Range: clamp(range.utf16Range)) ?? []
    }

    /// The position nearest `point`; nil without geometry.
    public func closestPosition(to point: Point) -> TextPosition? {
        geometry.map { TextPosition(document.boundaryUTF16Offset($0.closestUTF16Offset(to: point))) }
    }

    /// The position nearest `point`, clamped into `range`; nil without geometry.
    public func closestPosition(to point: Point, within range: TextRange) -> TextPosition? {
        guard let p = closestPosition(to: point) else { return nil }
        return TextPosition(min(max(p.offset, range.start.offset), range.end.offset))
    }

    /// The cluster under `point` (the one after the closest position, or before it at the end); nil without geometry.
    public func characterRange(at point: Point) -> TextRange? {
        guard let p = closestPosition(to: point) else { return nil }
        if p.offset < document.utf16Count { return TextRange(p.offset..<clusterEnd(after: p.offset)) }
        guard p.offset > 0 else { return TextRange(caret: p) }
        return TextRange(clusterStart(before: p.offset)..<p.offset)
    }
}
