import Testing
@testable import TextLayout

/// Counted list items: numbers are computed when drawn, so an item inserted at the top of a long
/// list re-typesets only the edited paragraphs and every later item shows its new number.
@Suite struct ListNumbersTests {
    static func list(_ items: [(String, ListItem.Marker, Int)]) -> AttributedText {
        var t = AttributedText()
        for (s, marker, level) in items {
            let li = ListItem(marker: marker, level: level, id: 0)
            var a = TextAttributes(paragraphStyle: li.paragraphStyle(indentSize: 24))
            a[.listItem] = AttributeValue(li)
            t.append(AttributedText(s + "\n", attributes: a))
        }
        return t
    }

    @Test func countedItemsAreNumberedByPositionWithSubListsAndStarts() {
        let e = LayoutEngine(container: TextContainer(width: 300))
        e.setText(Self.list([("a", .counted(start: 3), 0), ("b", .counted(start: 3), 0), ("b1", .counted(start: 1), 1),
                             ("b2", .counted(start: 1), 1), ("dot", .bullet, 1), ("c", .counted(start: 3), 0)]))
        #expect((0..<7).map { e.listNumber(ofParagraph: $0) } == [3, 4, 1, 2, nil, 5, 6], "the empty last paragraph continues the list, as the document gives it the last item's format")
    }

    @Test func insertingAnItemAtTheTopRetypesetsOnlyTheEditedParagraphs() throws {
        let e = LayoutEngine(container: TextContainer(width: 300))
        ListMarkers.register(in: e, placement: .leadingEdge, eachParagraph: true)
        e.setText(Self.list((1...1_000).map { ("Item \($0)", .counted(start: 1), 0) }))
        #expect(e.listNumber(ofParagraph: 999) == 1_000)
        let item = e.text.attributes(at: 0).attributes
        let end = "Item 1".utf16.count
        let touched = try e.replaceCharacters(in: end..<end, with: AttributedText("\n", attributes: item))
        #expect(touched.count <= 2)
        #expect(e.listNumber(ofParagraph: 1) == 2)
        #expect(e.listNumber(ofParagraph: 1_000) == 1_001)
        // Every item is drawn with its own marker: one call per group, a marker per paragraph.
        #expect(e.customDrawingCalls(layer: .text).filter { $0.key == .listItem }.count == 1)
    }

    @Test func everyParagraphOfAGroupGetsItsMarkerIncludingTheEmptyLastOne() {
        let e = LayoutEngine(container: TextContainer(width: 200))
        ListMarkers.register(in: e, placement: .leadingEdge, eachParagraph: true)
        e.setText(Self.list([("one", .counted(start: 1), 0), ("two", .counted(start: 1), 0)]))
        let li = ListItem(marker: .counted(start: 1), id: 0)
        var a = TextAttributes(paragraphStyle: li.paragraphStyle(indentSize: 24))
        a[.listItem] = AttributeValue(li)
        e.trailingAttributes = a
        let canvas = TestCanvas(width: 200, height: Int(e.contentHeight.rounded(.up)) + 2)
        e.draw(in: canvas.cairo)
        canvas.writePNG("/tmp/textlayout-counted-list.png")
        // Ink in the gutter (left of the 24-point indent) on each of the three lines.
        for k in 0..<3 {
            let f = e.lineFragment(paragraph: k, line: 0).rect
            var ink = 0
            for y in Int(f.minY)..<Int(f.maxY) { for x in 0..<22 where canvas.pixel(x, y).0 < 128 { ink += 1 } }
            #expect(ink > 5, "no marker on line \(k)")
        }
    }

    @Test func aNonItemParagraphEndsEveryList() {
        #expect(LayoutEngine.countedNumbers([ListItem(marker: .counted(start: 1), id: 0), nil, ListItem(marker: .counted(start: 7), id: 0)]) == [1, nil, 7])
    }
}
