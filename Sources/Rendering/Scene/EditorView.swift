import IntensityStyle
import CPangoCairo
import TextEditing
import TextLayout

/// The editor part of the scene: the document in its render scheme (two layers for a pulsing
/// scheme), selection rects, marked-text highlight and underline, and the caret, all from the
/// layout engine. Scrolled so the caret (selection end) is visible.
final class EditorView {
    /// How the pulsing layer is drawn: at the snapshot's phase (pictures), or as SMIL animation
    /// in an SVG (the layer drawn in a sentinel colour that `AnimatedSVG` rewrites).
    enum PulseMode: Hashable { case still, svgAnimation }

    let engine: LayoutEngine
    private let blackLayer: LayoutEngine
    private var prepared: PreparedKey?
    /// The display text both engines hold (smoothed, binned), for incremental updates.
    private var displayed: AttributedText?
    /// Attachments' thumbnails, decoded once; relative image paths are read against `imageFolder`.
    private let thumbnails = ThumbnailCache()
    private var imageFolder: String?

    private struct PreparedKey: Equatable {
        var document: IntensityDocument
        var rendering: IntensityRendering
        var container: TextContainer
        var theme: SceneTheme
        var mode: PulseMode
    }

    init(sharingFontsWith root: LayoutEngine, theme: SceneTheme) {
        let configuration = LayoutConfiguration(caretWidth: theme.caretWidth)
        engine = LayoutEngine(container: TextContainer(width: 800), configuration: configuration, sharingFontsWith: root)
        blackLayer = LayoutEngine(container: TextContainer(width: 800), configuration: configuration, sharingFontsWith: root)
        DocumentStructureStyle.register(in: engine)
        AttachmentDrawing.register(in: engine, cache: thumbnails) { [weak self] in self?.imageFolder }
    }

    /// The rendering the snapshot asks for: the document's options with the viewer's overrides.
    static func rendering(_ s: SceneSnapshot) -> IntensityRendering {
        IntensityRendering(options: s.document.options, scheme: s.schemeOverride, smoothing: s.smoothingOverride, animates: s.animatesOverride)
    }

    static func container(_ rect: LayoutRect, theme: SceneTheme) -> TextContainer {
        let i = theme.editorInset
        return TextContainer(width: rect.width, insets: EdgeInsets(top: i, left: i, bottom: i, right: i))
    }

    /// Lays out the snapshot's document unless the same document is laid out already.
    func prepare(_ s: SceneSnapshot, rect: LayoutRect, theme: SceneTheme, mode: PulseMode) {
        let rendering = Self.rendering(s)
        imageFolder = s.documentFolder
        let key = PreparedKey(document: s.document, rendering: rendering, container: Self.container(rect, theme: theme), theme: theme, mode: mode)
        guard key != prepared else { return }
        let text = DocumentText.attributedText(s.document, theme: theme)
        let units = DocumentText.smoothingUnits(s.document, rendering.smoothing)
        let pulse = rendering.pulse
        // Same scheme, smoothing, size and theme: only the text changed. Lay out the paragraphs
        // that differ (line smoothing depends on the layout, so it always starts over).
        if let old = prepared, let shown = displayed, old.rendering == rendering, old.container == key.container,
           old.theme == theme, old.mode == mode, rendering.smoothing != .line {
            let display = rendering.scheme.binned(IntensitySmoother.smoothed(text, unit: rendering.smoothing, units: units))
            engine.setTextIncrementally(display, replacing: shown)
            if pulse != nil { blackLayer.setTextIncrementally(display, replacing: shown) }
            displayed = display
            prepared = key
            return
        }
        prepared = key
        engine.container = key.container
        engine.setText(text, rendering: rendering, units: units)
        displayed = rendering.smoothing == .line ? nil : engine.text
        if let pulse {
            blackLayer.container = key.container
            let transformer: AttributeTransformer
            if mode == .still {
                transformer = pulse.blackLayerTransformer
            } else {
                transformer = { (a: TextAttributes) -> TextAttributes in
                    var t = pulse.blackLayerTransform(a)
                    if let i = a.intensity {
                        // One sentinel for a black layer, one per bin for coloured shadows.
                        t.foreground = AnimatedSVG.sentinel(bin: pulse.isColoured ? pulse.scheme.bin(for: i) : nil)
                        t.underline = nil
                        t.strikethrough = nil
                    }
                    return t
                }
            }
            blackLayer.setText(text, transformer: transformer, smoothing: rendering.smoothing, units: units, binning: pulse.scheme)
        } else {
            blackLayer.setText(AttributedText())
        }
    }

