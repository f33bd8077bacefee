import CPangoCairo
import TextLayout

/// Draws the whole scene — editor, suggestions bar, keyboard — through the layout engine, as a
/// pure function of a `SceneSnapshot`: the same snapshot gives the same pixels, and the same PNG,
/// SVG and PDF bytes, every time.
///
/// Keeps layout engines between frames (one font map for everything; the document is laid out
/// again only when it, the rendering or the size changes; key labels are cached).
/// Thread rule: one renderer per thread (its Pango objects are not `Sendable`).
public final class SceneRenderer {
    public let theme: SceneTheme
    private let fontRoot: LayoutEngine
    private let editor: EditorView
    private let bar: SuggestionsBarView
    private let keyboard: KeyboardView
    private let labels: LabelCache

    public init(theme: SceneTheme = .standard) {
        self.theme = theme
        fontRoot = LayoutEngine(container: TextContainer(width: 100))
        labels = LabelCache(sharingFontsWith: fontRoot)
        editor = EditorView(sharingFontsWith: fontRoot, theme: theme)
        bar = SuggestionsBarView(labels: labels)
        keyboard = KeyboardView(labels: labels)
    }

    /// Where the parts of the snapshot's scene go.
    public func layout(_ snapshot: SceneSnapshot) -> SceneLayout { SceneLayout(snapshot, theme: theme) }

    /// The height the snapshot's document needs at the snapshot's width without a keyboard (for
    /// rendering a whole document on one page), in pixels.
    public func fittingHeight(_ snapshot: SceneSnapshot) -> Int {
        var s = snapshot
        s.keyboard = nil
        let l = layout(s)
        editor.prepare(s, rect: l.editor, theme: theme, mode: .still)
        return Int(editor.engine.contentHeight.rounded(.up))
    }

    /// Draws the snapshot on a canvas at its top-left corner (the canvas should be the snapshot's size).
    public func draw(_ snapshot: SceneSnapshot, on canvas: some CairoCanvas) {
        draw(snapshot, cairo: canvas.cairo, pulse: .still)
    }

    func draw(_ snapshot: SceneSnapshot, cairo cr: OpaquePointer, pulse: EditorView.PulseMode) {
        let l = layout(snapshot)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        editor.draw(snapshot, rect: l.editor, theme: theme, cairo: cr, mode: pulse)
        bar.draw(snapshot, layout: l, theme: theme, cairo: cr)
        if let kb = snapshot.keyboard {
            let shown = KeyboardView.DisplayChoice(scheme: snapshot.schemeOverride ?? snapshot.document.options.renderScheme,
                                                   smoothing: snapshot.smoothingOverride ?? snapshot.document.options.smoothing)
            keyboard.draw(kb, rect: l.keyboard, theme: theme, cairo: cr, shown: shown)
        }
        if snapshot.legend {
            let scheme = snapshot.schemeOverride ?? snapshot.document.options.renderScheme
            SchemeLegend(scheme: scheme).draw(in: LayoutRect(x: 0, y: Double(snapshot.height), width: Double(snapshot.width), height: SchemeLegend.height),
                                              theme: theme, labels: labels, cairo: cr)
        }
        cairo_restore(cr)
    }

    /// The scene as an image.
    public func image(_ snapshot: SceneSnapshot) throws(RenderingError) -> ImageCanvas {
        let canvas = try ImageCanvas(width: snapshot.width, height: snapshot.canvasHeight)
        draw(snapshot, on: canvas)
        return canvas
    }

    /// The scene as PNG bytes.
    public func png(_ snapshot: SceneSnapshot) throws(RenderingError) -> [UInt8] {
        try image(snapshot).pngBytes()
    }

    /// The scene as PDF bytes (fixed creation date).
    public func pdf(_ snapshot: SceneSnapshot) throws(RenderingError) -> [UInt8] {
        let canvas = try VectorCanvas(format: .pdf, width: snapshot.width, height: snapshot.canvasHeight)
        draw(snapshot, on: canvas)
        return try canvas.finish()
    }

    /// The scene as SVG bytes. With `animated`, a pulsing scheme (hue, alpha with animation on)
    /// becomes SMIL `<animate>` elements starting at the snapshot's phase; otherwise the file shows
    /// the pulse at `snapshot.time`.
    public func svg(_ snapshot: SceneSnapshot, animated: Bool = true) throws(RenderingError) -> [UInt8] {
        let canvas = try VectorCanvas(format: .svg, width: snapshot.width, height: snapshot.canvasHeight)
        let pulse = EditorView.rendering(snapshot).pulse
        let animate = animated && pulse.map { $0.fromOpacity != $0.toOpacity } == true
        draw(snapshot, cairo: canvas.cairo, pulse: animate ? .svgAnimation : .still)
        let bytes = try canvas.finish()
        guard animate, let pulse else { return bytes }
        return AnimatedSVG.animate(bytes, pulse: pulse, time: snapshot.time)
    }

    /// The scene as ANSI 24-bit colour text, `columns` wide (two pixels rows per text row).
    public func terminal(_ snapshot: SceneSnapshot, columns: Int = 100) throws(RenderingError) -> String {
        TerminalCanvas.render(try image(snapshot), columns: columns)
    }
}
