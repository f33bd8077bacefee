import Keyboard
import Testing
import TouchInput
@testable import Pressboard

@Suite struct SessionSpecHeaderTests {
    static func trace(comments: [String]) -> String {
        (["EVEMU 1.3", "Input device name: \"Test\""] + comments).map { "# " + $0 }.joined(separator: "\n")
            + "\nN: Test\nE: 0.000001 0000 0000 0000\n"
    }

    @Test func headerCarriesTheSpecAcrossShortCommentLines() throws {
        let comments = SessionSpecHeader.comments(for: SessionSpecTests.unusual)
        #expect(comments.count > 1)
        #expect(comments.allSatisfy { $0.count <= SessionSpecHeader.chunk + SessionSpecHeader.prefix.count })
        let read = try #require(try SessionSpecHeader.read(text: Self.trace(comments: ["Recorded by pressboard run"] + comments), file: "r.evemu"))
        #expect(read.spec == SessionSpecTests.unusual)
        #expect(read.line == 4)
    }

    @Test func traceWithoutSpecHasNone() throws {
        #expect(try SessionSpecHeader.read(text: Self.trace(comments: ["pressboard-synth keyset: english"]), file: "s.evemu") == nil)
    }

    @Test func malformedSpecCommentIsLocated() {
        let text = Self.trace(comments: ["Recorded by pressboard run", "pressboard-spec: {\"keyset\":{\"id\":"])
        #expect {
            _ = try SessionSpecHeader.read(text: text, file: "bad.evemu")
        } throws: { error in
            guard let e = error as? SessionSpecHeaderError, case .malformed = e.problem else { return false }
            return e.file == "bad.evemu" && e.line == 4 && e.description.hasPrefix("bad.evemu:4: ")
        }
    }

    @Test func unknownVersionInARecordingIsLocated() {
        let text = Self.trace(comments: ["pressboard-spec: {\"version\":2}"])
        #expect(throws: SessionSpecHeaderError(file: "v.evemu", line: 3, problem: .spec(.unsupportedVersion(2)))) {
            _ = try SessionSpecHeader.read(text: text, file: "v.evemu")
        }
    }

    /// A spec nested 200,000 deep is a located error in words (JSONDecoder stops at its depth
    /// limit), never a crash; a wrong type names its path, not a Swift type.
    @Test func deepOrWronglyTypedSpecsAreLocatedInWords() {
        let deep = "# pressboard-spec: {\"version\":1,\"keyset\":" + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000) + "}\n"
        do {
            _ = try SessionSpecHeader.read(text: "# EVEMU 1.3\n" + deep, file: "deep.evemu")
            Issue.record("a 200,000-deep spec was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.contains("not valid JSON") && !error.description.contains("DecodingError"))
        }
        do {
            _ = try SessionSpecHeader.read(text: "# pressboard-spec: {\"version\":1,\"keyset\":{\"id\":5}}\n", file: "t.evemu")
            Issue.record("a numeric keyset id was accepted")
        } catch {
            #expect(error.description.contains(".keyset.id") && !error.description.contains("Swift."))
        }
    }
}
