import ArgumentParser
import Keyboard
import Testing
@testable import PressboardCLI

/// `evaluate --typist`: the figures are judged by other typists than ours too, so the simulated
/// typist can be changed by name; a wrong name or value is an error that says which.
@Suite struct TypistOverrideTests {
    @Test func namedValuesReplaceTheLevelsOnes() throws {
        let base = TypingEvaluationRunner.typist(level: 0.19, seed: 2)
        let t = try TypistOverride("systematicOffset=0, wordsPerMinute=60,twoThumbs=0,missedSpaceRate=0.05").applied(to: base)
        #expect(t.systematicOffset == 0 && t.wordsPerMinute == 60 && !t.twoThumbs && t.missedSpaceRate == 0.05)
        #expect(t.spread == base.spread && t.drift == base.drift && t.seed == base.seed)
    }

    @Test(arguments: ["speed=3", "drift", "drift=-1", "missedSpaceRate=2", "twoThumbs=0.5", "wordsPerMinute=0", "drift=nan"])
    func aWrongPairIsNamed(_ list: String) {
        #expect { try TypistOverride(list) } throws: { error in
            let text = "\(error)"
            return text.contains("--typist") && text.contains(list.split(separator: "=").first.map(String.init) ?? list)
        }
    }

    /// The evaluation types with the override: one finger at 60 wpm with no slips types a phrase
    /// set without error at σ 0.
    @Test func theEvaluationTypesWithIt() throws {
        let keyset = try KeysetSearch.load(id: "english", override: nil)
        let device = try KeysetSearch.description(EvaluateDeviceTests.root + "/Tests/Fixtures/traces/touchscreen-two-fingers.evemu")
        let override = try TypistOverride("twoThumbs=0,wordsPerMinute=60,systematicOffset=0,missedSpaceRate=0,doubledSpaceRate=0,drift=0")
        let rows = try TypingEvaluationRunner.run(phrases: ["see you at the meeting", "thanks for the note"], description: device, keyset: keyset,
                                                 levels: [0], seeds: 1, typist: override)
        #expect(rows.count == 1 && rows[0].result.phrases == 2)
        #expect(rows[0].result.raw.characterErrorRate == 0 && rows[0].result.decoded.characterErrorRate == 0)
    }
}
