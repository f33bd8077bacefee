import CPangoCairo
import TextLayout

/// `bench layout`'s list lines: Return in the first item of a 1,000-item numbered list, then
/// Backspace (µs per edit, the mean of the pair), against raw Pango re-laying out the paragraphs
/// the edit changed. Numbers of counted items are drawn, not stored, so no other item is typeset.
///
/// - At the item's end (a new item inserted at the top): the item's own text comes out of the edit
///   as it was, so the engine keeps its lines and typesets only the new empty item; raw Pango
///   re-lays out both paragraphs, as an engine without that check would.
/// - In the middle of the item's text: both pieces are new text, typeset by both.
extension LayoutBench {
    static func listItemInsert(_ o: BenchOptions, container: TextContainer, raw: RawPango, reps: Int) throws {
        let first = "Item 1 of the list"
        try listItemEdit(o, name: "insert list item at top, 1000 items", container: container, raw: raw, reps: reps,
                         item: first, at: first.utf16.count)
        try listItemEdit(o, name: "split list item in the middle, 1000 items", container: container, raw: raw, reps: reps,
                         item: first, at: "Item 1 of".utf16.count)
    }

    private static func listItemEdit(_ o: BenchOptions, name: String, container: TextContainer, raw: RawPango, reps: Int,
                                     item first: String, at end: Int) throws {
        let engine = LayoutEngine(container: container)
        ListMarkers.register(in: engine, placement: .leadingEdge, eachParagraph: true)
        let item = ListItem(marker: .counted(start: 1), id: 0)
        var attributes = TextAttributes(paragraphStyle: item.paragraphStyle(indentSize: 24))
        attributes[.listItem] = AttributeValue(item)
        engine.setText(AttributedText((1...1_000).map { "Item \($0) of the list\n" }.joined(), attributes: attributes))
        let newline = AttributedText("\n", attributes: attributes), none = AttributedText("")
        let head = String(first.utf16.prefix(end))!, tail = String(first.utf16.dropFirst(end))!
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
            // Raw Pango: the two pieces of the split item; then the joined item again.
            let split = BenchClock.time { raw.relayout(layouts.0, head); raw.relayout(layouts.1, tail) }
            let join = BenchClock.time { raw.relayout(layouts.0, first) }
            theirs.append((split + join) / 2 * 1e6)
        }
        g_object_unref(UnsafeMutableRawPointer(layouts.0))
        g_object_unref(UnsafeMutableRawPointer(layouts.1))
        o.emit(BenchMeasurement(section: "layout", name: name, value: median(mine), unit: "µs",
                                peer: "raw Pango, edited paragraphs", peerValue: median(theirs)))
        let short = name.replacingOccurrences(of: ", 1000 items", with: "")
        o.emit(BenchMeasurement(section: "layout", name: "\(short), paragraphs re-laid out", value: Double(touched),
                                unit: "paragraphs", peer: "limit", peerValue: 2))
    }
}
