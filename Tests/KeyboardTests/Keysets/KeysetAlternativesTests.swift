import Testing
@testable import Keyboard

/// The alternative a long press on a key offers first, for reading a long press that slipped
/// onto the key beside it.
@Suite struct KeysetAlternativesTests {
    @Test func theFullStopsFirstAlternativeIsTheQuestionMark() throws {
        let english = try Fixture.keyset("english")
        #expect(english.firstAlternative(of: ".") == "?")
        // Its own text is no alternative; a key without alternatives, or none, has none.
        #expect(english.firstAlternative(of: "q") == nil)
        #expect(english.firstAlternative(of: "§") == nil)
    }
}
