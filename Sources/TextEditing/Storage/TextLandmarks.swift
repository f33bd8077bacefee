import _RopeModule

/// Cluster boundaries of one `BigString` value whose offsets are already known, so that looking
/// them up again costs no walk from the start of the rope.
///
/// An edit leaves the caret at its start (Return in a list, Backspace) or its end (typing), and
/// the next keystroke asks for exactly that position several times: the selection is clamped,
/// Return inspects the caret's paragraph, and the edit locates its range. Converting a UTF-16
/// offset to a rope index and a grapheme-cluster offset walks the rope and counts clusters inside
/// a chunk, which cost more than the rest of a keystroke outside `BigString.insert`.
///
/// A landmark is valid only for the exact text it was located in: ``IntensityDocument`` clears
/// its landmarks whenever its text changes and records new ones from what the edit located.
struct TextLandmarks: Sendable {
    /// A cluster boundary: its UTF-16 offset, its rope index and, when it was counted, its
    /// grapheme-cluster offset (a caret move finds the index only; counting clusters from the
    /// start is the dearer half and waits until an edit needs it).
    struct Landmark: Sendable, Equatable {
        var utf16: Int
        var character: Int?
        var index: BigString.Index
    }

    /// At most two (an edit's start and end); the newest first.
    private var first: Landmark?
    private var second: Landmark?

    init() {}

    /// The landmark at UTF-16 `offset`, if one is known.
    func landmark(atUTF16 offset: Int) -> Landmark? {
        if let f = first, f.utf16 == offset { return f }
        if let s = second, s.utf16 == offset { return s }
        return nil
    }

    /// Records a boundary (the older of the two kept is dropped).
    mutating func record(_ landmark: Landmark) {
        if first?.utf16 == landmark.utf16 { first = landmark; return }
        second = first
        first = landmark
    }

    /// Forgets everything (the text changed).
    mutating func removeAll() {
        first = nil
        second = nil
    }

    /// Whether nothing is known.
    var isEmpty: Bool { first == nil && second == nil }
}

extension TextLandmarks {
    /// The known boundaries, newest first (for tests).
    var all: [Landmark] { [first, second].compactMap { $0 } }
}
