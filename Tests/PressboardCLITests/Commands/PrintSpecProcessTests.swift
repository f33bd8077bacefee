import Foundation
import Pressboard
import Testing

/// `--print-spec` on every command that has it (only the spec on stdout, exit 0, nothing
/// replayed, learned or opened) and the exit codes of bad invocations.
@Suite struct PrintSpecProcessTests {
    static func printedSpec(_ arguments: [String]) throws -> SessionSpec {
        let r = try PressboardProcess.run(arguments)
        #expect(r.status == 0, "\(arguments): \(r.err)")
        return try JSONDecoder().decode(SessionSpec.self, from: Data(r.out.utf8))
    }

    @Test func everyCommandPrintsTheSpecItWouldUse() throws {
        // An empty configuration file, so the user's own never leaks in.
        let empty = NSTemporaryDirectory() + "/pressboard-print-spec-empty-\(getpid()).json"
        try "{}".write(toFile: empty, atomically: true, encoding: .utf8)
        defer { unlink(empty) }
        // run: no device is opened (there is none in the test environment).
        let run = try Self.printedSpec(["run", "--headless", "--device", "/dev/input/does-not-exist", "--config", empty,
                                        "--print-spec", "--keyset", "german"])
        #expect(run.keyset.id == "german")
        let replay = try Self.printedSpec(["replay", PressboardProcess.fixture, "--print-spec", "--rotation", "90"])
        #expect(replay.keyboard.rotation == .clockwise90)
        // calibrate: no trace needed to print the spec.
        let calibrate = try Self.printedSpec(["calibrate", "--config", empty, "--print-spec", "--auto-calibrate"])
        #expect(calibrate.intensity.autoCalibrate)
        // `--config /dev/null`: no configuration at all.
        #expect(try Self.printedSpec(["replay", PressboardProcess.fixture, "--config", "/dev/null", "--print-spec"]).keyboard.rotation == .none)
        let suggest = try Self.printedSpec(["suggest", "--print-spec", "--count", "7", "--autocorrect"])
        #expect(suggest.keyset.id == "english" && suggest.suggestions.count == 7 && suggest.suggestions.autocorrect)
    }

    @Test func badInvocationsExitNonZeroWithAReason() throws {
        // Usage errors: the documented usage exit code (2; `pressboard --help` lists them).
        let calibrate = try PressboardProcess.run(["calibrate"])
        #expect(calibrate.status == 2)
        #expect(calibrate.err.contains("TRACE"))
        let suggest = try PressboardProcess.run(["suggest", "--count", "1000", "helo"])
        #expect(suggest.status == 2)
        // A bad configuration file: a failure naming the file.
        let path = NSTemporaryDirectory() + "/pressboard-print-spec-\(getpid()).json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        for command in [["suggest", "helo"], ["calibrate", PressboardProcess.fixture], ["replay", PressboardProcess.fixture]] {
            let r = try PressboardProcess.run(command + ["--config", path, "--print-spec"])
            #expect(r.status != 0, "\(command)")
            #expect(r.err.contains(path), "\(command): \(r.err)")
            #expect(r.out.isEmpty)
        }
        let missing = try PressboardProcess.run(["replay", "/tmp/pressboard-no-such-trace.evemu"])
        #expect(missing.status != 0)
        #expect(missing.err.contains("pressboard-no-such-trace.evemu"))
    }
}
