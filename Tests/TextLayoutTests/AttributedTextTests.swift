import Testing
@testable import TextLayout

@Suite struct AttributedTextTests {
    let bold = TextAttributes(weight: .bold)
    let plain = TextAttributes()

    @Test func runsAreUTF16AndMergeWhenEqual() throws {
        var t = AttributedText("a😀b", attributes: plain)
        #expect(t.length == 4)
        try t.setAttributes(bold, range: 1..<3)
        #expect(t.runs.map(\.length) == [1, 2, 1])
        #expect(t.attributes(at: 2).attributes == bold)
        #expect(t.attributes(at: 2).range == 1..<3)
        try t.setAttributes(plain, range: 1..<3)
        #expect(t.runs.count == 1, "equal neighbours merge back")
    }

    @Test func replacingKeepsRunsAroundTheEdit() throws {
        var t = AttributedText("hello", attributes: plain)
        try t.replaceCharacters(in: 1..<4, with: AttributedText("EY", attributes: bold))
        #expect(t.string == "hEYo")
        #expect(t.runs.map(\.length) == [1, 2, 1])
        #expect(t.attributes(at: 3).attributes == plain)
    }

    @Test func rejectsRangesOutsideTheTextAndSplitSurrogates() {
        var t = AttributedText("a😀", attributes: plain)
        #expect(throws: TextRangeError.outOfBounds(lower: 0, upper: 9, length: 3)) {
            try t.setAttributes(bold, range: 0..<9)
        }
        #expect(throws: TextRangeError.splitsSurrogatePair(offset: 2)) {
            try t.replaceCharacters(in: 2..<3, with: AttributedText("x"))
        }
    }

    @Test func paragraphsIncludeTheirNewlineAndTheLastMayBeEmpty() {
        #expect(AttributedText("").paragraphRanges == [0..<0])
        #expect(AttributedText("ab\n\ncd").paragraphRanges == [0..<3, 3..<4, 4..<6])
        #expect(AttributedText("ab\n").paragraphRanges == [0..<3, 3..<3])
    }
}
