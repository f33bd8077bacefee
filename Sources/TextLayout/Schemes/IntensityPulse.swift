import IntensityStyle

/// The animated variants of the schemes: a second layer of the same glyphs whose opacity
/// pulses, phase-locked to a clock the caller passes in (no clock is read here).
///
/// Numbers from the original: HueGYR puts the black layer *above* the coloured text, pulsing
/// 0 → 0.5; Alpha puts it *below* the alpha-graded text, pulsing 0 → 1. Both last 1 s per
/// direction, ease-in-ease-out (cubic Bézier 0.42, 0, 0.58, 1), autoreversing — a 2 s period —
/// with phase = time mod period, so every view drawn at the same time shows the same phase. The
/// original stopped after 100 repeats (a bug); this pulse never stops. Beyond the original: the
/// pulsing fade puts the black layer over the fade, 0 → 0.6; the coloured shadows draw the layer
/// in each bin's shadow colour *under* the black text, offset by ``layerOffset`` points,
/// pulsing 0.25 → 1 — and, not animated, at full opacity (the shadow is the scheme's look).
public struct IntensityPulse: Hashable, Sendable {
    public var scheme: RenderScheme
    /// Seconds for one direction (0 → peak); a full cycle takes twice as long.
    public var duration: Double
    public var fromOpacity: Double
    public var toOpacity: Double
    /// Whether the layer is drawn over the scheme's text (hue, pulsing fade) or under it.
    public var blackLayerOnTop: Bool
    /// How far the layer is drawn from the text, in points right and down: zero for the black
    /// layers (their glyphs fall exactly on the text's), 1.6 for the coloured shadow.
    public var layerOffset: Double

    /// The pulse of an animatable scheme (`nil` for weight, size and the static fade).
    public init?(scheme: RenderScheme, duration: Double = 1) {
        self.scheme = scheme
        self.duration = max(0.001, duration)
        layerOffset = 0
        switch scheme {
        case .hue: fromOpacity = 0; toOpacity = 0.5; blackLayerOnTop = true
        case .alpha: fromOpacity = 0; toOpacity = 1; blackLayerOnTop = false
        case .pulse: fromOpacity = 0; toOpacity = 0.6; blackLayerOnTop = true
        case .shadow: fromOpacity = 0.25; toOpacity = 1; blackLayerOnTop = false; layerOffset = 1.6
        case .weight, .size, .fade: return nil
        }
    }

    /// The coloured shadow drawn still (not animated): the layer at full opacity always.
    public static func stillShadow() -> IntensityPulse {
        var p = IntensityPulse(scheme: .shadow)!
        p.fromOpacity = 1
        p.toOpacity = 1
        return p
    }

    /// Whether the layer's colour differs per bin (the coloured shadow) rather than being black.
    public var isColoured: Bool { scheme == .shadow }

    /// Opacity of the black layer at `time` seconds on the shared clock.
    public func blackLayerOpacity(at time: Double) -> Double {
        let period = 2 * duration
        var u = (time.truncatingRemainder(dividingBy: period)) / duration
        if u < 0 { u += 2 }
        if u > 1 { u = 2 - u }
        return fromOpacity + (toOpacity - fromOpacity) * Self.easeInEaseOut(u)
    }

    /// Attributes of the black layer: the scheme's font (so glyphs fall exactly on the coloured
    /// ones) in opaque black; its opacity is applied when drawing.
    public func blackLayerTransform(_ attributes: TextAttributes) -> TextAttributes {
        var a = scheme.transform(attributes)
        guard let intensity = attributes.intensity else { return a }
        a.foreground = isColoured ? RGBA(RenderScheme.shadowColor(bin: scheme.bin(for: intensity))) : .black
        return a
    }

    public var blackLayerTransformer: AttributeTransformer {
        let pulse = self
        return { pulse.blackLayerTransform($0) }
    }

    /// Core Animation's ease-in-ease-out: the cubic Bézier (0,0) (0.42,0) (0.58,1) (1,1) at x = `u`.
    public static func easeInEaseOut(_ u: Double) -> Double {
        let x = min(1, max(0, u))
        // Solve x(t) = x by Newton's method, falling back to bisection.
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 0.58 + t * t * t }
        func by(_ t: Double) -> Double { 3 * (1 - t) * t * t + t * t * t }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<40 {
            let v = bx(t)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return by(t)
    }
}
