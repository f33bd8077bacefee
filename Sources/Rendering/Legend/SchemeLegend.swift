import CPangoCairo
import IntensityStyle
import TextLayout

/// A legend of a render scheme's scale: "Aa" drawn at intensities 0, 10, … 100 in the scheme,
/// each with its number beneath, after the word "intensity" — so a reader of a picture can tell
/// what a weight, a colour, an opacity, a size, a grey or a shadow means.
///
/// Generic over `RenderScheme`: a sample is the scheme's own transform of the text attributes
/// (the layout engine's, as the document is drawn); a scheme whose look is a second layer (the
/// coloured shadow) shows that layer's colour. A new scheme needs nothing here unless its look
/// is a layer — then one line in ``sampleAttributes(_:intensity:theme:)``. Pulsing schemes are
/// drawn still (the legend shows the scale, not the pulse).
public struct SchemeLegend: Sendable {
    /// Height of the band the legend needs, in pixels (points in SVG/PDF).
    public static let height = 44.0
    /// The intensities sampled.
    public static let intensities = Array(stride(from: 0, through: 100, by: 10))

    public var scheme: RenderScheme

    public init(scheme: RenderScheme) { self.scheme = scheme }

    /// The attributes the sample at `intensity` is drawn with.
    static func sampleAttributes(_ scheme: RenderScheme, intensity: Int, theme: SceneTheme) -> TextAttributes {
        var a = TextAttributes(fontFamily: theme.textFontFamily, fontSize: 16, foreground: theme.keyLabel)
        a.intensity = intensity
        a = scheme.transform(a)
        if scheme == .shadow { a.foreground = RGBA(RenderScheme.shadowColor(bin: scheme.bin(for: intensity))) }
        a.intensity = nil
        return a
    }

    /// Draws the legend in `rect` (the band below a scene).
    func draw(in rect: LayoutRect, theme: SceneTheme, labels: LabelCache, cairo cr: OpaquePointer) {
        CairoShapes.fill(cr, rect, theme.editorBackground)
        CairoShapes.fill(cr, LayoutRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), RGBA(red: 0.8, green: 0.8, blue: 0.8))
        let caption = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: 10, foreground: theme.keyLabel)
        let titleWidth = min(112, rect.width * 0.24)
        labels.drawCentered("intensity (\(scheme.name))", caption, in: LayoutRect(x: rect.minX, y: rect.minY, width: titleWidth, height: rect.height),
                            cairo: cr, clip: true)
        let cells = Self.intensities.count
        let cellWidth = (rect.width - titleWidth) / Double(cells)
        for (i, intensity) in Self.intensities.enumerated() {
            let x = rect.minX + titleWidth + Double(i) * cellWidth
            let sample = LayoutRect(x: x, y: rect.minY + 2, width: cellWidth, height: rect.height * 0.6)
            labels.drawCentered("Aa", Self.sampleAttributes(scheme, intensity: intensity, theme: theme), in: sample, cairo: cr, clip: true)
            let number = LayoutRect(x: x, y: rect.minY + rect.height * 0.62, width: cellWidth, height: rect.height * 0.36)
            labels.drawCentered(String(intensity), caption, in: number, cairo: cr, clip: true)
        }
    }
}
