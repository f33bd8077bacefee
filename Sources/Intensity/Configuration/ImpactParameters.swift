/// Constants of the impact-duration interpreter.
///
/// The original summed duration with an accelerometer impact: `clamp(d·t + k·z^0.5 − 0.38, 0, 1)`
/// where z was the peak |acceleration| in g. Linux input devices have no accelerometer in the
/// event stream, so the impact term here comes from how steeply the contact's level (calibrated
/// pressure, else calibrated contact size) rose right after touch-down:
///
///     impact = max over samples i with t_i − t_0 ≤ window of  level_i · riseTime / (t_i − t_0 + riseTime)
///
/// i.e. the level reached, discounted by how long it took to get there: a tap whose first
/// sample is already at 0.6 scores 0.6; a press that takes 30 ms to reach 0.6 scores
/// 0.6 · 10 / 40 = 0.15. The level starts from 0 before contact, so a single hard first
/// sample is a steep rise. Then
///
///     raw = clamp(durationMultiplier · t + impactMultiplier · impact^impactPower − constant, 0, 1)
///
/// with t the seconds since touch-down. Defaults are the original's (2.4, 0.9, 0.5, 0.38);
/// window 0.05 s and riseTime 0.01 s (about one frame of a 100 Hz touchscreen) are ours.
public struct ImpactParameters: Sendable, Hashable, Codable {
    /// Per second held (original `IDTI:durationMultiplier`, 2.4).
    public var durationMultiplier: Double
    /// Weight of the impact term (original `IDTI:impactMultiplier`, 0.9).
    public var impactMultiplier: Double
    /// Exponent applied to the impact (0.5).
    public var impactPower: Double
    /// Subtracted so a plain short touch reads 0 (0.38).
    public var constant: Double
    /// Seconds after touch-down during which the rise is measured (0.05).
    public var window: Double
    /// Seconds: the time scale that discounts slow rises (0.01).
    public var riseTime: Double

    public init(durationMultiplier: Double = 2.4, impactMultiplier: Double = 0.9, impactPower: Double = 0.5,
                constant: Double = 0.38, window: Double = 0.05, riseTime: Double = 0.01) {
        self.durationMultiplier = durationMultiplier
        self.impactMultiplier = impactMultiplier
        self.impactPower = impactPower
        self.constant = constant
        self.window = window
        self.riseTime = riseTime
    }

    public static let `default` = ImpactParameters()

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ImpactParameters.default
        durationMultiplier = try c.decodeIfPresent(Double.self, forKey: .durationMultiplier) ?? d.durationMultiplier
        impactMultiplier = try c.decodeIfPresent(Double.self, forKey: .impactMultiplier) ?? d.impactMultiplier
        impactPower = try c.decodeIfPresent(Double.self, forKey: .impactPower) ?? d.impactPower
        constant = try c.decodeIfPresent(Double.self, forKey: .constant) ?? d.constant
        window = try c.decodeIfPresent(Double.self, forKey: .window) ?? d.window
        riseTime = try c.decodeIfPresent(Double.self, forKey: .riseTime) ?? d.riseTime
    }

    /// The impact contribution of one sample at `elapsed` seconds after touch-down with `level`.
    @inlinable public func impact(level: Double, elapsed: Double) -> Double {
        guard elapsed <= window, level > 0 else { return 0 }
        let e = elapsed > 0 ? elapsed : 0
        let r = riseTime > 0 ? riseTime : 0
        let v = r > 0 ? level * r / (e + r) : (e == 0 ? level : 0)
        return v.isFinite ? min(v, 1) : 0
    }

    /// Raw value after `elapsed` seconds with the given impact (0…1).
    @inlinable public func raw(elapsed: Double, impact: Double) -> Double {
        let t = elapsed > 0 ? elapsed : 0
        let i = impact > 0 ? impact : 0
        let term = i > 0 ? impactMultiplier * Math.power(i, impactPower) : 0
        let v = durationMultiplier * t + term - constant
        guard v.isFinite else { return v == .infinity ? 1 : 0 }
        return v < 0 ? 0 : (v > 1 ? 1 : v)
    }
}
