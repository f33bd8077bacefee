import TouchInput

/// Which contacts of a frame differ from how they were last shown, so `dump` prints a finger
/// resting still once, not on every frame another finger moves.
struct ContactChanges {
    private var lastShown: [Int: Contact] = [:]

    /// The contacts of `frame` that are new, ended, or changed in anything but their phase.
    mutating func changed(in frame: Frame) -> [Contact] {
        var out: [Contact] = []
        for c in frame.contacts {
            var comparable = c
            if let previous = lastShown[c.id] { comparable.phase = previous.phase }
            if lastShown[c.id] != comparable || c.phase == .ended || c.phase == .cancelled || c.phase == .began {
                out.append(c)
            }
            lastShown[c.id] = c
        }
        for c in frame.contacts where c.phase == .ended || c.phase == .cancelled { lastShown[c.id] = nil }
        return out
    }
}
