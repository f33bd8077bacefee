import CPangoCairo
import TextLayout

/// `bench layout`'s list line: Return at the end of the first item of a 1,000-item numbered
/// list, then Backspace (µs per edit, the mean of the pair). The engine re-typesets only the
/// edited paragraphs (numbers of counted items are drawn, not stored), against raw Pango
/// re-laying out those same paragraphs.
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
        // Each sample is one Return and its Backspace, halved: the two edits cost different
        // amounts (two paragraphs, then one), and a median over both kinds mixed would fall in
        // the gap between them and jump with the tails.
        for _ in 0..<reps {
            let insert = try BenchClock.time { touched = max(touched, try engine.replaceCharacters(in: end..<end, with: newline).count) }
            let delete = try BenchClock.time { touched = max(touched, try engine.replaceCharacters(in: end..<(end + 1), with: none).count) }
            mine.append((insert + delete) / 2 * 1e6)
            // Raw Pango: the split item and the new empty one; then the joined item again.
            let split = BenchClock.time { raw.relayout(layouts.0, first); raw.relayout(layouts.1, "") }
            let join = BenchClock.time { raw.relayout(layouts.0, first) }
            theirs.append((split + join) / 2 * 1e6)
        }
        g_object_unref(UnsafeMutableRawPointer(layouts.0))
        g_object_unref(UnsafeMutableRawPointer(layouts.1))
        o.emit(BenchMeasurement(section: "layout", name: "insert list item at top, 1000 items", value: median(mine), unit: "µs",
                                peer: "raw Pango, edited paragraphs", peerValue: median(theirs)))
        o.emit(BenchMeasurement(section: "layout", name: "insert list item at top, paragraphs re-laid out", value: Double(touched),
                                unit: "paragraphs", peer: "limit", peerValue: 2))
    }
}
