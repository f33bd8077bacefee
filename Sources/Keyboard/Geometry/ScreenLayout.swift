/// Where the three parts of the screen lie: the editor at the top, the suggestions strip with its
/// cells, the keyboard at the bottom — in screen points and normalised device coordinates.
///
/// The one model of screen geometry: the session places touches with it (the keyboard's
/// `DeviceMapping` region and the engine's `SuggestionStrip`), and the renderer draws with it
/// (`SceneLayout` in Rendering), so a touch lands on what the user sees. It lives in Keyboard
/// because both the strip's cell order (`SuggestionStrip`) and the keyboard's row count are
/// Keyboard's, and every later stage can import it. A screen without a keyboard (a rendered
/// document) is all editor.
public struct ScreenLayout: Hashable, Sendable {
    /// A rectangle in screen points, origin at the top left.
    public struct Rect: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// How the screen is shared: the keyboard's fraction of the height and the strip's height in
    /// keyboard rows. Values outside 0…1 (fraction) are clamped.
    public struct Proportions: Hashable, Sendable {
        public var keyboardFraction: Double
        public var stripRows: Double

        public init(keyboardFraction: Double = 0.4, stripRows: Double = 0.75) {
            self.keyboardFraction = keyboardFraction
            self.stripRows = stripRows
        }

        /// The standard screen: the keyboard takes 40 % of the height, the strip ¾ of a row.
        public static let standard = Proportions()
    }

    /// Screen size in points.
    public var width: Double
    public var height: Double
    public var editor: Rect
    public var strip: Rect
    public var keyboard: Rect
    /// Cells of the suggestions strip, left to right (each shows `SuggestionStrip.rankInCell`).
    public var stripCellCount: Int

    /// `keyboardRows` is the keyboard's height in rows (`KeyboardGeometry.height`); nil for a
    /// screen without a keyboard (and then without a strip). Sizes are whole points (≥ 1).
    public init(width: Int, height: Int, keyboardRows: Double?, proportions: Proportions = .standard, stripCells: Int = 3) {
        let w = Double(max(1, width)), h = Double(max(1, height))
        self.width = w
        self.height = h
        let fraction = min(1, max(0, proportions.keyboardFraction))
        let kbHeight = keyboardRows == nil ? 0 : (h * fraction).rounded()
        let rowHeight = (h * fraction) / max(1, keyboardRows ?? 4)
        let stripHeight = keyboardRows == nil ? 0 : (rowHeight * proportions.stripRows).rounded()
        keyboard = Rect(x: 0, y: h - kbHeight, width: w, height: kbHeight)
        strip = Rect(x: 0, y: h - kbHeight - stripHeight, width: w, height: stripHeight)
        editor = Rect(x: 0, y: 0, width: w, height: max(0, strip.y))
        stripCellCount = max(1, stripCells)
    }

    /// The strip's cells in points, left to right.
    public var stripCells: [Rect] {
        let w = strip.width / Double(stripCellCount)
        return (0..<stripCellCount).map { Rect(x: strip.x + Double($0) * w, y: strip.y, width: w, height: strip.height) }
    }

    /// The suggestion rank (0 = best) each cell shows, left to right.
    public var stripRanks: [Int] { (0..<stripCellCount).map(SuggestionStrip.rankInCell) }

    /// The rank shown under a point (screen points), nil off the strip.
    public func suggestionRank(atX x: Double, y: Double) -> Int? {
        suggestionStrip.cell(normalisedX: x / width, normalisedY: y / height).map(SuggestionStrip.rankInCell)
    }

    /// `rect` in normalised device coordinates (0…1 of the screen), for a touchscreen showing the
    /// screen full size.
    public func normalised(_ rect: Rect) -> NormalisedRect {
        NormalisedRect(x: rect.x / width, y: rect.y / height, width: rect.width / width, height: rect.height / height)
    }

    /// The keyboard's region for `KeyboardGeometry.mapping(region:)`.
    public var keyboardRegion: NormalisedRect { normalised(keyboard) }

    /// The strip as the keyboard engine measures taps on it.
    public var suggestionStrip: SuggestionStrip { SuggestionStrip(region: normalised(strip), cells: stripCellCount) }

    /// The strip for a keyboard placed at `region` (normalised) rather than at this layout's
    /// keyboard: directly above it, as wide, this layout's strip height (cut at the screen's top).
    public func suggestionStrip(above region: NormalisedRect) -> SuggestionStrip {
        let stripHeight = strip.height / height
        return SuggestionStrip(region: NormalisedRect(x: region.x, y: max(0, region.y - stripHeight), width: region.width,
                                                      height: min(stripHeight, region.y)), cells: stripCellCount)
    }
}
