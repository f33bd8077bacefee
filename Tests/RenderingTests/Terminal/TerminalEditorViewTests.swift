import Testing
import TextEditing
@testable import Rendering

/// Paragraph structure in text cells: markers as characters at the leading edge, wrapped items
/// aligned under their text, centre/right alignment as padding, headings bold, code dim.
@Suite struct TerminalEditorViewTests {
    static func document(_ text: String, _ formats: [ParagraphFormat]) -> IntensityDocument {
        var doc = IntensityDocument(string: text, intensity: 40)
        doc.setParagraphFormats(formats)
        return doc
    }

    static func rows(_ doc: IntensityDocument, columns: Int = 20, height: Int = 8) -> (plain: [String], grid: TerminalGrid) {
        var grid = TerminalGrid(columns: columns, rows: height)
        let view = TerminalEditorView(theme: SceneTheme(), colour: false)
        view.draw(SceneSnapshot(document: doc, showsCaret: false), into: &grid, top: 0, height: height)
        let plain = (0..<height).map { r in
            String((0..<columns).map { grid.cells[r * columns + $0].text }.joined())
                .replacingTrailingSpaces()
        }
        return (plain, grid)
    }

    @Test func listMarkersAreCellsAndWrappedItemsStayAligned() {
        let doc = Self.document("Fruit\nan apple and a pear\nfirst\nsecond\nnested", [
            ParagraphFormat(block: .h1), ParagraphFormat(list: .bullet), ParagraphFormat(list: .number(start: 3)),
            ParagraphFormat(list: .number(start: 3)), ParagraphFormat(list: .bullet, level: 1),
        ])
        let rows = Self.rows(doc, columns: 14).plain
        #expect(Array(rows.prefix(6)) == ["Fruit", "• an apple", "  and a pear", "3. first", "4. second", "  • nested"])
    }

    @Test func alignmentPadsButMarkersStayAtTheLeadingEdge() {
        let doc = Self.document("mid\nend\nitem", [
            ParagraphFormat(alignment: .center), ParagraphFormat(alignment: .right),
            ParagraphFormat(alignment: .right, list: .bullet),
        ])
        let rows = Self.rows(doc, columns: 11).plain
        #expect(Array(rows.prefix(3)) == ["    mid", "        end", "•      item"])
    }

    @Test func headingsAreBoldCodeIsDimQuotesHaveABar() {
        let doc = Self.document("Title\nlet x\nsaid", [ParagraphFormat(block: .h2), ParagraphFormat(block: .code), ParagraphFormat(block: .quote)])
        let (rows, grid) = Self.rows(doc)
        #expect(rows[2] == "│ said")
        let columns = grid.columns
        #expect(grid.cells[0].style.bold)
        #expect(grid.cells[columns].style.dim && !grid.cells[columns].style.bold)
        #expect(grid.cells[2 * columns + 2].style.italic)
    }

    @Test func plainDocumentsDrawAsBefore() {
        let doc = IntensityDocument(string: "one two three four", intensity: 40)
        #expect(Array(Self.rows(doc, columns: 9).plain.prefix(2)) == ["one two", "three"])
    }

    @Test func prefixesNeverTakeTheWholeLine() {
        let doc = Self.document("deep", [ParagraphFormat(list: .bullet, level: 8)])
        let rows = Self.rows(doc, columns: 4, height: 6).plain
        // At least one cell of text per line: the word still shows, a letter per line.
        #expect(rows.joined().filter(\.isLetter) == "deep")
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
