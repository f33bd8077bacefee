import CPangoCairo
import IntensityStyle
import Keyboard
import TextLayout

/// `pressboard heatmap`'s picture: the keyboard page with every touch point coloured by its
/// intensity (HueGYR's green → red), per key the touches' mean offset (a line from the key's
/// centre) and their 2σ covariance ellipse, a strip of the key's intensity histogram along its
/// bottom edge, and a legend of the colours. Deterministic: the same statistics give the same
/// PNG/SVG bytes.
public final class HeatmapRenderer {
    public let theme: SceneTheme
    private let fontRoot: LayoutEngine
    private let labels: LabelCache

    public init(theme: SceneTheme = .standard) {
        self.theme = theme
        fontRoot = LayoutEngine(container: TextContainer(width: 100))
        labels = LabelCache(sharingFontsWith: fontRoot)
    }

    /// Height of the caption line under the keyboard.
    static let captionHeight = 20.0

    /// The picture's size for a page drawn `width` pixels wide: the keyboard keeps the scene's
    /// key proportions (0.75 of a key width per row unit), then the caption and the legend.
    public static func size(of page: PageLayout, width: Int) -> (width: Int, height: Int) {
        let keyboard = Double(width) * page.height / max(page.width, 1e-9) * 0.75
        return (width, Int((keyboard + captionHeight + SchemeLegend.height).rounded()))
    }

    public func png(_ stats: KeyTouchStatistics, width: Int) throws(RenderingError) -> [UInt8] {
        let size = Self.size(of: stats.page, width: width)
        let canvas = try ImageCanvas(width: size.width, height: size.height)
        draw(stats, size: size, cairo: canvas.cairo)
        return try canvas.pngBytes()
    }

    public func svg(_ stats: KeyTouchStatistics, width: Int) throws(RenderingError) -> [UInt8] {
        let size = Self.size(of: stats.page, width: width)
        let canvas = try VectorCanvas(format: .svg, width: size.width, height: size.height)
        draw(stats, size: size, cairo: canvas.cairo)
        return try canvas.finish()
    }

    /// A touch's colour: HueGYR's colour of its intensity's bin.
    static func colour(_ intensity: Int, alpha: Double = 1) -> RGBA {
        var c = RGBA(RenderScheme.hueColor(bin: RenderScheme.hue.bin(for: intensity)))
        c.alpha = alpha
        return c
    }

    func draw(_ stats: KeyTouchStatistics, size: (width: Int, height: Int), cairo cr: OpaquePointer) {
        let page = stats.page
        let kbHeight = Double(size.height) - Self.captionHeight - SchemeLegend.height
        let rect = LayoutRect(x: 0, y: 0, width: Double(size.width), height: kbHeight)
        let sx = rect.width / max(page.width, 1e-9), sy = rect.height / max(page.height, 1e-9)
        func px(_ x: Double, _ y: Double) -> (Double, Double) { (rect.minX + x * sx, rect.minY + y * sy) }
        CairoShapes.fill(cr, LayoutRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), theme.editorBackground)
        CairoShapes.fill(cr, rect, theme.keyboardBackground)
        for (i, laid) in page.keys.enumerated() {
            let f = LayoutRect(x: laid.frame.x * sx, y: laid.frame.y * sy, width: laid.frame.width * sx, height: laid.frame.height * sy)
            CairoShapes.fillRounded(cr, f, radius: theme.keyCornerRadius * f.height / 42, theme.key)
            let label = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: max(6, (f.height * 0.22).rounded()), foreground: RGBA(red: 0.45, green: 0.45, blue: 0.45))
            labels.drawCentered(laid.key.label(shifted: false), label,
                                in: LayoutRect(x: f.minX + 2, y: f.minY + 1, width: f.width * 0.4, height: f.height * 0.3), cairo: cr, clip: true)
            drawHistogram(stats.keys[i], in: f, cairo: cr)
        }
        for t in stats.touches {
            let (x, y) = px(t.point.x, t.point.y)
            cairo_new_path(cr)
            cairo_arc(cr, x, y, 2.5, 0, 2 * Double.pi)
            CairoShapes.setColor(cr, Self.colour(t.intensity, alpha: 0.8))
            cairo_fill(cr)
        }
        for (i, laid) in page.keys.enumerated() where stats.keys[i].count > 0 {
            drawSpread(stats.keys[i], centre: px(laid.cell.centerX, laid.cell.centerY), scale: (sx, sy), cairo: cr)
        }
        let caption = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: 10, foreground: theme.keyLabel)
        let counted = stats.keys.reduce(0) { $0 + $1.count }
        labels.drawCentered("\(stats.touches.count) touches, \(counted) on keys · dot: touch, by intensity · line: mean offset · ellipse: 2σ · bars: intensities",
                            caption, in: LayoutRect(x: 0, y: kbHeight, width: Double(size.width), height: Self.captionHeight), cairo: cr, clip: true)
        SchemeLegend(scheme: .hue).draw(in: LayoutRect(x: 0, y: kbHeight + Self.captionHeight, width: Double(size.width), height: SchemeLegend.height),
                                        theme: theme, labels: labels, cairo: cr)
    }

    /// The key's intensity histogram: ten bars along the bottom fifth of its cap.
    private func drawHistogram(_ k: KeyTouchStatistics.Key, in f: LayoutRect, cairo cr: OpaquePointer) {
        guard let top = k.histogram.max(), top > 0 else { return }
        let strip = LayoutRect(x: f.minX + f.width * 0.08, y: f.maxY - f.height * 0.24, width: f.width * 0.84, height: f.height * 0.2)
        let w = strip.width / 10
        for (b, n) in k.histogram.enumerated() where n > 0 {
            let h = strip.height * Double(n) / Double(top)
            CairoShapes.fill(cr, LayoutRect(x: strip.minX + Double(b) * w + 0.5, y: strip.maxY - h, width: max(1, w - 1), height: h),
                             Self.colour(b * 10 + 5))
        }
    }

    /// The mean offset (a line from the key's centre to a dot) and the 2σ ellipse around the mean.
    private func drawSpread(_ k: KeyTouchStatistics.Key, centre c: (Double, Double), scale: (Double, Double), cairo cr: OpaquePointer) {
        let mx = c.0 + k.meanOffsetX * scale.0, my = c.1 + k.meanOffsetY * scale.1
        CairoShapes.setColor(cr, RGBA(red: 0.1, green: 0.1, blue: 0.1))
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, c.0, c.1)
        cairo_line_to(cr, mx, my)
        cairo_stroke(cr)
        cairo_new_path(cr)
        cairo_arc(cr, mx, my, 2, 0, 2 * Double.pi)
        cairo_fill(cr)
        let e = k.ellipse
        guard k.count >= 3, e.major > 0, e.minor > 0 else { return }
        // The ellipse in keyboard units, scaled to pixels (the axes scale differently).
        cairo_save(cr)
        cairo_translate(cr, mx, my)
        cairo_scale(cr, scale.0, scale.1)
        cairo_rotate(cr, e.angle)
        cairo_scale(cr, e.major, e.minor)
        cairo_new_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_set_line_width(cr, 1.2)
        CairoShapes.setColor(cr, RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8))
        cairo_stroke(cr)
    }
}
