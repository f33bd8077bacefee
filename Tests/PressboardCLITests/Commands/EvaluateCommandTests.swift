import Testing
@testable import PressboardCLI

/// `evaluate --small-letters` types the phrases as the MacKenzie–Soukoreff set is written.
@Suite struct EvaluateCommandTests {
    @Test func phrasesInSmallLettersLoseCapitalsAndPunctuationButApostrophes() {
        #expect(EvaluateCommand.inSmallLetters("I'm in Stan's meeting, at 3:30.") == "i'm in stan's meeting at 3 30")
        #expect(EvaluateCommand.inSmallLetters("  OK?!  ") == "ok")
        #expect(EvaluateCommand.inSmallLetters("...") == "")
    }
}
