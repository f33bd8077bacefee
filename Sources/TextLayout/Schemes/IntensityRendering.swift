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

    /// The pulse to draw, when the scheme is animatable and animation is on.
    public var pulse: IntensityPulse? { animates ? IntensityPulse(scheme: scheme) : nil }
}
