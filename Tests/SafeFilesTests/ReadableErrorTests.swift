import FoundationEssentials
import Testing
@testable import SafeFiles

/// Decoding failures reach people in words, with where in the structure (issue 16).
@Suite struct ReadableErrorTests {
    struct Point: Codable { var x: Double; var tags: [String] }
    struct Wrapper: Codable { var points: [Point] }

    @Test func decodingErrorsAreWordsWithTheirPath() {
        func message(_ json: String) -> String {
            do { _ = try JSONDecoder().decode(Wrapper.self, from: Data(json.utf8)); return "decoded" }
            catch { return ReadableError.describe(error) }
        }
        #expect(message("{\"points\": [") == "not valid JSON (or nested too deeply)")
        #expect(message("{\"points\": [{\"x\": 1}]}") == "missing field 'tags' at .points[0]")
        #expect(message("{\"points\": [{\"x\": \"one\", \"tags\": []}]}") == "a value of the wrong type at .points[0].x")
        #expect(message("{\"points\": [{\"x\": null, \"tags\": []}]}").hasPrefix("a "))
        for m in ["{\"points\": [", "{}", "[1]"].map(message) { #expect(!m.contains("DecodingError") && !m.contains("Context(")) }
    }

    @Test func otherErrorsKeepTheirOwnDescription() {
        #expect(ReadableError.describe(FileError(path: "/x", operation: "open", errno: 2)).hasPrefix("/x: open failed"))
    }
}
