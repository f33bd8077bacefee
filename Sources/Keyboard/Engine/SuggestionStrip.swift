import TouchInput

/// The suggestions strip as the keyboard engine sees it: a region of the device (normalised
/// coordinates, like `DeviceMapping`'s region) split into equal cells left to right. Taps on it are
/// measured by the engine's own intensity tracking, so calibration, auto-calibration and the
/// manual slider apply to them as to keys; a tap lifted in the cell it began in emits
/// `.suggestion(slot: cell, intensity:)` (the cell, left to right; the session maps cells to
/// suggestions).
public struct SuggestionStrip: Hashable, Sendable {
    public var region: NormalisedRect
    public var cells: Int

    public init(region: NormalisedRect, cells: Int = 3) {
        self.region = region
        self.cells = max(1, cells)
    }

    /// The cell under a normalised point, nil when the point is off the strip.
    @inline(__always) public func cell(normalisedX x: Double, normalisedY y: Double) -> Int? {
        let r = region
        guard r.width > 0, x >= r.x, x <= r.x + r.width, y >= r.y, y <= r.y + r.height else { return nil }
        return min(cells - 1, max(0, Int((x - r.x) / r.width * Double(cells))))
    }
}
