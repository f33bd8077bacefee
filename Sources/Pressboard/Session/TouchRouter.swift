import Intensity
import Keyboard
import TouchInput

/// Decides, for each contact when it begins, what it touches: the keyboard or the suggestions
/// strip (the bar drawn just above the keyboard on a touchscreen), or neither (the editor area,
/// a palm). The keyboard engine sees keyboard and strip contacts and measures both with its own
/// intensity tracking (strip taps become `.suggestion` outputs there); the router measures
/// nothing for the keyboard except, when asked, whole touches for automatic calibration.
///
/// Regions are in normalised device coordinates (0–1), the same space as `DeviceMapping`.
struct TouchRouter {
    enum Target: UInt8 { case keyboard, strip, ignored }

    var keyboardRegion: NormalisedRect
    var strip: SuggestionStrip?
    var intensity: IntensityConfiguration
    /// Also measure keyboard contacts, so finished touches can feed automatic calibration.
    var measuresKeyboardTouches = false

    /// Live contacts and where they went (small fixed table, no allocation per frame).
    private var ids = [Int](repeating: -1, count: 32)
    private var targets = [Target](repeating: .ignored, count: 32)
    private var trackers: [IntensityTracker]
    /// The frame handed to the keyboard (reused).
    private(set) var keyboardFrame = Frame(time: Timestamp(microseconds: 0), contacts: [])

    init(keyboardRegion: NormalisedRect, strip: SuggestionStrip?, intensity: IntensityConfiguration) {
        self.keyboardRegion = keyboardRegion
        self.strip = strip
        self.intensity = intensity
        trackers = Array(repeating: IntensityTracker(configuration: intensity), count: 32)
        keyboardFrame.contacts.reserveCapacity(32)
    }

    static func contains(_ r: NormalisedRect, _ x: Double, _ y: Double) -> Bool {
        x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
    }

    private func cell(_ c: Contact) -> Int? {
        strip?.cell(normalisedX: c.normalisedX, normalisedY: c.normalisedY)
    }

    /// Routes a frame: fills `keyboardFrame` with the contacts on the keyboard and the strip, and
    /// `finished` with the measured keyboard touches that ended (for automatic calibration).
    mutating func route(_ frame: Frame, finished: inout [IntensityTracker]) {
        keyboardFrame.time = frame.time
        keyboardFrame.contacts.removeAll(keepingCapacity: true)
        let t = frame.time.seconds
        for c in frame.contacts {
            var i = ids.firstIndex(of: c.id)
            if c.phase == .began || i == nil {
                let slot = i ?? (ids.firstIndex(of: -1) ?? (c.id & 31))
                ids[slot] = c.id
                i = slot
                if c.tool == .palm {
                    targets[slot] = .ignored
                } else if cell(c) != nil {
                    targets[slot] = .strip
                } else if c.phase == .began && !Self.contains(keyboardRegion, c.normalisedX, c.normalisedY) && strip != nil {
                    targets[slot] = .ignored   // the editor area of a touchscreen
                } else {
                    targets[slot] = .keyboard
                    if measuresKeyboardTouches { trackers[slot] = IntensityTracker(configuration: intensity) }
                }
            }
            guard let s = i else { continue }
            switch targets[s] {
            case .keyboard:
                keyboardFrame.contacts.append(c)
                if measuresKeyboardTouches {
                    trackers[s].add(IntensitySample(contact: c, time: t))
                    if c.phase == .ended { finished.append(trackers[s]) }
                }
            case .strip:
                keyboardFrame.contacts.append(c)
            case .ignored:
                break
            }
            if c.phase.isFinal { ids[s] = -1 }
        }
    }
}
