import Testing
@testable import Suggestions

@Suite struct SuggestionsBarTests {
    @Test func autocorrectIsOffByDefault() {
        let bar = SuggestionsBar(ranker: Fixtures.english)
        let list = bar.suggestions(for: "teh")
        #expect(list.count == 3)
        #expect(list.first?.text == "the")
        #expect(!list.contains { $0.isAutocorrect })
        #expect(bar.textOnSpace(for: "teh") == "teh")
    }

    @Test func confidentCorrectionIsFlaggedWhenEnabled() {
        let bar = SuggestionsBar(ranker: Fixtures.english, settings: SuggestionsSettings(autocorrectEnabled: true))
        let list = bar.suggestions(for: "teh")
        #expect(list.first?.isAutocorrect == true)
        #expect(list.filter(\.isAutocorrect).count == 1)
        #expect(bar.textOnSpace(for: "Teh") == "The")
        // A known word is never replaced.
        #expect(bar.textOnSpace(for: "ill") == "ill")
    }

    @Test func thresholdControlsTheFlag() {
        let strict = SuggestionsBar(ranker: Fixtures.english, settings: SuggestionsSettings(autocorrectEnabled: true, autocorrectThreshold: 1.0))
        #expect(!strict.suggestions(for: "helo").contains { $0.isAutocorrect })
    }

    @Test func countAndSwitchAreHonoured() {
        #expect(SuggestionsBar(ranker: Fixtures.english, settings: SuggestionsSettings(count: 5)).suggestions(for: "helo").count == 5)
        #expect(SuggestionsBar(ranker: Fixtures.english, settings: SuggestionsSettings(suggestionsEnabled: false)).suggestions(for: "helo").isEmpty)
        let noCompletions = SuggestionsBar(ranker: Fixtures.english, settings: SuggestionsSettings(completionsEnabled: false))
        #expect(!noCompletions.suggestions(for: "somethi").contains { $0.kind == .completion })
    }
}
