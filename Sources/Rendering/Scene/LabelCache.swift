import CPangoCairo
import TextLayout

/// One-line labels (key caps, suggestions) laid out by small layout engines that share the
/// renderer's fonts, kept between frames: a keyboard redraw re-lays out nothing.
///
/// Bounded: cleared when it holds more than `capacity` labels.
final class LabelCache {
    struct Key: Hashable {
        var text: String
        var attributes: TextAttributes
    }

    private let fontRoot: LayoutEngine
    private var engines: [Key: LayoutEngine] = [:]
    let capacity = 1024

    init(sharingFontsWith root: LayoutEngine) { fontRoot = root }

    /// The engine holding `text` with `attributes` (no wrapping, no padding).
    func engine(_ text: String, _ attributes: TextAttributes) -> LayoutEngine {
        let key = Key(text: text, attributes: attributes)
        if let e = engines[key] { return e }
        if engines.count >= capacity { engines.removeAll(keepingCapacity: true) }
        let e = LayoutEngine(container: TextContainer(width: 100_000, lineFragmentPadding: 0), sharingFontsWith: fontRoot)
        e.setText(AttributedText(text, attributes: attributes))
        engines[key] = e
        return e
    }

    /// The label's ink-independent size (its logical line box).
    func size(_ text: String, _ attributes: TextAttributes) -> LayoutSize {
        engine(text, attributes).usedRect.size
    }

    /// Draws the label centred in `rect`, clipped to it when `clip` is set.
    func drawCentered(_ text: String, _ attributes: TextAttributes, in rect: LayoutRect, cairo cr: OpaquePointer, clip: Bool = false) {
        guard !text.isEmpty else { return }
        let e = engine(text, attributes)
        let used = e.usedRect
        var x = rect.midX - used.midX
        // Too wide: start at the left edge so the beginning stays readable.
        if used.width > rect.width { x = rect.minX - used.minX }
        let origin = LayoutPoint(x: x.rounded(), y: (rect.midY - used.midY).rounded())
        if clip {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
        }
        e.draw(in: cr, origin: origin)
        if clip { cairo_restore(cr) }
    }
}
