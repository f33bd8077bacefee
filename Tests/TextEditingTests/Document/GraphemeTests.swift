import Testing
import PropertyBased
@testable import TextEditing

/// Index conversions and cluster-safe editing with the scripts that break naive code.
@Suite struct GraphemeTests {
    static let family = "👨‍👩‍👧"        // ZWJ sequence: 8 UTF-16 units, 1 cluster
    static let flags = "🇫🇷🇩🇪"           // two flags: 8 units, 2 clusters
    static let accented = "e\u{301}"   // combining acute: 2 units, 1 cluster
    static let cjk = "漢字"             // BMP: 1 unit each

    @Test func conversionsAcrossScripts() {
        let s = "a" + Self.family + Self.flags + Self.accented + Self.cjk + "z"
        let doc = IntensityDocument(string: s, intensity: 10)
        #expect(doc.characterCount == 8)
        #expect(doc.utf16Count == s.utf16.count)
        #expect(doc.intensities.count == 8)
        // a | family | 🇫🇷 | 🇩🇪 | é | 漢 | 字 | z
        let starts = [0, 1, 9, 13, 17, 19, 20, 21]
        for (c, u) in starts.enumerated() {
            #expect(doc.utf16Offset(forCharacterOffset: c) == u)
            #expect(doc.characterOffset(forUTF16Offset: u) == c)
            #expect(doc.isCharacterBoundary(utf16: u))
        }
        // Offsets inside clusters snap down (or up) and are not boundaries.
        for inside in [2, 5, 8, 10, 14, 18] {
            #expect(!doc.isCharacterBoundary(utf16: inside))
            let down = doc.boundaryUTF16Offset(inside)
            let up = doc.boundaryUTF16Offset(inside, roundingUp: true)
            #expect(starts.contains(down) && starts.contains(up) && down < inside && up > inside)
        }
        // UTF-8: 'a' is 1 byte, the family 18 bytes.
        #expect(doc.utf8Offset(forUTF16Offset: 1) == 1)
        #expect(doc.utf8Offset(forUTF16Offset: 9) == 1 + Self.family.utf8.count)
        #expect(doc.utf16Offset(forUTF8Offset: 1 + Self.family.utf8.count) == 9)
        #expect(doc.utf8Count == s.utf8.count)
    }

    @Test(arguments: [family, "🇫🇷", accented, "漢", "👍🏽", "ก\u{E31}", "\r\n"])
    func deleteBackwardRemovesWholeCluster(cluster: String) {
        let editor = TextEditor(document: IntensityDocument(string: "x" + cluster + cluster))
        editor.deleteBackward()
        #expect(editor.document.string == "x" + cluster)
        #expect(editor.document.intensities.count == 2)
        #expect(editor.selection == (1 + cluster.utf16.count)..<(1 + cluster.utf16.count))
        editor.deleteBackward()
        #expect(editor.document.string == "x")
    }

    @Test func positionsNeverSplitClusters() {
        let editor = TextEditor(document: IntensityDocument(string: Self.family + Self.flags))
        let start = editor.beginningOfDocument
        #expect(editor.position(from: start, offset: 1) == TextPosition(8))
        #expect(editor.position(from: TextPosition(8), in: .right, offset: 1) == TextPosition(12))
        #expect(editor.position(from: TextPosition(16), in: .left, offset: 2) == TextPosition(8))
        editor.selectedTextRange = TextRange(3..<10)
        #expect(editor.selection == 0..<8)
        #expect(editor.offset(from: start, to: editor.endOfDocument) == 16)
    }

    @Test func conversionsAgreeWithSwiftStrings() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...60)) { picks in
            let s = picks.map { Self.pieces[$0] }.joined()
            let doc = IntensityDocument(string: s)
            #expect(doc.characterCount == s.count)
            #expect(doc.utf16Count == s.utf16.count)
            var u = 0
            for (c, ch) in s.enumerated() {
                #expect(doc.utf16Offset(forCharacterOffset: c) == u)
                #expect(doc.characterOffset(forUTF16Offset: u) == c)
                #expect(doc.nextBoundary(afterUTF16Offset: u) == u + ch.utf16.count)
                #expect(doc.previousBoundary(beforeUTF16Offset: u + ch.utf16.count) == u)
                for k in 1..<ch.utf16.count { #expect(doc.boundaryUTF16Offset(u + k) == u) }
                u += ch.utf16.count
            }
        }
    }

    static let pieces = ["a", " ", "é", "e\u{301}", family, "🇫🇷", "漢", "\n", "👍🏽", "ก\u{E31}", "\r\n", "Z"]

    @Test func combiningMarkTypedAfterLetterMergesAndKeepsBaseIntensity() {
        let editor = TextEditor(document: IntensityDocument(string: "ca", intensity: 70))
        editor.insertText("\u{301}", intensity: 10)
        #expect(editor.document.string == "ca\u{301}")
        #expect(editor.document.characterCount == 2)
        #expect(editor.document.intensities.allValues == [70, 70])
        #expect(editor.selection == 3..<3)
        editor.deleteBackward()
        #expect(editor.document.string == "c")
    }

    @Test func regionalIndicatorsPairIntoFlags() {
        let editor = TextEditor()
        editor.insertText("🇫", intensity: 20)
        editor.insertText("🇷", intensity: 90)
        #expect(editor.document.characterCount == 1)
        #expect(editor.document.intensities.allValues == [20])
        editor.deleteBackward()
        #expect(editor.document.isEmpty)
    }

    @Test func zwjJoinsTwoEmojiIntoOneCluster() {
        var doc = IntensityDocument(string: "👨", intensity: 30)
        doc.replace(utf16Range: 2..<2, with: "\u{200D}👩", intensity: 80)
        #expect(doc.characterCount == 1)
        #expect(doc.intensities.allValues == [30])
        doc.replace(utf16Range: 0..<doc.utf16Count, with: "ok", intensity: 5)
        #expect(doc.intensities.allValues == [5, 5])
    }

    @Test func intensitiesFollowInsertionsAtEveryPosition() {
        var doc = IntensityDocument(string: "漢字" + Self.family, intensity: 50)
        doc.replace(utf16Range: 1..<1, with: "ab", intensity: 99)
        #expect(doc.string == "漢ab字" + Self.family)
        #expect(doc.intensities.allValues == [50, 99, 99, 50, 50])
        #expect(doc.intensities(inUTF16Range: 1..<3) == [99, 99])
    }
}
