import Foundation
import Testing

/// A recording whose spec comment this build cannot use is a located error that names the flag
/// replaying without it; with that flag the trace replays from the defaults and the flags.
@Suite struct RecordedSpecProcessTests {
    /// The quick-fox fixture's events under a header of our own.
    static func trace(header: String, _ name: String) throws -> String {
        let events = try String(contentsOfFile: PressboardProcess.fixture, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let path = PressboardProcess.scratch("recorded-spec") + "/\(name).evemu"
        try ("# EVEMU 1.3\n" + header + "\n" + events).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anUnusableRecordedSpecNamesTheFlagThatReplaysWithoutIt() throws {
        for (name, header, why) in [("version", #"# pressboard-spec: {"version":7}"#, "version 7"),
                                    ("malformed", #"# pressboard-spec: {"version":1,"keyset":{"id":5}}"#, ".keyset.id")] {
            let path = try Self.trace(header: header, name)
            let r = try PressboardProcess.run(["replay", path])
            #expect(r.status == 1, "\(name): \(r.err)")
            #expect(r.err.contains(path + ":2:") && r.err.contains(why) && r.err.contains("--ignore-recorded-spec"), "\(r.err)")
            #expect(!r.err.contains("DecodingError"))
            let ignored = try PressboardProcess.run(["replay", path, "--ignore-recorded-spec", "--keyset", "english"])
            #expect(ignored.status == 0, "\(ignored.err)")
            #expect(ignored.out.hasPrefix("text: "))
        }
    }
}
