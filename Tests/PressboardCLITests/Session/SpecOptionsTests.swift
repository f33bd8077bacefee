import ArgumentParser
import Keyboard
import Pressboard
import Testing
@testable import PressboardCLI

@Suite struct SpecOptionsTests {
    static func spec(_ arguments: [String], file: UserConfiguration = UserConfiguration(),
                     base: SessionSpec = SessionSpec()) throws -> (SessionSpec, [String]) {
        SpecResolution.spec(base: base, file: file, flags: try SpecOptions.parse(arguments))
    }

    @Test func noFlagsGiveTheDefaultSpec() throws {
        let (spec, overrides) = try Self.spec([])
        #expect(spec == SessionSpec())
        #expect(overrides.isEmpty)
    }

    @Test func flagsBecomeSpecFields() throws {
        let (spec, overrides) = try Self.spec(["--keyset", "german", "--region", "0,0.5,1,0.5", "--rotation", "90",
                                               "--interpreter", "contactArea", "--auto-calibrate", "--autocorrect",
                                               "--autocorrect-threshold", "0.4", "--suggestion-count", "5",
                                               "--screen-width", "1024"])
        #expect(spec.keyset.id == "german")
        #expect(spec.keyboard.region == NormalisedRect(x: 0, y: 0.5, width: 1, height: 0.5))
        #expect(spec.keyboard.rotation == .clockwise90)
        #expect(spec.intensity.interpreter == .fixed(.contactArea))
        #expect(spec.intensity.autoCalibrate)
        #expect(spec.suggestions.autocorrect && spec.suggestions.autocorrectThreshold == 0.4 && spec.suggestions.count == 5)
        #expect(spec.screen == ScreenSize(width: 1024, height: 600))
        #expect(overrides.contains("--keyset") && overrides.contains("--rotation"))
    }

    @Test func manualIntensityImpliesTheManualInterpreter() throws {
        let (spec, _) = try Self.spec(["--intensity", "70"])
        #expect(spec.intensity.interpreter == .fixed(.manual))
        #expect(spec.intensity.manualValue == 70)
    }

    @Test func flagsOverrideTheConfigurationFileWhichOverridesTheBase() throws {
        var file = UserConfiguration()
        file.keyset = "french"
        file.autocorrect = true
        file.suggestionCount = 2
        var base = SessionSpec()
        base.keyset.id = "english"
        base.userDictionary.words = ["Pressboard": 2]
        let (spec, overrides) = try Self.spec(["--suggestion-count", "4"], file: file, base: base)
        #expect(spec.keyset.id == "french")
        #expect(spec.suggestions.autocorrect)
        #expect(spec.suggestions.count == 4)
        #expect(spec.userDictionary.words == ["Pressboard": 2])
        #expect(overrides == ["\"keyset\" in the configuration file", "\"autocorrect\" in the configuration file",
                              "\"suggestionCount\" in the configuration file", "--suggestion-count"])
    }

    @Test func badOptionValuesAreParseErrors() {
        for bad in [["--interpreter", "telepathy"], ["--rotation", "45"], ["--region", "0,0,1"], ["--intensity", "101"]] {
            #expect(throws: (any Error).self) { _ = try SpecOptions.parse(bad) }
        }
    }

    @Test func replayAndRunShareTheOptions() throws {
        let replay = try ReplayCommand.parse(["trace.evemu", "--keyset", "german", "--print-spec"])
        let run = try RunCommand.parse(["--keyset", "german", "--print-spec", "--headless"])
        #expect(replay.session.printSpec && run.session.printSpec)
        let (a, _) = SpecResolution.spec(file: UserConfiguration(), flags: replay.session)
        let (b, _) = SpecResolution.spec(file: UserConfiguration(), flags: run.session)
        #expect(a == b)
    }
}
