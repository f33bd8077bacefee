extension LayoutEngine {
    /// Shows `text` (raw intensities) in `rendering`'s scheme and smoothing: installs the scheme's
    /// transformer and lays out a smoothed copy; `text` itself is not changed.
    ///
    /// Line smoothing needs lines, and the scheme can change line breaks (weight and size change
    /// widths): the text is laid out, smoothed over its lines and laid out again, until the line
    /// ranges stop changing (at most three passes).
    ///
    /// The laid-out copy holds each run's bin representative (`IntensityScheme.binned`) instead
    /// of its smoothed intensity, so neighbours in one bin merge into one Pango run.
    public func setText(_ text: AttributedText, rendering: IntensityRendering) {
        setText(text, transformer: rendering.scheme.transformer, smoothing: rendering.smoothing, binning: rendering.scheme)
    }

    /// Like `setText(_:rendering:)` with any transformer (e.g. a pulse's black layer); `binning`
    /// is the scheme whose bins the transformer depends on (nil keeps the smoothed intensities).
    public func setText(_ text: AttributedText, transformer: @escaping AttributeTransformer, smoothing: IntensitySmoothingUnit,
                        binning: IntensityScheme? = nil) {
        func display(_ lines: [Range<Int>]?) -> AttributedText {
            let smoothed = IntensitySmoother.smoothed(text, unit: smoothing, lineRanges: lines)
            return binning?.binned(smoothed) ?? smoothed
        }
        setText(AttributedText())
        attributeTransformer = transformer
        guard smoothing == .line else {
            setText(display(nil))
            return
        }
        setText(binning?.binned(text) ?? text)
        var lines = lineFragments().map(\.characterRange)
        for _ in 0..<3 {
            setText(display(lines))
            let now = lineFragments().map(\.characterRange)
            if now == lines { break }
            lines = now
        }
    }
}
