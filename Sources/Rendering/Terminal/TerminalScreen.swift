import Keyboard
/// The scene as a terminal screen of real characters — the document's text styled by its
/// intensities, the suggestions bar as a row of words, the keyboard as labelled cells — sized
/// to the terminal (`TerminalSize`), with or without colour (`NO_COLOR` is the caller's to
/// read and pass as `colour: false`).
///
/// Layout, top to bottom: the editor (every row the keyboard and bar leave), the bar (one
/// row, when the scene has a keyboard), the keyboard (`TerminalKeyboardFit`). A pure function
/// of the snapshot and the size: the same input gives the same text.
public struct TerminalScreen: Sendable {
    public var theme: SceneTheme
    /// Draw 24-bit colours (false: attributes only, for `NO_COLOR` and plain logs).
    public var colour: Bool

    /// Rows the editor keeps at least before the keyboard gets boxed keys.
    static let editorRowsForBoxedKeys = 3

    public init(theme: SceneTheme = SceneTheme(), colour: Bool = true) {
        self.theme = theme
        self.colour = colour
    }

    /// One drawn screen: the grid and how the keyboard fitted.
    public struct Frame: Sendable, Equatable {
        public var grid: TerminalGrid
        public var keyboardFit: TerminalKeyboardFit?
        /// Rows of each part: editor, bar, keyboard.
        public var editorRows: Range<Int>
        public var barRow: Int?
        public var keyboardRows: Range<Int>

        /// The lines with escapes, for printing (each ends with a reset).
        public func lines(colour: Bool) -> [String] { grid.lines(colour: colour) }

        /// The text that repaints a whole terminal with this frame from the top-left corner:
        /// each line cleared to its end, the rest of the screen cleared.
        public func repaint(colour: Bool) -> String {
            "\u{1B}[H" + lines(colour: colour).map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
        }
    }

    public func render(_ snapshot: SceneSnapshot, size: TerminalSize) -> Frame {
        var grid = TerminalGrid(columns: size.columns, rows: size.rows)
        var fit: TerminalKeyboardFit? = nil
        var keyboardRows = size.rows..<size.rows
        var barRow: Int? = nil
        if let kb = snapshot.keyboard {
            let barRows = size.rows >= 2 ? 1 : 0
            let f = TerminalKeyboardFit.choose(kb.page, columns: size.columns, rows: size.rows,
                                               reserved: barRows + (size.rows >= 6 ? Self.editorRowsForBoxedKeys : 1))
            fit = f
            let pageRows = (kb.page.keys.map(\.row).max() ?? -1) + 1
            let kbRows = pageRows * f.linesPerRow
            keyboardRows = (size.rows - kbRows)..<size.rows
            if barRows == 1 { barRow = keyboardRows.lowerBound - 1 }
            TerminalKeyboardView(theme: theme, colour: colour)
                .draw(kb, fit: f, into: &grid, top: keyboardRows.lowerBound,
                      shown: KeyboardView.DisplayChoice(scheme: snapshot.schemeOverride ?? snapshot.document.options.renderScheme,
                                                        smoothing: snapshot.smoothingOverride ?? snapshot.document.options.smoothing))
            if let barRow { drawBar(snapshot.suggestions, row: barRow, grid: &grid) }
        }
        let editorRows = 0..<(barRow ?? keyboardRows.lowerBound)
        TerminalEditorView(theme: theme, colour: colour).draw(snapshot, into: &grid, top: 0, height: editorRows.count)
        return Frame(grid: grid, keyboardFit: fit, editorRows: editorRows, barRow: barRow, keyboardRows: keyboardRows)
    }

    /// The bar: three equal cells, best suggestion in the middle (as the window's bar), the
    /// autocorrect candidate bold and reversed.
    func drawBar(_ suggestions: [SuggestionCell], row: Int, grid: inout TerminalGrid) {
        let base = colour ? TerminalStyle(foreground: TerminalEditorView.colour(theme.barText), background: TerminalEditorView.colour(theme.barBackground))
                          : TerminalStyle.plain
        grid.fill(row: row, column: 0, width: grid.columns, style: base)
        let n = SuggestionStrip.standardRankInCell.count
        for cell in 0..<n {
            let a = grid.columns * cell / n, b = grid.columns * (cell + 1) / n
            if cell > 0 {
                var divider = base
                if colour { divider.foreground = TerminalEditorView.colour(theme.barDivider) }
                grid.write("│", row: row, column: a, style: divider)
            }
            let index = SuggestionStrip.rankInCell(cell)
            guard index < suggestions.count else { continue }
            let s = suggestions[index]
            var style = base
            if s.isAutocorrect {
                style.bold = true
                if colour { style.background = TerminalEditorView.colour(theme.autocorrectBackground) } else { style.reverse = true }
            }
            let text = " " + s.text + " "
            let inner = (a + 1)..<b
            let w = min(inner.count, TerminalCellWidth.of(text))
            grid.write(text, row: row, column: inner.lowerBound + max(0, (inner.count - w) / 2), style: style, limit: inner.upperBound)
        }
    }
}

/// A terminal's size in character cells (from `ioctl(TIOCGWINSZ)` live, or given).
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}
