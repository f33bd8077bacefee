import CPangoCairo
import TextLayout

/// A small line chart for evaluation figures (`pressboard evaluate --png`): a few series of
/// points over shared axes starting at 0, ticks at round steps, a legend of the series. Drawn
/// with the layout engine's labels; the same data gives the same bytes.
public struct LineChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var colour: RGBA
        /// (x, y) in data units, drawn in x order.
        public var points: [(x: Double, y: Double)]
        public init(name: String, colour: RGBA, points: [(x: Double, y: Double)]) {
            self.name = name
            self.colour = colour
            self.points = points
        }
    }

    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var series: [Series]

    public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    /// A round tick step giving about five ticks up to `maximum`.
    static func step(_ maximum: Double) -> Double {
        let raw = max(maximum, 1e-9) / 5
        var p = 1.0
        while p * 10 <= raw { p *= 10 }
        while p > raw { p /= 10 }
        for m in [1.0, 2, 5, 10] where p * m >= raw { return p * m }
        return p * 10
    }

    static func label(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// The chart as PNG bytes, `width` × `height` pixels.
    public func png(width: Int = 640, height: Int = 400) throws(RenderingError) -> [UInt8] {
        let canvas = try ImageCanvas(width: width, height: height)
        draw(cairo: canvas.cairo, width: Double(width), height: Double(height))
        return try canvas.pngBytes()
    }

    func draw(cairo cr: OpaquePointer, width: Double, height: Double) {
        let labels = LabelCache(sharingFontsWith: LayoutEngine(container: TextContainer(width: 100)))
        let text = TextAttributes(fontFamily: "DejaVu Sans", fontSize: 11, foreground: .black)
        CairoShapes.fill(cr, LayoutRect(x: 0, y: 0, width: width, height: height), .white)
        let plot = LayoutRect(x: 60, y: 34, width: width - 80, height: height - 90)
        let all = series.flatMap(\.points)
        let xStep = Self.step(all.map(\.x).max() ?? 1), yStep = Self.step(all.map(\.y).max() ?? 1)
        let xMax = ((all.map(\.x).max() ?? 1) / xStep).rounded(.up) * xStep, yMax = ((all.map(\.y).max() ?? 1) / yStep).rounded(.up) * yStep
        func px(_ x: Double, _ y: Double) -> (Double, Double) {
            (plot.minX + plot.width * x / max(xMax, 1e-9), plot.maxY - plot.height * y / max(yMax, 1e-9))
        }
        var title = text
        title.fontSize = 13
        labels.drawCentered(self.title, title, in: LayoutRect(x: 0, y: 4, width: width, height: 24), cairo: cr, clip: true)
        // Grid and ticks.
        let grid = RGBA(red: 0.88, green: 0.88, blue: 0.88)
        var v = 0.0
        while v <= yMax + 1e-9 {
            let (_, y) = px(0, v)
            CairoShapes.fill(cr, LayoutRect(x: plot.minX, y: y, width: plot.width, height: 1), grid)
            labels.drawCentered(Self.label(v), text, in: LayoutRect(x: 0, y: y - 8, width: 54, height: 16), cairo: cr, clip: true)
            v += yStep
        }
        v = 0
        while v <= xMax + 1e-9 {
            let (x, _) = px(v, 0)
            CairoShapes.fill(cr, LayoutRect(x: x, y: plot.minY, width: 1, height: plot.height), grid)
            labels.drawCentered(Self.label(v), text, in: LayoutRect(x: x - 25, y: plot.maxY + 4, width: 50, height: 16), cairo: cr, clip: true)
            v += xStep
        }
        CairoShapes.fill(cr, LayoutRect(x: plot.minX, y: plot.maxY, width: plot.width, height: 1.5), .black)
        CairoShapes.fill(cr, LayoutRect(x: plot.minX, y: plot.minY, width: 1.5, height: plot.height), .black)
        labels.drawCentered(xLabel, text, in: LayoutRect(x: plot.minX, y: plot.maxY + 22, width: plot.width, height: 16), cairo: cr, clip: true)
        labels.drawCentered(yLabel, text, in: LayoutRect(x: 0, y: 18, width: 120, height: 16), cairo: cr, clip: true)
        // Series: lines and dots, legend in the top right.
        for (n, s) in series.enumerated() {
            let pts = s.points.sorted { $0.x < $1.x }.map { px($0.x, $0.y) }
            CairoShapes.setColor(cr, s.colour)
            cairo_set_line_width(cr, 2)
            for (i, p) in pts.enumerated() { if i == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) } }
            cairo_stroke(cr)
            for p in pts {
                cairo_new_path(cr)
                cairo_arc(cr, p.0, p.1, 3.5, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
            let ly = plot.minY + 8 + Double(n) * 18
            CairoShapes.fill(cr, LayoutRect(x: plot.maxX - 150, y: ly + 6, width: 18, height: 3), s.colour)
            var l = text
            l.foreground = s.colour
            // The box is the label's own width, so the label starts right after its swatch
            // (centred in a fixed box, a short name stood apart from it).
            let labelWidth = min(124, labels.size(s.name, l).width.rounded(.up))
            labels.drawCentered(s.name, l, in: LayoutRect(x: plot.maxX - 128, y: ly, width: labelWidth, height: 16), cairo: cr, clip: true)
        }
    }
}
