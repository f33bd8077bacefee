/// How intensities (0…100) are drawn: the original's four render schemes — the one model the
/// document's options, the layout engine's transformers, the HTML export and the command line share.
///
/// Each scheme bins the (smoothed) intensity into `stepCount` bins with the original's integer
/// formula `clamp(steps·I/100, 0, steps−1)` and sets one attribute from the bin:
/// - `weight`: 9 steps UltraLight … Black (weights 100 … 900); bold text moves the step by
///   `boldWeightSteps` (capped at Black) instead of the original's saturating +1.0;
/// - `hue` (the original's HueGYR): 20 steps, HSB(0.4 − 0.02·bin, 1, 0.8), green 144° through
///   yellow to red 7.2°;
/// - `alpha`: 8 steps, black at opacity min((bin+1)/7, 1);
/// - `size` (FontSize): 10 steps, the base size − 5 + bin points (base 20 → 15 … 24).
///
/// Beyond the original — the schemes IntensityAttributingKit listed as its next steps:
/// - `fade` (static fade): 10 steps of opaque ink from a light grey (soft presses nearly fade
///   into the page, grey 0.78) to black (firm), `grey = 0.78·(1 − bin/9)`. Opaque, unlike
///   `alpha`, so it prints and overlaps cleanly;
/// - `pulse` (pulsing fade): the fade, with an opaque black layer over it whose opacity pulses
///   0 → 0.6, so the soft characters fade in and out while firm ones stay (one frame in
///   PNG/PDF: the snapshot's phase);
/// - `shadow` (animated coloured shadows): black text over a hard coloured shadow offset down
///   and right, its colour by bin from green (soft) through yellow to red (firm) in 10 steps,
///   `HSB(0.4 − 0.4·bin/9, 1, 0.85)`; the shadow's opacity pulses 0.25 → 1 (still: full).
/// Animated glyphs (moving outlines) were not built: a per-glyph transform would break the
/// layout engine's one-layout-per-text model and hit-testing; see ARCHITECTURE.md.
///
/// Raw values are the names stored in document archives (`hueGYR`, `fontSize` as before).
public enum RenderScheme: String, Hashable, Sendable, Codable, CaseIterable {
    case weight
    case hue = "hueGYR"
    case alpha
    case size = "fontSize"
    case fade
    case pulse = "pulsingFade"
    case shadow = "colouredShadow"

    /// Number of bins.
    public var stepCount: Int {
        switch self {
        case .weight: 9
        case .hue: 20
        case .alpha: 8
        case .size: 10
        case .fade, .pulse, .shadow: 10
        }
    }

    /// Schemes drawn with a second layer whose opacity pulses: the original's hue and alpha
    /// (a black layer), the pulsing fade (black) and the coloured shadows.
    public var isAnimatable: Bool {
        switch self {
        case .hue, .alpha, .pulse, .shadow: true
        case .weight, .size, .fade: false
        }
    }

    /// The short name users type (`--scheme`, configuration files): weight, hue, alpha, size.
    public var name: String {
        switch self {
        case .weight: "weight"
        case .hue: "hue"
        case .alpha: "alpha"
        case .size: "size"
        case .fade: "fade"
        case .pulse: "pulse"
        case .shadow: "shadow"
        }
    }

    /// A scheme from any of its names: ours, the archive's, the original's class names
    /// (`WeightScheme`, `HueGYRScheme`, …) and common aliases (colour, opacity), any case.
    public init?(name: String) {
        switch name.lowercased() {
        case "weight", "weightscheme": self = .weight
        case "hue", "huegyr", "huegyrscheme", "color", "colour": self = .hue
        case "alpha", "alphascheme", "opacity": self = .alpha
        case "size", "fontsize", "fontsizescheme": self = .size
        case "fade", "staticfade", "static-fade": self = .fade
        case "pulse", "pulsingfade", "pulsing-fade": self = .pulse
        case "shadow", "shadows", "colouredshadow", "coloredshadow", "coloured-shadow", "colored-shadow": self = .shadow
        default: return nil
        }
    }

    /// The bin of an intensity: `clamp(steps·I/100, 0, steps−1)` with integer division.
    public func bin(for intensity: Int) -> Int {
        max(0, min(stepCount - 1, stepCount * intensity / 100))
    }

    /// `bin` clamped to this scheme's bins.
    public func clamped(bin: Int) -> Int { max(0, min(stepCount - 1, bin)) }

    /// The smallest intensity in `bin`: `ceil(100·bin/steps)`; it draws exactly as every other
    /// intensity of the bin.
    public func representativeIntensity(forBin bin: Int) -> Int {
        (100 * clamped(bin: bin) + stepCount - 1) / stepCount
    }

    /// Weight steps bold text is moved by: +3 steps, as Regular → Bold, so bold text keeps its
    /// gradation up to Black.
    public static let boldWeightSteps = 3

    /// The weight scheme's font weight (100 … 900) for `bin`, bold moved by `boldWeightSteps`.
    public static func fontWeight(bin: Int, bold: Bool) -> Int {
        100 * (1 + min(8, RenderScheme.weight.clamped(bin: bin) + (bold ? boldWeightSteps : 0)))
    }

    /// HueGYR's colour for a bin: HSB(0.4 − 0.02·bin, 1.0, 0.8).
    public static func hueColor(bin: Int) -> HSBColor {
        HSBColor(hue: 0.4 - 0.02 * Double(RenderScheme.hue.clamped(bin: bin)), saturation: 1, brightness: 0.8)
    }

    /// Alpha's opacity of black for a bin: min((bin + 1)/7, 1) = .143, .286, … 1, 1.
    public static func alpha(bin: Int) -> Double {
        min(Double(RenderScheme.alpha.clamped(bin: bin) + 1) / 7, 1)
    }

    /// The fade's (and pulsing fade's) grey for a bin: 0.78·(1 − bin/9), light grey to black.
    public static func fadeGrey(bin: Int) -> Double {
        0.78 * (1 - Double(RenderScheme.fade.clamped(bin: bin)) / 9)
    }

    /// The coloured shadow's colour for a bin: HSB(0.4 − 0.4·bin/9, 1, 0.85), green to red.
    public static func shadowColor(bin: Int) -> HSBColor {
        HSBColor(hue: 0.4 - 0.4 * Double(RenderScheme.shadow.clamped(bin: bin)) / 9, saturation: 1, brightness: 0.85)
    }

    /// FontSize's size in points for a bin: base − 5 + bin, at least 1.
    public static func fontSize(bin: Int, base: Double) -> Double {
        max(1, base - 5 + Double(RenderScheme.size.clamped(bin: bin)))
    }
}
