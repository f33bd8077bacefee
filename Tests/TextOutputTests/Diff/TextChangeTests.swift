import PropertyBased
import Testing
@testable import TextOutput

@Suite struct TextChangeTests {
    @Test func typingAppends() {
        #expect(TextChange(from: "hel", to: "hello") == TextChange(deletions: 0, insertion: "lo"))
    }

    @Test func backspaceAndCorrection() {
        #expect(TextChange(from: "hello", to: "hell") == TextChange(deletions: 1, insertion: ""))
        // Autocorrect of the last word: back to where it differs, then the new text.
        #expect(TextChange(from: "I teh ", to: "I the ") == TextChange(deletions: 3, insertion: "he "))
        // Clusters, not scalars: one backspace removes "é" (e + combining acute).
        #expect(TextChange(from: "cafe\u{301}", to: "caf") == TextChange(deletions: 1, insertion: ""))
    }

    @Test func keySequenceOnUS() throws {
        let us = try TypingKeymap(.us)
        let seq = KeySequence(TextChange(from: "I teh", to: "I the Café!"), keymap: us)
        #expect(seq.strokes.prefix(2) == [.backspace, .backspace])
        #expect(seq.strokes[2] == KeyStroke(key: 35)) // h
        #expect(seq.untypable == ["é"])
        // "he Caf!" typed: 7 strokes after the two backspaces; é is left out and reported.
        #expect(seq.strokes.count == 2 + 7)
        #expect(seq.strokes.last == KeyStroke(key: 2, modifiers: [42])) // Shift+1
    }

    @Test func applyingTheChangeGivesTheNewText() async {
        let pool = ["a", "b", " ", "é", "e\u{301}", "\n", "日"]
        await propertyCheck(input: Gen.element(of: pool).array(of: 0...12), Gen.element(of: pool).array(of: 0...12)) { a, b in
            let old = a.compactMap { $0 }.joined(), new = b.compactMap { $0 }.joined()
            let change = TextChange(from: old, to: new)
            #expect(change.applied(to: old) == new)
            // Nothing deleted that the new text keeps at its start.
            #expect(old.count - change.deletions <= new.count)
        }
    }
}
