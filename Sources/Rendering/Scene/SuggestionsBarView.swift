import CPangoCairo
import Keyboard
import TextLayout

/// The suggestions bar: the cells of the screen's strip (`ScreenLayout`, in `SuggestionStrip`'s
/// order: the best suggestion in the centre, as iOS places it, the second on the left, the third
/// on the right); the autocorrect candidate on a white rounded background.
final class SuggestionsBarView {
    private let labels: LabelCache

    init(labels: LabelCache) { self.labels = labels }

    func draw(_ s: SceneSnapshot, layout: SceneLayout, theme: SceneTheme, cairo cr: OpaquePointer) {
        let rect = layout.bar
        guard rect.height > 0 else { return }
        CairoShapes.fill(cr, rect, theme.barBackground)
        let cells = layout.barCells
        // Dividers between cells.
        CairoShapes.setColor(cr, theme.barDivider)
        for (c, _) in cells.dropFirst() {
            cairo_rectangle(cr, c.minX.rounded() - 0.5, rect.minY + rect.height * 0.2, 1, rect.height * 0.6)
        }
        cairo_fill(cr)
        let fontSize = (rect.height * 0.42).rounded()
        for (cell, index) in cells where index < s.suggestions.count {
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
