/// A screen of styled character cells, written into by the terminal views and turned into
/// lines of text with SGR escapes.
///
/// A wide character occupies its cell and a continuation cell to its right; writing over
/// either half of a wide character blanks the other half, so a line never shifts.
public struct TerminalGrid: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        /// The grapheme cluster shown; "" marks the right half of a wide character.
        var text: String
        var style: TerminalStyle
    }

    public let columns: Int
    public let rows: Int
    var cells: [Cell]

    public init(columns: Int, rows: Int, fill: TerminalStyle = .plain) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: Cell(text: " ", style: fill), count: self.columns * self.rows)
    }

    /// Fills `width` cells of `row` from `column` with spaces in `style`.
    public mutating func fill(row: Int, column: Int, width: Int, style: TerminalStyle) {
        guard row >= 0, row < rows else { return }
        for c in max(0, column)..<min(columns, column + max(0, width)) { put(" ", row: row, column: c, style: style) }
    }

    /// Writes `text` from `column`, clipped at `limit` (exclusive, default the right edge);
    /// returns the column after the last character written.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TerminalStyle, limit: Int? = nil) -> Int {
        let end = min(columns, limit ?? columns)
        var c = column
        for ch in text {
            let w = TerminalCellWidth.of(ch)
            if c + w > end { break }
            if c >= 0 { put(ch, row: row, column: c, style: style, width: w) }
            c += w
        }
        return c
    }

    /// Changes the style of the cells in `row` from `column` for `width` cells, keeping their text.
    public mutating func restyle(row: Int, column: Int, width: Int, _ change: (inout TerminalStyle) -> Void) {
        guard row >= 0, row < rows else { return }
        for c in max(0, column)..<min(columns, column + max(0, width)) { change(&cells[row * columns + c].style) }
    }

    /// The text of a row without styles (trailing spaces kept), for tests and plain output.
    public func plainRow(_ row: Int) -> String {
        cells[row * columns..<(row + 1) * columns].map(\.text).joined()
    }

    /// Each row as text with SGR escapes, ending with a reset; without colour the styles'
    /// colours are dropped. Escapes are written only where the style changes.
    public func lines(colour: Bool) -> [String] {
        (0..<rows).map { r in
            var out = ""
            var current: TerminalStyle? = nil
            for cell in cells[r * columns..<(r + 1) * columns] where !cell.text.isEmpty {
                let style = colour ? cell.style : cell.style.withoutColour
                if style != current {
                    out += style.escape
                    current = style
                }
                out += cell.text
            }
            return out + "\u{1B}[0m"
        }
    }

    private mutating func put(_ ch: Character, row: Int, column c: Int, style: TerminalStyle, width w: Int = 1) {
        guard row >= 0, row < rows, c >= 0, c + w <= columns else { return }
        let i = row * columns + c
        // Blank the halves of wide characters this write cuts.
        if cells[i].text.isEmpty, c > 0 { cells[i - 1].text = " " }
        let lastRight = i + w - 1
        if c + w < columns, cells[lastRight + 1].text.isEmpty { cells[lastRight + 1].text = " " }
        cells[i] = Cell(text: String(ch), style: style)
        if w == 2 { cells[i + 1] = Cell(text: "", style: style) }
    }

    private mutating func put(_ s: String, row: Int, column: Int, style: TerminalStyle) {
        put(Character(s), row: row, column: column, style: style)
    }
}
