import Foundation
import Pressboard
import Testing

/// The built `pressboard` executable, run as a user runs it: stdout, stderr and exit code.
@Suite struct ReplayCommandProcessTests {
    static let root = PressboardProcess.root
    static let fixture = PressboardProcess.fixture

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let r = try PressboardProcess.run(arguments)
        return (r.status, r.out, r.err)
    }

    /// The fixture with `lines` added to its header as comments.
    static func recording(_ name: String, lines: [String]) throws -> String {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let path = NSTemporaryDirectory() + "/pressboard-cli-\(getpid())-\(name).evemu"
        let header = lines.map { "# " + $0 + "\n" }.joined()
        try (header.isEmpty ? text : text.replacingOccurrences(of: "# EVEMU 1.3\n", with: "# EVEMU 1.3\n" + header))
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func printSpecPrintsOnlyTheSpecAndReplaysNothing() throws {
        let r = try Self.run(["replay", Self.fixture, "--print-spec", "--autocorrect"])
        #expect(r.status == 0)
        let spec = try JSONDecoder().decode(SessionSpec.self, from: Data(r.out.utf8))
        #expect(spec.keyset.id == "basic-latin")   // from the synthesiser's header
        #expect(spec.suggestions.autocorrect)
        #expect(!r.out.contains("text:"))
    }

    @Test func recordedSpecIsUsedAndFlagsSayTheyOverrideIt() throws {
        var recorded = SessionSpec()
        recorded.keyset.id = "basic-latin"
        recorded.suggestions.autocorrect = true
        let path = try Self.recording("good", lines: SessionSpecHeader.comments(for: recorded))
        defer { unlink(path) }
        let plain = try Self.run(["replay", path, "--print-spec"])
        #expect(try JSONDecoder().decode(SessionSpec.self, from: Data(plain.out.utf8)) == recorded)
        #expect(plain.err.isEmpty)
        let overridden = try Self.run(["replay", path, "--print-spec", "--no-suggestions"])
        #expect(overridden.err.contains("--no-suggestions override the recorded session spec"))
    }

    @Test func badRecordedSpecsAreLocatedErrors() throws {
        var missing = SessionSpec()
        missing.keyset.id = "no-such-keyset"
        let cases: [(String, [String], String)] = [
            ("missing", SessionSpecHeader.comments(for: missing), "--keyset"),
            ("version", ["pressboard-spec: {\"version\":9}"], "version 9"),
            ("malformed", ["pressboard-spec: {\"keyset\":"], "malformed"),
        ]
        for (name, lines, says) in cases {
            let path = try Self.recording(name, lines: lines)
            defer { unlink(path) }
            let r = try Self.run(["replay", path])
            #expect(r.status != 0, "\(name)")
            #expect(r.err.contains(path + ":2:"), "\(name): \(r.err)")
            #expect(r.err.contains(says), "\(name): \(r.err)")
            #expect(r.out.isEmpty, "\(name)")
        }
    }
}
