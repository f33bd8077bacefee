import Testing
@testable import TextEditing

/// Markdown through libcmark: structure in, the same structure back out, hostile input survived.
@Suite struct MarkdownTests {
    static let sample = """
    # Notes

    Some *soft* and **strong** text with [a link](https://example.org).

    - one
      - nested
    - two

    3. three
    4. four

    > quoted

    ```
    code line 1
    code line 2
    ```
    """

    @Test func structureComesIn() {
        let (doc, warnings) = MarkdownReader.read(Array(Self.sample.utf8))
        #expect(warnings.isEmpty)
        #expect(doc.string == "Notes\nSome soft and strong text with a link.\none\nnested\ntwo\nthree\nfour\nquoted\ncode line 1\ncode line 2")
        #expect(doc.paragraphFormats == [
            ParagraphFormat(block: .h1), .plain,
            ParagraphFormat(list: .bullet), ParagraphFormat(list: .bullet, level: 1), ParagraphFormat(list: .bullet),
            ParagraphFormat(list: .number(start: 3)), ParagraphFormat(list: .number(start: 3)),
            ParagraphFormat(block: .quote), ParagraphFormat(block: .code), ParagraphFormat(block: .code),
        ])
        #expect(ListNumbering.numbers(doc.paragraphFormats)[5...6] == [3, 4])
        #expect(doc.links.map(\.url) == ["https://example.org"])
        let soft = doc.string.distance(from: doc.string.startIndex, to: doc.string.range(of: "soft")!.lowerBound)
        #expect(doc.attributes.value(at: soft)?.italic == true)
    }

    @Test func writtenAndReadBackKeepsTextStructureAndLinks() {
        let (doc, _) = MarkdownReader.read(Array(Self.sample.utf8))
        let (back, warnings) = MarkdownReader.read(MarkdownWriter.write(doc))
        #expect(warnings.isEmpty)
        #expect(back.string == doc.string)
        #expect(back.paragraphFormats == doc.paragraphFormats)
        #expect(back.links == doc.links)
        #expect(back.attributes == doc.attributes)
    }

    @Test func deepNestingAndBadBytesAreWarningsNotCrashes() {
        let deep = String(repeating: "> ", count: 10_000) + "x\n\n" + (0..<200).map { String(repeating: "  ", count: $0) + "- l\($0)\n" }.joined()
        let (doc, warnings) = MarkdownReader.read(Array(deep.utf8))
        #expect(doc.string.hasPrefix("x"))
        #expect(doc.paragraphFormats.map(\.level).max() == ParagraphFormat.maximumLevel)
        #expect(warnings.contains { $0.message.contains("nested deeper") })
        let (bad, w2) = MarkdownReader.read([0x61, 0xFF, 0x62])
        #expect(bad.string == "a\u{FFFD}b")
        #expect(w2.map(\.message) == ["the file is not valid UTF-8; invalid bytes became U+FFFD"])
    }
}
