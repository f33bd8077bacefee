import IntensityStyle

extension LayoutEngine {
    /// Shows `text` (raw intensities) in `rendering`'s scheme and smoothing: installs the scheme's
    /// transformer and lays out a smoothed copy; `text` itself is not changed.
    ///
    /// Line smoothing needs lines, and the scheme can change line breaks (weight and size change
    /// widths): the text is laid out, smoothed over its lines and laid out again, until the line
    /// ranges stop changing (at most three passes).
    ///
    /// The laid-out copy holds each run's bin representative (`RenderScheme.binned`) instead
    /// of its smoothed intensity, so neighbours in one bin merge into one Pango run. `units`
    /// (UTF-16, covering the text) are the smoothing units when the caller knows them (a
    /// document's tokenizer units); lines always come from this layout.
    public func setText(_ text: AttributedText, rendering: IntensityRendering, units: [Range<Int>]? = nil) {
        setText(text, transformer: rendering.scheme.transformer, smoothing: rendering.smoothing, units: units, binning: rendering.scheme)
    }

    /// Like `setText(_:rendering:)` with any transformer (e.g. a pulse's black layer); `binning`
    /// is the scheme whose bins the transformer depends on (nil keeps the smoothed intensities).
    public func setText(_ text: AttributedText, transformer: @escaping AttributeTransformer, smoothing: SmoothingUnit,
                        units: [Range<Int>]? = nil, binning: RenderScheme? = nil) {
        func display(_ lines: [Range<Int>]?) -> AttributedText {
            let smoothed = IntensitySmoother.smoothed(text, unit: smoothing, units: units, lineRanges: lines)
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

extension LayoutEngine {
    /// Replaces the engine's text `old` (exactly what it holds now) with `new`, re-typesetting
    /// only the paragraphs that differ: typing in one paragraph of a long document lays out that
    /// paragraph (and its neighbour at the seam) only. The result is the same as `setText(new)`.
    public func setTextIncrementally(_ new: AttributedText, replacing old: AttributedText) {
        let op = old.paragraphs, np = new.paragraphs
        var p = 0
        while p < op.count && p < np.count && op[p] == np[p] { p += 1 }
        if p == op.count && p == np.count { return }
        var s = 0
        while s < op.count - p && s < np.count - p && op[op.count - 1 - s] == np[np.count - 1 - s] { s += 1 }
        let start = op[..<p].reduce(0) { $0 + $1.length }
        let oldEnd = old.length - op[(op.count - s)...].reduce(0) { $0 + $1.length }
        var replacement = AttributedText()
        for i in p..<(np.count - s) { replacement.append(np[i]) }
        do {
            try replaceCharacters(in: start..<oldEnd, with: replacement)
        } catch {
            setText(new)
        }
    }
}
