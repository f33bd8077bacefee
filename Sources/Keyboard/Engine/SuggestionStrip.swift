import TouchInput

/// The suggestions strip as the keyboard engine sees it: a region of the device (normalised
/// coordinates, like `DeviceMapping`'s region) split into equal cells left to right. Taps on it are
/// measured by the engine's own intensity tracking, so calibration, auto-calibration and the
/// manual slider apply to them as to keys; a tap lifted in the cell it began in emits
/// `.suggestion(rank:intensity:)` with the rank of the suggestion that cell shows.
///
/// The cell order is defined here once, below the renderer: the best suggestion in the middle
/// cell (as iOS places it), the second on the left, the third on the right. The renderer's
/// `SuggestionsBarLayout` draws in this order and the replay report lists cells in it.
public struct SuggestionStrip: Hashable, Sendable {
    /// Which suggestion (0 = best) each cell shows, left to right, for the standard three cells.
    public static let standardRankInCell = [1, 0, 2]

    /// The rank shown in `cell` (left to right); cells past the standard three show their own index.
    @inline(__always) public static func rankInCell(_ cell: Int) -> Int {
        cell >= 0 && cell < standardRankInCell.count ? standardRankInCell[cell] : cell
    }

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
