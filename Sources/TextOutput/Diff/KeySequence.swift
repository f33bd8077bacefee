/// A `TextChange` as key strokes on a layout: one Backspace per deleted character, then a
/// stroke per typed character; the characters the layout cannot type are listed (once each,
/// in order of first appearance) and left out of the strokes.
public struct KeySequence: Hashable, Sendable {
    public var strokes: [KeyStroke]
    /// Characters without a stroke on the layout.
    public var untypable: [Character]

    public init(_ change: TextChange, keymap: TypingKeymap) {
        strokes = Array(repeating: .backspace, count: change.deletions)
        untypable = []
        for c in change.insertion {
            if let s = keymap.stroke(for: c) { strokes.append(s) }
            else if !untypable.contains(c) { untypable.append(c) }
        }
    }
}
