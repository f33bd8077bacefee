import CPangoCairo
import TextEditing
import TextLayout

/// Image attachments in the layout: `DocumentText` gives each attachment's U+FFFC an
/// ``TextLayout/AttachmentShape`` (the thumbnail plus its frame) and an ``ImageRun``; this
/// handler paints the thumbnail — or a labelled placeholder — at the rect the layout engine gave
/// the character, framed in the colour the render scheme gives that character's intensity.
public enum AttachmentDrawing {
    /// The custom attribute carrying an ``ImageRun``.
    public static let key = AttributeKey("pressboard.imageAttachment")
    /// Frame line width at regular weight, and the gap between frame and image, in pixels.
    public static let frameWidth = 2.0
    public static let gap = 1.0
    /// Space around the thumbnail inside the reserved box, in pixels.
    public static var padding: Double { frameWidth + gap }

    /// What one attachment character draws: the attachment, its cluster offset (so adjacent
    /// images are separate runs) and the thumbnail side in pixels.
    public struct ImageRun: Hashable, Sendable {
        public var offset: Int
        public var attachment: ImageAttachment
        public var side: Int
    }

    /// The box reserved for `attachment` at thumbnail side `side`.
    public static func shape(for attachment: ImageAttachment, side: Int) -> AttachmentShape {
        let (w, h) = attachment.thumbnailSize(longSide: side)
        return AttachmentShape(width: Double(w) + 2 * padding, height: Double(h) + 2 * padding)
    }

    /// Registers the handler on `engine`'s text layer; `cache` decodes, `folder()` says where
    /// relative paths are read from at draw time.
    public static func register(in engine: LayoutEngine, cache: ThumbnailCache, folder: @escaping () -> String?) {
        engine.registerCustomDrawing(key: key, layer: .text, granularity: .characterRuns) { call, ctx in
            guard let run = call.value.as(ImageRun.self) else { return }
            let line = ctx.engine.lineFragment(forCharacterAt: call.runRange.lowerBound)
            let shape = shape(for: run.attachment, side: run.side)
            let box = LayoutRect(x: call.rect.minX, y: line.baseline + ctx.origin.y - shape.height, width: shape.width, height: shape.height)
            let style = ctx.engine.displayAttributes(ctx.engine.attributes(at: call.runRange.lowerBound))
            draw(run, in: box, frame: style.foreground ?? .black, weight: style.weight ?? .regular, cairo: ctx.cairo,
                 entry: cache.entry(for: run.attachment, folder: folder(), longSide: run.side), engine: ctx.engine)
        }
    }

    /// The thumbnail or placeholder inside `box`, then the frame: its colour is the text colour
    /// the scheme gives the intensity (hue, alpha, fade), its width follows the weight scheme.
    static func draw(_ run: ImageRun, in box: LayoutRect, frame: RGBA, weight: FontWeight, cairo cr: OpaquePointer,
                     entry: ThumbnailCache.Entry, engine: LayoutEngine) {
        let inner = box.insetBy(dx: padding, dy: padding)
        switch entry {
        case .image(let thumbnail):
            thumbnail.paint(in: cr, x: inner.minX, y: inner.minY, width: inner.width, height: inner.height)
        case .placeholder(let reason):
            Placeholder.draw(label: run.attachment.label, reason: reason, in: inner, cairo: cr, engine: engine)
        }
        let line = frameWidth * (0.5 + Double(weight.value) / 800)
        CairoShapes.setColor(cr, frame)
        cairo_set_line_width(cr, line)
        let f = box.insetBy(dx: line / 2, dy: line / 2)
        cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
        cairo_stroke(cr)
    }
}
