/// Paragraph structure in the editor: commands on the touched paragraphs and the list, heading
/// and code-block rules for Return and Backspace. Every change is one undo step that restores
/// the structure exactly (formats are snapshotted around it).
extension TextEditor {
    /// Applies `command` to every paragraph the selection touches.
    public func applyStructure(_ command: StructureCommand) {
        if markedRange != nil { unmarkText() }
        let touched = document.paragraphs(touchingUTF16Range: selection)
        let formats = touched.map(\.format)
        switch command {
        case .bulletList:
            let off = formats.allSatisfy { $0.list == .bullet }
            changeParagraphs(in: selection) { Self.listed($0, off ? ListKind.none : .bullet) }
        case .numberedList:
            let off = formats.allSatisfy { if case .number = $0.list { true } else { false } }
            let first = touched.first?.characters.lowerBound ?? 0
            var start = 1
            if first > 0, case let .number(s) = document.paragraphFormat(atCharacterOffset: first - 1).list { start = s }
            changeParagraphs(in: selection) { Self.listed($0, off ? ListKind.none : .number(start: start)) }
        case .indent:
            changeParagraphs(in: selection) { f in
                var g = f
                if g.isListItem { g.level = min(g.level + 1, ParagraphFormat.maximumLevel) }
                return g
            }
        case .outdent:
            changeParagraphs(in: selection, Self.outdented)
        case .align(let a):
            changeParagraphs(in: selection) { var g = $0; g.alignment = a; return g }
        case .block(let b):
            changeParagraphs(in: selection) { f in
                var g = f
                g.block = b
                if b == .code { g.list = .none; g.level = 0 }
                return g
            }
        case .roundedBackground:
            let off = formats.allSatisfy { $0.background != nil }
            changeParagraphs(in: selection) { var g = $0; g.background = off ? nil : .standard; return g }
        }
    }

    private static func listed(_ f: ParagraphFormat, _ list: ListKind) -> ParagraphFormat {
        var g = f
        g.list = list
        if list == .none { g.level = 0 } else if g.block == .code { g.block = .paragraph }
        return g
    }

    /// One level shallower; a top-level item becomes a plain paragraph.
    static func outdented(_ f: ParagraphFormat) -> ParagraphFormat {
        var g = f
        guard g.isListItem else { return g }
        if g.level > 0 { g.level -= 1 } else { g.list = .none }
        return g
    }

    /// Changes the formats of the paragraphs `range` touches as one undo step.
    func changeParagraphs(in range: Range<Int>, _ change: (ParagraphFormat) -> ParagraphFormat) {
        let before = document.paragraphSnapshot(touchingUTF16Range: range)
        inputDelegate?.textWillChange(self)
        document.updateParagraphFormats(inUTF16Range: range, change)
        inputDelegate?.textDidChange(self)
        let after = document.paragraphSnapshot(touchingUTF16Range: range)
        guard before != after else { return }
        undoStack.close()
        undoStack.attachParagraphs(before, after, orRecord: UndoRecord(
            kind: .other, location: selection.lowerBound, old: .empty, new: .empty, selectionBefore: selection,
            selectionAfter: selection, paragraphsBefore: before, paragraphsAfter: after))
    }

    // MARK: Return and Backspace

    /// Whether the paragraph holds nothing but (at most) its separator.
    private func isEmptyParagraph(_ chars: Range<Int>) -> Bool {
        chars.isEmpty || (chars.count == 1 && IntensityDocument.isParagraphSeparator(document.character(atCharacterOffset: chars.lowerBound)))
    }

    /// Whether the caret (UTF-16 `u`, cluster `c`) sits in an empty paragraph: separators (or the
    /// document's ends) on both sides. On a boundary the neighbouring scalars are read, which
    /// needs no cluster walk from the start of the text.
    private func caretIsInEmptyParagraph(utf16 u: Int, character c: Int) -> Bool {
        if document.isCharacterBoundary(utf16: u) {
            return (u == 0 || document.endsWithParagraphSeparator(beforeUTF16Offset: u))
                && (u == document.utf16Count || document.startsWithParagraphSeparator(atUTF16Offset: u))
        }
        let isSeparator = { (k: Int) in IntensityDocument.isParagraphSeparator(self.document.character(atCharacterOffset: k)) }
        return (c == 0 || isSeparator(c - 1)) && (c == document.characterCount || isSeparator(c))
    }

