import IntensityStyle

/// A viewer's choice of how intensities are shown: scheme, smoothing unit and whether animatable
/// schemes pulse. A document carries its own; a viewer's override replaces any field it sets.
public struct IntensityRendering: Hashable, Sendable {
    public var scheme: RenderScheme
    public var smoothing: SmoothingUnit
    public var animates: Bool

    public init(scheme: RenderScheme = .weight, smoothing: SmoothingUnit = .character, animates: Bool = true) {
        self.scheme = scheme
        self.smoothing = smoothing
        self.animates = animates
    }

    /// This choice with the viewer's non-nil overrides applied (the document is not changed).
    public func overridden(scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil, animates: Bool? = nil) -> IntensityRendering {
        IntensityRendering(scheme: scheme ?? self.scheme, smoothing: smoothing ?? self.smoothing, animates: animates ?? self.animates)
    }

    /// The layer to draw: the scheme's pulse when animation is on; the coloured shadow always
    /// (still, at full opacity, when not animating — it carries the intensity).
    public var pulse: IntensityPulse? {
        if animates { return IntensityPulse(scheme: scheme) }
        return scheme == .shadow ? .stillShadow() : nil
    }
}
