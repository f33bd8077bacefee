/// One key touch the typist simulator intends: which key, how (tap, or choose an alternative),
/// and the character and intensity it should produce.
public struct PlannedStroke: Hashable, Sendable {
    public enum Gesture: Hashable, Sendable {
        case tap
        /// Open the popup (at once or by long press) and slide to alternative `index`.
        case alternative(index: Int, longPress: Bool)
    }

    /// Page the key is on and its index in that page's layout.
    public var page: Int
    public var keyIndex: Int
    public var gesture: Gesture
    /// The character this stroke types; nil for shift and page keys.
    public var character: Character?
    /// Intended intensity 0…100.
    public var intensity: Int
    /// Shift or a page key: the next touch waits until it is released.
    public var isModifier: Bool
    /// A slip: the typist aims this far below (+) or above (−) the key's centre, keyboard units.
    public var aimShiftY = 0.0

    public init(page: Int, keyIndex: Int, gesture: Gesture, character: Character?, intensity: Int, isModifier: Bool) {
        self.page = page
        self.keyIndex = keyIndex
        self.gesture = gesture
        self.character = character
        self.intensity = intensity
        self.isModifier = isModifier
    }
}

/// The simulator cannot produce a trace.
public enum SynthesisError: Error, Equatable, CustomStringConvertible {
    /// No key, shifted key or alternative of the keyset types this character.
    case untypable(Character, offset: Int, keyset: String)
    /// A page with the character cannot be reached by page keys.
    case unreachablePage(String)
    /// The device cannot carry the touches (no position axes, protocol A, …).
    case unsupportedDevice(String)

    public var description: String {
        switch self {
        case .untypable(let c, let offset, let keyset):
            let scalars = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            return "character \(offset + 1) '\(c)' (\(scalars)) cannot be typed on keyset '\(keyset)'"
        case .unreachablePage(let p): return "page '\(p)' cannot be reached with page keys"
        case .unsupportedDevice(let why): return "cannot synthesise touches for this device: \(why)"
        }
    }
}
