/// One key: what it shows, what it does, how wide it is and which alternatives it offers.
public struct Key: Hashable, Sendable {
    /// Optional stable id (for tests and themes); not shown.
    public var id: String?
    /// What the key shows when unshifted.
    public var label: String
    /// What the key does when committed.
    public var action: KeyAction
    /// Text typed while shift or caps lock is active; nil means the locale-free uppercase of
    /// the output (`String.uppercased()`), so `ß` needs `shifted: "ẞ"` to avoid `SS`.
    public var shifted: String?
    /// Width in key units (> 0).
    public var width: Double
    /// Alternatives offered by the popup; empty for ordinary keys.
    public var alternatives: [KeyAlternative]
    /// When the popup opens: at touch-down (`immediate`) or after the long-press delay.
    public var open: PopupOpening
    /// Where the popup grows from the key.
    public var expand: ExpandDirection
    /// Whether holding the key repeats it (default: only backspace).
    public var repeats: Bool

    public init(id: String? = nil, label: String, action: KeyAction, shifted: String? = nil,
                width: Double = 1, alternatives: [KeyAlternative] = [], open: PopupOpening = .longPress,
                expand: ExpandDirection = .up, repeats: Bool? = nil) {
        self.id = id
        self.label = label
        self.action = action
        self.shifted = shifted
        self.width = width
        self.alternatives = alternatives
        self.open = open
        self.expand = expand
        self.repeats = repeats ?? (action == .backspace)
    }

    /// True when the key opens a popup of alternatives.
    public var isExpanding: Bool { !alternatives.isEmpty }

    /// Shift, caps lock and page keys: they change the keyboard's state rather than type, and
    /// are held for chording without being flushed by rollover.
    public var isModifier: Bool { action.isModifier }

    /// The label shown while shift is active (text keys show their shifted output).
    public func label(shifted isShifted: Bool) -> String {
        guard isShifted, case .text(let out) = action else { return label }
        if label == out { return shifted ?? out.uppercased() }
        return label
    }
}

/// One choice in a key's popup.
public struct KeyAlternative: Hashable, Sendable {
    public var label: String
    /// `.text` or `.dead` only (validated).
    public var action: KeyAction
    /// Output while shifted; nil = uppercase of the output.
    public var shifted: String?

    public init(label: String, action: KeyAction, shifted: String? = nil) {
        self.label = label
        self.action = action
        self.shifted = shifted
    }

    /// The label shown while shift is active.
    public func label(shifted isShifted: Bool) -> String {
        guard isShifted, case .text(let out) = action, label == out else { return label }
        return shifted ?? out.uppercased()
    }
}

/// When an expanding key's popup opens.
public enum PopupOpening: String, Hashable, Sendable, CaseIterable {
    /// At touch-down, as the original's punctuation key: the key only offers choices.
    case immediate
    /// After the long-press delay; a tap types the key's own output.
    case longPress
}

/// Direction in which a popup's cells grow from the key.
public enum ExpandDirection: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right
    /// Rows of at most five cells, the first choice over the key, further rows above.
    case grid
}
