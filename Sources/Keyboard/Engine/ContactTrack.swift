import Intensity

/// What the engine knows about one live contact.
struct ContactTrack {
    enum Phase: Equatable {
        /// Not the keyboard's: began outside it, palm, or touch-panel noise. Never types.
        case ignored
        /// Already committed by rollover (or its key acted at press); the rest of it is inert.
        case inert
        /// On a key that commits on release.
        case pressed
        /// On an expanding long-press key, popup not open yet (deadline = opening time).
        case popupPending
        /// Popup open; `selected` is the alternative under the touch, nil when outside.
        case popupOpen(selected: Int?)
        /// A repeating key (backspace) held; deadline = next repeat.
        case repeating
        /// A shift or caps key held (for chording and the long-press lock).
        case modifierHeld
        /// The intensity slider; value is the last emitted manual intensity.
        case slider(value: Int)
        /// On the suggestions strip, in this cell (commits a suggestion pick on release there).
        case strip(cell: Int)
    }

    var id: Int = -1
    var inUse = false
    var phase: Phase = .ignored
    /// Press order, for rollover.
    var sequence = 0
    var pressTime: Int64 = 0
    var page = 0
    var key = 0
    /// The touch has left its key (or the keyboard): release will not commit.
    var outside = false
    /// Next deadline in microseconds of event time, if any.
    var deadline: Int64? = nil
    var repeats = 0
    /// A shift held while another key typed: release turns shift off.
    var chorded = false
    var x = 0.0
    var y = 0.0
    var tracker: IntensityTracker
    /// `KeyboardEngine.intensityGeneration` the tracker's configuration came from: while it is
    /// current, a new touch restarts the tracker in place instead of replacing it.
    var trackerGeneration = 0

    init(configuration: IntensityConfiguration) {
        tracker = IntensityTracker(configuration: configuration)
    }
}
