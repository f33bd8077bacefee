extension LayoutEngine {
    /// Shows `text` (raw intensities) in `rendering`'s scheme and smoothing: installs the scheme's
    /// transformer and lays out a smoothed copy; `text` itself is not changed.
    ///
    /// Line smoothing needs lines, and the scheme can change line breaks (weight and size change
    /// widths): the text is laid out, smoothed over its lines and laid out again, until the line
    /// ranges stop changing (at most three passes).
    public func setText(_ text: AttributedText, rendering: IntensityRendering) {
        setText(text, transformer: rendering.scheme.transformer, smoothing: rendering.smoothing)
    }

    /// Like `setText(_:rendering:)` with any transformer (e.g. a pulse's black layer).
    public func setText(_ text: AttributedText, transformer: @escaping AttributeTransformer, smoothing: IntensitySmoothingUnit) {
        setText(AttributedText())
        attributeTransformer = transformer
        guard smoothing == .line else {
            setText(IntensitySmoother.smoothed(text, unit: smoothing))
            return
        }
        setText(text)
        var lines = lineFragments().map(\.characterRange)
        for _ in 0..<3 {
            setText(IntensitySmoother.smoothed(text, unit: .line, lineRanges: lines))
            let now = lineFragments().map(\.characterRange)
            if now == lines { break }
            lines = now
        }
    }
}
