/// The editing session over an ``IntensityDocument``: UIKit's `UITextInput` + `UIKeyInput`
/// semantics with UTF-16 positions, selection, marked text, undo and compose sequences.
///
/// Not thread-safe: one editor belongs to one session (the Session stage drives it from one task).
/// Every position it hands out lies on a grapheme-cluster boundary; positions given to it are
/// moved to the boundary at or before them.
public final class TextEditor {
    /// The text being edited. Mutate it through the editor so selection, marked text and undo follow.
    public internal(set) var document: IntensityDocument
    /// Selection as UTF-16 offsets; empty means a caret.
    public internal(set) var selection: Range<Int>
    /// Marked (provisional, IME or compose) text as UTF-16 offsets; nil when nothing is marked.
    public internal(set) var markedRange: Range<Int>?
    /// Intensity of text typed without an explicit intensity (sticky, like the original's slider).
    public var typingIntensity: UInt8
    /// Base attributes of typed text.
    public var typingAttributes: BaseAttributes
    public var settings: EditorSettings
    /// Told around changes; held weakly, as UIKit does.
    public weak var inputDelegate: (any TextInputDelegate)?
    /// Layout answers for rect, line and vertical-movement queries; held weakly (the view owns it).
    public weak var geometry: (any TextGeometry)?
    /// Writing direction set by `setBaseWritingDirection`; `.natural` decides per paragraph.
    public internal(set) var baseWritingDirectionOverride: WritingDirection = .natural

    var undoStack: UndoStack
    /// The state before the current marked text appeared: one undo step is recorded when it is committed.
    var markSession: (location: Int, old: DocumentFragment, selectionBefore: Range<Int>)?
    /// Compose sequence state (nil when no compose table was given).
    var composer: ComposeState?
    /// Whether the marked text is the preview of a pending compose sequence.
    var composePreviewActive = false
    var composeIntensities: [UInt8] = []

    public init(document: IntensityDocument = IntensityDocument(), settings: EditorSettings = EditorSettings(), composeTable: ComposeTable? = nil) {
        self.document = document
        self.settings = settings
        self.typingIntensity = settings.defaultIntensity
        self.typingAttributes = .default
        self.selection = document.utf16Count..<document.utf16Count
        self.undoStack = UndoStack(limit: settings.undoLimit)
        self.composer = composeTable.map(ComposeState.init)
    }

    // MARK: Core edit

    /// Replaces `range` (UTF-16, rounded outwards) with `fragment`; selection goes to `selectionAfter`
    /// (a function of the inserted range) and the change is recorded as `kind` unless marked text
    /// is being edited (then the commit records it).
    @discardableResult
    func apply(_ range: Range<Int>, _ fragment: DocumentFragment, kind: UndoRecord.Kind,
               selectionAfter: (Range<Int>) -> Range<Int>, recordUndo: Bool = true) -> Range<Int> {
        // A caret insert replaces nothing: skip reading the (empty) old contents.
        let old = recordUndo && !range.isEmpty ? document.fragment(inUTF16Range: range) : .empty
        let before = selection
        inputDelegate?.textWillChange(self)
        inputDelegate?.selectionWillChange(self)
        let edit = document.replace(utf16Range: range, with: fragment)
        let lo = edit.replacedUTF16.lowerBound
        let inserted = lo..<(lo + edit.insertedUTF16Count)
        let after = selectionAfter(inserted)
        // A caret after cleanly inserted text is on a boundary already; anything else is snapped.
        selection = edit.isClean && after == inserted.upperBound..<inserted.upperBound ? after : clamp(after)
        if recordUndo {
            let new = edit.isClean ? fragment : document.fragment(inUTF16Range: inserted)
            if !(old.isEmpty && new.isEmpty) {
                undoStack.record(UndoRecord(kind: kind, location: lo, old: old, new: new, selectionBefore: before,
                                            selectionAfter: selection, seamless: edit.isClean))
            }
        }
        inputDelegate?.selectionDidChange(self)
        inputDelegate?.textDidChange(self)
        return inserted
    }

    func clamp(_ r: Range<Int>) -> Range<Int> {
        let lo = document.boundaryUTF16Offset(r.lowerBound)
        if r.isEmpty { return lo..<lo }
        let hi = max(lo, document.boundaryUTF16Offset(r.upperBound))
        return lo..<hi
    }

    /// Moves the selection (UTF-16, snapped to cluster boundaries). Leaving the marked range commits it.
    public func setSelection(_ range: Range<Int>) {
        // A caret keeps its rope index in the document: the next keystroke edits there.
        let caret = range.isEmpty ? document.locateCaret(range.lowerBound) : 0
        let r = range.isEmpty ? caret..<caret : clamp(range)
        if let marked = markedRange, !(r.lowerBound >= marked.lowerBound && r.upperBound <= marked.upperBound) {
            unmarkText()
        }
        guard r != selection else { return }
        undoStack.close()
        inputDelegate?.selectionWillChange(self)
        selection = r
        inputDelegate?.selectionDidChange(self)
    }

    /// Replaces the whole document (loading a file); clears undo, marked text and compose state.
    public func load(_ newDocument: IntensityDocument) {
        inputDelegate?.textWillChange(self)
        inputDelegate?.selectionWillChange(self)
        document = newDocument
        selection = document.utf16Count..<document.utf16Count
        markedRange = nil
        markSession = nil
        composePreviewActive = false
        composer?.reset()
        undoStack = UndoStack(limit: settings.undoLimit)
        inputDelegate?.selectionDidChange(self)
        inputDelegate?.textDidChange(self)
    }

    /// Changes the document's display options (render scheme, smoothing, animation) as an undo
    /// group of its own; the text and the selection stay.
    public func setOptions(_ options: DocumentOptions) {
        guard options != document.options else { return }
        let empty = DocumentFragment("", intensity: 0)
        undoStack.record(UndoRecord(kind: .other, location: selection.lowerBound, old: empty, new: empty,
                                    selectionBefore: selection, selectionAfter: selection,
                                    optionsBefore: document.options, optionsAfter: options))
        document.options = options
        inputDelegate?.textDidChange(self)
    }

    /// Sets the intensity of the selection (or of typed text when the selection is empty), as the
    /// original's intensity slider did.
    public func applyIntensity(_ intensity: UInt8) {
        let v = min(intensity, 100)
        typingIntensity = v
        guard !selection.isEmpty else { return }
        var f = document.fragment(inUTF16Range: selection)
        f.intensities = f.intensities.map { _ in v }
        let keep = selection
        apply(selection, f, kind: .other, selectionAfter: { _ in keep })
    }

    /// Sets base attributes on the selection (and for typed text), undoably.
    public func applyAttributes(_ attributes: BaseAttributes) {
        typingAttributes = attributes
        guard !selection.isEmpty else { return }
        var f = document.fragment(inUTF16Range: selection)
        f.attributes = [.init(count: f.intensities.count, value: attributes)]
        let keep = selection
        apply(selection, f, kind: .other, selectionAfter: { _ in keep })
    }

    /// Links the selection to `url`, undoably (an empty url removes links there).
    public func applyLink(_ url: String) {
        guard !selection.isEmpty else { return }
        var f = document.fragment(inUTF16Range: selection)
        f.links = url.isEmpty ? [] : [Link(range: 0..<f.intensities.count, url: url)]
        let keep = selection
        apply(selection, f, kind: .other, selectionAfter: { _ in keep })
    }
}
