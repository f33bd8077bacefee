import IntensityStyle
import TouchInput

/// What the keyboard tells the session to do. Intensities are 0…100 as measured on the key
/// (or popup alternative) that committed.
public enum KeyboardAction: Hashable, Sendable {
    /// Insert text (already shifted when shift was active).
    case text(String, intensity: Int)
    /// A dead key for the editor's compose machinery.
    case deadKey(DeadKey, intensity: Int)
    /// Delete backwards one character or one word.
    case delete(DeleteUnit)
    /// Insert a line break.
    case newline(intensity: Int)
    /// The keyboard now shows this page.
    case page(String)
    /// The shift state changed.
    case shift(ShiftState)
    /// The `rank`-th best suggestion (0 = best) was chosen, by a `suggestion:N` key or a tap on
    /// the strip cell showing it (`SuggestionStrip.rankInCell`).
    case suggestion(rank: Int, intensity: Int)
    /// The manual intensity slider moved to this value.
    case manualIntensity(Int)
    /// A paragraph-structure key was tapped.
    case format(FormatAction)
    /// The intensity key was pressed this hard: the manual intensity is now `intensity`, and
    /// the session applies it to the selection when there is one.
    case intensityKey(intensity: Int)
    /// A `scheme:` key chose how the document is drawn (its display options, undoably).
    case renderScheme(RenderScheme)
    /// A `smoothing:` key chose the unit intensities are smoothed over (display options, undoably).
    case smoothing(SmoothingUnit)
    /// The copy key was tapped: the document's text goes to the clipboard.
    case copy

    public enum DeleteUnit: String, Hashable, Sendable {
        case character
        case word
    }
}

/// An action with the contact that made it (nil for changes the keyboard made by itself, such
/// as auto-capitalisation), where that contact was when it committed, and the event time.
public struct KeyboardOutput: Hashable, Sendable {
    public var action: KeyboardAction
    public var contact: Int?
    /// The tap point in keyboard units when a contact made the action (nil otherwise): the
    /// contact's last position on the keyboard, so the session needs no position table of its own.
    public var point: KeyboardPoint?
    public var time: Timestamp
    /// The contact was held past the long-press delay before its key committed. A key with no
    /// alternatives still types itself then, and the session may read the press as a long press
    /// meant for the key beside it (a "?" sought on the full stop that landed on Return).
    public var heldPastLongPress: Bool

    public init(action: KeyboardAction, contact: Int?, point: KeyboardPoint? = nil, time: Timestamp, heldPastLongPress: Bool = false) {
        self.action = action
        self.contact = contact
        self.point = point
        self.time = time
        self.heldPastLongPress = heldPastLongPress
    }
}

/// Shift as the keyboard holds it.
public enum ShiftState: String, Hashable, Sendable {
    case off
    /// Pressed by the user: one character, then off.
    case manual
    /// Set by auto-capitalisation: one character, then off.
    case automatic
    /// Caps lock: stays until shift is pressed again.
    case locked

    /// True when the next letter is typed in capitals.
    public var isActive: Bool { self != .off }
}
