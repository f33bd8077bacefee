import Keyboard

/// How the keyboard fits a terminal: boxed keys (three lines a row), one line a row, or not at
/// all — with the reason, which the live screen states once on stderr.
public enum TerminalKeyboardFit: Hashable, Sendable {
    /// Each key a box: top border, label, bottom border.
    case boxed
    /// Each key one line: its label on its shade.
    case compact
    /// The keyboard is left out; the message says why and what size would show it.
    case hidden(String)

    /// Lines one keyboard row takes.
    var linesPerRow: Int {
        switch self {
        case .boxed: 3
        case .compact: 1
        case .hidden: 0
        }
    }

    /// Columns the keyboard needs for each key to get `minimum` columns.
    static func columnsNeeded(_ page: PageLayout, minimum: Int) -> Int {
        guard let narrowest = page.keys.map(\.cell.width).min(), narrowest > 0 else { return 0 }
        return Int((Double(minimum) * page.width / narrowest).rounded(.up))
    }

    /// The best fit for `page` in `columns` × `rows`, leaving `reserved` rows for the editor and bar.
    static func choose(_ page: PageLayout, columns: Int, rows: Int, reserved: Int) -> TerminalKeyboardFit {
        let rowCount = (page.keys.map(\.row).max() ?? -1) + 1
        if columnsNeeded(page, minimum: 4) <= columns, rowCount * 3 + reserved <= rows { return .boxed }
        let needed = columnsNeeded(page, minimum: 2)
        if needed > columns {
            return .hidden("the terminal is \(columns) columns wide and the keyboard needs \(needed): showing the text and suggestions only")
        }
        if rowCount + reserved > rows {
            return .hidden("the terminal has \(rows) rows and the keyboard needs \(rowCount + reserved): showing the text and suggestions only")
        }
        return .compact
    }
}
