import Testing
@testable import PressboardCLI

/// The nearest-name hints: slips of the fingers are corrected, other words are not guessed at.
@Suite struct DidYouMeanTests {
    @Test func swapsDropsAndTyposFindTheName() {
        let names = ["devices", "record", "dump", "replay", "run", "keysets", "synth", "render"]
        #expect(DidYouMean.suggestion(for: "devcies", among: names) == "devices")
        #expect(DidYouMean.suggestion(for: "replya", among: names) == "replay")
        #expect(DidYouMean.suggestion(for: "keyset", among: names) == "keysets")
        #expect(DidYouMean.suggestion(for: "rendr", among: names) == "render")
    }

    @Test func unrelatedWordsGetNoGuess() {
        #expect(DidYouMean.suggestion(for: "banana", among: ["devices", "replay"]) == nil)
        #expect(DidYouMean.suggestion(for: "xy", among: ["run", "dump"]) == nil)
    }

    @Test func distanceCountsASwapAsOneEdit() {
        #expect(DidYouMean.distance("ab", "ba") == 1)
        #expect(DidYouMean.distance("kitten", "sitting") == 3)
        #expect(DidYouMean.distance("", "abc") == 3)
    }

    @Test func valueHintsComeFromArgumentParsersList() {
        let m = "The value 'pressur' is invalid for '--interpreter <interpreter>'. Please provide one of 'automatic', 'pressure' or 'manual'."
        #expect(CommandLineMain.valueHint(m)?.contains("did you mean 'pressure'") == true)
    }
}

/// The version the executable must print: the one constant.
enum PressboardVersionText {
    static let expected = PressboardVersion.string
}
