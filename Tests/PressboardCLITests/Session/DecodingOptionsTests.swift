import Foundation
import Pressboard
import Testing
@testable import PressboardCLI

/// `--autocorrect` / `--no-autocorrect`, `--literal-percentile`, the configuration keys, `run`'s
/// default (decoding on) and `replay`'s (as recorded), and `--print-spec` showing the decoding.
@Suite struct DecodingOptionsTests {
    @Test func autocorrectFlagsSetTheSpecBothWays() throws {
        var on = SessionSpec()
        on.suggestions.autocorrect = true
        let (off, overrides) = try SpecOptionsTests.spec(["--no-autocorrect"], base: on)
        #expect(!off.suggestions.autocorrect)
        #expect(overrides == ["--no-autocorrect"])
        let (again, _) = try SpecOptionsTests.spec(["--autocorrect", "--literal-percentile", "0.9"])
        #expect(again.suggestions.autocorrect && again.decoding.literalPercentile == 0.9)
        // No flag: the base (a recording's spec) decides.
        #expect(try SpecOptionsTests.spec([], base: on).0.suggestions.autocorrect)
        #expect(throws: (any Error).self) { _ = try SpecOptions.parse(["--literal-percentile", "1.5"]) }
    }

    @Test func configurationFileCarriesAutocorrectAndThePercentile() throws {
        let path = NSTemporaryDirectory() + "/pressboard-decoding-config-\(getpid()).json"
        defer { unlink(path) }
        try #"{"autocorrect": false, "literalPercentile": 0.8}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try UserConfiguration.load(path: path)
        let (spec, _) = SpecResolution.spec(base: SpecResolution.runBase, file: file, flags: try SpecOptions.parse([]))
        #expect(!spec.suggestions.autocorrect && spec.decoding.literalPercentile == 0.8)
        // A flag beats the file.
        let (flagged, _) = SpecResolution.spec(base: SpecResolution.runBase, file: file, flags: try SpecOptions.parse(["--autocorrect"]))
        #expect(flagged.suggestions.autocorrect)
    }

    @Test func runDecodesByDefaultAndPrintsTheDecodingSettings() throws {
        let config = NSTemporaryDirectory() + "/pressboard-decoding-empty-\(getpid()).json"
        defer { unlink(config) }
        try "{}".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try ReplayCommandProcessTests.run(["run", "--print-spec", "--config", config, "--literal-percentile", "0.9"])
        #expect(run.status == 0, "\(run.err)")
        let spec = try JSONDecoder().decode(SessionSpec.self, from: Data(run.out.utf8))
        #expect(spec.suggestions.autocorrect)
        #expect(spec.decoding.literalPercentile == 0.9)
        #expect(run.out.contains("\"decoding\"") && run.out.contains("\"knownWordMargin\""))
        let off = try ReplayCommandProcessTests.run(["run", "--print-spec", "--config", config, "--no-autocorrect"])
        #expect(try !JSONDecoder().decode(SessionSpec.self, from: Data(off.out.utf8)).suggestions.autocorrect)
        // replay without a recorded spec: the plain defaults (raw), unless asked.
        let replay = try ReplayCommandProcessTests.run(["replay", ReplayCommandProcessTests.fixture, "--print-spec"])
        #expect(try !JSONDecoder().decode(SessionSpec.self, from: Data(replay.out.utf8)).suggestions.autocorrect)
        #expect(replay.out.contains("\"literalPercentile\""))
    }

    @Test func replayWithDecodingIsTheSameBytesInEveryProcess() throws {
        // Separate processes hash differently: the decoded text must not depend on it.
        let a = try ReplayCommandProcessTests.run(["replay", ReplayCommandProcessTests.fixture, "--autocorrect", "--json"])
        let b = try ReplayCommandProcessTests.run(["replay", ReplayCommandProcessTests.fixture, "--autocorrect", "--json"])
        #expect(a.status == 0, "\(a.err)")
        #expect(a.out == b.out && a.out.contains("\"text\""))
    }
}
