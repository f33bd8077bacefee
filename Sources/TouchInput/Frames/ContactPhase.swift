/// Where a contact is in its life, as UIKit's touch phases name it.
public enum ContactPhase: String, Sendable, Hashable, Codable {
    /// First frame of the contact.
    case began
    /// Some value of the contact changed in this frame.
    case moved
    /// Present and unchanged in this frame.
    case stationary
    /// Lifted in this frame; the contact is gone from the next frame.
    case ended
    /// Ended without a clean lift (palm, SYN_DROPPED in a trace, device removed):
    /// consumers must not act on it (the keyboard never types from it).
    case cancelled

    /// True for `ended` and `cancelled`.
    @inlinable public var isFinal: Bool { self == .ended || self == .cancelled }
}
