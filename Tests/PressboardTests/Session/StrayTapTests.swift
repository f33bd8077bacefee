import Foundation
import Keyboard
import Testing
import TouchInput
@testable import Decoding
@testable import Pressboard

/// Issue 13's first promise: one stray tap on a page key or shift costs at most the word it
/// lands in. A long text is typed by the simulator with such taps injected, replayed through a
/// session built from a spec with autocorrect (the word decoder) on, and every word without a
/// stray tap must come out as meant.
@Suite struct StrayTapTests {
    static let text = """
        We walked down to the river after lunch and sat on the old wall by the bridge. \
        The water was high after the rain and moved fast under the arches. \
        A man with a small dog stopped to ask the way to the station. \
        We told him to follow the road past the church and turn left at the market. \
        Later we bought bread and cheese and ate them in the park while the sun went down. \
        It was a quiet day and we talked about where we would like to live next year. \
        Nobody wanted to leave when the light began to fade over the hills. \
        On the way home we met some friends who had just come back from the coast. \
        They said the weather there had been cold but the food was very good. \
        We promised to visit them soon and walked on through the empty streets. 
        """

    /// Indices (in the text's words) of the words a stray modifier tap landed in.
    static func wordsWithStrays(_ trace: SynthesisedTrace) -> Set<Int> {
        var word = 0, out = Set<Int>()
        for s in trace.strokes.map(\.stroke) {
            if s.character == " " { word += 1 } else if s.isModifier { out.insert(word) }
        }
        return out
    }

    @Test func aStrayTapCostsAtMostTheWordItLandsIn() throws {
        var typist = TypistConfiguration(seed: 5, spread: 0.08, systematicOffset: 0.03)
        // Without strays these touches type the text exactly (the planner needs no modifier:
        // the keyboard capitalises sentence starts itself).
        let clean = try DecodingReplayTests.synthesised(Self.text, typist: typist, spec: DecodingReplayTests.decodingSpec, name: "clean")
        defer { unlink(clean.path) }
        #expect(!clean.trace.strokes.contains { $0.stroke.isModifier })
        let cleanText = try DecodingReplayTests.replay(clean.path, spec: DecodingReplayTests.decodingSpec).session.editor.document.string
        #expect(cleanText == Self.text)

        typist.strayTapRate = 0.04
        let stray = try DecodingReplayTests.synthesised(Self.text, typist: typist, spec: DecodingReplayTests.decodingSpec, name: "stray")
        defer { unlink(stray.path) }
        let hit = Self.wordsWithStrays(stray.trace)
        let intended = ErrorRates.words(Self.text)
        #expect(hit.count >= 10, "strays in \(hit.count) of \(intended.count) words")
        let typed = try DecodingReplayTests.replay(stray.path, spec: DecodingReplayTests.decodingSpec).session.editor.document.string
        let out = ErrorRates.words(typed)
        // Align output words to intended words; every intended word without a stray must be matched exactly.
        var survived = Set<Int>()
        for (o, i) in WordChanges.matches(out, intended) where out[o] == intended[i] { survived.insert(i) }
        let lost = intended.indices.filter { !hit.contains($0) && !survived.contains($0) }
        #expect(lost.isEmpty, "lost \(lost.map { String(intended[$0]) }) in: \(typed)")
    }
}
