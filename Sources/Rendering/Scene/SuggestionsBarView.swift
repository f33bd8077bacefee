import CPangoCairo
import Keyboard
import TextLayout

/// The suggestions bar: three equal cells, the best suggestion in the centre (as iOS places it),
/// the second on the left, the third on the right; the autocorrect candidate on a white rounded
/// background.
public enum SuggestionsBarLayout {
    /// Cells in the bar, left to right.
    public static let cellCount = 3

    /// Which suggestion (0 = best) each cell shows, left to right: second, best, third — the
    /// keyboard engine's `SuggestionStrip` order, so a tap picks what the cell shows.
    public static let suggestionInCell = SuggestionStrip.standardRankInCell

    /// The cell rects of a bar, left to right.
    public static func cells(in bar: LayoutRect) -> [LayoutRect] {
        let w = bar.width / Double(cellCount)
        return (0..<cellCount).map { LayoutRect(x: bar.minX + Double($0) * w, y: bar.minY, width: w, height: bar.height) }
    }

    /// The suggestion (0 = best) shown under a point of the scene, nil outside the bar.
    public static func suggestionIndex(at x: Double, _ y: Double, in bar: LayoutRect) -> Int? {
        guard bar.contains(LayoutPoint(x: x, y: y)) else { return nil }
        let cell = min(cellCount - 1, max(0, Int((x - bar.minX) / (bar.width / Double(cellCount)))))
        return suggestionInCell[cell]
    }
}

final class SuggestionsBarView {
    private let labels: LabelCache

    init(labels: LabelCache) { self.labels = labels }

    func draw(_ s: SceneSnapshot, rect: LayoutRect, theme: SceneTheme, cairo cr: OpaquePointer) {
        guard rect.height > 0 else { return }
        CairoShapes.fill(cr, rect, theme.barBackground)
        let cells = SuggestionsBarLayout.cells(in: rect)
        // Dividers between cells.
        CairoShapes.setColor(cr, theme.barDivider)
        for c in cells.dropFirst() {
            cairo_rectangle(cr, c.minX.rounded() - 0.5, rect.minY + rect.height * 0.2, 1, rect.height * 0.6)
        }
        cairo_fill(cr)
        let fontSize = (rect.height * 0.42).rounded()
        for (cell, index) in zip(cells, SuggestionsBarLayout.suggestionInCell) where index < s.suggestions.count {
            let suggestion = s.suggestions[index]
            if suggestion.isAutocorrect {
                CairoShapes.fillRounded(cr, cell.insetBy(dx: 6, dy: rect.height * 0.12), radius: rect.height * 0.15, theme.autocorrectBackground)
            }
            let attrs = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: fontSize,
                                       weight: index == 0 ? .semibold : .regular, foreground: theme.barText)
            labels.drawCentered(suggestion.text, attrs, in: cell.insetBy(dx: 8, dy: 0), cairo: cr, clip: true)
        }
    }
}
