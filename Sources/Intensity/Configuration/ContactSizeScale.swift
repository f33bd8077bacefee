/// How a contact size in millimetres becomes a level 0…1 for the contact-area interpreter.
///
/// Why millimetres: a finger's contact patch has a physical size whatever the panel, so a
/// device whose size axis has a resolution can be read on a fixed scale from the first touch.
/// Defaults: a light touch 6 mm wide reads 0, a firm one 14 mm wide reads 1. The range follows
/// Microsoft's touch-hardware measurements ("Windows Touch Hardware Design: contact area
/// size", docs.microsoft.com/en-us/previous-versions/windows/hardware/design/dn672264):
/// index-finger contacts averaged 9.4 × 8.8 mm, ordinary taps 10.8 × 10.5 mm, the smallest seen
/// about 5 × 6 mm and the largest 17 × 20 mm — so 6 mm is a light fingertip and 14 mm a
/// flattened, firm press short of the extremes.
///
/// Devices without a size resolution are measured relative to the contacts actually seen
/// (``AutoCalibrator/Prior/relativeToSeen``), not on this scale.
public struct ContactSizeScale: Sendable, Hashable, Codable {
    /// Contact width (mm) that reads 0: a light touch.
    public var lightMillimetres: Double
    /// Contact width (mm) that reads 1: a firm press.
    public var firmMillimetres: Double

    public init(lightMillimetres: Double = 6, firmMillimetres: Double = 14) {
        self.lightMillimetres = lightMillimetres
        self.firmMillimetres = firmMillimetres
    }

    /// 6 mm light, 14 mm firm.
    public static let `default` = ContactSizeScale()

    /// The level of a contact `millimetres` wide, not clamped (calibration clamps); 0 for a
    /// non-finite width or a degenerate scale.
    @inlinable public func level(millimetres: Double) -> Double {
        let span = firmMillimetres - lightMillimetres
        guard millimetres.isFinite, span > 0, span.isFinite else { return 0 }
        return (millimetres - lightMillimetres) / span
    }

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lightMillimetres = try c.decodeIfPresent(Double.self, forKey: .lightMillimetres) ?? 6
        firmMillimetres = try c.decodeIfPresent(Double.self, forKey: .firmMillimetres) ?? 14
    }
}
