import Testing
@testable import TextOutput

/// What the virtual keyboard writes, read as a client reads it: the keystrokes of a series of
/// document changes (typing, a correction, a deletion, a newline) decode to the last document.
@Suite struct KeyEventDecoderTests {
    static let steps: [(layout: String, texts: [String])] = [
        ("us", ["Hello wrold", "Hello world", "Hello world!", "Hello world", "Hello world\nBye: 1+1=2 @home ~{}|"]),
        ("de", ["Grüße @ {ß}", "Grüße @ {ß} zy", "Grüße @ {ß} z", "Grüße @ {ß} z\n€ ÄÖÜ <|> µ"]),
        ("fr", ["àéè çz", "àéè ça", "àéè ça\n@ # ù"]),
    ]

    @Test(arguments: steps.indices)
    func changesRoundTripThroughTheLayout(_ i: Int) throws {
        let (layout, texts) = Self.steps[i]
        let name = KeyboardLayoutName(layout: layout)
        let keymap = try TypingKeymap(name)
        let decoder = try KeyEventDecoder(name)
        var previous = ""
        var backspaces = 0
        for text in texts {
            let sequence = KeySequence(TextChange(from: previous, to: text), keymap: keymap)
            #expect(sequence.untypable.isEmpty, "\(layout): \(sequence.untypable)")
            backspaces += sequence.strokes.filter { $0 == .backspace }.count
            for e in UInputKeyboard.keyEvents(sequence.strokes) { decoder.feed(code: e.code, value: e.value) }
            #expect(decoder.text == text, "\(layout)")
            previous = text
        }
        #expect(backspaces > 0)
    }

    @Test func unknownLayout() {
        #expect(throws: KeymapError.unknownLayout(layout: "zz", variant: nil)) { try KeyEventDecoder(KeyboardLayoutName(layout: "zz")) }
    }
}
