import IntensityStyle

/// The render schemes (IntensityStyle's `RenderScheme`: bins and per-bin values) as the layout
/// engine's attribute transformers. Runs without an intensity are left as they are.
extension RenderScheme {
    /// The display attributes for `attributes` (defaults already merged), from its `intensity`.
    public func transform(_ attributes: TextAttributes) -> TextAttributes {
        guard let intensity = attributes.intensity else { return attributes }
        return apply(bin: bin(for: intensity), to: attributes)
    }

    /// Sets this scheme's attribute for `bin` on `attributes` (bold = a stored weight of
    /// semibold or more; the size scheme's base is the run's size, 20 when unset).
    public func apply(bin: Int, to attributes: TextAttributes) -> TextAttributes {
        var a = attributes
        switch self {
        case .weight:
            let bold = (attributes.weight ?? .regular) >= .semibold
            a.weight = FontWeight(Self.fontWeight(bin: bin, bold: bold))
        case .hue:
            a.foreground = RGBA(Self.hueColor(bin: bin))
        case .alpha:
            a.foreground = RGBA(red: 0, green: 0, blue: 0, alpha: Self.alpha(bin: bin))
        case .size:
            a.fontSize = Self.fontSize(bin: bin, base: attributes.fontSize ?? 20)
        case .fade, .pulse:
            let g = Self.fadeGrey(bin: bin)
            a.foreground = RGBA(red: g, green: g, blue: g)
        case .shadow:
            // The text is plain black; the intensity is in the shadow layer (`IntensityPulse`).
            a.foreground = .black
        }
        return a
    }

    /// A copy of `text` whose intensities are their bins' representatives, so neighbouring runs
    /// in one bin merge (the original's reason for `stepCount`): fewer runs for Pango, same pixels.
    public func binned(_ text: AttributedText) -> AttributedText {
        var runs: [AttributeRun] = []
        runs.reserveCapacity(text.runs.count)
        for run in text.runs {
            var r = run
            if let i = r.attributes.intensity { r.attributes.intensity = representativeIntensity(forBin: bin(for: i)) }
            runs.append(r)
        }
        return (try? AttributedText(text.string, runs: runs, trailingAttributes: text.trailingAttributes.map {
            var t = $0
            if let i = t.intensity { t.intensity = representativeIntensity(forBin: bin(for: i)) }
            return t
        })) ?? text
    }

    /// The transformer to install on a `LayoutEngine`.
    public var transformer: AttributeTransformer {
        let scheme = self
        return { scheme.transform($0) }
    }
}
