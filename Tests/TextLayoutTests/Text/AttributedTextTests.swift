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

@Suite struct ParagraphSplitTests {
    @Test func splittingAndJoiningParagraphsKeepsEveryRun() throws {
        var t = AttributedText("a😀\n\nxyz\nלא")
        let s = t.string
        for idx in s.indices {  // a run per character
            let lo = s.utf16.distance(from: s.startIndex, to: idx)
            let hi = s.utf16.distance(from: s.startIndex, to: s.index(after: idx))
            try t.updateAttributes(in: lo..<hi) { $0.intensity = lo * 10 }
        }
        #expect(throws: TextRangeError.splitsSurrogatePair(offset: 2)) { try t.updateAttributes(in: 1..<2) { $0.italic = true } }
        t.trailingAttributes = TextAttributes(fontSize: 9)
        let parts = t.paragraphs
        #expect(parts.map(\.string) == ["a😀\n", "\n", "xyz\n", "לא"])
        #expect(parts.map(\.length) == t.paragraphRanges.map(\.count))
        for (p, r) in zip(parts, t.paragraphRanges) {
            #expect(p.runs == (try t.attributedSubstring(r)).runs)
        }
        var joined = AttributedText()
        for p in parts { joined.append(p) }
        #expect(joined == t)
    }
}
