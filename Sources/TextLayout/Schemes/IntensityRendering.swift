/// A viewer's choice of how intensities are shown: scheme, smoothing unit and whether animatable
/// schemes pulse. A document carries its own; a viewer's override replaces any field it sets.
public struct IntensityRendering: Hashable, Sendable {
    public var scheme: IntensityScheme
    public var smoothing: IntensitySmoothingUnit
    public var animates: Bool

    public init(scheme: IntensityScheme = .weight, smoothing: IntensitySmoothingUnit = .character, animates: Bool = true) {
        self.scheme = scheme
        self.smoothing = smoothing
        self.animates = animates
    }

    /// This choice with the viewer's non-nil overrides applied (the document is not changed).
    public func overridden(scheme: IntensityScheme? = nil, smoothing: IntensitySmoothingUnit? = nil, animates: Bool? = nil) -> IntensityRendering {
        IntensityRendering(scheme: scheme ?? self.scheme, smoothing: smoothing ?? self.smoothing, animates: animates ?? self.animates)
    }

    /// The pulse to draw, when the scheme is animatable and animation is on.
    public var pulse: IntensityPulse? { animates ? IntensityPulse(scheme: scheme) : nil }
}