    /// Return with a caret: an empty list item outdents (then leaves the list), an empty last
    /// line of a code block leaves the block, Return at the end of a heading starts a plain
    /// paragraph. Returns false when the plain insertion applies (a new item continues the list:
    /// the new separator takes the item's format).
    func structuralReturn(intensity: UInt8) -> Bool {
        guard markedRange == nil, selection.isEmpty else { return false }
        // Plain paragraphs and non-empty list items take the plain insertion: decide that from
        // the caret's neighbours before walking the paragraph.
        let c = document.characterOffset(forUTF16Offset: selection.lowerBound)
        let caretFormat = document.paragraphFormat(atCharacterOffset: c)
        guard caretFormat.isListItem || caretFormat.block != .paragraph else { return false }
        let emptyHere = caretIsInEmptyParagraph(utf16: selection.lowerBound, character: c)
        if caretFormat.isListItem && !emptyHere && caretFormat.block.headingLevel == nil { return false }
        guard let p = document.paragraphs(touchingUTF16Range: selection).first else { return false }
        let f = p.format
        if f.isListItem && isEmptyParagraph(p.characters) {
            changeParagraphs(in: selection, Self.outdented)
            return true
        }
        if f.block == .code && isEmptyParagraph(p.characters) {
            let next = p.characters.upperBound
            let nextIsCode = next < document.characterCount && p.characters.upperBound > p.characters.lowerBound
                && document.paragraphFormat(atCharacterOffset: next).block == .code
            guard !nextIsCode else { return false }
            changeParagraphs(in: selection) { var g = $0; g.block = .paragraph; return g }
            return true
        }
        let caret = document.characterOffset(forUTF16Offset: selection.lowerBound)
        let textEnd = isEmptyParagraph(p.characters) ? p.characters.lowerBound
            : (IntensityDocument.isParagraphSeparator(document.character(atCharacterOffset: p.characters.upperBound - 1)) ? p.characters.upperBound - 1 : p.characters.upperBound)
        guard f.block.headingLevel != nil, caret == textEnd else { return false }
        let before = document.paragraphSnapshot(touchingUTF16Range: selection)
        undoStack.close()
        apply(selection, DocumentFragment("\n", intensity: intensity, attributes: typingAttributes), kind: .other,
              selectionAfter: { $0.upperBound..<$0.upperBound })
        document.updateParagraphFormats(inUTF16Range: selection) { ParagraphFormat(alignment: $0.alignment) }
        let c16 = selection.lowerBound
        let after = document.paragraphSnapshot(touchingUTF16Range: (c16 - 1)..<min(c16 + 1, document.utf16Count))
        undoStack.attachParagraphs(before, after, orRecord: nil)
        return true
    }

    /// Backspace with a caret at a paragraph's start: a list item loses its marker first, the
    /// first paragraph of a heading, quote or code block becomes a plain paragraph; otherwise the
    /// paragraph joins the one before and takes its format. False when the plain deletion applies.
    func structuralBackspace() -> Bool {
        guard markedRange == nil, selection.isEmpty else { return false }
        // Only a caret at a paragraph's start is structural. Decide that from the character before
        // it: walking the paragraph made every Backspace in a long paragraph cost its length. On a
        // boundary, read its last scalar (no cluster walk from the start of the text).
        let u = selection.lowerBound
        if document.isCharacterBoundary(utf16: u) && u > 0 && !document.endsWithParagraphSeparator(beforeUTF16Offset: u) { return false }
        let caret = document.characterOffset(forUTF16Offset: u)
        guard caret == 0 || IntensityDocument.isParagraphSeparator(document.character(atCharacterOffset: caret - 1)) else { return false }
        let format = document.paragraphFormat(atCharacterOffset: caret)
        let previous: ParagraphFormat? = caret > 0 ? document.paragraphFormat(atCharacterOffset: caret - 1) : nil
        if format.isListItem {
            changeParagraphs(in: selection) { var g = $0; g.list = .none; g.level = 0; return g }
            return true
        }
        if format.block != .paragraph && previous?.block != format.block {
            changeParagraphs(in: selection) { var g = $0; g.block = .paragraph; return g }
            return true
        }
        guard let previous, previous != format else { return false }
        let p16 = selection.lowerBound
        let joinAt = clusterStart(before: p16)
        // Both paragraphs: the one before and the caret's (one unit past the caret reaches into it).
        let before = document.paragraphSnapshot(touchingUTF16Range: joinAt..<min(p16 + 1, document.utf16Count))
        undoStack.close()
        apply(joinAt..<p16, .empty, kind: .other, selectionAfter: { $0.lowerBound..<$0.lowerBound })
        document.updateParagraphFormats(inUTF16Range: selection) { _ in previous }
        undoStack.attachParagraphs(before, document.paragraphSnapshot(touchingUTF16Range: selection), orRecord: nil)
        return true
    }
}
