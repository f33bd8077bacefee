import IntensityStyle

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
