import Testing
@testable import TextEditing

/// The tokenizer's answers for the session: the word being typed, its bigram context, word deletion.
@Suite struct TypedWordTests {
    func typed(_ text: String) -> TextTokenizer.TypedWord {
        TextTokenizer(document: IntensityDocument(string: text)).typedWord(before: TextPosition(text.utf16.count))
    }

    func deletionStart(_ text: String) -> String {
        let t = TextTokenizer(document: IntensityDocument(string: text))
        let p = t.wordDeletionStart(before: TextPosition(text.utf16.count)).offset
        return String(text.utf16.prefix(p))!
    }

    @Test func curlyApostropheKeepsThePreviousWordWhole() {
        let w = typed("I don\u{2019}t wan")
        #expect(w.word == "wan")
        #expect(w.previous == "don't")
        #expect(w.range == 8..<11)
    }

    @Test func straightApostropheAndDigitsAreWordCharacters() {
        #expect(typed("I don't wan").previous == "don't")
        #expect(typed("route 66 hig").previous == "66")
        #expect(typed("abc4").word == "abc4")
    }

    @Test func trailingApostropheStaysWithTheWordBeingTyped() {
        #expect(typed("I don\u{2019}").word == "don\u{2019}")
        #expect(typed("I don'").word == "don'")
        #expect(typed("say 'hi").word == "hi")
    }

    @Test func punctuationOrNoSpaceMeansNoPreviousWord() {
        #expect(typed("Stop. Go").previous == nil)
        #expect(typed("Go").previous == nil)
        #expect(typed("end ").word == "")
        #expect(typed("end ").previous == "end")  // next-word context after a space
    }

    @Test func wordDeletionStopsAtTheWordStartWithApostrophesAndDigits() {
        #expect(deletionStart("I don\u{2019}t") == "I ")
        #expect(deletionStart("I don't  ") == "I ")
        #expect(deletionStart("call 911") == "call ")
        #expect(deletionStart("Hello, ") == "Hello")
        #expect(deletionStart("Hi!") == "Hi")
        #expect(deletionStart("") == "")
    }

    @Test func wordCharacterClassIsShared() {
        #expect(CharacterClass.isWordOrJoiner("\u{2019}"))
        #expect(CharacterClass.isWordOrJoiner("'"))
        #expect(CharacterClass.isWordOrJoiner("7"))
        #expect(!CharacterClass.isWordOrJoiner("-"))
        #expect(TextTokenizer.normalisedApostrophes("don\u{2019}t") == "don't")
    }
}
