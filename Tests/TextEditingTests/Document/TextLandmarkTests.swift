import Testing
import PropertyBased
@testable import TextEditing

/// The boundaries an edit leaves behind (``TextLandmarks``) answer exactly as a fresh walk does,
/// with the scripts whose clusters merge across an edit (combining marks, ZWJ, flags, CR LF).
@Suite struct TextLandmarkTests {
    static let pieces = ["a", " ", "é", "\u{301}", "e\u{301}", "\u{200D}", "👨", GraphemeTests.family, "🇫", "🇫🇷", "漢", "\n", "\r",
                         "\r\n", "\u{2029}", "👍🏽", "ก\u{E31}", "Z", ""]

    /// Replays random edits on one document and checks every conversion against a document
    /// built from the same text (which has no landmarks).
    @Test func editedDocumentAnswersLikeAFreshOne() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...25)) { codes in
            var doc = IntensityDocument(string: "ab\ncd", intensity: 10)
            for code in codes {
                var r = code
                func next(_ n: Int) -> Int { let v = r % n; r /= n; return v }
                let lower = next(doc.utf16Count + 1)
                let upper = next(3) == 0 ? lower + next(doc.utf16Count - lower + 1) : lower
                let piece = Self.pieces[next(Self.pieces.count)] + (next(4) == 0 ? Self.pieces[next(Self.pieces.count)] : "")
                doc.replace(utf16Range: lower..<upper, with: piece, intensity: UInt8(next(101)))
                Self.expectSameAnswers(doc)
                #expect(doc == IntensityDocument(doc.fragment))
            }
        }
    }

    /// Typing, Backspace and Return through the editor (the paths that ask for the caret again
    /// and again), against an editor whose document forgets its landmarks before every keystroke.
    @Test func editorKeystrokesActAsWithoutLandmarks() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...40)) { codes in
            var doc = IntensityDocument(string: "one\ntwo\nthree", intensity: 10)
            doc.setParagraphFormats([ParagraphFormat(list: .number(start: 1)), .plain, ParagraphFormat(list: .bullet)])
            let editor = TextEditor(document: doc)
            let reference = TextEditor(document: doc)
            for code in codes {
                var r = code
                func next(_ n: Int) -> Int { let v = r % n; r /= n; return v }
                reference.document = reference.document.forgettingLandmarks()
                let action = next(5)
                let p = next(editor.document.utf16Count + 1)
                let piece = next(2) == 0 ? "\n" : Self.pieces[next(Self.pieces.count)]
                for e in [editor, reference] {
                    switch action {
                    case 0: e.setSelection(p..<e.document.utf16Count)
                    case 1: e.deleteBackward()
                    case 2: e.setSelection(p..<p)
                    default: e.insertText(piece, intensity: 50)
                    }
                }
                #expect(editor.document == reference.document)
                #expect(editor.document.paragraphFormats == reference.document.paragraphFormats)
                #expect(editor.selection == reference.selection)
                #expect(editor.undoRecords == reference.undoRecords)
                Self.expectSameAnswers(editor.document)
            }
        }
    }

    @Test func anEditLeavesItsStartAndEndLocated() {
        var doc = IntensityDocument(string: "x" + GraphemeTests.family + "y", intensity: 10)
        doc.replace(utf16Range: 9..<9, with: "ab", intensity: 20)
        #expect(doc.landmarks.landmark(atUTF16: 9)?.character == 2)
        #expect(doc.landmarks.landmark(atUTF16: 11)?.character == 4)
        // A combining mark merges into the cluster before it: its start is no boundary any more.
        doc.replace(utf16Range: 11..<11, with: "\u{301}", intensity: 20)
        #expect(doc.landmarks.landmark(atUTF16: 11) == nil)
        #expect(doc.landmarks.landmark(atUTF16: 12)?.character == 4)
    }

    /// Every conversion of `doc` equals the same conversion on a landmark-free copy, and every
    /// landmark names a boundary with its true offsets.
    static func expectSameAnswers(_ doc: IntensityDocument) {
        let fresh = doc.forgettingLandmarks()
        #expect(fresh.landmarks.isEmpty)
        for u in 0...doc.utf16Count {
            #expect(doc.characterOffset(forUTF16Offset: u) == fresh.characterOffset(forUTF16Offset: u))
            #expect(doc.boundaryUTF16Offset(u) == fresh.boundaryUTF16Offset(u))
            #expect(doc.isCharacterBoundary(utf16: u) == fresh.isCharacterBoundary(utf16: u))
            #expect(doc.previousBoundary(beforeUTF16Offset: u) == fresh.previousBoundary(beforeUTF16Offset: u))
            #expect(doc.nextBoundary(afterUTF16Offset: u) == fresh.nextBoundary(afterUTF16Offset: u))
            if fresh.isCharacterBoundary(utf16: u) {
                let c = fresh.characterOffset(forUTF16Offset: u)
                #expect(doc.endsWithParagraphSeparator(beforeUTF16Offset: u)
                    == (c > 0 && IntensityDocument.isParagraphSeparator(fresh.character(atCharacterOffset: c - 1))))
                #expect(doc.startsWithParagraphSeparator(atUTF16Offset: u)
                    == (c < fresh.characterCount && IntensityDocument.isParagraphSeparator(fresh.character(atCharacterOffset: c))))
            }
        }
        for landmark in doc.landmarks.all {
            #expect(fresh.isCharacterBoundary(utf16: landmark.utf16))
            if let c = landmark.character { #expect(fresh.characterOffset(forUTF16Offset: landmark.utf16) == c) }
            #expect(doc.text.utf16.distance(from: doc.text.startIndex, to: landmark.index) == landmark.utf16)
        }
    }
}
