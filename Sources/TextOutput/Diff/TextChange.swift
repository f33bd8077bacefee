/// What turns one committed text into the next as a keyboard at the end of the text would do
/// it: delete back to the first character that differs, then type the rest of the new text.
///
/// Computed from the texts before and after each change (their common prefix, in grapheme
/// clusters), so a correction (autocorrect, a suggestion pick, a deleted word) becomes
/// backspaces and its new text, and an edit in the middle retypes the tail after it.
public struct TextChange: Hashable, Sendable {
    /// Characters (grapheme clusters) to delete backwards first.
    public var deletions: Int
    /// Text to type after deleting.
    public var insertion: String

    public init(deletions: Int, insertion: String) {
        self.deletions = deletions
        self.insertion = insertion
    }

    /// The change from `old` to `new`.
    public init(from old: String, to new: String) {
        var a = old.startIndex, b = new.startIndex
        while a < old.endIndex, b < new.endIndex, old[a] == new[b] {
            a = old.index(after: a)
            b = new.index(after: b)
        }
        self.init(deletions: old[a...].count, insertion: String(new[b...]))
    }

    public var isEmpty: Bool { deletions == 0 && insertion.isEmpty }

    /// `old` with this change applied (deletions clamp at the start).
    public func applied(to old: String) -> String {
        String(old.dropLast(deletions)) + insertion
    }
}
