/// How a document's intensities are drawn: the original's four schemes.
public enum RenderScheme: String, Sendable, Codable, CaseIterable {
    /// 9 font weights (UltraLight … Black).
    case weight
    /// 20 hues from green (bin 0) to red (bin 19).
    case hueGYR
    /// 10 point sizes, base − 5 … base + 4.
    case fontSize
    /// 8 opacities of black.
    case alpha

    /// Number of bins.
    public var stepCount: Int {
        switch self {
        case .weight: 9
        case .hueGYR: 20
        case .fontSize: 10
        case .alpha: 8
        }
    }

    /// Bin of an intensity 0–100: `clamp(steps·I/100, 0, steps−1)` with integer division, as the original.
    public func bin(for intensity: Int) -> Int {
        max(0, min(stepCount - 1, stepCount * intensity / 100))
    }
}

/// Text units over which intensities are averaged before binning (display only: stored values stay raw).
public enum SmoothingUnit: String, Sendable, Codable, CaseIterable {
    case character, word, sentence, line, paragraph, document

    /// The original's short labels (`Char`, `Word`, `S`, `L`, `P`, `M`), accepted when decoding.
    public init?(label: String) {
        switch label {
        case "Char", "character", "Character": self = .character
        case "Word", "word": self = .word
        case "S", "sentence", "Sentence": self = .sentence
        case "L", "line", "Line": self = .line
        case "P", "paragraph", "Paragraph": self = .paragraph
        case "M", "document", "Document", "message", "Message": self = .document
        default: return nil
        }
    }

    /// The tokenizer granularity this smoothing unit averages over.
    public var granularity: TextGranularity {
        switch self {
        case .character: .character
        case .word: .word
        case .sentence: .sentence
        case .line: .line
        case .paragraph: .paragraph
        case .document: .document
        }
    }
}

/// Per-document display choices; viewers may override them without changing the document.
public struct DocumentOptions: Hashable, Sendable {
    public var renderScheme: RenderScheme
    public var smoothing: SmoothingUnit
    /// Whether animatable schemes (HueGYR, Alpha) pulse when shown.
    public var animates: Bool

    public init(renderScheme: RenderScheme = .weight, smoothing: SmoothingUnit = .character, animates: Bool = true) {
        self.renderScheme = renderScheme
        self.smoothing = smoothing
        self.animates = animates
    }
}
