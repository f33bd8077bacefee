import Testing
import PropertyBased
@testable import TextEditing

@Suite struct DocumentEditTests {
    @Test func linksFollowEdits() {
        var doc = IntensityDocument(string: "go to site now")
        doc.addLink(url: "u", inUTF16Range: 6..<10)         // "site"
        doc.replace(utf16Range: 0..<0, with: ">> ", intensity: 1)
        #expect(doc.links.map(\.range) == [9..<13])
        doc.replace(utf16Range: 11..<11, with: "XX", intensity: 1)   // typed inside: joins
        #expect(doc.links.map(\.range) == [9..<15])
        doc.replace(utf16Range: 15..<15, with: "!", intensity: 1)    // typed at the end: stays out
        #expect(doc.links.map(\.range) == [9..<15])
        doc.replace(utf16Range: 9..<9, with: "(", intensity: 1)      // typed at the start: stays out
        #expect(doc.links.map(\.range) == [10..<16])
        doc.replace(utf16Range: 8..<12, with: "", intensity: 1)      // cut the head
        #expect(doc.links.map(\.range) == [8..<12])
        doc.replace(utf16Range: 7..<13, with: "", intensity: 1)      // delete it all
        #expect(doc.links.isEmpty)
    }

    @Test func attributeRunsFollowEdits() {
        var doc = IntensityDocument(string: "abcdef")
        doc.setAttributes(BaseAttributes(size: 30), inUTF16Range: 2..<4)
        doc.replace(utf16Range: 3..<3, with: DocumentFragment("X", intensity: 5, attributes: BaseAttributes(size: 30)))
        #expect(doc.attributes.runs.map(\.count) == [2, 3, 2])
        doc.replace(utf16Range: 0..<7, with: "", intensity: 0)
        #expect(doc.attributes.runs.isEmpty)
    }

    @Test func suggestionBlendResamplesTheIntensityProfile() {
        #expect(TextEditor.blend([100, 0], into: 4, fallback: 7) == [100, 100, 0, 0])
        #expect(TextEditor.blend([10, 20, 30, 40], into: 2, fallback: 7) == [15, 35])
        #expect(TextEditor.blend([90, 0, 0], into: 2, fallback: 7) == [60, 0])
        #expect(TextEditor.blend([], into: 3, fallback: 7) == [7, 7, 7])
        let editor = TextEditor(document: IntensityDocument(string: "teh ", intensity: 0))
        editor.document.setIntensity(90, inUTF16Range: 0..<1)
        var d = editor.document
        d.setIntensity(90, inUTF16Range: 0..<1)
        editor.load(d)
        editor.replace(TextRange(0..<3), withSuggestion: "thee", tapIntensity: 50)
        #expect(editor.document.string == "thee ")
        #expect(editor.document.intensities.allValues == [90, 30, 0, 0, 0])
        editor.undo()
        #expect(editor.document.intensities.allValues == [90, 0, 0, 0])
        editor.settings.suggestionPolicy = .tapIntensity
        editor.replace(TextRange(0..<3), withSuggestion: "the", tapIntensity: 50, appendingSpace: true)
        #expect(editor.document.string == "the  ")
        #expect(editor.document.intensities.allValues == [50, 50, 50, 50, 0])
    }

    @Test func inputDelegateHearsEveryChange() {
        final class Log: TextInputDelegate {
            var events: [String] = []
            func selectionWillChange(_ editor: TextEditor) { events.append("sw") }
            func selectionDidChange(_ editor: TextEditor) { events.append("sd") }
            func textWillChange(_ editor: TextEditor) { events.append("tw") }
            func textDidChange(_ editor: TextEditor) { events.append("td") }
        }
        let log = Log()
        let editor = TextEditor()
        editor.inputDelegate = log
        editor.insertText("a")
        #expect(log.events == ["tw", "sw", "sd", "td"])
        log.events = []
        editor.selectedTextRange = TextRange(0..<0)
        #expect(log.events == ["sw", "sd"])
    }

    @Test func intensityRopeMatchesAnArray() async {
        // Sizes cross the 2 KiB chunk boundary so splits, merges and multi-chunk removals happen.
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max)).array(of: 5...60)) { codes in
            var rope = IntensityRope()
            var array: [UInt8] = []
            for code in codes {
                var r = code
                func next(_ n: Int) -> Int { let v = r % n; r /= n; return v }
                let at = next(array.count + 1)
                if next(3) == 0 && !array.isEmpty {
                    let len = min(array.count - at, next(3000))
                    rope.replaceSubrange(at..<(at + len), with: [])
                    array.removeSubrange(at..<(at + len))
                } else {
                    let values = (0..<next(2500)).map { UInt8(($0 + code) % 101) }
                    rope.replaceSubrange(at..<at, with: values)
                    array.insert(contentsOf: values, at: at)
                }
                #expect(rope.count == array.count)
            }
            #expect(rope.allValues == array)
            if !array.isEmpty {
                let i = codes[0] % array.count
                #expect(rope[i] == array[i])
                #expect(rope.values(in: i..<array.count) == Array(array[i...]))
            }
        }
    }
}
