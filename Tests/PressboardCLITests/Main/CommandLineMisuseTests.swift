@testable import PressboardCLI
import Foundation
import Testing

/// Every misuse issue 15 lists, as a user types it: the exit code, one readable message with a
/// hint, the usage of the subcommand at fault, and never a Swift type dump or a stack trace.
@Suite struct CommandLineMisuseTests {
    static let trace = PressboardProcess.root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"
    static let device = PressboardProcess.root + "/Tests/Fixtures/traces/touchscreen-two-fingers.evemu"

    static func expectReadable(_ r: PressboardProcess.Outcome, _ context: String = "") {
        for bad in ["DecodingError", "Swift.", "Context(", "Fatal error", "Stack dump", "codingPath"] {
            #expect(!r.err.contains(bad) && !r.out.contains(bad), "\(context): \(r.err)")
        }
    }

    @Test func versionComesFromTheOneConstant() throws {
        let r = try PressboardProcess.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out.trimmingCharacters(in: .whitespacesAndNewlines) == PressboardVersionText.expected)
    }

    @Test func misspeltSubcommandIsAUsageErrorWithTheNearestName() throws {
        let r = try PressboardProcess.run(["devcies"])
        #expect(r.status == 2)
        #expect(r.err.contains("did you mean 'devices'"))
        Self.expectReadable(r)
        let nested = try PressboardProcess.run(["keysets", "shwo", "english"])
        #expect(nested.status == 2)
        #expect(nested.err.contains("did you mean 'show'"))
        #expect(nested.err.contains("usage: pressboard keysets"))
    }

    @Test func helpForAnUnknownTopicFails() throws {
        let r = try PressboardProcess.run(["help", "replya"])
        #expect(r.status == 2)
        #expect(r.err.contains("did you mean 'replay'"))
        #expect(r.out.isEmpty)
        let good = try PressboardProcess.run(["help", "replay"])
        #expect(good.status == 0)
        #expect(good.out.contains("Exit codes") || good.out.contains("replay"))
    }

    @Test func topLevelHelpDocumentsTheExitCodes() throws {
        let r = try PressboardProcess.run(["--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("Exit codes: 0 done, 1 bad input"))
    }

    @Test func misspeltEnumValueNamesTheNearestAndTheSubcommandsUsage() throws {
        let r = try PressboardProcess.run(["replay", Self.trace, "--interpreter", "pressur"])
        #expect(r.status == 2)
        #expect(r.err.contains("did you mean 'pressure'"))
        #expect(r.err.contains("usage: pressboard replay"))
        Self.expectReadable(r)
    }

    @Test func misspeltKeysetIdNamesTheNearest() throws {
        let r = try PressboardProcess.run(["synth", "hi", "--keyset", "basic-latn", "--description", Self.device, "-o", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.err.contains("no keyset 'basic-latn' (did you mean 'basic-latin'?)"))
        #expect(r.err.contains("usage: pressboard synth"))
    }

    @Test func deviceIsOnlyALiveNodeAndDescriptionFilesAreDescription() throws {
        let dir = PressboardProcess.scratch("description")
        let r = try PressboardProcess.run(["synth", "hi", "--keyset", "basic-latin", "--device", Self.device, "-o", dir + "/t.evemu"])
        #expect(r.status == 2)
        #expect(r.err.contains("--description FILE"))
        let ok = try PressboardProcess.run(["synth", "hi", "--keyset", "basic-latin", "--description", Self.device, "-o", dir + "/t.evemu"])
        #expect(ok.status == 0, "\(ok.err)")
        let show = try PressboardProcess.run(["keysets", "show", "basic-latin", "--description", Self.device])
        #expect(show.status == 0)
        #expect(show.out.contains("device \""))
    }

    @Test func suggestDefaultsToAKeysetThatExists() throws {
        let r = try PressboardProcess.run(["suggest", "helo", "--count", "3"], environment: ["XDG_CACHE_HOME": PressboardProcess.scratch("cache")])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("hello"))
    }

    @Test func framesIntoAFileFailsOnceBeforeAnyWork() throws {
        let dir = PressboardProcess.scratch("frames")
        let file = dir + "/not-a-directory"
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let r = try PressboardProcess.run(["replay", Self.trace, "--frames", file])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(r.err.contains("not a directory"))
        #expect(!r.err.contains("frames written"))
    }

    @Test func unwritableOutputsFailBeforeAnyWork() throws {
        for option in ["--png", "--svg", "--pdf", "--document"] {
            let r = try PressboardProcess.run(["replay", Self.trace, option, "/no/such/dir/out.json"])
            #expect(r.status == 1, "\(option)")
            #expect(r.out.isEmpty, "\(option)")
            #expect(r.err.contains("does not exist"), "\(option): \(r.err)")
        }
        let synth = try PressboardProcess.run(["synth", "hi", "--description", Self.device, "-o", "/no/such/dir/t.evemu"])
        #expect(synth.status == 1)
    }

    @Test func renderOfANonJSONFileIsALocatedErrorWithoutATypeDump() throws {
        let dir = PressboardProcess.scratch("render")
        let bad = dir + "/bad.json"
        try "not json at all".write(toFile: bad, atomically: true, encoding: .utf8)
        let r = try PressboardProcess.run(["render", bad, "--png", dir + "/out.png"])
        #expect(r.status == 1)
        #expect(r.err.contains(bad))
        Self.expectReadable(r)
    }

    @Test func jsonModesReportErrorsAsOneJSONObjectOnStandardError() throws {
        let r = try PressboardProcess.run(["replay", "/no/such/trace.evemu", "--json"])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(r.err.utf8)) as? [String: Any]
        #expect((object?["error"] as? String)?.contains("/no/such/trace.evemu") == true)
        #expect(object?["exit_code"] as? Int == 1)
    }

    @Test func devicesJSONIsJSONEvenWithoutAnInputDirectory() throws {
        let r = try PressboardProcess.run(["devices", "--json", "--directory", "/no/such/input"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        #expect((object?["devices"] as? [Any])?.isEmpty == true)
        #expect((object?["reason"] as? String)?.contains("/no/such/input") == true)
    }

    @Test func replaySavesTheDocumentInTheFormatItsNameSays() throws {
        let dir = PressboardProcess.scratch("document")
        for ext in ["json", "txt", "html", "md"] {
            let r = try PressboardProcess.run(["replay", Self.trace, "--document", dir + "/doc." + ext])
            #expect(r.status == 0, "\(ext): \(r.err)")
        }
        let text = try String(contentsOfFile: dir + "/doc.txt", encoding: .utf8)
        #expect(text.hasPrefix("The quick brown fox"))
        #expect(try String(contentsOfFile: dir + "/doc.html", encoding: .utf8).contains("<html"))
        #expect(try String(contentsOfFile: dir + "/doc.json", encoding: .utf8).contains("\"pressboard.document\""))
        // CommonMark through libcmark: the text, with Markdown's own escapes.
        let markdown = try String(contentsOfFile: dir + "/doc.md", encoding: .utf8)
        #expect(markdown.hasPrefix("The quick brown fox") && !markdown.contains("pressboard.document"))
        let unknown = try PressboardProcess.run(["replay", Self.trace, "--document", dir + "/doc.docx"])
        #expect(unknown.status == 1)
        #expect(unknown.err.contains(".json"))
    }

    @Test func aMissingLiveDeviceIsExitCodeThree() throws {
        let r = try PressboardProcess.run(["record", "--device", "/dev/input/event-none", "--duration", "1"])
        #expect(r.status == 3)
        Self.expectReadable(r)
    }
}
