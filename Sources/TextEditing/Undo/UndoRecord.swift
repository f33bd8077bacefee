import DequeModule

/// One undoable change: `old` at `location` became `new`, with the selections around it.
public struct UndoRecord: Sendable, Equatable {
    /// What kind of change; consecutive typing and deleting coalesce into word-sized groups.
    public enum Kind: Sendable, Equatable { case typing, deleting, other }

    public var kind: Kind
    /// UTF-16 offset where the change happened.
    public var location: Int
    /// What was there before (restored by undo).
    public var old: DocumentFragment
    /// What is there after (restored by redo).
    public var new: DocumentFragment
    /// UTF-16 selection before the change (restored by undo).
    public var selectionBefore: Range<Int>
    /// UTF-16 selection after the change (restored by redo).
    public var selectionAfter: Range<Int>
    /// Whether `new` was inserted without merging into a neighbouring cluster (lets typing
    /// coalesce by plain appending).
    var seamless: Bool = false
    /// Paragraph formats to put back after undoing the text change (nil: the text change alone
    /// restores them; see `IntensityDocument+Paragraphs`).
    public var paragraphsBefore: IntensityDocument.ParagraphSnapshot? = nil
    /// Paragraph formats to put back after redoing it.
    public var paragraphsAfter: IntensityDocument.ParagraphSnapshot? = nil
    /// For a change of display options (text unchanged): the options before and after.
    public var optionsBefore: DocumentOptions? = nil
    public var optionsAfter: DocumentOptions? = nil
}

/// Undo and redo stacks with word-sized coalescing of typing and deleting.
///
/// Typing joins the open group while characters arrive one after another at its end; a group
/// closes after a word is finished (a non-space typed after a space starts a new one), on any
/// selection move, and on any other kind of edit. Backspaces coalesce the same way.
///
/// The undo groups live in a `Deque`: once `limit` groups are kept, every new group drops the
/// oldest, and an array's `removeFirst` made that cost a copy of all `limit` records per keystroke.
public struct UndoStack: Sendable {
    private var undoGroups: Deque<UndoRecord> = []
    /// The recorded groups, oldest first (a copy: O(number of groups)).
    public var undoRecords: [UndoRecord] { Array(undoGroups) }
    public private(set) var redoRecords: [UndoRecord] = []
    /// Maximum number of groups kept; older ones are dropped.
    public var limit: Int
    /// Whether the top group may still absorb the next keystroke.
    var isOpen = false

    public init(limit: Int = 1000) { self.limit = max(1, limit) }

    public var canUndo: Bool { !undoGroups.isEmpty }
    public var canRedo: Bool { !redoRecords.isEmpty }

    /// Ends the current typing group.
    public mutating func close() { isOpen = false }

    /// Records a change, merging it into the open group when it continues it.
    mutating func record(_ r: UndoRecord) {
        if !redoRecords.isEmpty { redoRecords.removeAll() }
        // The open group is taken out of the deque while it grows, so its text is uniquely
        // referenced and each keystroke appends in place instead of copying the group.
        if isOpen, var top = undoGroups.popLast() {
            let merged = Self.merge(into: &top, r)
            undoGroups.append(top)
            if merged {
                isOpen = r.kind != .other
                return
            }
        }
        undoGroups.append(r)
        if undoGroups.count > limit { undoGroups.removeFirst(undoGroups.count - limit) }
        isOpen = r.kind != .other
    }

    /// Merges `r` into `top` when it continues it (typing at its end, Backspace at its start);
    /// false (and `top` untouched) when it starts a new group.
    private static func merge(into top: inout UndoRecord, _ r: UndoRecord) -> Bool {
        guard top.kind == r.kind else { return false }
        switch r.kind {
        case .typing:
            guard r.old.isEmpty, top.location + top.new.utf16Count == r.location,
                  let lastTyped = top.new.string.last, let first = r.new.string.first else { return false }
            // A word ends at a space: a non-space after a space starts a new group.
            if lastTyped.isWhitespace && !first.isWhitespace { return false }
            if r.seamless && top.seamless { top.new.appendSeamless(r.new) } else { top.new = top.new + r.new; top.seamless = false }
            top.selectionAfter = r.selectionAfter
            return true
        case .deleting:
            guard r.new.isEmpty, top.new.isEmpty, r.location + r.old.utf16Count == top.location,
                  let deleted = r.old.string.last, let firstOld = top.old.string.first else { return false }
            if deleted.isWhitespace && !firstOld.isWhitespace { return false }
            top.location = r.location
            if r.seamless && top.seamless {
                var joined = r.old
                joined.appendSeamless(top.old)
                top.old = joined
            } else {
                top.old = r.old + top.old
                top.seamless = false
            }
            top.selectionAfter = r.selectionAfter
            return true
        case .other:
            return false
        }
    }

    /// Adds paragraph snapshots to the newest record (a structural edit made of a text change
    /// and a format change is one step), or records a format-only change.
    mutating func attachParagraphs(_ before: IntensityDocument.ParagraphSnapshot, _ after: IntensityDocument.ParagraphSnapshot,
                                   orRecord fallback: UndoRecord?) {
        if let r = fallback {
            record(r)
        } else if !undoGroups.isEmpty {
            undoGroups[undoGroups.count - 1].paragraphsBefore = before
            undoGroups[undoGroups.count - 1].paragraphsAfter = after
        }
        isOpen = false
    }

    mutating func popUndo() -> UndoRecord? {
        isOpen = false
        guard let r = undoGroups.popLast() else { return nil }
        redoRecords.append(r)
        return r
    }

    mutating func popRedo() -> UndoRecord? {
        isOpen = false
        guard let r = redoRecords.popLast() else { return nil }
        undoGroups.append(r)
        return r
    }
}
