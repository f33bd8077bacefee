import Keyboard
import TextLayout

/// The keyboard as a grid of labelled cells: each key spans the columns its cell covers in
/// keyboard units (one column left as a gap), boxed or on one line (`TerminalKeyboardFit`).
/// A pressed key is shaded by its live intensity as the window shades it (`w·(100 − I)/100`)
/// and in reverse video without colour; shift is lit while on and underlined under caps lock;
/// an open popup shows its alternatives on the line above its key, the selected one reversed.
struct TerminalKeyboardView {
    var theme: SceneTheme
    var colour: Bool

    /// Column range of a keyboard-unit x range in `columns` columns.
    static func span(_ x: Double, _ maxX: Double, width: Double, columns: Int) -> Range<Int> {
        let s = Double(columns) / max(width, 1e-9)
        let a = Int((x * s).rounded()), b = Int((maxX * s).rounded())
        return max(0, a)..<min(columns, max(a, b))
    }

    /// `shown`: the document's scheme and smoothing, which the accessory's choosers show.
    func draw(_ kb: KeyboardSnapshot, fit: TerminalKeyboardFit, into grid: inout TerminalGrid, top: Int,
              shown: KeyboardView.DisplayChoice? = nil) {
        let lines = fit.linesPerRow
        guard lines > 0 else { return }
        let page = kb.page
        let state = kb.state
        let rowCount = (page.keys.map(\.row).max() ?? -1) + 1
        let back = colour ? TerminalStyle(background: TerminalEditorView.colour(theme.keyboardBackground)) : TerminalStyle.plain
        for r in top..<top + rowCount * lines { grid.fill(row: r, column: 0, width: grid.columns, style: back) }
        let shifted = state.shift.isActive
        for (index, laid) in page.keys.enumerated() {
            let span = Self.span(laid.cell.x, laid.cell.maxX, width: page.width, columns: grid.columns)
            let body = span.lowerBound..<max(span.lowerBound + 1, span.upperBound - 1)
            let pressed = state.pressed.first { $0.page == state.pageIndex && $0.keyIndex == index }
            let style = keyStyle(laid.key, pressed: pressed, state: state)
            let row = top + laid.row * lines
            let label = KeyboardView.label(of: laid.key, pressed: pressed, state: state, shown: shown, shifted: shifted).0
            if lines == 3 {
                let inner = max(0, body.count - 2)
                grid.write("┌" + String(repeating: "─", count: inner) + "┐", row: row, column: body.lowerBound, style: style)
                grid.fill(row: row + 1, column: body.lowerBound, width: body.count, style: style)
                grid.write("│", row: row + 1, column: body.lowerBound, style: style)
                grid.write("│", row: row + 1, column: body.upperBound - 1, style: style)
                centre(label, in: (body.lowerBound + 1)..<(body.upperBound - 1), row: row + 1, style: style, grid: &grid)
                grid.write("└" + String(repeating: "─", count: inner) + "┘", row: row + 2, column: body.lowerBound, style: style)
            } else {
                grid.fill(row: row, column: body.lowerBound, width: body.count, style: style)
                centre(label, in: body, row: row, style: style, grid: &grid)
            }
        }
        for popup in state.popups where popup.page == state.pageIndex && popup.keyIndex < page.keys.count {
            drawPopup(popup, key: page.keys[popup.keyIndex], width: page.width, shifted: shifted, row: top + page.keys[popup.keyIndex].row * lines - 1, grid: &grid)
        }
    }

    func keyStyle(_ key: Key, pressed: KeyboardVisualState.PressedKey?, state: KeyboardVisualState) -> TerminalStyle {
        var fill = KeyboardView.isModifierLook(key.action) ? theme.modifierKey : theme.key
        var style = TerminalStyle()
        let isShift = key.action == .shift || key.action == .capsLock
        if isShift, state.shift.isActive {
            fill = theme.activeModifierKey
            style.bold = true
            if !colour { style.reverse = true }
        }
        if isShift, state.shift == .locked { style.underline = true }
        var label = theme.keyLabel
        if let p = pressed, !p.isOutside {
            fill = KeyboardView.shaded(fill, intensity: p.intensity)
            if (fill.red + fill.green + fill.blue) / 3 < 0.5 { label = theme.keyLabelOnDark }
            style.reverse = !colour
            style.bold = p.intensity * 3 >= 200
            style.dim = !colour && p.intensity * 3 < 100
        }
        if colour {
            style.background = TerminalEditorView.colour(fill)
            style.foreground = TerminalEditorView.colour(label)
        }
        return style
    }

    private func drawPopup(_ popup: KeyboardVisualState.OpenPopup, key: LaidOutKey, width: Double, shifted: Bool, row: Int, grid: inout TerminalGrid) {
        guard row >= 0 else { return }
        let labels = key.key.alternatives.map { " " + $0.label(shifted: shifted) + " " }
        let total = labels.reduce(0) { $0 + TerminalCellWidth.of($1) }
        let centre = Self.span(key.cell.x, key.cell.maxX, width: width, columns: grid.columns)
        var column = max(0, min(grid.columns - total, (centre.lowerBound + centre.upperBound - total) / 2))
        for (i, text) in labels.enumerated() {
            var style = TerminalStyle(bold: true)
            if colour {
                style.background = TerminalEditorView.colour(i == popup.selected ? theme.popupSelection : theme.popupBackground)
                style.foreground = TerminalEditorView.colour(i == popup.selected ? theme.popupSelectionLabel : theme.keyLabel)
            } else if i == popup.selected {
                style.reverse = true
            }
            column = grid.write(text, row: row, column: column, style: style)
        }
    }

    /// Writes `text` centred in `columns` of `row`, clipped to them.
    private func centre(_ text: String, in columns: Range<Int>, row: Int, style: TerminalStyle, grid: inout TerminalGrid) {
        guard !columns.isEmpty else { return }
        let w = TerminalCellWidth.of(text)
        let start = columns.lowerBound + max(0, (columns.count - w) / 2)
        grid.write(text, row: row, column: start, style: style, limit: columns.upperBound)
    }
}
