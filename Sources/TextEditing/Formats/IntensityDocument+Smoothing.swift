import IntensityStyle

extension SmoothingUnit {
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

extension IntensityDocument {
    /// The units a display smooths this document over: consecutive UTF-16 ranges covering the
    /// text, from ``TextTokenizer/segments(_:)`` (separators join a neighbouring unit, so every
    /// cluster belongs to exactly one). The one definition of a document's smoothing units: the
    /// HTML export and the renderer both use it.
    public func smoothingUnits(_ unit: SmoothingUnit, geometry: (any TextGeometry)? = nil) -> [Range<Int>] {
        TextTokenizer(document: self, geometry: geometry).segments(unit.granularity)
    }

    /// One smoothed intensity per grapheme cluster (IntensityStyle's `IntensitySmoothing` over
    /// `smoothingUnits`). Stored intensities are never changed (store raw, render late).
    public func smoothedIntensities(_ unit: SmoothingUnit, geometry: (any TextGeometry)? = nil) -> [UInt8] {
        let raw = intensities.allValues
        guard unit != .character, !raw.isEmpty else { return raw }
        let clusterUnits = smoothingUnits(unit, geometry: geometry).map { characterRange(forUTF16Range: $0) }
        return IntensitySmoothing.smoothed(raw.map { Optional(Int($0)) }, units: clusterUnits).map { UInt8(clamping: $0 ?? 0) }
    }
}
