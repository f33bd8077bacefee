/// How intensities (0…100) are drawn: the original's four render schemes, as attribute transformers.
///
/// Each scheme bins the (smoothed) intensity into `stepCount` bins with the original's integer
/// formula `clamp(steps·I/100, 0, steps−1)` and sets one attribute from the bin:
/// - `weight`: 9 steps UltraLight … Black (Pango weights 100 … 900); bold text moves the step by
///   `boldWeightSteps` (capped at Black) instead of the original's saturating +1.0;
/// - `hue`: 20 steps, HSB(0.4 − 0.02·bin, 1, 0.8), green 144° through yellow to red 7.2°;
/// - `alpha`: 8 steps, black at opacity min((bin+1)/7, 1);
/// - `size`: 10 steps, the run's base size − 5 + bin (base 20 → 15 … 24).
/// Runs without an intensity are left as they are.
public enum IntensityScheme: String, Hashable, Sendable, CaseIterable {
    case weight, hue, alpha, size

    /// Number of bins.
    public var stepCount: Int {
        switch self {
        case .weight: 9
        case .hue: 20
        case .alpha: 8
        case .size: 10
        }
    }

    /// The original's animated schemes pulse a second, black layer (`IntensityPulse`).
    public var isAnimatable: Bool { self == .hue || self == .alpha }

    /// Weight steps bold text is moved by (bold = a stored weight of semibold or more): +3 steps,
    /// as Regular → Bold, so bold text keeps its gradation up to Black.
    public static let boldWeightSteps = 3

    /// The bin of an intensity: `clamp(steps·I/100, 0, steps−1)` with integer division.
    public func bin(for intensity: Int) -> Int {
        max(0, min(stepCount - 1, stepCount * intensity / 100))
    }

    /// The display attributes for `attributes` (defaults already merged), from its `intensity`.
    public func transform(_ attributes: TextAttributes) -> TextAttributes {
        guard let intensity = attributes.intensity else { return attributes }
        return apply(bin: bin(for: intensity), to: attributes)
    }

    /// Sets this scheme's attribute for `bin` on `attributes`.
    public func apply(bin: Int, to attributes: TextAttributes) -> TextAttributes {
        var a = attributes
        let b = max(0, min(stepCount - 1, bin))
        switch self {
        case .weight:
            let bold = (attributes.weight ?? .regular) >= .semibold
            a.weight = FontWeight.steps[min(8, b + (bold ? Self.boldWeightSteps : 0))]
        case .hue:
            a.foreground = Self.hueColor(bin: b)
        case .alpha:
            a.foreground = RGBA(red: 0, green: 0, blue: 0, alpha: Self.alpha(bin: b))
        case .size:
            a.fontSize = max(1, (attributes.fontSize ?? 20) - 5 + Double(b))
        }
        return a
    }

    /// The transformer to install on a `LayoutEngine`.
    public var transformer: AttributeTransformer {
        let scheme = self
        return { scheme.transform($0) }
    }

    /// HueGYR's colour for a bin: HSB(0.4 − 0.02·bin, 1.0, 0.8).
    public static func hueColor(bin: Int) -> RGBA {
        RGBA(hue: 0.4 - 0.02 * Double(bin), saturation: 1, brightness: 0.8)
    }

    /// Alpha's opacity for a bin: min((bin + 1)/7, 1) = .143, .286, … 1, 1.
    public static func alpha(bin: Int) -> Double {
        min(Double(bin + 1) / 7, 1)
    }
}
