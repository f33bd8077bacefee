import CPangoCairo
import TextLayout

/// `bench layout`'s list line: Return at the end of the first item of a 1,000-item numbered
/// list, then Backspace. The engine re-typesets only the edited paragraphs (numbers of counted
/// items are drawn, not stored), against raw Pango re-laying out those same paragraphs.
extension LayoutBench {
    static func listItemInsert(_ o: BenchOptions, container: TextContainer, raw: RawPango, reps: Int) throws {
        let engine = LayoutEngine(container: container)
        ListMarkers.register(in: engine, placement: .leadingEdge, eachParagraph: true)
        let item = ListItem(marker: .counted(start: 1), id: 0)
        var attributes = TextAttributes(paragraphStyle: item.paragraphStyle(indentSize: 24))
        attributes[.listItem] = AttributeValue(item)
        let first = "Item 1 of the list"
        engine.setText(AttributedText((1...1_000).map { "Item \($0) of the list\n" }.joined(), attributes: attributes))
        let end = first.utf16.count
        let newline = AttributedText("\n", attributes: attributes), none = AttributedText("")
        let layouts = (raw.makeLayout(), raw.makeLayout())
        var mine: [Double] = [], theirs: [Double] = []
        var touched = 0
        for _ in 0..<reps {
            mine.append(try BenchClock.time { touched = max(touched, try engine.replaceCharacters(in: end..<end, with: newline).count) } * 1e6)
            mine.append(try BenchClock.time { touched = max(touched, try engine.replaceCharacters(in: end..<(end + 1), with: none).count) } * 1e6)
            // Raw Pango: the split item and the new empty one; then the joined item again.
            theirs.append(BenchClock.time { raw.relayout(layouts.0, first); raw.relayout(layouts.1, "") } * 1e6)
            theirs.append(BenchClock.time { raw.relayout(layouts.0, first) } * 1e6)
        }
        g_object_unref(UnsafeMutableRawPointer(layouts.0))
        g_object_unref(UnsafeMutableRawPointer(layouts.1))
        o.emit(BenchMeasurement(section: "layout", name: "insert list item at top, 1000 items", value: median(mine), unit: "µs",
                                peer: "raw Pango, edited paragraphs", peerValue: median(theirs)))
        o.emit(BenchMeasurement(section: "layout", name: "insert list item at top, paragraphs re-laid out", value: Double(touched),
                                unit: "paragraphs", peer: "limit", peerValue: 2))
    }
}