    /// Vertical scroll offset keeping the end of the selection in view.
    func scrollOffset(_ s: SceneSnapshot, rect: LayoutRect, theme: SceneTheme) -> Double {
        let caret = engine.caretRect(at: min(s.selection.upperBound, engine.length))
        let bottom = caret.maxY + theme.editorInset
        return max(0, bottom - rect.height).rounded()
    }

    func draw(_ s: SceneSnapshot, rect: LayoutRect, theme: SceneTheme, cairo cr: OpaquePointer, mode: PulseMode) {
        prepare(s, rect: rect, theme: theme, mode: mode)
        CairoShapes.fill(cr, rect, theme.editorBackground)
        let scroll = scrollOffset(s, rect: rect, theme: theme)
        let origin = LayoutPoint(x: rect.minX, y: rect.minY - scroll)
        let visible = LayoutRect(x: 0, y: scroll, width: rect.width, height: rect.height)
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)

        let length = engine.length
        func clamped(_ r: Range<Int>) -> Range<Int> { min(r.lowerBound, length)..<min(r.upperBound, length) }
        // Selection and marked text behind the glyphs.
        let selection = clamped(s.selection)
        if !selection.isEmpty {
            for r in engine.selectionRects(for: selection) { CairoShapes.fill(cr, r.rect.offsetBy(dx: origin.x, dy: origin.y), theme.selection) }
        }
        let marked = s.markedRange.map(clamped)
        if let marked, !marked.isEmpty {
            for r in engine.selectionRects(for: marked) { CairoShapes.fill(cr, r.rect.offsetBy(dx: origin.x, dy: origin.y), theme.markedText) }
        }

        // The text, with the pulse's black layer under or over it.
        let pulse = Self.rendering(s).pulse
        let opacity = mode == .still ? (pulse?.blackLayerOpacity(at: s.time) ?? 0) : 1
        func drawBlack() {
            guard let pulse, opacity > 0 else { return }
            let at = LayoutPoint(x: origin.x + pulse.layerOffset, y: origin.y + pulse.layerOffset)
            if mode == .still && opacity < 1 {
                cairo_push_group(cr)
                blackLayer.draw(in: cr, origin: at, clip: visible)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            } else {
                blackLayer.draw(in: cr, origin: at, clip: visible)
            }
        }
        if let pulse, !pulse.blackLayerOnTop { drawBlack() }
        engine.draw(in: cr, origin: origin, clip: visible)
        if let pulse, pulse.blackLayerOnTop { drawBlack() }

        // Marked-text underline, on each line of the marked range.
        if let marked, !marked.isEmpty {
            CairoShapes.setColor(cr, theme.markedUnderline)
            for r in engine.selectionRects(for: marked) {
                let rr = r.rect.offsetBy(dx: origin.x, dy: origin.y)
                cairo_rectangle(cr, rr.minX, rr.maxY - 2, rr.width, 1.5)
            }
            cairo_fill(cr)
        }
        // The caret, hidden while a selection exists (as the original).
        if s.showsCaret && selection.isEmpty {
            CairoShapes.fill(cr, engine.caretRect(at: selection.lowerBound).offsetBy(dx: origin.x, dy: origin.y), theme.caret)
        }
        cairo_restore(cr)
    }
}
