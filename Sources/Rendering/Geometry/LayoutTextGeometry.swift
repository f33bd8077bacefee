import IntensityStyle
import TextEditing
import TextLayout

/// The editor's geometry questions (`TextGeometry`) answered by the layout engine, for an editor
/// shown as the scene shows it: same theme, same rendering, same editor width.
///
/// Coordinates are the editor view's content space (the layout container's space: origin at the
/// view's top-left, before scrolling). Before answering, the adapter re-lays out if the editor's
/// document changed since the last question (compared by value), so answers always describe the
/// current text. Attach it with `editor.geometry = adapter` and keep a strong reference (the
/// editor holds it weakly).
///
/// Thread rule: the editor's thread (it owns a layout engine).
public final class LayoutTextGeometry: TextGeometry {
    public private(set) weak var editor: TextEditor?
    public let theme: SceneTheme
    /// Width of the editor view in pixels (the scene's width).
    public var width: Double { didSet { if width != oldValue { laidOut = nil } } }
    /// Viewer overrides, as in `SceneSnapshot`.
    public var schemeOverride: RenderScheme? { didSet { laidOut = nil } }
    public var smoothingOverride: SmoothingUnit? { didSet { laidOut = nil } }

    /// The engine holding the editor's text as displayed.
    public let engine: LayoutEngine
    private var laidOut: IntensityDocument?

    public init(editor: TextEditor, width: Double = 800, theme: SceneTheme = .standard) {
        self.editor = editor
        self.width = width
        self.theme = theme
        engine = LayoutEngine(container: TextContainer(width: width), configuration: LayoutConfiguration(caretWidth: theme.caretWidth))
    }

    /// Lays out the editor's current document if it changed.
    func refresh() {
        guard let document = editor?.document else { return }
        if let laidOut, laidOut == document { return }
        laidOut = document
        engine.container = EditorView.container(LayoutRect(x: 0, y: 0, width: width, height: 0), theme: theme)
        let rendering = IntensityRendering(options: document.options, scheme: schemeOverride, smoothing: smoothingOverride)
        engine.setText(DocumentText.attributedText(document, theme: theme), rendering: rendering,
                       units: DocumentText.smoothingUnits(document, rendering.smoothing))
    }

    private func clamp(_ offset: Int) -> Int { min(max(0, offset), engine.length) }

    public func caretRect(forUTF16Offset offset: Int) -> Rect {
        refresh()
        return Rect(engine.caretRect(at: clamp(offset)))
    }

    public func selectionRects(forUTF16Range range: Range<Int>) -> [SelectionRect] {
        refresh()
        let r = clamp(range.lowerBound)..<clamp(range.upperBound)
        return engine.selectionRects(for: r).map {
            SelectionRect(rect: Rect($0.rect), writingDirection: $0.isRightToLeft ? .rightToLeft : .leftToRight,
                                      containsStart: $0.containsStart, containsEnd: $0.containsEnd)
        }
    }

    public func firstRect(forUTF16Range range: Range<Int>) -> Rect {
        refresh()
        return Rect(engine.firstRect(forCharacterRange: clamp(range.lowerBound)..<clamp(range.upperBound)).rect)
    }

    public func closestUTF16Offset(to point: Point) -> Int {
        refresh()
        return engine.closestInsertionIndex(to: LayoutPoint(x: point.x, y: point.y))
    }

    public func utf16Offset(from offset: Int, movingLinesBy lines: Int) -> Int? {
        refresh()
        let o = clamp(offset)
        guard lines != 0 else { return o }
        let all = engine.lineFragments(includeExtra: true)
        guard let current = lineIndex(of: o, in: all) else { return nil }
        let target = current + lines
        guard target >= 0, target < all.count else { return nil }
        let x = engine.caretRect(at: o).midX
        let line = all[target]
        let hit = engine.closestInsertionIndex(to: LayoutPoint(x: x, y: line.usedRect.midY))
        // Keep the result on the target line (the hit may land after its newline).
        let limit = line.characterRange.upperBound - (endsWithNewline(line) ? 1 : 0)
        return min(max(hit, line.characterRange.lowerBound), max(line.characterRange.lowerBound, limit))
    }

    public func lineRange(containingUTF16Offset offset: Int) -> Range<Int> {
        refresh()
        let o = clamp(offset)
        let all = engine.lineFragments(includeExtra: true)
        guard let i = lineIndex(of: o, in: all) else { return o..<o }
        let line = all[i]
        let end = line.characterRange.upperBound - (endsWithNewline(line) ? 1 : 0)
        return line.characterRange.lowerBound..<max(line.characterRange.lowerBound, end)
    }

    /// The line an insertion point belongs to: the one whose range holds it, the earlier line at
    /// a soft wrap boundary being the next line's start (as the caret is drawn).
    private func lineIndex(of offset: Int, in lines: [LineFragment]) -> Int? {
        guard !lines.isEmpty else { return nil }
        for (i, l) in lines.enumerated() {
            if l.characterRange.contains(offset) { return i }
            if l.isExtra && offset == l.characterRange.lowerBound { return i }
        }
        // The end of the text without a trailing newline: the last line.
        return lines.count - 1
    }

    private func endsWithNewline(_ line: LineFragment) -> Bool {
        guard !line.characterRange.isEmpty, let document = editor?.document else { return false }
        let last = line.characterRange.upperBound - 1
        return document.string(inUTF16Range: last..<(last + 1)) == "\n"
    }
}

extension Rect {
    init(_ r: LayoutRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
