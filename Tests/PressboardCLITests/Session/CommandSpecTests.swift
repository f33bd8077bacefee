import ArgumentParser
import Foundation
import Keyboard
import Pressboard
import Testing
@testable import PressboardCLI

/// Configuration file + flags → spec, for every command that builds a session or a piece of
/// one: the file's fields apply, the flags win, and the same inputs give the same spec.
@Suite struct CommandSpecTests {
    /// A configuration file with a keyset, autocorrect, a suggestion count and a calibration.
    static func configFile(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "/pressboard-spec-\(getpid())-\(name).json"
        let json = """
        { "keyset": "german", "autocorrect": true, "suggestionCount": 5, "rotation": 90,
          "calibrations": { "Pad 0001:0002": { "pressure": { "minimum": 0.1, "maximum": 0.7, "offset": 0.05 }, "touches": 40 } } }
        """
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func expectFileApplied(_ spec: SessionSpec) {
        #expect(spec.suggestions.autocorrect)
        #expect(spec.keyboard.rotation == .clockwise90)
        #expect(spec.intensity.calibrations["Pad 0001:0002"]?.pressure?.maximum == 0.7)
    }

    @Test func runReadsTheFileAndFlagsWin() throws {
        let path = try Self.configFile("run")
        defer { unlink(path) }
        let run = try RunCommand.parse(["--config", path, "--keyset", "french", "--headless"])
        let (spec, _) = SpecResolution.spec(file: try SpecResolution.configuration(run.session, readsDefault: true), flags: run.session)
        Self.expectFileApplied(spec)
        #expect(spec.keyset.id == "french")
        #expect(spec.suggestions.count == 5)
    }

    /// `run` shows the accessory row unless the file or `--no-accessory` hides it; `replay`
    /// keeps what the trace was typed on (no row without a recorded spec).
    @Test func runShowsTheAccessoryUnlessHidden() throws {
        func runSpec(_ args: [String], file json: String) throws -> SessionSpec {
            let path = NSTemporaryDirectory() + "/pressboard-spec-\(getpid())-accessory.json"
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            defer { unlink(path) }
            let run = try RunCommand.parse(["--config", path, "--headless"] + args)
            let user = try SpecResolution.configuration(run.session, readsDefault: true)
            return try run.spec(user: user, base: SpecResolution.runBase)
        }
        #expect(try runSpec([], file: "{}").keyboard.accessory)
        #expect(try !runSpec(["--no-accessory"], file: "{}").keyboard.accessory)
        #expect(try !runSpec([], file: #"{ "accessory": false }"#).keyboard.accessory)
        #expect(try runSpec(["--accessory"], file: #"{ "accessory": false }"#).keyboard.accessory)
        let replay = try ReplayCommand.parse([PressboardProcess.fixture, "--config", "/dev/null"])
        let (spec, _) = SpecResolution.spec(file: try SpecResolution.configuration(replay.session, readsDefault: false), flags: replay.session)
        #expect(!spec.keyboard.accessory)
    }

    @Test func replayReadsTheFileOnlyWhenGivenAndFlagsWin() throws {
        let path = try Self.configFile("replay")
        defer { unlink(path) }
        let replay = try ReplayCommand.parse(["trace.evemu", "--config", path, "--suggestion-count", "2"])
        let (spec, _) = SpecResolution.spec(file: try SpecResolution.configuration(replay.session, readsDefault: false), flags: replay.session)
        Self.expectFileApplied(spec)
        #expect(spec.keyset.id == "german")
        #expect(spec.suggestions.count == 2)
        let bare = try ReplayCommand.parse(["trace.evemu"])
        #expect(try SpecResolution.configuration(bare.session, readsDefault: false).keyset == nil)
    }

    @Test func calibrateStartsFromTheFilesCalibrationsAndFlagsWin() throws {
        let path = try Self.configFile("calibrate")
        defer { unlink(path) }
        let spec = try CalibrateCommand.spec(try CalibrateCommand.parse(["trace.evemu", "--config", path, "--rotation", "180"]).session)
        #expect(spec.intensity.calibrations["Pad 0001:0002"]?.pressure?.offset == 0.05)
        #expect(spec.keyboard.rotation == .clockwise180)
        #expect(spec.keyset.id == "german")
    }

    @Test func suggestDefaultsToTheSpecsKeysetTakesTheFileAndFlagsWin() throws {
        let plain = try SuggestCommand.parse(["helo"]).spec()
        #expect(plain.keyset.id == KeysetSpec.defaultID)
        #expect(plain.suggestions == SuggestionsSpec())
        let path = try Self.configFile("suggest")
        defer { unlink(path) }
        let spec = try SuggestCommand.parse(["helo", "--config", path, "--count", "12", "--no-completions", "--locale", "de"]).spec()
        #expect(spec.keyset.id == "german")
        #expect(spec.suggestions.autocorrect)
        #expect(spec.suggestions.count == 12)
        #expect(!spec.suggestions.completions)
        #expect(spec.suggestions.locale == "de")
    }

    @Test func aMalformedFileIsAnErrorNamingIt() throws {
        let path = NSTemporaryDirectory() + "/pressboard-spec-\(getpid())-bad.json"
        try #"{ "rotation": 45 }"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let error = #expect(throws: CalibrationConfigFile.FileError.self) {
            _ = try SuggestCommand.parse(["helo", "--config", path]).spec()
        }
        #expect(error?.path == path)
        #expect(error?.message.contains("rotation") == true)
    }
}
