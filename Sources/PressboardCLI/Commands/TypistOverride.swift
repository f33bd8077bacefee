import ArgumentParser
import Keyboard

/// `evaluate --typist name=value,…`: the simulated typist changed by name, so a figure can be
/// checked against other typists than the default one (no per-key offsets, one finger, a fast
/// typist, no slips, hands that drift more) before it is trusted: the decoder is judged also by
/// typist simulators that are not ours. Values replace the ones the noise level would give.
struct TypistOverride: Sendable {
    /// A setting that can be changed, named as `TypistConfiguration` names it.
    enum Field: String, CaseIterable, Sendable {
        case systematicOffset, wordsPerMinute, timingVariance, pressDuration, intensity, intensitySpread
        case missedSpaceRate, doubledSpaceRate, spaceSlipRate, letterSlipRate, drift, strayTapRate, extraTapRate

        /// Whether the value is a share (0…1) rather than a size.
        var isShare: Bool { rawValue.hasSuffix("Rate") }

        func set(_ v: Double, in t: inout TypistConfiguration) {
            switch self {
            case .systematicOffset: t.systematicOffset = v
            case .wordsPerMinute: t.wordsPerMinute = v
            case .timingVariance: t.timingVariance = v
            case .pressDuration: t.pressDuration = v
            case .intensity: t.intensity = v
            case .intensitySpread: t.intensitySpread = v
            case .missedSpaceRate: t.missedSpaceRate = v
            case .doubledSpaceRate: t.doubledSpaceRate = v
            case .spaceSlipRate: t.spaceSlipRate = v
            case .letterSlipRate: t.letterSlipRate = v
            case .drift: t.drift = v
            case .strayTapRate: t.strayTapRate = v
            case .extraTapRate: t.extraTapRate = v
            }
        }
    }

    /// The values to set, in the order given.
    var values: [(field: Field, value: Double)] = []
    /// Whether one finger types instead of two thumbs (`twoThumbs=0`).
    var twoThumbs: Bool?

    /// Parses `name=value,…`; names as in `Field`, plus `twoThumbs` (0 or 1).
    init(_ list: String) throws {
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw Self.unknown(pair) }
            guard let v = Double(parts[1]), v.isFinite, v >= 0 else {
                throw ValidationError("--typist: '\(parts[1])' (for \(parts[0])) is not a finite number ≥ 0")
            }
            if parts[0] == "twoThumbs" {
                guard v == 0 || v == 1 else { throw ValidationError("--typist: twoThumbs is 0 or 1, not '\(parts[1])'") }
                twoThumbs = v == 1
                continue
            }
            guard let field = Field(rawValue: parts[0]) else { throw Self.unknown(pair) }
            if field.isShare, v > 1 { throw ValidationError("--typist: \(field) is a share (0…1), not '\(parts[1])'") }
            if field == .wordsPerMinute || field == .pressDuration, v == 0 { throw ValidationError("--typist: \(field) must be above 0") }
            values.append((field, v))
        }
    }

    /// `typist` with the overridden values.
    func applied(to typist: TypistConfiguration) -> TypistConfiguration {
        var t = typist
        for (field, value) in values { field.set(value, in: &t) }
        if let twoThumbs { t.twoThumbs = twoThumbs }
        return t
    }

    private static func unknown(_ pair: Substring) -> ValidationError {
        let names = (Field.allCases.map(\.rawValue) + ["twoThumbs"]).sorted().joined(separator: ", ")
        return ValidationError("--typist: '\(pair)' is not name=value with a name among \(names)")
    }
}
