/// Display-time smoothing: each unit's clusters show the integer mean of the unit's intensities.
///
/// Units come from ``TextTokenizer/segments(_:)`` (separators join a neighbouring unit, so every
/// cluster belongs to exactly one). Stored intensities are never changed (store raw, render late).
public enum IntensitySmoothing {
    /// One smoothed intensity per grapheme cluster of `document`.
    public static func smoothed(_ document: IntensityDocument, unit: SmoothingUnit, geometry: (any TextGeometry)? = nil) -> [UInt8] {
        let raw = document.intensities.allValues
        guard unit != .character, !raw.isEmpty else { return raw }
        var out = raw
        let tokenizer = TextTokenizer(document: document, geometry: geometry)
        for segment in tokenizer.segments(unit.granularity) {
            let chars = document.characterRange(forUTF16Range: segment)
            guard !chars.isEmpty else { continue }
            let mean = raw[chars].reduce(0) { $0 + Int($1) } / chars.count
            for i in chars { out[i] = UInt8(mean) }
        }
        return out
    }
}
