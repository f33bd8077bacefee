/// One key press as a keyboard sends it: the modifier keys held, then the key tapped.
/// Key codes are Linux evdev codes (`KEY_A` = 30), the codes a uinput device writes.
public struct KeyStroke: Hashable, Sendable, CustomStringConvertible {
    /// The key tapped.
    public var key: UInt16
    /// Modifier keys held down around the tap, in press order (`KEY_LEFTSHIFT` = 42,
    /// `KEY_RIGHTALT` = 100 for AltGr).
    public var modifiers: [UInt16]

    public init(key: UInt16, modifiers: [UInt16] = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// `KEY_BACKSPACE`.
    public static let backspace = KeyStroke(key: 14)
    /// `KEY_ENTER` (what a newline is typed with).
    public static let enter = KeyStroke(key: 28)

    public var description: String {
        (modifiers.map { "\($0)+" }.joined()) + String(key)
    }
}
