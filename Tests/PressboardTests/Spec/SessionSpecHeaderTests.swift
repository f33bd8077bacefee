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
}
